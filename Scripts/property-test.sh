#!/usr/bin/env bash
# The long run of the generated-code property test: random valid definitions files, generated,
# compiled together with a checker in Swift 6 mode with warnings as errors, and run to check that
# every string and code round-trips. Usage: Scripts/property-test.sh [seed] [files]  (default 1 400)
# The test suite runs the same test with seed 1 and 8 files.
set -euo pipefail

seed="${1:-1}"
files="${2:-400}"
cd "$(dirname "$0")/.."
mkdir -p .build
log=.build/property-test.log
status=0
KBN_PROPERTY_SEED="$seed" KBN_PROPERTY_FILES="$files" \
    swift test --filter generatedFilesCompileAndRoundTripEveryString >"$log" 2>&1 || status=$?
grep -E "Property test|Test run" "$log" || true
if [ "$status" -ne 0 ]; then
    grep -A 30 "✘" "$log" | head -120
    echo "Failed (exit status $status); the whole output is in $log"
    exit 1
fi
