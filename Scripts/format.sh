#!/usr/bin/env bash
# Formats every Swift file of the repository with the toolchain's swift-format, by the rules of
# .swift-format at the root; with --check, changes nothing and fails on any file that the rules
# would change or that breaks a lint rule, naming `path:line:column`, as .ci/run does. Generated
# files say `// swift-format-ignore-file` and are left as the generator wrote them.
# Needs only the Swift toolchain (6.0 or newer, which ships `swift format`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

case "${1:-}" in
    "") mode=(format --in-place) ;;
    --check) mode=(lint --strict) ;;
    *) echo "usage: Scripts/format.sh [--check]" >&2; exit 64 ;;
esac

# The files Git tracks and the new ones it does not ignore, so that a file not yet added is checked
# too, and build folders and fetched packages are never touched.
swift_files() { git ls-files "$@" --cached --others --exclude-standard '*.swift'; }
swift_files -z | xargs -0 swift format "${mode[@]}" --parallel
if [[ ${mode[0]} == lint ]]; then
    echo "swift-format: the $(swift_files | wc -l | tr -d ' ') Swift files follow .swift-format"
fi
