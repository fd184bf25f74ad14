#!/usr/bin/env bash
# The Apple-availability audit (docs/AVAILABILITY.md): fails, with one compiler-style error per use,
# when the project's code uses a standard-library, Foundation or PackagePlugin declaration that is
# newer than the deployment floor outside a matching `#available` / `@available`. Runs on Linux with
# only the Swift toolchain; builds what it needs (kbn-gen, the audit tool, the project's modules).
# Usage: Scripts/availability-audit.sh   (exit status 0: clean, 1: findings, 2: could not run)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Keep in step with the platforms the package supports (Package.swift, docs/PLATFORMS.md).
floor="macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1"

work=.build/availability-audit
generated="$work/generated"
mkdir -p "$generated/KbnExample" "$generated/EdgeKinds"

# The generated code is audited as users get it: the example kinds (every feature the documentation shows)
# and the test suite's edge cases (every feature of the definitions format).
echo "Generating kinds with kbn-gen…" >&2
swift build --quiet --product kbn-gen >&2
swift run --quiet --skip-build kbn-gen generate kbn-definitions.json \
    --output "$generated/KbnExample/KbnDefinitions.swift"
swift run --quiet --skip-build kbn-gen generate Tests/KbnKitTests/kbn-definitions.json \
    --output "$generated/EdgeKinds/KbnDefinitions.swift"

# The audited modules. Sources are folders (searched recursively for .swift files, links followed),
# relative to the repository root; "depends on" names audited modules the module imports (toolchain
# modules such as Foundation or PackagePlugin need no entry); an empty floor means the project's
# floor above, and a non-empty one replaces it for that module, listing every platform to check.
# Every Swift file under Sources/ and Plugins/ must be in some module here, so a module someone adds
# fails the audit until it has a row.
cat > "$work/modules.table" <<TABLE
# module                | sources                                   | depends on        | floor
KbnFormat               | Sources/KbnFormat                         |                   |
KbnKit                  | Sources/KbnKit                            | KbnFormat         |
# On Linux KbnUI is its plain-Swift search and selection model; its SwiftUI views, under
# #if canImport(SwiftUI), are compiled for iOS by Scripts/ios-build.sh instead.
KbnUI                   | Sources/KbnUI                             | KbnKit, KbnFormat |
KbnGeneratorCore        | Sources/KbnGeneratorCore                  | KbnFormat         |
KbnUpdates              | Sources/KbnUpdates                        | KbnKit, KbnGeneratorCore, KbnFormat |
KbnGeneratorTools       | Sources/KbnGeneratorTools                 | KbnGeneratorCore, KbnFormat |
KbnGenCommandLine       | Sources/KbnGenCommandLine                 | KbnGeneratorCore, KbnFormat |
kbn-gen                 | Sources/kbn-gen                           | KbnGenCommandLine, KbnGeneratorTools, KbnGeneratorCore, KbnFormat |
kbn-gen-build           | Sources/kbn-gen-build                     | KbnGenCommandLine, KbnGeneratorCore, KbnFormat |
KbnExample              | Sources/KbnExample, $generated/KbnExample | KbnKit, KbnFormat |
kbn-demo                | Sources/kbn-demo                          | KbnExample, KbnUpdates |
EdgeKinds               | $generated/EdgeKinds                      | KbnKit, KbnFormat |
# SwiftPM builds plugins for the developer's Mac alone, so iOS, tvOS, watchOS and visionOS do not
# apply to them, at the deployment target of the toolchain's PackagePlugin library: macOS 13 for
# SwiftPM 6.0, the oldest that tools version 6.0 allows (docs/AVAILABILITY.md).
KbnGeneratorPlugin      | Plugins/KbnGeneratorPlugin                |                   | macOS 13
KbnSourcesCommandPlugin | Plugins/KbnSourcesCommandPlugin           |                   | macOS 13
TABLE

echo "Building the audit (Audits/)…" >&2
swift build --quiet --package-path Audits --product availability-audit >&2
audit="$(swift build --package-path Audits --show-bin-path)/availability-audit"

"$audit" --root "$root" --modules "$work/modules.table" --floor "$floor" --work-directory "$work" \
    --every-file-under "Sources, Plugins"
