// One version story: kbn-gen's version is the CHANGELOG's newest and the one the README's
// dependency line asks for, so that a newcomer reading any of them reads the same.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

@Suite("Version")
struct VersionStoryTests {
    @Test("kbn-gen's version is the CHANGELOG's newest and the README's dependency line's")
    func oneVersion() throws {
        let changelog = try String(contentsOf: Repository.file("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.components(separatedBy: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(KbnGenerator.version) - ") == true)
        for document in ["README.md", "Sources/KbnKit/KbnKit.docc/GettingStarted.md"] {
            let text = try String(contentsOf: Repository.file(document), encoding: .utf8)
            #expect(text.contains(#"swift-kbn.git", from: "\#(KbnGenerator.version)")"#), "\(document)")
        }
    }
}
