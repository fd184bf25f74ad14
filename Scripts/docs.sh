#!/usr/bin/env bash
# Builds the documentation of KbnKit and KbnUI, each a DocC catalog (Sources/KbnKit/KbnKit.docc,
# Sources/KbnUI/KbnUI.docc) with the doc comments of the module's public API, into
# .build/docs/KbnKit.doccarchive and .build/docs/KbnUI.doccarchive, with the toolchain's own swiftc
# and docc (no SwiftPM plugin). Fails on any DocC warning, such as a symbol link in an article or a
# doc comment that does not resolve.
#
# KbnUI's views are SwiftUI, which only an Apple SDK has: its symbol graph comes from an iOS 13
# build against the SDK that `--prepare SCRIPT` prints (the iOS SDK's prepare, which .ci/run passes
# when it exists), or that IOS_SDK and IOS_SWIFTC_FLAGS name, or Xcode's on a Mac. Without one,
# KbnUI is left out, and the script says so.
#
# Usage: Scripts/docs.sh [--prepare SCRIPT]   (exit status 0: built without warnings)
# To read the result, serve an archive's folder with any static web server and open
# /documentation/kbnkit or /documentation/kbnui, or run `docc preview` with the same inputs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
case ${1:-} in
    --prepare) eval "$("${2:?--prepare needs a script}")" ;;
    "") ;;
    *) echo "docs: unknown argument '$1' (usage: Scripts/docs.sh [--prepare SCRIPT])" >&2; exit 2 ;;
esac
if [[ -z ${IOS_SDK:-} && $(uname) == Darwin ]]; then IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path); fi

work=.build/docs
rm -rf "$work" && mkdir -p "$work"

# compile MODULE FLAGS…: emits MODULE's module from the Swift files under Sources/MODULE into
# $modules, with FLAGS.
compile() {
    local module=$1
    shift
    find "Sources/$module" -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc -swift-version 6 -parse-as-library -module-name "$module" -package-name swift_kbn "$@" \
        -emit-module -emit-module-path "$modules/$module.swiftmodule"
}

# symbols MODULE FLAGS…: compiles MODULE and writes the symbol graph of what a plain `import` of it
# sees into $work/graphs-MODULE: public declarations, without SPI (@_spi(KbnGenerated), for
# generated code) or underscored names, which swiftc leaves out on its own. Extension blocks let
# DocC show KbnKit's decoding overloads on KeyedDecodingContainer and KbnUI's modifier on View.
# Absolute source paths make DocC's messages about doc comments name their files.
symbols() {
    local module=$1
    shift
    mkdir -p "$work/graphs-$module"
    compile "$module" "$@" -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs-$module" \
        -symbol-graph-minimum-access-level public -symbol-graph-skip-synthesized-members \
        -emit-extension-block-symbols
}

# convert MODULE: converts Sources/MODULE/MODULE.docc with MODULE's symbol graph. docc exits
# non-zero on errors only, so warnings are made errors; its output is also checked for any warning
# line, in case a future docc reports one that the flag does not cover.
convert() {
    local module=$1 log="$work/docc-$1.log" status=0
    echo "Converting $module's catalog with docc…" >&2
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/graphs-$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "swift-kbn.$module" \
        --output-path "$work/$module.doccarchive" \
        --warnings-as-errors >"$log" 2>&1 || status=$?
    cat "$log" >&2
    if [[ $status -ne 0 ]] || grep -qiE "^(warning|error)|: (warning|error):" "$log"; then
        echo "docs: docc reported problems in $module's documentation (above); fix them so that it builds without warnings" >&2
        exit 1
    fi
    echo "docs: built $work/$module.doccarchive without warnings" >&2
}

echo "Extracting KbnKit's symbol graph…" >&2
modules="$work/modules-host" && mkdir -p "$modules"
compile KbnFormat
symbols KbnKit -I "$modules"
convert KbnKit

if [[ -z ${IOS_SDK:-} || ! -d $IOS_SDK ]]; then
    echo "docs: KbnUI left out: its SwiftUI views need an Apple SDK (pass --prepare, set IOS_SDK, or run on a Mac)" >&2
    exit 0
fi
echo "Extracting KbnUI's symbol graph from an iOS build…" >&2
modules="$work/modules-ios" && mkdir -p "$modules"
# shellcheck disable=SC2206 # the prepare script's flags are words
ios=(-target arm64-apple-ios13.0 -sdk "$IOS_SDK" ${IOS_SWIFTC_FLAGS:-} -I "$modules")
compile KbnFormat "${ios[@]}"
compile KbnKit "${ios[@]}"
symbols KbnUI "${ios[@]}"
convert KbnUI
