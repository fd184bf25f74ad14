#!/usr/bin/env bash
# Builds and runs the documentation's Swift code as written, in one temporary package, so that no
# snippet of the README or of a DocC article can stop compiling or state a wrong result:
#
# 1. The README's steps, as a newcomer follows them: step 1's `swift package init`, then every file
#    the steps give (each code block preceded by a `<!-- file: <path> -->` line), beside a link named
#    swift-kbn to this checkout, so that the manifest's `path: "../swift-kbn"` resolves as written;
#    `swift build` and `swift test`. The article Getting Started gives the same files: each of its
#    file blocks must be the README's block of that path, character for character.
# 2. The messages Getting Started quotes: for a target without a Swift file of its own, and for a
#    file of the module without the `@_exported import` of KbnKit.
# 3. Every other Swift block of the DocC articles (Sources/*/*.docc), except the regions of
#    Examples/Screens/Sources/Screens/Snippets and Examples/Banks/Sources/BankScreens, which those
#    packages compile (for iOS, by Scripts/ios-build.sh) and whose blocks the test suite
#    "Documentation snippets" matches: each
#    article's blocks, in order, become one executable target, with the definitions file the
#    article names ("The code on this page uses the kinds of `<path>`") and the Swift files of
#    Tests/DocumentationSnippets/<article>/, if any (what the article's code assumes, such as
#    downloaded bytes). A line `<expression>  // <result>`, whose comment starts with a literal
#    (`"Tokyo"`, `7`, `true`, `nil`) or a qualified name (`Kbn.Gender.woman`), optionally followed
#    by `:` or `,` and words, is checked: the program fails when the expression is not equal to
#    the result. Compiler messages name the article's lines (`#sourceLocation`); any warning fails.
#    A JSON block that is a whole definitions file (an object with kinds) becomes the definitions
#    of a library target of its own, which the plugin checks and the compiler builds.
#
# Needs only the Swift toolchain and Python 3. About a minute of CPU on top of the package's build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/swift-kbn"
mkdir "$work/MyModels"
cd "$work/MyModels"

# 1. Step 1, as the README gives it; then the files of the steps.
command=$(sed -n 's/^1\. Make a package[^`]*: `\(swift package init[^`]*\)`\.$/\1/p' "$root/README.md")
[[ -n $command ]] || { echo "doc-snippets: the README's step 1 has no swift package init command" >&2; exit 1; }
echo "doc-snippets: $command"
$command > /dev/null

python3 - "$root" <<'PYTHON'
import os, re, sys
root = sys.argv[1]

def file_blocks(path):
    """The blocks after a `<!-- file: … -->` line, by path, without their indentation, and the
    lines of the Swift blocks that have no such line."""
    text = open(os.path.join(root, path), encoding="utf-8").read()
    files = {}
    for indent, name, body in re.findall(r"^( *)<!-- file: (\S+) -->\n\1```\w*\n(.*?)^\1```$", text, re.S | re.M):
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.splitlines()]
        files[name] = "\n".join(lines) + "\n"
    unmarked = []
    for match in re.finditer(r"^( *)(<!-- file: \S+ -->\n\1)?```swift\n", text, re.M):
        if not match.group(2):
            unmarked.append(text.count("\n", 0, match.start()) + 1)
    return files, unmarked

readme, unmarked = file_blocks("README.md")
if len(readme) < 5:
    sys.exit(f"doc-snippets: found {len(readme)} files in the README's steps, expected at least 5")
if unmarked:
    sys.exit(f"doc-snippets: README.md:{unmarked[0]}: a Swift block that is not a file of the steps; every Swift block of the README is built")
article = "Sources/KbnKit/KbnKit.docc/GettingStarted.md"
started, unmarked = file_blocks(article)
if unmarked:
    sys.exit(f"doc-snippets: {article}:{unmarked[0]}: a Swift block that is not a file of the steps")
for name, body in started.items():
    if readme.get(name) != body:
        sys.exit(f"doc-snippets: {article} gives {name} otherwise than the README; give both the same block")
for name, body in readme.items():
    os.makedirs(os.path.dirname(name) or ".", exist_ok=True)
    with open(name, "w", encoding="utf-8") as file:
        file.write(body)
    print(f"doc-snippets: wrote {name}")
PYTHON

# The README says that `swift build -v` shows the command of the plugin's step, which both build
# engines print with -v (the step's name they print each its own way); the tool is kbn-gen-build,
# which SwiftPM's native engine names kbn-gen-build-tool.
generator='/kbn-gen-build(-tool)? generate '
built=$(swift build -v 2>&1) || { echo "$built"; exit 1; }
grep -qE "${generator}.*Sources/MyModels/kbn-definitions.json" <<<"$built" \
    || { echo "doc-snippets: swift build -v ran no kbn-gen-build generate of Sources/MyModels/kbn-definitions.json" >&2; exit 1; }
echo "doc-snippets: swift build -v ran kbn-gen-build generate on Sources/MyModels/kbn-definitions.json"
swift test 2>&1 | tail -3

# 2. What Getting Started quotes for a target without a Swift file, only its definitions: an error
# when a product names the target, else a warning, and the plugin does not run.
quoted() {
    local found
    found=$(grep -o "\`$1[^\`]*\`" "$root/Sources/KbnKit/KbnKit.docc/GettingStarted.md" | head -1 | tr -d '\`')
    echo "${found:-Getting Started quotes no message starting $1}"
}
mkdir "$work/swift-files"
mv Sources/MyModels/*.swift "$work/swift-files/"
if empty=$(swift build 2>&1); then
    echo "doc-snippets: MyModels built without a Swift file of its own"
    exit 1
fi
grep -F "$(quoted "error: 'mymodels': target 'MyModels'")" <<<"$empty"
cp Package.swift "$work/Package.swift"
sed -i.bak '/products: \[.library(name: "MyModels"/d' Package.swift
unbuilt=$(swift build -v 2>&1) || { echo "$unbuilt"; exit 1; }
grep -F "$(quoted "warning: 'mymodels': Source files for target MyModels")" <<<"$unbuilt"
if grep -E "$generator" <<<"$unbuilt"; then
    echo "doc-snippets: the plugin ran for a target without a Swift file"
    exit 1
fi
mv "$work/Package.swift" Package.swift
mv "$work/swift-files/"*.swift Sources/MyModels/
rm -f Package.swift.bak

# And what it quotes for the module's other files without the `@_exported import` of KbnKit.
cp Sources/MyModels/MyModels.swift "$work/MyModels.swift"
echo "// No re-export." > Sources/MyModels/MyModels.swift
if unexported=$(swift build 2>&1); then
    echo "doc-snippets: MyModels built without the @_exported import of KbnKit"
    exit 1
fi
grep -F "$(quoted "error: cannot find type 'KbnValue'")" <<<"$unexported" | head -1
mv "$work/MyModels.swift" Sources/MyModels/MyModels.swift

# 3. The articles' other Swift blocks, one executable target each, added to the same package so that
# swift-kbn is not built again.
targets=$(python3 - "$root" <<'PYTHON'
import glob, json, os, re, shutil, sys
root = sys.argv[1]

def dedented(lines):
    indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
    indent = min(indents, default=0)
    return "\n".join(line[min(indent, len(line) - len(line.lstrip(" "))):] for line in lines)

def regions():
    """The snippet regions of Examples/Screens and Examples/Banks, dedented, as the test suite
    "Documentation snippets" reads them."""
    found = set()
    for path in glob.glob(os.path.join(root, "Examples/Screens/Sources/Screens/Snippets/*.swift")) + glob.glob(
            os.path.join(root, "Examples/Banks/Sources/BankScreens/*.swift")):
        current = None
        for line in open(path, encoding="utf-8").read().split("\n"):
            if line.strip().startswith("// snippet: "):
                current = []
            elif line.strip() == "// snippet end" and current is not None:
                found.add(dedented(current))
                current = None
            elif current is not None:
                current.append(line)
    return found

def code_blocks(text, language):
    """The code blocks of a language, as (first line number, lines)."""
    blocks, current = [], None
    for number, line in enumerate(text.split("\n"), start=1):
        if current is not None:
            if line.strip() == "```":
                blocks.append(current)
                current = None
            else:
                current[1].append(line)
        elif line.strip() == "```" + language:
            current = (number + 1, [])
    return blocks

literal = r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|nil|[A-Z]\w*(?:\.\w+)+'
result_line = re.compile(r"^(\s*)(\S.*?)\s+//\s+(" + literal + r")(?:[:,]\s.*)?$")
declaration = re.compile(r"^(let|var|case|return|import|struct|enum|class|func|extension|guard|if|for|switch|@|//|\}|#)")

compiled = regions()
manifest = []
for path in sorted(glob.glob(os.path.join(root, "Sources/*/*.docc/*.md"))):
    relative = os.path.relpath(path, root)
    name = os.path.splitext(os.path.basename(path))[0]
    if name == "GettingStarted":
        continue  # its blocks are the README's files, built above
    text = open(path, encoding="utf-8").read()
    # A whole definitions file (a JSON object with kinds) becomes a target's definitions: the plugin
    # checks it as a build does, warnings included, and the kinds are compiled.
    for first, lines in code_blocks(text, "json"):
        try:
            definitions = json.loads("\n".join(lines))
        except ValueError:
            continue  # a part of a file, such as one value
        if not isinstance(definitions, dict) or not definitions.get("kinds"):
            continue
        target, folder = f"Definitions{name}Line{first}", os.path.join("Articles", f"{name}.md-line-{first}")
        os.makedirs(folder)
        with open(os.path.join(folder, "kbn-definitions.json"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        with open(os.path.join(folder, "Definitions.swift"), "w", encoding="utf-8") as file:
            file.write(f"// The definitions of {relative}, line {first}: SwiftPM builds no target without a Swift file.\n")
        manifest.append(f'    .target(name: "{target}", dependencies: [.product(name: "KbnKit", package: "swift-kbn")], path: "{folder}", plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]),')
    blocks = [(line, lines) for line, lines in code_blocks(text, "swift") if dedented(lines) not in compiled]
    if not blocks:
        continue
    target = "Article" + name
    folder = os.path.join("Articles", name)
    os.makedirs(folder)
    imports, body, checks = {"import KbnKit"}, [], 0
    for first, lines in blocks:
        indent = min((len(l) - len(l.lstrip(" ")) for l in lines if l.strip()), default=0)
        body.append(f'#sourceLocation(file: "{relative}", line: {first})')
        for number, line in enumerate(lines, start=first):
            line = line[indent:]
            if line.startswith("import "):
                imports.add(line.strip())
                body.append("")
                continue
            match = result_line.match(line)
            if match and not declaration.match(match.group(2)):
                body.append(f'{match.group(1)}check({match.group(2)}, {match.group(3)}, line: {number})')
                checks += 1
            else:
                body.append(line)
        body.append("#sourceLocation()")
    context = os.path.join(root, "Tests/DocumentationSnippets", name)
    if os.path.isdir(context):
        for source in sorted(glob.glob(os.path.join(context, "*.swift"))):
            shutil.copy(source, folder)
            imports.update(l.strip() for l in open(source, encoding="utf-8") if l.startswith("import "))
    definitions = re.search(r"The\s+code\s+on\s+this\s+page\s+uses\s+the\s+kinds\s+of\s+`([^`]+)`", text)
    if not definitions and not os.path.isdir(context):
        sys.exit(f"doc-snippets: {relative}: its Swift code needs a sentence that names the definitions it uses, "
                 "\"The code on this page uses the kinds of `<path from the repository's root>`\", "
                 f"or what it takes from an app around it in Tests/DocumentationSnippets/{name}/")
    if definitions:
        shutil.copy(os.path.join(root, definitions.group(1)), os.path.join(folder, "kbn-definitions.json"))
    with open(os.path.join(folder, "main.swift"), "w", encoding="utf-8") as file:
        file.write("\n".join(sorted(imports)) + "\n\n")
        file.write("var failures: [String] = []  // top-level code: on the main actor\n\n")
        file.write("@MainActor func check<T: Equatable>(_ value: T, _ stated: T, line: Int) {\n")
        file.write("    guard value != stated else { return }\n")
        file.write(f'    failures.append("{relative}:\\(line): error: the code gives \\(String(reflecting: value)), the article says \\(String(reflecting: stated))")\n')
        file.write("}\n\n")
        file.write("@MainActor func article() throws {\n" + "\n".join(body) + "\n}\n\n")
        file.write('try article()\nprecondition(failures.isEmpty, "\\n" + failures.joined(separator: "\\n"))\n')
        file.write(f'print("doc-snippets: {relative}: Swift blocks compiled and run: {len(blocks)}; stated results checked: {checks}")\n')
    products = ['.product(name: "KbnKit", package: "swift-kbn")']
    for library in ["KbnUpdates", "KbnUI"]:
        if f"import {library}" in imports:
            products.append(f'.product(name: "{library}", package: "swift-kbn")')
    plugins = ', plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")]' if definitions else ""
    manifest.append(f'    .executableTarget(name: "{target}", dependencies: [{", ".join(products)}], path: "{folder}"{plugins}),')
    print(target)
with open("Package.swift", "a", encoding="utf-8") as file:
    file.write("\n// Added by Scripts/doc-snippets.sh: the DocC articles' code.\npackage.targets += [\n" + "\n".join(manifest) + "\n]\n")
PYTHON
)
[[ -n $targets ]] || { echo "doc-snippets: no article has Swift code to compile" >&2; exit 1; }
articles=$(swift build 2>&1) || { echo "$articles"; exit 1; }
if grep "warning:" <<<"$articles"; then
    echo "doc-snippets: the articles' code compiles with warnings"
    exit 1
fi
bin=$(swift build --show-bin-path)
for target in $targets; do
    # From the repository's root, where the articles' paths lead. What the code prints is shown only
    # when it fails.
    if ! output=$(cd "$root" && SWIFT_BACKTRACE=enable=no "$bin/$target" 2>&1); then
        echo "$output"
        exit 1
    fi
    grep "^doc-snippets: " <<<"$output"
done
echo "doc-snippets: the README's steps build and test, and every article's code compiles and gives what it says"
