#!/usr/bin/env bash
# Imports the banks and their branches, as zengin-code/source-data publishes them, into
# Sources/Banks/kbn-definitions.json, with one kbn-gen command each, merging into the file that is
# there so that no case is renamed: Data/banks.json, committed, and the branch files of the same
# snapshot, one per bank, which the PyPI package zengin_code bundles and this script fetches once
# into .build (not committed). With --check, as .ci/run runs it, fails when the import changes the
# committed file: the definitions are exactly what the commands make of the data.
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

# The branch files: zengin_code 1.1.0.20260525 (MIT) bundles source-data's data of 2026-05-25, the
# snapshot of Data/banks.json, which the check below confirms.
package=zengin_code==1.1.0.20260525
wheel=zengin_code-1.1.0.20260525-py2.py3-none-any.whl
data=.build/zengin/zengin_code/source-data/data
if [[ ! -d $data/branches ]]; then
    echo "import.sh: fetching $package from PyPI for the branch files" >&2
    rm -rf .build/zengin
    python3 -m venv .build/zengin/venv >&2
    .build/zengin/venv/bin/pip download --quiet --disable-pip-version-check --no-deps --dest .build/zengin \
        "$package" >&2
    python3 -m zipfile -e ".build/zengin/$wheel" .build/zengin
fi
cmp "$data/banks.json" Data/banks.json

# One file per bank, named by its code; source-data keeps the files of banks that are gone (merged
# into others), which banks.json no longer lists. The banks' files are imported, and the others
# counted here: kbn-gen refuses a branch whose bank is no value of Bank, one error per file.
branches=()
while IFS= read -r code; do
    branches+=("$data/branches/$code.json")
done < <(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))))' Data/banks.json)
all=("$data"/branches/*.json)
echo "import.sh: the branches of the ${#branches[@]} banks of banks.json; $((${#all[@]} - ${#branches[@]})) of the ${#all[@]} branch files are of banks it no longer lists" >&2
swift run --package-path ../.. kbn-gen import-json "${branches[@]}" \
    --kind Branch --parent-kind Bank --kind-logical-name 支店 \
    --column parent=@file --column postfix=code --column logicalName=name \
    --column attr.kana=kana --column attr.romaji=roma \
    --case-names logical-name --ignore-unknown-columns \
    --merge "$definitions" --output "$definitions"

if [[ ${1:-} == --check ]]; then
    git diff --exit-code -- "$definitions"
fi
