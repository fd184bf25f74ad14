#!/usr/bin/env bash
# The build matrix: the generated code compiled as apps compile it, not only as the
# tests do (debug, default settings). Consumer packages, in a temporary folder removed on exit,
# depend on this checkout by path and apply KbnGeneratorPlugin, as the README tells users to; each
# cell builds a consumer target and runs its program, in debug and in release (`-c release`):
# - swift6: Swift 6 language mode;
# - swift5: Swift 5 mode with complete concurrency checking (the upcoming feature StrictConcurrency);
# - mainactor: Xcode 26's settings for a new app, `.defaultIsolation(MainActor.self)` with the
#   upcoming features that its "Approachable Concurrency" build setting turns on
#   (SWIFT_APPROACHABLE_CONCURRENCY: DisableOutwardActorInference, GlobalActorIsolatedTypesUsability,
#   InferIsolatedConformances, InferSendableFromCaptures and NonisolatedNonsendingByDefault, as
#   the setting's description in Xcode lists them; see
#   https://www.donnywals.com/what-is-approachable-concurrency-in-xcode-26), in Swift 6 mode;
# - mainactor-swift5: the same in Swift 5 mode, the language mode of Xcode 26's app template, with
#   complete concurrency checking;
# - strict: ExistentialAny, InternalImportsByDefault, MemberImportVisibility and strict memory safety;
# - evolution: the swift6 target built with `-enable-library-evolution` for every module, as a
#   binary framework is (.ci/run's Examples/BinaryFramework), its module interfaces emitted and
#   each verified as the framework's clients compile it;
# - layouts: kinds of 1, 2, 255, 256, 257, 65,536 and 65,537 values (tags of 0, 1, 2 and 4 bytes,
#   with and without room for Optional's nil) and a top-level kind of one value, generated at run
#   time by Tests/BuildMatrix/layouts.py; their program checks the enums' sizes and runs the
#   differential test of reading codes (Tests/KbnUpdateTestSupport/CodeReadingDifferential.swift,
#   through a link to that folder) on every kind;
# - swiftbuild: the consumer cells of the run (swift6 when it names none) built again with
#   `--build-system swiftbuild`, the engine that is SwiftPM's default from Swift 6.4, in a build
#   folder of its own, and their programs run: a generated file or a program's output that differs
#   from the native build's fails it, as a warning does, except the one the engine adds, in debug,
#   to each library target of the package it builds (`clang: warning: argument unused during
#   compilation: '-rdynamic'`), which is left out and counted. Needs Swift 6.3; skipped on older
#   toolchains. The other cells, --ios and the rest of .ci/run, but for its incremental check
#   of Examples/SplitDefinitions, stay on the native engine: Swift Build cannot cross-build for
#   iOS on Linux.
# The consumer target of a cell, <Cell>Features, holds Tests/BuildMatrix/Features (Features.swift
# and definitions with every feature of the format) and copies of the tests' edge cases
# (Tests/KbnKitTests/kbn-definitions.json, top-level.kbn.json); its program, <cell>-run, is
# Tests/BuildMatrix/FeaturesRun/FeaturesRun.swift. The cells are targets of one package, so that swift-kbn's
# own modules are compiled once per configuration; the evolution cell has its own build folder.
# mainactor, mainactor-swift5 and strict need `swift-tools-version: 6.2` (defaultIsolation,
# strictMemorySafety): with an older toolchain the manifest says 6.0 and leaves them out, and each
# is reported as skipped.
# A cell fails when its build fails, when its build output has any line with `warning:` (from
# generated code, the consumer's files or swift-kbn itself; none is allowed), or when its program
# exits with another status than 0 (a check gave a wrong answer).
#
# With --ios, builds instead the swift6 and mainactor consumer targets for arm64-apple-ios13.0 in
# release, against a real iOS SDK (as Scripts/ios-build.sh does; compiled, not linked), without
# KbnUpdates, whose typed throws the SDK's Swift 5.8 library cannot compile. Any warning fails it.
# mainactor is built only against an SDK of Swift 6.2 or later (one that declares SendableMetatype),
# which every SDK that default isolation is used with is; against the 16.5 SDK it is skipped.
#
# Usage: Scripts/build-matrix.sh [--only CELL,…] [--configuration debug|release] [--keep]
#        Scripts/build-matrix.sh --ios [--prepare SCRIPT] [--keep]
#   --only CELL,…     Runs these cells only (swift6, swift5, mainactor, mainactor-swift5, strict,
#                     evolution, layouts, swiftbuild).
#   --configuration C  Builds in debug or in release only (default: both, debug first).
#   --prepare SCRIPT  With --ios: a script that prints IOS_SDK and IOS_TOOLSET (the SDK's
#                     `prepare`, which .ci/run passes); without it, those variables when they are
#                     set, else on a Mac the SDK that `xcrun --sdk iphoneos --show-sdk-path` names.
#   --keep            Keeps the temporary folder, and prints where it is.
# Needs the Swift toolchain and Python 3 (layouts.py). Exit status: 0 when every cell passed, 1 when
# one did not (its log's end is printed), 2 when it could not run (an unknown argument, no SDK).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Every `swift` here runs once more when libdispatch's known crash stops it (Scripts/retry-dispatch-crash),
# and the step says so.
[[ ":$PATH:" == *":$root/Scripts/retry-dispatch-crash:"* ]] || PATH="$root/Scripts/retry-dispatch-crash:$PATH"
fixtures="$root/Tests/BuildMatrix"
all_cells=(swift6 swift5 mainactor mainactor-swift5 strict evolution layouts swiftbuild)
cells=("${all_cells[@]}")
configurations=(debug release)
ios=0
keep=0
prepare=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --only) IFS=, read -r -a cells <<<"${2:?--only needs a list of cells}"; shift 2 ;;
        --configuration) configurations=("${2:?--configuration needs debug or release}"); shift 2 ;;
        --ios) ios=1; shift ;;
        --prepare) prepare=${2:?--prepare needs a script}; shift 2 ;;
        --keep) keep=1; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-matrix: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
for cell in "${cells[@]}"; do
    [[ " ${all_cells[*]} " == *" $cell "* ]] || { echo "build-matrix: no cell '$cell' (see --help)" >&2; exit 2; }
done

work="$(mktemp -d)"
if [[ $keep == 1 ]]; then
    trap 'echo "build-matrix: the packages are in $work"' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi

# The toolchain's version, which decides the manifest's tools version and the cells it can build.
source "$root/Scripts/toolchain-version.sh"
if ((major > 6 || (major == 6 && minor >= 2))); then tools=6.2; else tools=6.0; fi
needs_6_2() { [[ $1 == mainactor || $1 == mainactor-swift5 || $1 == strict ]]; }

# target_of CELL: the cell's consumer target (its program is CELL-run). settings_of CELL: its Swift
# settings. Functions, not associative arrays, which the bash of macOS (3.2) does not have.
target_of() {
    case $1 in
        swift6 | evolution) echo Swift6Features ;;
        swift5) echo Swift5Features ;;
        mainactor) echo MainActorFeatures ;;
        mainactor-swift5) echo MainActorSwift5Features ;;
        strict) echo StrictFeatures ;;
    esac
}
# Swift 6 mode has three of the five upcoming features already, and the compiler warns that they are
# ("upcoming feature 'InferSendableFromCaptures' is already enabled as of Swift version 6"), so that
# cell names the other two; Features.swift checks with hasFeature that each cell has all five.
approachable='.enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances")'
settings_of() {
    case $1 in
        swift6) echo '.swiftLanguageMode(.v6), .define("KBN_MATRIX_SWIFT6")' ;;
        swift5) echo '.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"), .define("KBN_MATRIX_SWIFT5")' ;;
        mainactor) echo ".swiftLanguageMode(.v6), .defaultIsolation(MainActor.self),
            $approachable, .define(\"KBN_MATRIX_MAINACTOR\")" ;;
        mainactor-swift5) echo ".swiftLanguageMode(.v5), .enableUpcomingFeature(\"StrictConcurrency\"), .defaultIsolation(MainActor.self),
            $approachable, .enableUpcomingFeature(\"InferSendableFromCaptures\"),
            .enableUpcomingFeature(\"GlobalActorIsolatedTypesUsability\"), .enableUpcomingFeature(\"DisableOutwardActorInference\"),
            .define(\"KBN_MATRIX_MAINACTOR\")" ;;
        strict) echo '.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"), .strictMemorySafety(), .define("KBN_MATRIX_STRICT")' ;;
    esac
}

# consumer PACKAGE CELL…: writes a consumer target and its program for each cell into PACKAGE.
consumer() {
    local package=$1 cell target
    shift
    for cell in "$@"; do
        target=$(target_of "$cell")
        mkdir -p "$package/Sources/$target" "$package/Sources/$cell-run"
        cp "$fixtures/Features/"* "$root/Tests/KbnKitTests/kbn-definitions.json" \
            "$root/Tests/KbnKitTests/top-level.kbn.json" "$package/Sources/$target/"
        sed "s/^import Features$/import $target/" "$fixtures/FeaturesRun/FeaturesRun.swift" \
            >"$package/Sources/$cell-run/FeaturesRun.swift"
    done
}

# manifest CELL…: the manifest of a package with these cells' targets (and, for "layouts", the
# layouts' targets), each with its settings; to stdout. KBN_MATRIX_NO_UPDATES in the environment
# leaves KbnUpdates out, for the iOS SDK, and defines KBN_MATRIX_IOS, which leaves out what its
# Swift 5.8 standard library lacks.
manifest() {
    local cell updates='.product(name: "KbnUpdates", package: "swift-kbn"), '
    [[ -z ${KBN_MATRIX_NO_UPDATES:-} ]] || updates=""
    cat <<MANIFEST
// swift-tools-version: $tools
// Written by Scripts/build-matrix.sh: the consumers of swift-kbn's build matrix.
import PackageDescription

let kinds: [Target.Dependency] = [$updates.product(name: "KbnKit", package: "swift-kbn")]
let plugin: [Target.PluginUsage] = [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]

let package = Package(
    name: "Matrix",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [.package(name: "swift-kbn", path: "$root")],
    targets: [
MANIFEST
    for cell in "$@"; do
        if [[ $cell == layouts ]]; then
            cat <<MANIFEST
        .target(name: "Layouts", dependencies: kinds, plugins: plugin),
        .target(name: "KbnUpdateTestSupport", dependencies: kinds),
        .executableTarget(name: "layouts-run", dependencies: ["Layouts", "KbnUpdateTestSupport"]),
MANIFEST
            continue
        fi
        local settings target
        settings=$(settings_of "$cell")
        target=$(target_of "$cell")
        [[ -z ${KBN_MATRIX_NO_UPDATES:-} ]] || settings+=', .define("KBN_MATRIX_NO_UPDATES"), .define("KBN_MATRIX_IOS")'
        cat <<MANIFEST
        .target(
            name: "$target", dependencies: kinds,
            swiftSettings: [
            $settings,
            ],
            plugins: plugin),
        .executableTarget(
            name: "$cell-run", dependencies: ["$target"],
            swiftSettings: [
            $settings,
            ]),
MANIFEST
    done
    echo "    ]"
    echo ")"
}

start=$SECONDS
results=()
failed=0

# cell NAME LOG COMMAND…: runs one step with its output in LOG; it fails when the command fails or
# the log has a warning, and then prints the log's end. Adds a result line either way.
step() {
    local name=$1 log=$2 begin=$SECONDS status=0
    shift 2
    "$@" >"$log" 2>&1 || status=$?
    local warnings
    warnings=$(grep -n 'warning:' "$log" || true)
    # A warning that is the build engine's, not ours (the swiftbuild cell's), when the caller names one.
    [[ -z ${ignored_warning:-} ]] || warnings=$(grep -vF "$ignored_warning" <<<"$warnings" || true)
    grep -F 'Scripts/retry-dispatch-crash/swift:' "$log" | sed "s|^|build-matrix: $name: |" || true
    if [[ $status == 0 && -z $warnings ]]; then
        results+=("passed  $name ($((SECONDS - begin)) s)")
        echo "build-matrix: passed: $name ($((SECONDS - begin)) s)"
        return 0
    fi
    failed=$((failed + 1))
    results+=("FAILED  $name ($((SECONDS - begin)) s)")
    {
        echo "build-matrix: FAILED: $name$([[ $status == 0 ]] || echo ", exit status $status")$([[ -z $warnings ]] || echo ", with warnings")"
        if [[ -n $warnings ]]; then
            sed 's/^/    /' <<<"$warnings" | head -n 40
        fi
        echo "  the end of its log, $log:"
        grep -vE '^\[[0-9]+/[0-9]+\] ' "$log" | tail -n 40 | sed 's/^/    /'
    } >&2
    return 1
}


if [[ $ios == 1 ]]; then
    if [[ -n $prepare ]]; then
        eval "$("$prepare")"
    elif [[ -z ${IOS_SDK:-} && $(uname) == Darwin ]]; then
        IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path)
    fi
    if [[ -z ${IOS_SDK:-} || ! -d $IOS_SDK ]]; then
        echo "build-matrix: no iOS SDK: pass --prepare, set IOS_SDK (and IOS_TOOLSET on Linux), or run on a Mac" >&2
        exit 2
    fi
    # Default isolation comes with Swift 6.2, whose SDKs' standard library declares SendableMetatype,
    # which a protocol that refines Sendable, as KbnType does, then refines too. Against an older
    # SDK's library (the 16.5 SDK's is Swift 5.8's) the compiler finds a circular reference in every
    # kind's conformance under default MainActor isolation: a pairing that no Xcode ships, so the
    # mainactor cell runs for iOS only against an SDK that has it.
    ios_cells=(swift6)
    sdk_has_sendable_metatype=0
    if grep -qs "protocol SendableMetatype" "$IOS_SDK"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface; then
        sdk_has_sendable_metatype=1
    fi
    [[ $tools != 6.2 || $sdk_has_sendable_metatype == 0 ]] || ios_cells+=(mainactor)
    package="$work/MatrixIOS"
    mkdir -p "$package"
    consumer "$package" "${ios_cells[@]}"
    KBN_MATRIX_NO_UPDATES=1 manifest "${ios_cells[@]}" >"$package/Package.swift"
    triple=arm64-apple-ios13.0
    swiftpm=(--package-path "$package" -c release --triple "$triple" --sdk "$IOS_SDK")
    [[ -z ${IOS_TOOLSET:-} ]] || swiftpm+=(--toolset "$IOS_TOOLSET")
    echo "build-matrix: $triple, release, against $(basename "$IOS_SDK"), in $package"
    for cell in "${ios_cells[@]}"; do
        step "$cell for iOS ($(target_of "$cell"), release)" "$work/ios-$cell.log" \
            swift build "${swiftpm[@]}" --target "$(target_of "$cell")" || true
    done
    [[ $tools == 6.2 ]] || echo "build-matrix: skipped: mainactor for iOS (needs swift-tools-version 6.2; this toolchain is Swift $major.$minor)"
    [[ $tools != 6.2 || $sdk_has_sendable_metatype == 1 ]] \
        || echo "build-matrix: skipped: mainactor for iOS ($(basename "$IOS_SDK")'s standard library predates Swift 6.2 and its SendableMetatype, which default isolation comes with)"
    echo "build-matrix: $((${#results[@]} - failed)) of ${#results[@]} passed, in $((SECONDS - start)) s"
    [[ $failed == 0 ]] || exit 1
    exit 0
fi

# The package of every cell's targets and the layouts'.
package="$work/Matrix"
wanted=()
for cell in "${cells[@]}"; do
    if needs_6_2 "$cell" && [[ $tools != 6.2 ]]; then
        echo "build-matrix: skipped: $cell (needs swift-tools-version 6.2; this toolchain is Swift $major.$minor)"
        results+=("skipped $cell (needs Swift 6.2)")
        continue
    fi
    if [[ $cell == swiftbuild ]] && ! has_swift_build; then
        echo "build-matrix: skipped: swiftbuild (needs the Swift Build engine of Swift 6.3; this toolchain is Swift $major.$minor)"
        results+=("skipped swiftbuild (needs Swift 6.3)")
        continue
    fi
    wanted+=("$cell")
done
consumer_cells=()
for cell in ${wanted[@]+"${wanted[@]}"}; do
    [[ $cell == layouts || $cell == evolution || $cell == swiftbuild ]] || consumer_cells+=("$cell")
done
# evolution builds swift6's target; swiftbuild compares the consumer cells with their native builds,
# so without another consumer cell swift6 runs natively too.
if [[ " ${wanted[*]-} " == *" swiftbuild "* && -z ${consumer_cells[*]-} ]]; then
    consumer_cells=(swift6)
    wanted=(swift6 "${wanted[@]}")
fi
[[ " ${wanted[*]-} " != *" evolution "* || " ${consumer_cells[*]-} " == *" swift6 "* ]] || consumer_cells+=(swift6)
mkdir -p "$package/Sources"
consumer "$package" ${consumer_cells[@]+"${consumer_cells[@]}"}
manifest_cells=(${consumer_cells[@]+"${consumer_cells[@]}"})
if [[ " ${wanted[*]-} " == *" layouts "* ]]; then
    manifest_cells+=(layouts)
    mkdir -p "$package/Sources/Layouts" "$package/Sources/layouts-run"
    python3 "$fixtures/layouts.py" "$package/Sources/Layouts"
    printf '%s\n' '// The kinds come from the definitions that Tests/BuildMatrix/layouts.py wrote here.' \
        '@_exported import KbnKit' >"$package/Sources/Layouts/Layouts.swift"
    cp "$fixtures/LayoutsRun/main.swift" "$package/Sources/layouts-run/main.swift"
    ln -s "$root/Tests/KbnUpdateTestSupport" "$package/Sources/KbnUpdateTestSupport"
fi
manifest ${manifest_cells[@]+"${manifest_cells[@]}"} >"$package/Package.swift"
echo "build-matrix: Swift $major.$minor, swift-tools-version $tools, in $package"

# The swiftbuild cell. Its build folder is its own, so that the first build of each configuration
# is cold, as a new user's is.
engine_warning="clang: warning: argument unused during compilation: '-rdynamic' [-Wunused-command-line-argument]"
swift_build=(--package-path "$package" --scratch-path "$work/swiftbuild" --build-system swiftbuild)

# swift_build_cell CONFIGURATION: each consumer cell built with Swift Build and run; its generated
# files and its program's output must be the native build's, and its log may have no warning but
# the engine's own.
swift_build_cell() {
    local configuration=$1 cell target bin log engine_warnings
    for cell in "${consumer_cells[@]}"; do
        target=$(target_of "$cell")
        log="$work/swiftbuild-$configuration-$cell.log"
        ignored_warning=$engine_warning step "swiftbuild, $configuration: $cell build" "$log" \
            swift build "${swift_build[@]}" -c "$configuration" --product "$cell-run" || continue
        engine_warnings=$(grep -cF "$engine_warning" "$log" || true)
        [[ $engine_warnings == 0 ]] \
            || echo "build-matrix: swiftbuild, $configuration: $cell build: left out the engine's own warning ($engine_warnings line$([[ $engine_warnings == 1 ]] || echo s)): $engine_warning"
        step "swiftbuild, $configuration: $cell's generated files are the native build's" \
            "$work/swiftbuild-$configuration-$cell-generated.log" \
            diff -r "$package/.build/plugins/outputs/matrix/$target" "$work/swiftbuild/plugins/outputs/matrix/$target" || true
        bin=$(swift build "${swift_build[@]}" -c "$configuration" --show-bin-path)
        step "swiftbuild, $configuration: $cell run, as the native build's" "$work/swiftbuild-$configuration-$cell-output.log" \
            same_output "$work/$cell-$configuration-run.log" "$bin/$cell-run" "$cell" "$configuration" || true
    done
}

# same_output NATIVE PROGRAM ARGUMENT…: runs the program, and fails when it fails or when its output
# differs from the native build's run log NATIVE (shown as a diff).
same_output() {
    local native=$1 output status=0
    shift
    output=$("$@" 2>&1) || status=$?
    diff "$native" - <<<"$output" || return 1
    return $status
}

for configuration in "${configurations[@]}"; do
    bin="$(swift build --package-path "$package" -c "$configuration" --show-bin-path)"
    for cell in ${wanted[@]+"${wanted[@]}"}; do
        case $cell in
            evolution)
                # A build folder of its own: the flag reaches every module, swift-kbn's included.
                evolution=(--package-path "$package" --scratch-path "$work/evolution" -c "$configuration"
                    -Xswiftc -enable-library-evolution --enable-parseable-module-interfaces)
                step "evolution, $configuration: build" "$work/evolution-$configuration.log" \
                    swift build "${evolution[@]}" --product swift6-run || continue
                modules="$(swift build "${evolution[@]}" --show-bin-path)"
                [[ ! -d $modules/Modules ]] || modules+=/Modules # where SwiftPM 6 puts them
                for module in KbnFormat KbnKit Swift6Features; do
                    step "evolution, $configuration: $module.swiftinterface verified" \
                        "$work/evolution-$configuration-$module.log" \
                        swiftc -frontend -typecheck-module-from-interface "$modules/$module.swiftinterface" \
                        -module-name "$module" -I "$modules" -o "$work/$module-$configuration-interface-check" || true
                done
                step "evolution, $configuration: run" "$work/evolution-$configuration-run.log" \
                    "$(swift build "${evolution[@]}" --show-bin-path)/swift6-run" evolution "$configuration" \
                    && sed 's/^/    /' "$work/evolution-$configuration-run.log"
                ;;
            layouts)
                step "layouts, $configuration: build" "$work/layouts-$configuration.log" \
                    swift build --package-path "$package" -c "$configuration" --product layouts-run || continue
                step "layouts, $configuration: run" "$work/layouts-$configuration-run.log" \
                    "$bin/layouts-run" "$configuration" && sed 's/^/    /' "$work/layouts-$configuration-run.log"
                ;;
            swiftbuild) ;; # after the native consumer cells, whose results it compares with
            *)
                step "$cell, $configuration: build" "$work/$cell-$configuration.log" \
                    swift build --package-path "$package" -c "$configuration" --product "$cell-run" || continue
                step "$cell, $configuration: run" "$work/$cell-$configuration-run.log" \
                    "$bin/$cell-run" "$cell" "$configuration" && sed 's/^/    /' "$work/$cell-$configuration-run.log"
                ;;
        esac
    done
    [[ " ${wanted[*]-} " != *" swiftbuild "* ]] || swift_build_cell "$configuration"
done

echo "build-matrix: results, in $((SECONDS - start)) s:"
printf '  %s\n' "${results[@]}"
[[ $failed == 0 ]] || exit 1
