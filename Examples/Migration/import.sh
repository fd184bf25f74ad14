#!/usr/bin/env bash
# Makes Sources/Weather/kbn-definitions.json from the hand-written enums, as the DocC article
# "Moving From Hand-Written Enums" describes: print-tables prints their tables as CSV, and one
# kbn-gen import-csv command merges it into the file, keeping every key the CSV has no column for
# ("kindsAtTopLevel", the descriptions, the attributes' names). With --check, as .ci/run runs it,
# fails when the import changes the committed file: the definitions are exactly the enums' data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

definitions=Sources/Weather/kbn-definitions.json
mkdir -p .build
swift run -q print-tables > .build/tables.csv
swift run -q --package-path ../.. kbn-gen import-csv .build/tables.csv --prefix "" --namespace Masters \
    --merge "$definitions" --output "$definitions"

if [[ ${1:-} == --check ]]; then
    git diff --exit-code -- "$definitions"
fi
