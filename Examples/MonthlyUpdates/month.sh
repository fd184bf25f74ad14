#!/usr/bin/env bash
# A back end's month, as docs/WORKFLOWS.md's monthly recipe runs it: the bank master lives in a
# PostgreSQL table; it is exported with `psql --csv` and, for each build still in use, imported with
# `kbn-gen import-csv --merge` into the definitions that build compiled, and the update made from
# that is checked, into .build/month/public/<version>/update.json, which the tests serve over HTTP on
# loopback and apply as each build does.
#
# The table is filled from ../Banks/Data/banks.json, zengin-code/source-data's banks of 2026-05-25;
# build 1.0 compiled those of 2019-02-05 (Sources/BanksBuild1, from ../Banks/Data/banks-2019-02-05.json
# by import.sh), build 2.0 is ../Banks. PostgreSQL is Debian's: installed with apt-get when it is
# missing and this runs as root, started for the month in a folder of its own (no TCP, a socket in
# that folder; as root, the server runs as the user postgres, which Debian's package creates) and
# stopped at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

month=.build/month
rm -rf "$month"
mkdir -p "$month/public/1.0" "$month/public/2.0"

# --- PostgreSQL, started for this run --------------------------------------------------------
server_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(server_bin)
if [[ -z $bin || ! -x $bin/initdb ]]; then
    if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
        echo "month.sh: installing Debian's postgresql" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null
        bin=$(server_bin)
    else
        echo "month.sh: PostgreSQL's server is not installed; install Debian's postgresql package (sudo apt-get install postgresql)" >&2
        exit 1
    fi
fi
database=$(mktemp -d)
# PostgreSQL refuses to run as root: as root, its folder and server belong to the user postgres.
as_server() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[[ $(id -u) != 0 ]] || chown postgres "$database"
stop() {
    as_server "$bin/pg_ctl" -D "$database/data" -m fast stop > /dev/null 2>&1 || true
    rm -rf "$database"
}
trap stop EXIT
as_server "$bin/initdb" -D "$database/data" -U kbn --auth=trust -E UTF8 --locale=C > /dev/null
as_server "$bin/pg_ctl" -D "$database/data" -l "$database/server.log" -w \
    -o "-c listen_addresses='' -k $database" start > /dev/null
psql() { "$bin/psql" -h "$database" -U kbn -d postgres -v ON_ERROR_STOP=1 --quiet "$@"; }

# --- The back end's table: a 区分マスタ, one row per value, as the back end keeps it -----------------
psql <<'SQL'
CREATE TABLE kbn_master (
    kind_code  text    NOT NULL,
    code       text    NOT NULL,
    name       text    NOT NULL,
    kana       text    NOT NULL,
    romaji     text    NOT NULL,
    sort_order integer NOT NULL,
    is_active  boolean NOT NULL DEFAULT true,
    PRIMARY KEY (kind_code, code)
);
\set banks `cat ../Banks/Data/banks.json`
INSERT INTO kbn_master (kind_code, code, name, kana, romaji, sort_order)
SELECT 'BANK', bank ->> 'code', bank ->> 'name', bank ->> 'kana', bank ->> 'roma', row_number() OVER (ORDER BY code)
FROM json_each(:'banks'::json) AS banks (code, bank);
SQL

# --- The monthly recipe ------------------------------------------------------------------------
# 1. Export the kind's rows as CSV: psql writes booleans as t and f.
psql --csv -c "SELECT code, name, kana, romaji, is_active FROM kbn_master WHERE kind_code = 'BANK' ORDER BY sort_order" \
    > "$month/banks.csv"

# 2. For each build still in use, its definitions (here: the build's own; in an app's repository,
#    `git show v1.0:Sources/Banks/kbn-definitions.json`), into which the rows are imported, so that
#    every value keeps the case name that build compiled and a new one is named apart from them;
#    the values --deprecate-missing keeps below have no 'active', so it is optional.
# 3. The update made for the build from that master, a bank the master no longer has staying in it,
#    deprecated, and its check.
kbn_gen() { swift run --package-path ../.. kbn-gen "$@"; }
gone="この金融機関は、合併などにより現在はありません"
for build in "1.0 Sources/BanksBuild1/kbn-definitions.json" "2.0 ../Banks/Sources/Banks/kbn-definitions.json"; do
    read -r version definitions <<< "$build"
    kbn_gen import-csv "$month/banks.csv" --merge "$definitions" --output "$month/master-$version.json" \
        --kind Bank --prefix "" --kind-logical-name 金融機関 --namespace Zengin \
        --column postfix=code --column logicalName=name --column attr.kana=kana --column attr.romaji=romaji \
        --column 'attr.active:Bool?=is_active' --case-names logical-name
    kbn_gen make-update "$month/master-$version.json" --app "$definitions" --deprecate-missing "$gone" \
        --output "$month/public/$version/update.json"
    kbn_gen check-update "$month/public/$version/update.json" --app "$definitions" > "$month/public/$version/changes.txt"
done
