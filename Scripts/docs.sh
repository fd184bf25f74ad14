#!/usr/bin/env bash
# Builds KbnKit's documentation, the DocC catalog Sources/KbnKit/KbnKit.docc and the doc comments of
# KbnKit's public API, into .build/docs/KbnKit.doccarchive, with the toolchain's own swiftc and docc
# (no SwiftPM plugin). Fails on any DocC warning, such as a symbol link in an article or a doc
# comment that does not resolve. Usage: Scripts/docs.sh   (exit status 0: built without warnings)
# Needs only the Swift toolchain. To read the result, serve the archive's folder with any static
# web server and open /documentation/kbnkit, or run `docc preview` with the same inputs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work=.build/docs
graphs="$work/symbol-graphs"
archive="$work/KbnKit.doccarchive"
rm -rf "$work" && mkdir -p "$graphs" "$work/module"

# The symbol graph of what a plain `import KbnKit` sees: public declarations, without SPI
# (@_spi(KbnGenerated), for generated code) or underscored names, which swiftc leaves out on its
# own. Extension blocks let DocC show KbnKit's decoding overloads on KeyedDecodingContainer.
# Absolute source paths make DocC's messages about doc comments name their files.
echo "Extracting KbnKit's symbol graph…" >&2
swiftc -swift-version 6 -parse-as-library -module-name KbnFormat -package-name swift_kbn \
    -emit-module -emit-module-path "$work/module/KbnFormat.swiftmodule" \
    "$root"/Sources/KbnFormat/*.swift
swiftc -swift-version 6 -parse-as-library -module-name KbnKit -package-name swift_kbn -I "$work/module" \
    -emit-module -emit-module-path "$work/module/KbnKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs" \
    -symbol-graph-minimum-access-level public -symbol-graph-skip-synthesized-members \
    -emit-extension-block-symbols \
    "$root"/Sources/KbnKit/*.swift

# docc exits non-zero on errors only, so warnings are made errors; its output is also checked for
# any warning line, in case a future docc reports one that the flag does not cover.
echo "Converting the catalog with docc…" >&2
log="$work/docc.log"
status=0
docc convert Sources/KbnKit/KbnKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name KbnKit \
    --fallback-bundle-identifier swift-kbn.KbnKit \
    --output-path "$archive" \
    --warnings-as-errors >"$log" 2>&1 || status=$?
cat "$log" >&2
if [[ $status -ne 0 ]] || grep -qiE "^(warning|error)|: (warning|error):" "$log"; then
    echo "docs: docc reported problems (above); fix them so that the documentation builds without warnings" >&2
    exit 1
fi
echo "docs: built $archive without warnings" >&2
