#!/usr/bin/env bash
# Walks through the README's "Use it in your package" as a newcomer would, in a temporary folder:
# step 1's `swift package init`, then every file the steps give (each code block preceded by a
# `<!-- file: <path> -->` line), written as the README has it, beside a link named swift-kbn to
# this checkout, so that the manifest's `path: "../swift-kbn"` resolves as written; then
# `swift build` and `swift test`. Also checks the message the README quotes for a target with no
# Swift file of its own. Needs only the Swift toolchain.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/swift-kbn"
mkdir "$work/MyModels"
cd "$work/MyModels"

# Step 1, as the README gives it.
command=$(sed -n 's/^1\. Make a package: `\(swift package init[^`]*\)`\.$/\1/p' "$root/README.md")
[[ -n $command ]] || { echo "readme-steps: the README's step 1 has no swift package init command" >&2; exit 1; }
echo "readme-steps: $command"
$command > /dev/null

# The files of the steps: the lines of each block after its `<!-- file: … -->` line, without the
# list's indentation.
python3 - "$root/README.md" <<'PYTHON'
import os, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## Use it in your package\n", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"^( *)<!-- file: (\S+) -->\n\1```\w*\n(.*?)^\1```$", section, re.S | re.M)
if len(blocks) < 4:
    sys.exit(f"readme-steps: found {len(blocks)} files in the README's steps, expected at least 4")
for indent, path, body in blocks:
    lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.splitlines()]
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"readme-steps: wrote {path}")
PYTHON

built=$(swift build 2>&1) || { echo "$built"; exit 1; }
grep -F "Generating kbn-definitions.json for MyModels" <<<"$built"
swift test 2>&1 | tail -3

# Step 4's warning: without its Swift file, the target is empty, in the words the README quotes.
mv Sources/MyModels/MyModels.swift "$work/MyModels.swift"
if empty=$(swift build 2>&1); then
    echo "readme-steps: MyModels built without a Swift file of its own"
    exit 1
fi
quoted=$(grep -o "\`error: 'mymodels': target 'MyModels' [^\`]*\`" "$root/README.md" | tr -d '\`')
grep -F "${quoted:-the README quotes no such error}" <<<"$empty"
echo "readme-steps: the README's steps build and test"
