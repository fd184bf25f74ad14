// The files that more than one target or package compiles through a symbolic link: the runner and
// repository root that Benchmarks and Audits share with the tests (Tests/KbnTestSupport/ChildProcess.swift
// says why), the plugins' shared code, the benchmark's copy of the example definitions and of the
// hostile updates (Tests/KbnUpdateTestSupport/HostileUpdates.swift and its UpdateBuilder.swift), of the
// hostile entry points and their kinds (Tests/KbnUITests/HostileEntryPoints.swift, hostile.kbn.json), the call
// sites that Examples/Migration compiles before and after its move, and its hand-written enums, which
// Scripts/doc-snippets.sh compiles with the code of the article "Moving From Hand-Written Enums". A link
// that no longer leads to its file fails here, not only in the build of a package that CI may not build.

import Foundation
import KbnTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Shared source links")
struct SharedSourceLinkTests {
    /// Every link of the repository, and the file or folder it must lead to, relative to the root.
    static let links = [
        "Benchmarks/Sources/kbn-bench/Processes/ChildProcess.swift": "Tests/KbnTestSupport/ChildProcess.swift",
        "Audits/Sources/AvailabilityAudit/Compilation/ChildProcess.swift": "Tests/KbnTestSupport/ChildProcess.swift",
        "Benchmarks/Sources/kbn-bench/Repository.swift": "Tests/KbnTestSupport/Repository.swift",
        "Plugins/PluginsShared/GeneratedFileNames.swift": "Sources/KbnGenCommandLine/Files/GeneratedFileNames.swift",
        "Plugins/KbnGeneratorPlugin/PluginsShared": "Plugins/PluginsShared",
        "Plugins/KbnSourcesCommandPlugin/PluginsShared": "Plugins/PluginsShared",
        "Tests/PluginsSharedTests/PluginsShared": "Plugins/PluginsShared",
        "Benchmarks/Sources/ExampleKinds/kbn-definitions.json": "kbn-definitions.json",
        "Benchmarks/Sources/kbn-bench-hostile/HostileUpdates.swift": "Tests/KbnUpdateTestSupport/HostileUpdates.swift",
        "Benchmarks/Sources/kbn-bench-hostile/UpdateBuilder.swift": "Tests/KbnUpdateTestSupport/UpdateBuilder.swift",
        "Benchmarks/Sources/kbn-bench-hostile/HostileEntryPoints.swift": "Tests/KbnUITests/HostileEntryPoints.swift",
        "Benchmarks/Sources/ExampleKinds/hostile.kbn.json": "Tests/KbnUITests/hostile.kbn.json",
        "Examples/Migration/Sources/HandWrittenWeather/CallSites": "Examples/Migration/CallSites",
        "Examples/Migration/Sources/Weather/CallSites": "Examples/Migration/CallSites",
        "Tests/DocumentationSnippets/MovingFromHandWrittenEnums/Area.swift":
            "Examples/Migration/Sources/HandWrittenWeather/Area.swift",
        "Tests/DocumentationSnippets/MovingFromHandWrittenEnums/Prefecture.swift":
            "Examples/Migration/Sources/HandWrittenWeather/Prefecture.swift",
    ]

    @Test(arguments: links.sorted { $0.key < $1.key })
    func linkLeadsToItsFile(link: String, file: String) throws {
        let url = Repository.file(link)
        // A relative link, so that it holds in every checkout.
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: url.path(percentEncoded: false))
        #expect(!destination.hasPrefix("/"), "\(link) -> \(destination)")
        #expect(
            // `path`, which has no trailing slash, whether or not the URL says it is a directory.
            url.resolvingSymlinksInPath().path == Repository.file(file).resolvingSymlinksInPath().path,
            "\(link) -> \(destination)"
        )
        #expect(FileManager.default.fileExists(atPath: Repository.file(file).path(percentEncoded: false)))
    }

    @Test func everyLinkIsListed() throws {
        #expect(try Self.linksInRepository() == Set(Self.links.keys))
    }

    @Test func theSharedFilesNameTheirLinks() throws {
        for (link, file) in Self.links where file.hasPrefix("Tests/KbnTestSupport/") {
            let text = try String(contentsOf: Repository.file(file), encoding: .utf8)
            let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }.map { $0.dropFirst(2) }.joined()
            #expect(header.contains(" \(link)"), "the first comment of \(file) does not name \(link)")
        }
    }

    /// The symbolic links under the root, outside build folders and Git's, relative to the root;
    /// not looked into, for a link to a folder would list the folder's links twice.
    private static func linksInRepository() throws -> Set<String> {
        var found: Set<String> = []
        var folders = [""]
        while let folder = folders.popLast() {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Repository.file(folder).path(percentEncoded: false)
            )
            for name in names where ![".build", ".git", ".swiftpm"].contains(name) {
                let path = folder.isEmpty ? name : "\(folder)/\(name)"
                var status = stat()
                guard lstat(Repository.file(path).path(percentEncoded: false), &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFLNK: found.insert(path)
                case S_IFDIR: folders.append(path)
                default: break
                }
            }
        }
        return found
    }
}
