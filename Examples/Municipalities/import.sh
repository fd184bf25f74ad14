#!/usr/bin/env bash
# Imports Data/localgovjp-utf8.csv, municipalities as code4fukui/localgovjp publishes them, into
# Sources/Municipalities/kbn-definitions.json with one kbn-gen command, merging into the file that
# is there so that no case is renamed. With --check, as .ci/run runs it, fails when the import
# changes the committed file: the definitions are exactly what the command makes of the data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

definitions=Sources/Municipalities/kbn-definitions.json
merge=()
if [[ -f $definitions ]]; then
    merge=(--merge "$definitions")
fi

swift run --package-path ../.. kbn-gen import-csv Data/localgovjp-utf8.csv \
    --kind Municipality --prefix "" --kind-logical-name 市区町村 --namespace LocalGov \
    --column postfix=lgcode --column logicalName=city --column alternateCodes=cid \
    --column attr.prefecture=pref --column attr.kana=citykana \
    --column attr.latitude:Double=lat --column attr.longitude:Double=lng \
    --column attr.website=url --column 'attr.catchphrase:String?=phrase' \
    --case-names logical-name --ignore-unknown-columns \
    "${merge[@]}" --output "$definitions"

if [[ ${1:-} == --check ]]; then
    git diff --exit-code -- "$definitions"
fi
