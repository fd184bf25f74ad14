#!/usr/bin/env bash
# Imports Data/banks.json, the banks as zengin-code/source-data publishes them, into
# Sources/Banks/kbn-definitions.json with one kbn-gen command, merging into the file that is there
# so that no case is renamed. With --check, as .ci/run runs it, fails when the import changes the
# committed file: the definitions are exactly what the command makes of the data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

definitions=Sources/Banks/kbn-definitions.json
merge=()
if [[ -f $definitions ]]; then
    merge=(--merge "$definitions")
fi

swift run --package-path ../.. kbn-gen import-json Data/banks.json \
    --kind Bank --prefix "" --kind-logical-name 金融機関 --namespace Zengin \
    --column postfix=code --column logicalName=name \
    --column attr.kana=kana --column attr.romaji=roma \
    --case-names logical-name --ignore-unknown-columns \
    "${merge[@]}" --output "$definitions"

if [[ ${1:-} == --check ]]; then
    git diff --exit-code -- "$definitions"
fi
