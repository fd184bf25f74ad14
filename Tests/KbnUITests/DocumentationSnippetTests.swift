// The documentation's Swift snippets are compiled code: every code block of the DocC article "One
// Screen for Every Kind", and every SwiftUI block of the other articles (KbnKit's and KbnUI's
// catalogs) and the README, is a region of a file in Examples/Screens/Sources/Screens/Snippets
// or, for the screen of the real zengin branches, Examples/Banks/Sources/BankScreens, which
// Scripts/ios-build.sh builds for iOS and whose plain-Swift results those packages test on Linux.

import Foundation
import KbnTestSupport
import Testing

private let catalog = Repository.file("Sources/KbnKit/KbnKit.docc")
private let snippetFolders = [
    Repository.file("Examples/Screens/Sources/Screens/Snippets"), Repository.file("Examples/Banks/Sources/BankScreens"),
]

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("Every code block of the article is a compiled snippet")
    func article() throws {
        let snippets = try Self.snippets()
        let blocks = try Self.swiftBlocks(in: catalog.appending(path: "OneScreenForEveryKind.md"))
        #expect(blocks.count >= 8)
        for block in blocks {
            #expect(
                snippets.values.contains(block.code),
                "OneScreenForEveryKind.md:\(block.line): this block is not a region of Examples/Screens/Sources/Screens/Snippets or Examples/Banks/Sources/BankScreens; copy it from there, or add it there between `// snippet: <name>` and `// snippet end`"
            )
        }
    }

    @Test("Every SwiftUI block of the other articles and the README is a compiled snippet")
    func swiftUIBlocks() throws {
        let snippets = try Self.snippets()
        let articles =
            try [catalog, Repository.file("Sources/KbnUI/KbnUI.docc")].flatMap {
                try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
            }
            .filter { $0.pathExtension == "md" } + [Repository.file("README.md")]
        for file in articles {
            for block in try Self.swiftBlocks(in: file) where Self.usesSwiftUI(block.code) {
                #expect(
                    snippets.values.contains(block.code),
                    "\(file.lastPathComponent):\(block.line): a SwiftUI block that is not a region of Examples/Screens/Sources/Screens/Snippets or Examples/Banks/Sources/BankScreens"
                )
            }
        }
    }

    @Test("Snippet regions are well formed and named once")
    func regions() throws {
        let snippets = try Self.snippets()
        #expect(snippets.keys.contains("pickers"))
        #expect(snippets.keys.contains("two-levels"))
        #expect(snippets.values.allSatisfy { !$0.isEmpty && !$0.contains("// snippet") })
    }

    @Test("The block finder sees what it should")
    func finder() {
        #expect(Self.usesSwiftUI("struct A: View {}"))
        #expect(Self.usesSwiftUI("KbnPicker(selection: $x)"))
        #expect(!Self.usesSwiftUI("func card(for value: some KbnType) -> String"))
        #expect(Self.dedented(["    a", "      b", "", "    c"]) == "a\n  b\n\nc")
    }

    /// A block that a SwiftUI app would hold: a view, or one of KbnUI's components.
    static func usesSwiftUI(_ code: String) -> Bool {
        code.contains("import SwiftUI") || code.contains(": View") || code.contains("some View")
            || ["KbnLabel", "KbnCard", "KbnPicker", "KbnSelectionList", "KbnKindList", "KbnNamespaceList"]
                .contains { code.contains($0 + "(") }
    }

    /// The ```swift blocks of a Markdown file, with the line each starts on.
    static func swiftBlocks(in file: URL) throws -> [(line: Int, code: String)] {
        var blocks: [(line: Int, code: String)] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
            if var block = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append((block.line, dedented(block.lines)))
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = (number + 1, [])
            }
        }
        return blocks
    }

    /// The regions of the snippet files by name, dedented.
    static func snippets() throws -> [String: String] {
        var regions: [String: String] = [:]
        let files = try snippetFolders.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        for file in files where file.pathExtension == "swift" {
            var current: (name: String, lines: [String])?
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    current = (String(trimmed.dropFirst("// snippet: ".count)), [])
                } else if trimmed == "// snippet end", let region = current {
                    #expect(regions[region.name] == nil, "the snippet \(region.name) is named twice")
                    regions[region.name] = dedented(region.lines)
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            }
            #expect(current.map(\.name) == nil, "\(file.lastPathComponent): a snippet without `// snippet end`")
        }
        return regions
    }

    /// The lines without the indentation they share, joined.
    static func dedented(_ lines: [String]) -> String {
        let indent =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}
