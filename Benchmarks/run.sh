#!/usr/bin/env bash
# Builds and runs the swift-kbn benchmark (kbn-bench); arguments go to it, see --help.
# Needs the Swift toolchain and Debian's iso-codes tables, which it installs when it can.
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

# The driver, the runtime benchmark and kbn-gen, all in release; and the repository's kbn-gen in
# debug, as a debug build's plugin runs it.
swift build -c release >&2
swift build -c release --product kbn-gen >&2
swift build --package-path .. --product kbn-gen >&2
exec "$(swift build -c release --show-bin-path)/kbn-bench" "$@"
