#!/usr/bin/env bash
# Fuzzes one of kbn-gen's readers with libFuzzer and prints the figures that docs/RELIABILITY.md
# records. Usage: Scripts/fuzz.sh [runs] [seed] [target] [large]  (defaults 100000 1 definitions)
#   definitions  the JSON reader, decoder, validator and renderer (Fuzz/FuzzDefinitions.swift)
#   csv          import-csv's CSV reader and converter (Fuzz/FuzzCSV.swift)
#   json-import  import-json's records to rows, through the CSV importer (Fuzz/FuzzJSONImport.swift)
#   catalog      import-strings' String Catalog reader and merger (Fuzz/FuzzStringCatalog.swift)
#   update       KbnUpdate(json:kinds:), an update applied at run time to compiled kinds (Fuzz/FuzzUpdate.swift)
#   large        (a fourth argument) inputs of up to 1 MiB, each with 10 s and 2 GiB, from seeds of
#                the hostile shapes (runs of combining marks, many languages, groups and
#                attributes) at some 300 KB (definitions and update only): an input whose
#                cost grows faster than its bytes is then a hang or out of memory, a finding
set -euo pipefail

# Each harness traps when an input crashes the code, or is rejected without an error or with a
# location outside the file; each input has 1 s (-timeout=1), or 10 s in a large run. The custom mutator of the definitions
# and update harnesses (Fuzz/CustomMutator.swift) shares the random inputs of the test suite
# (Tests/KbnGeneratorCoreTests/Support/RandomInputs). The update harness applies each input to the example
# kinds and to KbnKitTests' edge cases, which kbn-gen generates for it from their definitions.
# Work files go to .build/fuzz/<target>; each run starts again from the seed corpus of the target.

runs="${1:-100000}"
seed="${2:-1}"
target="${3:-definitions}"
size="${4:-}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
case "$target" in
    definitions) harness=(Fuzz/FuzzDefinitions.swift Fuzz/CustomMutator.swift); corpora=(Fuzz/corpus); dicts=(Fuzz/definitions.dict) ;;
    csv) harness=(Fuzz/FuzzCSV.swift); corpora=(Fuzz/corpus-csv); dicts=(Fuzz/csv.dict) ;;
    # The definitions reader's dictionary is JSON's syntax and the format's keys, which the records use.
    json-import) harness=(Fuzz/FuzzJSONImport.swift); corpora=(Fuzz/corpus-json-import); dicts=(Fuzz/definitions.dict) ;;
    # The real catalogs of the tests seed it too.
    catalog) harness=(Fuzz/FuzzStringCatalog.swift); corpora=(Fuzz/corpus-catalog Tests/KbnGeneratorCoreTests/Fixtures/StringCatalogs); dicts=(Fuzz/catalog.dict) ;;
    # An update is a definitions file: the format's dictionary, and the update's own words.
    update) harness=(Fuzz/FuzzUpdate.swift Fuzz/CustomMutator.swift Tests/KbnKitTests/UpdateInvariant.swift); corpora=(Fuzz/corpus-update); dicts=(Fuzz/definitions.dict Fuzz/update.dict) ;;
    *) echo "unknown target '$target'; use definitions, csv, json-import, catalog or update" >&2; exit 64 ;;
esac
work="$root/.build/fuzz/$target"
mkdir -p "$work/modules"

flags=(-sanitize=fuzzer -O -parse-as-library -swift-version 6 -warnings-as-errors -package-name swift_kbn)
# Builds the sources of some files and directories as a static library module in the target's work directory.
module() {
    local name="$1"
    shift
    swiftc "${flags[@]}" -module-name "$name" -I "$work/modules" -emit-library -static \
        -emit-module -emit-module-path "$work/modules/$name.swiftmodule" \
        -o "$work/modules/lib$name.a" $(find "$@" -name '*.swift' | sort)
}
echo "Building the code with fuzzing instrumentation…"
module KbnFormat Sources/KbnFormat
module KbnKit Sources/KbnKit
module KbnGeneratorCore Sources/KbnGeneratorCore
module KbnUpdates Sources/KbnUpdates
module KbnGeneratorTools Sources/KbnGeneratorTools
module KbnTestSupport Tests/KbnTestSupport
# Static libraries, each before those it uses.
libraries=(-lKbnGeneratorTools -lKbnUpdates -lKbnGeneratorCore -lKbnKit -lKbnFormat -lKbnTestSupport)
if [ "$target" = update ]; then
    echo "Generating the compiled kinds…"
    swift build --product kbn-gen >/dev/null
    generator="$(swift build --show-bin-path)/kbn-gen"
    mkdir -p "$work/kinds"
    "$generator" generate kbn-definitions.json --output "$work/kinds/Kbn.swift"
    "$generator" generate Tests/KbnKitTests/kbn-definitions.json --output "$work/kinds/Edge.swift"
    # The example kinds in their own module, as apps and KbnKitTests import them; the edge cases in
    # the harness's, as in KbnKitTests.
    module KbnExample Sources/KbnExample "$work/kinds/Kbn.swift"
    libraries=(-lKbnExample "${libraries[@]}")
    harness+=("$work/kinds/Edge.swift")
fi
echo "Building the harness…"
swiftc "${flags[@]}" -module-name FuzzHarness -I "$work/modules" -L "$work/modules" \
    "${libraries[@]}" -import-objc-header Fuzz/LibFuzzer.h \
    "${harness[@]}" $(find Tests/KbnGeneratorCoreTests/Support/RandomInputs -name '*.swift' | sort) \
    -o "$work/fuzz-$target"
cat "${dicts[@]}" >"$work/fuzz.dict"

rm -rf "$work/corpus" "$work/artifacts" "$work/large-seeds"
mkdir -p "$work/corpus" "$work/artifacts"
limits=(-timeout=1 -max_len=300000 -rss_limit_mb=4096)
if [ "$size" = large ]; then
    case "$target" in definitions | update) ;; *) echo "large runs are for definitions and update" >&2; exit 64 ;; esac
    limits=(-timeout=10 -max_len=1048576 -rss_limit_mb=2048)
    # The hostile shapes, grown from the Gender update of the update corpus (its fingerprint is
    # this build's); the definitions target reads the same without "madeFor".
    mkdir -p "$work/large-seeds"
    python3 - "$target" Fuzz/corpus-update/valid-gender-relabelled.json "$work/large-seeds" <<'PYTHON'
import json, sys
target, base, out = sys.argv[1], json.load(open(sys.argv[2])), sys.argv[3]
if target == "definitions":
    del base["madeFor"]
n = 3000
def kind():
    return json.loads(json.dumps(base["kinds"][0]))
def write(name, update):
    with open(f"{out}/{name}.json", "w") as file:
        json.dump(dict(base, kinds=update), file, ensure_ascii=False)
def values(count, extra=lambda i: {}):
    return [dict({"case": f"c{i}", "postfix": f"x{i}", "logicalName": f"v{i}"}, **extra(i)) for i in range(count)]
k = kind(); k["values"] += values(n, lambda i: {"localizedNames": {f"l{i}": "n"}}); write("language-tags", [k])
k = kind(); k["attributes"] = {f"a{i}": "String?" for i in range(n)}
k["values"] += values(n, lambda i: {"attributes": {f"a{i}": "v"}}); write("optional-attributes", [k])
k = kind(); k["groups"] = {f"g{i}": [f"c{i}"] for i in range(n)}; k["values"] += values(n); write("groups", [k])
k = kind(); k["groups"] = {"g": [f"u{i}" for i in range(n)]}; k["values"] += values(n); write("unknown-group-members", [k])
k = kind(); k["values"].append({"case": "marks", "postfix": "a" + "\u0301" * 40000 + "\u0316" * 40000, "logicalName": "m"})
write("combining-marks", [k])
extra = [{"name": f"K{i}", "prefix": f"9{i}-", "logicalName": "k", "values": [{"case": "a", "postfix": "1", "logicalName": "a"}]} for i in range(n)]
write("unknown-kinds", [kind()] + extra)
text = json.dumps(dict(base, kinds=[kind()]), ensure_ascii=False)
with open(f"{out}/repeated-key.json", "w") as file:
    file.write(text.replace('"logicalName": "その他"', '"logicalName": "x", ' * 20000 + '"logicalName": "その他"', 1))
PYTHON
    corpora+=("$work/large-seeds")
fi
log="$work/fuzz.log"
echo "Running $runs inputs (seed $seed, $target); log in .build/fuzz/$target/fuzz.log"
status=0
# The Swift backtracer would hold up libFuzzer's own crash report; -max_len leaves room for huge strings.
SWIFT_BACKTRACE=enable=no "$work/fuzz-$target" \
    -runs="$runs" -seed="$seed" "${limits[@]}" -len_control=0 \
    -dict="$work/fuzz.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
    "$work/corpus" "${corpora[@]}" >"$log" 2>&1 || status=$?

executed="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
count() { find "$work/artifacts" -name "$1-*" | wc -l | tr -d ' '; }
crashes="$(count crash)"
hangs="$(count timeout)"
memory="$(count oom)"
echo "inputs tried: ${executed:-unknown}"
echo "crashes: $crashes"
echo "hangs (over ${limits[0]#-timeout=} s): $hangs"
echo "out of memory: $memory"
echo "slowest input (whole seconds): $(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -1)"
echo "peak memory (MB): $(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
echo "corpus kept: $(find "$work/corpus" -type f | wc -l | tr -d ' ') inputs"
echo "libFuzzer exit status: $status"
if [ "$status" -ne 0 ] || [ "$crashes$hangs$memory" != "000" ]; then
    grep -E "Fatal error|ERROR: libFuzzer|ALARM|Test unit written" "$log" | head -20 || true
    echo "Reproduce one with: $work/fuzz-$target <artifact>"
    exit 1
fi
