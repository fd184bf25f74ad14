// The part of the toolchain's index-store C API (indexstore.h, shipped with libIndexStore) that the
// audit uses, as a table of function pointers filled by dlopen: the audit finds the library next to
// the compiler it runs, so it links against no toolchain path and needs no header from it.

#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// `indexstore_string_ref_t`: a string that the index store owns; not NUL-terminated.
typedef struct {
    const char *_Nullable data;
    size_t length;
} CIndexStoreString;

/// `INDEXSTORE_UNIT_DEPENDENCY_RECORD`: a unit's dependency that is the record of its main file.
#define CINDEXSTORE_DEPENDENCY_RECORD 2
/// `INDEXSTORE_SYMBOL_ROLE_REFERENCE`.
#define CINDEXSTORE_ROLE_REFERENCE (1 << 2)
/// `INDEXSTORE_SYMBOL_ROLE_IMPLICIT`.
#define CINDEXSTORE_ROLE_IMPLICIT (1 << 8)

typedef bool (*CIndexStoreUnitNameApplier)(void *context, CIndexStoreString unitName);
typedef bool (*CIndexStoreHandleApplier)(void *context, void *handle);

/// The functions of libIndexStore the audit calls, under their C names without `indexstore_`.
/// The `create` functions return NULL and set `error` when they fail.
typedef struct {
    void *_Nullable (*_Nonnull store_create)(const char *storePath, void *_Nullable *_Nonnull error);
    void (*_Nonnull store_dispose)(void *store);
    bool (*_Nonnull store_units_apply_f)(void *store, unsigned sorted, void *context, CIndexStoreUnitNameApplier applier);

    void *_Nullable (*_Nonnull unit_reader_create)(void *store, const char *unitName, void *_Nullable *_Nonnull error);
    void (*_Nonnull unit_reader_dispose)(void *unitReader);
    CIndexStoreString (*_Nonnull unit_reader_get_main_file)(void *unitReader);
    bool (*_Nonnull unit_reader_dependencies_apply_f)(void *unitReader, void *context, CIndexStoreHandleApplier applier);
    int (*_Nonnull unit_dependency_get_kind)(void *dependency);
    CIndexStoreString (*_Nonnull unit_dependency_get_name)(void *dependency);
    CIndexStoreString (*_Nonnull unit_dependency_get_filepath)(void *dependency);

    void *_Nullable (*_Nonnull record_reader_create)(void *store, const char *recordName, void *_Nullable *_Nonnull error);
    void (*_Nonnull record_reader_dispose)(void *recordReader);
    bool (*_Nonnull record_reader_occurrences_apply_f)(void *recordReader, void *context, CIndexStoreHandleApplier applier);
    void *_Nonnull (*_Nonnull occurrence_get_symbol)(void *occurrence);
    uint64_t (*_Nonnull occurrence_get_roles)(void *occurrence);
    void (*_Nonnull occurrence_get_line_col)(void *occurrence, unsigned *line, unsigned *column);
    CIndexStoreString (*_Nonnull symbol_get_usr)(void *symbol);

    const char *_Nonnull (*_Nonnull error_get_description)(void *error);
    void (*_Nonnull error_dispose)(void *error);
} CIndexStoreAPI;

/// Opens the library at `libraryPath` and returns its functions; on failure returns NULL and sets
/// `error` to a message that names what was missing (the library, or one of its functions).
const CIndexStoreAPI *_Nullable CIndexStoreLoad(const char *libraryPath, const char *_Nullable *_Nonnull error);

#pragma clang assume_nonnull end

#endif
