// The file-system half of the lookup, shared by both plugins: lists a target's folder and looks for
// the root file, then applies DefinitionsLookup. Foundation only, no PackagePlugin, so that
// Tests/PluginsSharedTests runs it on real folders.

import Foundation

/// Finds a target's definitions files on disk.
enum DefinitionsFinder {
    /// The definitions files of one target.
    ///
    /// - Parameters:
    ///   - targetFiles: The files the build system gives the target.
    ///   - folder: The target's folder, listed at any depth so that excluded files count too; nil for
    ///     a target without a folder of its own (an Xcode target).
    ///   - rootFolder: The package's or project's folder, where the root file is.
    static func source(targetFiles: [URL], folder: URL?, rootFolder: URL) -> DefinitionsLookup.Source {
        let rootFile = rootFile(in: rootFolder)
        return DefinitionsLookup.source(
            targetFiles: targetFiles.map(path(of:)),
            folderFiles: folder.map(files(under:)) ?? [],
            rootFile: FileManager.default.fileExists(atPath: rootFile) ? rootFile : nil
        )
    }

    /// The path of the root `kbn-definitions.json` in `rootFolder`, whether it exists or not.
    static func rootFile(in rootFolder: URL) -> String {
        path(of: rootFolder.appending(path: DefinitionsLookup.rootFileName))
    }

    /// The path of every file below `folder`, at any depth, without hidden files and folders, which
    /// SwiftPM skips too.
    ///
    /// Each path is `folder`'s path joined with the file's relative path, so it is spelled as the
    /// build system spells the target's files and each file is found once.
    static func files(under folder: URL) -> [String] {
        let base = path(of: folder)
        guard let entries = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relativePath = entries.nextObject() as? String {
            let isFolder = entries.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if relativePath.split(separator: "/").last?.hasPrefix(".") == true {
                if isFolder { entries.skipDescendants() }
            } else if !isFolder {
                files.append(base + "/" + relativePath)
            }
        }
        return files
    }

    /// The file's path as plugins pass it on: without `.` or `..` and without a trailing `/`.
    static func path(of url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
