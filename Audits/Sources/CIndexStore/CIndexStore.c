// Fills CIndexStoreAPI from the toolchain's libIndexStore with dlopen/dlsym (see CIndexStore.h).

#include "CIndexStore.h"

#include <dlfcn.h>
#include <stdio.h>

static char loadError[512];
static CIndexStoreAPI loaded;

#define LOAD(name)                                                                              \
    do {                                                                                        \
        void *symbol = dlsym(library, "indexstore_" #name);                                     \
        if (symbol == NULL) {                                                                   \
            snprintf(loadError, sizeof loadError, "%s has no function indexstore_%s",           \
                     libraryPath, #name);                                                       \
            *error = loadError;                                                                 \
            return NULL;                                                                        \
        }                                                                                       \
        *(void **)&loaded.name = symbol;                                                        \
    } while (0)

const CIndexStoreAPI *CIndexStoreLoad(const char *libraryPath, const char **error) {
    // Kept open for the life of the process: the audit reads the store until it exits.
    void *library = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(loadError, sizeof loadError, "cannot load %s: %s", libraryPath, dlerror());
        *error = loadError;
        return NULL;
    }
    LOAD(store_create);
    LOAD(store_dispose);
    LOAD(store_units_apply_f);
    LOAD(unit_reader_create);
    LOAD(unit_reader_dispose);
    LOAD(unit_reader_get_main_file);
    LOAD(unit_reader_dependencies_apply_f);
    LOAD(unit_dependency_get_kind);
    LOAD(unit_dependency_get_name);
    LOAD(unit_dependency_get_filepath);
    LOAD(record_reader_create);
    LOAD(record_reader_dispose);
    LOAD(record_reader_occurrences_apply_f);
    LOAD(occurrence_get_symbol);
    LOAD(occurrence_get_roles);
    LOAD(occurrence_get_line_col);
    LOAD(symbol_get_usr);
    LOAD(error_get_description);
    LOAD(error_dispose);
    return &loaded;
}
