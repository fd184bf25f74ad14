#!/usr/bin/env bash
# Compares the public API of KbnKit, KbnUI and KbnUpdates (what a plain `import` of each sees) with the
# committed baselines, API/KbnKit.txt, API/KbnUI.txt and API/KbnUpdates.txt, and fails when they differ; with --update, writes the
# baselines instead. Change the API on purpose, run `Scripts/api-check.sh --update`, and commit the
# baselines in the same change. Needs only the Swift toolchain. KbnUI is listed as this machine
# builds it: on Linux, its search and selection model without the SwiftUI views.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work=.build/api-check
rm -rf "$work" && mkdir -p "$work"
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"
swift build --quiet --package-path Audits --product api-listing
listing="$(swift build --package-path Audits --show-bin-path)/api-listing"

# Lists module $1, compiled from the Swift files under Sources/$1, into $work/$1.txt, with the
# modules it re-exports, $2…, listed before it: what a plain `import` of it sees. The module is
# built as binary-framework users get it; the symbol graph leaves out SPI (@_spi(KbnGenerated), for
# generated code) and underscored names, which are not API for apps.
list() {
    local module=$1 graphs=("$work/graph-$1")
    shift
    for exported in "$@"; do graphs+=("$work/graph-$exported"); done
    mkdir -p "$work/graph-$module"
    find "Sources/$module" -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc -swift-version 6 -parse-as-library -enable-library-evolution -module-name "$module" -package-name swift_kbn -I "$work" \
        -emit-module -emit-module-path "$work/$module.swiftmodule"
    swift-symbolgraph-extract -module-name "$module" -I "$work" -target "$triple" -output-dir "$work/graph-$module" \
        -minimum-access-level public -skip-synthesized-members
    "$listing" $(find "${graphs[@]}" -name '*.symbols.json' | sort) > "$work/$module.txt"
}

status=0
# KbnFormat first: KbnKit imports it, and re-exports it.
list KbnFormat
for module in KbnKit KbnUI KbnUpdates; do
    case $module in
        KbnKit) list KbnKit KbnFormat ;;
        # KbnUpdates imports the generator's front end, whose API is the package's own, not public.
        KbnUpdates) list KbnGeneratorCore && list KbnUpdates ;;
        *) list "$module" ;;
    esac
    baseline=API/$module.txt
    if [[ ${1:-} == --update ]]; then
        cp "$work/$module.txt" "$baseline"
        echo "api-check: wrote $baseline"
    elif ! diff -u "$baseline" "$work/$module.txt"; then
        echo "api-check: $module's public API differs from $baseline (above: - baseline, + now)." >&2
        echo "api-check: if the change is intended, run Scripts/api-check.sh --update and commit $baseline with it." >&2
        status=1
    else
        echo "api-check: $module's public API matches $baseline ($(wc -l < "$baseline") lines)"
    fi
done
exit $status
