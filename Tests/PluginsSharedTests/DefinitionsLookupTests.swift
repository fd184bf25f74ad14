// The lookup rule both plugins follow (Plugins/PluginsShared/DefinitionsLookup.swift), on paths
// alone, and on real folders through DefinitionsFinder.

import Foundation
import Testing

@Suite("Definitions lookup")
struct DefinitionsLookupTests {
    static let folder = "/p/Sources/Catalog"
    static let root = "/p/kbn-definitions.json"

    @Test func aTargetWithOneFileUsesIt() {
        let file = "\(Self.folder)/kbn-definitions.json"
        #expect(DefinitionsLookup.source(targetFiles: [file], folderFiles: [file], rootFile: nil) == .target([file]))
    }

    @Test func everyFileInSubfoldersIsUsedSortedByPath() {
        let people = "\(Self.folder)/People/kbn-definitions.json"
        let orders = "\(Self.folder)/Orders/kbn-definitions.json"
        let source = DefinitionsLookup.source(
            targetFiles: [people, orders], folderFiles: [people, orders], rootFile: nil)
        #expect(source == .target([orders, people]))
    }

    @Test func aKbnJSONFileBesideKbnDefinitionsIsUsedToo() {
        let definitions = "\(Self.folder)/kbn-definitions.json"
        let shipping = "\(Self.folder)/shipping.kbn.json"
        let files = [definitions, shipping, "\(Self.folder)/Catalog.swift"]
        #expect(
            DefinitionsLookup.source(targetFiles: files, folderFiles: files, rootFile: nil)
                == .target([definitions, shipping]))
    }

    @Test func aTargetWithoutFilesOfItsOwnUsesTheRootFile() {
        let swift = "\(Self.folder)/Catalog.swift"
        #expect(
            DefinitionsLookup.source(targetFiles: [swift], folderFiles: [swift], rootFile: Self.root)
                == .root(Self.root))
    }

    @Test func theTargetsOwnFileWinsOverTheRootFile() {
        let file = "\(Self.folder)/kbn-definitions.json"
        let source = DefinitionsLookup.source(targetFiles: [file], folderFiles: [file], rootFile: Self.root)
        #expect(source == .target([file]))
        #expect(!source.files.contains(Self.root))
    }

    /// `exclude: ["kbn-definitions.json"]`, which silences SwiftPM's warning about a file it does not
    /// build, must not hide the target's file, or the root file would be used instead without a word.
    @Test func aFileTheTargetExcludesIsUsedAndTheRootFileIsNot() {
        let excluded = "\(Self.folder)/kbn-definitions.json"
        let swift = "\(Self.folder)/Catalog.swift"
        let source = DefinitionsLookup.source(
            targetFiles: [swift], folderFiles: [swift, excluded], rootFile: Self.root)
        #expect(source == .target([excluded]))
    }

    @Test func aTargetWithNoFileAndNoRootFileHasNone() {
        let swift = "\(Self.folder)/Catalog.swift"
        let source = DefinitionsLookup.source(targetFiles: [swift], folderFiles: [swift], rootFile: nil)
        #expect(source == .none)
        #expect(source.files.isEmpty)
    }

    /// An Xcode target has no folder: its own files are what it lists.
    @Test func aTargetWithoutAFolderIsSearchedByItsFiles() {
        let member = "/project/App/Codes/codes.kbn.json"
        #expect(
            DefinitionsLookup.source(targetFiles: [member], folderFiles: [], rootFile: Self.root) == .target([member]))
    }

    @Test(arguments: [
        ("kbn-definitions.json", true),
        ("x.kbn.json", true),
        ("Orders/shipping.kbn.json", true),
        ("kbn.json", false),
        (".kbn.json", false),
        ("x.kbn.json.bak", false),
        ("my-kbn-definitions.json", false),
        ("kbn-definitions.json/Notes.md", false),
        ("Kbn-Definitions.json", false),
    ])
    func definitionsFilesAreKnownByTheirNames(path: String, isDefinitions: Bool) {
        #expect(DefinitionsLookup.isDefinitionsFile("\(Self.folder)/\(path)") == isDefinitions)
    }
}

@Suite("Definitions finder")
struct DefinitionsFinderTests {
    /// A package folder with a target folder, removed when the test ends.
    private struct PackageFolder {
        let root: URL
        let target: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appending(path: "PluginsSharedTests-\(UUID().uuidString)")
            target = root.appending(path: "Sources/Catalog")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        }

        @discardableResult
        func create(_ relativePath: String, in folder: URL) throws -> String {
            let file = folder.appending(path: relativePath)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: file)
            return DefinitionsFinder.path(of: file)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func filesAtAnyDepthAreFoundAndHiddenOnesAreNot() throws {
        let package = try PackageFolder()
        defer { package.remove() }
        let orders = try package.create("Orders/kbn-definitions.json", in: package.target)
        let shipping = try package.create("Deep/er/shipping.kbn.json", in: package.target)
        try package.create(".hidden/kbn-definitions.json", in: package.target)
        try package.create(".x.kbn.json", in: package.target)
        try package.create("kbn-definitions.json", in: package.root)

        let source = DefinitionsFinder.source(targetFiles: [], folder: package.target, rootFolder: package.root)
        #expect(source == .target([shipping, orders].sorted()))
    }

    /// The build system's spelling of a target file and the folder listing's are one path, so a file
    /// that is both is passed to kbn-gen once.
    @Test func aFileListedTwiceIsUsedOnce() throws {
        let package = try PackageFolder()
        defer { package.remove() }
        let file = try package.create("kbn-definitions.json", in: package.target)
        let folder = URL(filePath: DefinitionsFinder.path(of: package.target) + "/", directoryHint: .isDirectory)

        let source = DefinitionsFinder.source(
            targetFiles: [URL(filePath: file)], folder: folder, rootFolder: package.root)
        #expect(source == .target([file]))
    }

    @Test func theRootFileIsUsedOnlyWhereItExists() throws {
        let package = try PackageFolder()
        defer { package.remove() }
        #expect(DefinitionsFinder.source(targetFiles: [], folder: package.target, rootFolder: package.root) == .none)

        let root = try package.create("kbn-definitions.json", in: package.root)
        #expect(
            DefinitionsFinder.source(targetFiles: [], folder: package.target, rootFolder: package.root) == .root(root))
    }
}
