// Finds a module's Swift files by walking its folders, so files added later are audited without
// anyone listing them.

import Foundation

public enum SourceDiscovery {
    /// Every `.swift` file under `directories`, following symbolic links (plugin folders link to
    /// shared sources), each file once and by its real path, in a stable order.
    static func swiftFiles(in directories: [URL]) -> [URL] {
        var files: Set<String> = []
        var visited: Set<String> = []
        func walk(_ directory: URL) {
            // A link back to a folder already walked would otherwise be followed forever.
            guard visited.insert(directory.resolvingSymlinksInPath().path).inserted else { return }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let url = directory.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    walk(url)
                } else if entry.hasSuffix(".swift") {
                    files.insert(url.resolvingSymlinksInPath().path)
                }
            }
        }
        directories.forEach(walk)
        return files.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The Swift files under `folders` that no module in `modules` compiles: a module someone added
    /// without a row in the module table, which the audit would otherwise pass over in silence.
    public static func filesOutside(_ modules: [AuditedModule], under folders: [URL]) -> [URL] {
        let audited = Set(swiftFiles(in: modules.flatMap(\.sourceDirectories)))
        return swiftFiles(in: folders).filter { !audited.contains($0) }
    }

    /// `file` relative to `root` (both by real path), as diagnostics show it; absolute when outside.
    public static func displayPath(of file: URL, relativeTo root: URL) -> String {
        let path = file.resolvingSymlinksInPath().path
        let rootPath = root.resolvingSymlinksInPath().path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
