#!/usr/bin/env bash
# The long run of the generated-code property test (the suite runs seed 1 with 8 files).
# Usage: Scripts/property-test.sh [seed] [files]  (defaults 1 400); see docs/RELIABILITY.md.
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
