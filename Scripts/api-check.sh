#!/usr/bin/env bash
# Compares KbnKit's public API (what a plain `import KbnKit` sees) with the committed baseline,
# API/KbnKit.txt, and fails when they differ; with --update, writes the baseline instead. Change the
# API on purpose, run `Scripts/api-check.sh --update`, and commit the baseline in the same change.
# Needs only the Swift toolchain.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
baseline=API/KbnKit.txt
work=.build/api-check
rm -rf "$work" && mkdir -p "$work/graph"

# The module as binary-framework users get it; the symbol graph leaves out SPI (@_spi(KbnGenerated),
# for generated code) and underscored names, which are not API for apps.
swiftc -swift-version 6 -parse-as-library -enable-library-evolution -module-name KbnKit \
    -emit-module -emit-module-path "$work/KbnKit.swiftmodule" Sources/KbnKit/*.swift
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"
swift-symbolgraph-extract -module-name KbnKit -I "$work" -target "$triple" -output-dir "$work/graph" \
    -minimum-access-level public -skip-synthesized-members
swift build --quiet --package-path Audits --product api-listing
listing="$(swift build --package-path Audits --show-bin-path)/api-listing"
"$listing" "$work"/graph/*.symbols.json > "$work/KbnKit.txt"

if [[ ${1:-} == --update ]]; then
    cp "$work/KbnKit.txt" "$baseline"
    echo "api-check: wrote $baseline"
elif ! diff -u "$baseline" "$work/KbnKit.txt"; then
    echo "api-check: KbnKit's public API differs from $baseline (above: - baseline, + now)." >&2
    echo "api-check: if the change is intended, run Scripts/api-check.sh --update and commit $baseline with it." >&2
    exit 1
else
    echo "api-check: KbnKit's public API matches $baseline ($(wc -l < "$baseline") lines)"
fi
