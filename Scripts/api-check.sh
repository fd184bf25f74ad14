#!/usr/bin/env bash
# Compares the public API of KbnKit, KbnUI and KbnUpdates (what a plain `import` of each sees) with the
# committed baselines, API/KbnKit.txt, API/KbnUI.txt and API/KbnUpdates.txt, and fails when they differ; with --update, writes the
# baselines instead. Change the API on purpose, run `Scripts/api-check.sh --update`, and commit the
# baselines in the same change. Needs only the Swift toolchain. KbnUI is listed as this machine
# builds it: on Linux, its search and selection model without the SwiftUI views.
#
# With --ios, lists KbnUI as an iOS 13 app sees it, its SwiftUI views included, compiled against the
# iOS SDK in $IOS_SDK with $IOS_SWIFTC_FLAGS (as `eval "$(../shared/ios-sdk/prepare)"` sets them, or
# Xcode's SDK on a Mac), and compares it with API/KbnUI-iOS.txt; Scripts/ios-build.sh runs it.
# Usage: Scripts/api-check.sh [--ios] [--update]
set -euo pipefail

update=0 ios=0
for argument in "$@"; do
    case $argument in
        --update) update=1 ;;
        --ios) ios=1 ;;
        *) echo "api-check: unknown argument '$argument' (usage: Scripts/api-check.sh [--ios] [--update])" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# What the modules are compiled for: this machine, or iOS 13 against an SDK. (An empty array is
# expanded as ${a[@]+"${a[@]}"}, which the bash of macOS accepts under set -u.)
target=()
if [[ $ios == 1 ]]; then
    if [[ -z ${IOS_SDK:-} && $(uname) == Darwin ]]; then IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path); fi
    [[ -n ${IOS_SDK:-} && -d $IOS_SDK ]] || { echo "api-check: --ios needs an iOS SDK in IOS_SDK" >&2; exit 2; }
    triple=arm64-apple-ios13.0
    # shellcheck disable=SC2206 # the prepare script's flags are words
    target=(-target "$triple" -sdk "$IOS_SDK" ${IOS_SWIFTC_FLAGS:-})
    work=.build/api-check-ios
else
    triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"
    work=.build/api-check
fi
rm -rf "$work" && mkdir -p "$work"
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
        swiftc ${target[@]+"${target[@]}"} -swift-version 6 -parse-as-library -enable-library-evolution -module-name "$module" \
        -package-name swift_kbn -I "$work" -emit-module -emit-module-path "$work/$module.swiftmodule"
    swift-symbolgraph-extract -module-name "$module" -I "$work" -target "$triple" ${target[@]+"${target[@]:2}"} \
        -output-dir "$work/graph-$module" -minimum-access-level public -skip-synthesized-members
    "$listing" $(find "${graphs[@]}" -name '*.symbols.json' | sort) > "$work/$module.txt"
}

status=0
# KbnFormat first: KbnKit imports it, and re-exports it.
list KbnFormat
modules=(KbnKit KbnUI KbnUpdates)
# For iOS, KbnUI alone: the other modules' API is the same on every platform.
[[ $ios == 1 ]] && modules=(KbnUI) && list KbnKit KbnFormat
for module in "${modules[@]}"; do
    case $module in
        KbnKit) list KbnKit KbnFormat ;;
        # KbnUpdates imports the generator's front end, whose API is the package's own, not public.
        KbnUpdates) list KbnGeneratorCore && list KbnUpdates ;;
        *) list "$module" ;;
    esac
    baseline=API/$module.txt
    [[ $ios == 1 ]] && baseline=API/$module-iOS.txt
    if [[ $update == 1 ]]; then
        cp "$work/$module.txt" "$baseline"
        echo "api-check: wrote $baseline"
    elif ! diff -u "$baseline" "$work/$module.txt"; then
        echo "api-check: $module's public API differs from $baseline (above: - baseline, + now)." >&2
        echo "api-check: if the change is intended, run Scripts/api-check.sh$([[ $ios == 1 ]] && echo " --ios") --update and commit $baseline with it." >&2
        status=1
    else
        echo "api-check: $module's public API matches $baseline ($(wc -l < "$baseline") lines)"
    fi
done
exit $status
