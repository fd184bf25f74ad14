#!/usr/bin/env bash
# Imports the banks as zengin-code/source-data published them on 2019-02-05
# (../Banks/Data/banks-2019-02-05.json) into Sources/BanksBuild1/kbn-definitions.json, the
# definitions that build 1.0 of the app compiled, with the command of ../Banks/import.sh. With
# --check, as .ci/run runs it, fails when the import changes the committed file.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

definitions=Sources/BanksBuild1/kbn-definitions.json
swift run --package-path ../.. kbn-gen import-json ../Banks/Data/banks-2019-02-05.json \
    --kind Bank --prefix "" --kind-logical-name 金融機関 --namespace Zengin \
    --column postfix=code --column logicalName=name \
    --column attr.kana=kana --column attr.romaji=roma \
    --case-names logical-name --ignore-unknown-columns --output "$definitions"

if [[ ${1:-} == --check ]]; then
    git diff --exit-code -- "$definitions"
fi
