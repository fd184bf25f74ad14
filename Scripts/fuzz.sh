#!/usr/bin/env bash
# Fuzzes the generator (JSON reader, decoder, validator, renderer) with libFuzzer and prints the
# figures that docs/RELIABILITY.md records. Usage: Scripts/fuzz.sh [runs] [seed]  (defaults 100000 1)
set -euo pipefail

# The harness (Fuzz/FuzzDefinitions.swift) traps when an input crashes the generator, or is
# rejected without an error or with a location outside the file; each input has 1 s (-timeout=1).
# Its custom mutator shares the random inputs of the test suite (Tests/KbnGeneratorCoreTests/RandomInputs).
# Work files go to .build/fuzz; each run starts again from the seed corpus in Fuzz/corpus.

runs="${1:-100000}"
seed="${2:-1}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/fuzz"
cd "$root"
mkdir -p "$work/modules"

flags=(-sanitize=fuzzer -O -parse-as-library -swift-version 6 -warnings-as-errors)
# Builds one directory of sources as a static library module in .build/fuzz/modules.
module() {
    swiftc "${flags[@]}" -module-name "$1" -I "$work/modules" -emit-library -static \
        -emit-module -emit-module-path "$work/modules/$1.swiftmodule" \
        -o "$work/modules/lib$1.a" $(find "$2" -name '*.swift' | sort)
}
echo "Building the generator with fuzzing instrumentation…"
module KbnGeneratorCore Sources/KbnGeneratorCore
module KbnTestSupport Tests/KbnTestSupport
echo "Building the harness…"
swiftc "${flags[@]}" -module-name FuzzDefinitions -I "$work/modules" -L "$work/modules" \
    -lKbnGeneratorCore -lKbnTestSupport -import-objc-header Fuzz/LibFuzzer.h \
    Fuzz/FuzzDefinitions.swift $(find Tests/KbnGeneratorCoreTests/RandomInputs -name '*.swift' | sort) \
    -o "$work/fuzz-definitions"

rm -rf "$work/corpus" "$work/artifacts"
mkdir -p "$work/corpus" "$work/artifacts"
log="$work/fuzz.log"
echo "Running $runs inputs (seed $seed); log in .build/fuzz/fuzz.log"
status=0
# The Swift backtracer would hold up libFuzzer's own crash report; -max_len leaves room for huge strings.
SWIFT_BACKTRACE=enable=no "$work/fuzz-definitions" \
    -runs="$runs" -seed="$seed" -timeout=1 -max_len=300000 -len_control=0 -rss_limit_mb=4096 \
    -dict=Fuzz/definitions.dict -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
    "$work/corpus" Fuzz/corpus >"$log" 2>&1 || status=$?

executed="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
count() { find "$work/artifacts" -name "$1-*" | wc -l | tr -d ' '; }
crashes="$(count crash)"
hangs="$(count timeout)"
memory="$(count oom)"
echo "inputs tried: ${executed:-unknown}"
echo "crashes: $crashes"
echo "hangs (over 1 s): $hangs"
echo "out of memory: $memory"
echo "slowest input (whole seconds): $(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -1)"
echo "peak memory (MB): $(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
echo "libFuzzer exit status: $status"
if [ "$status" -ne 0 ] || [ "$crashes$hangs$memory" != "000" ]; then
    grep -E "Fatal error|ERROR: libFuzzer|ALARM|Test unit written" "$log" | head -20 || true
    echo "Reproduce one with: $work/fuzz-definitions <artifact>"
    exit 1
fi
