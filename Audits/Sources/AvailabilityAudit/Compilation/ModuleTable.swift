// The modules to audit, read from a small table: which folders make each module, which other
// audited modules it imports, and the platforms and versions its code must run on.

import Foundation

/// One module of the project as the audit compiles it.
public struct AuditedModule: Sendable, Equatable {
    /// The name in the table, such as `kbn-gen`.
    public let name: String
    public let sourceDirectories: [URL]
    /// Audited modules it imports; toolchain modules (Foundation, PackagePlugin) need no entry.
    public let dependencies: [String]
    /// The module's own floor, or nil for the project's.
    public let floor: DeploymentFloor?

    public init(name: String, sourceDirectories: [URL], dependencies: [String] = [], floor: DeploymentFloor? = nil) {
        self.name = name
        self.sourceDirectories = sourceDirectories
        self.dependencies = dependencies
        self.floor = floor
    }

    /// The name the compiler knows it by: SwiftPM's rule, `kbn-gen` → `kbn_gen`.
    var moduleName: String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}

/// The rows of a module table, one module a line:
///
///     # module           | sources (relative to the root, comma-separated) | depends on       | floor
///     KbnKit             | Sources/KbnKit                                   |                  |
///     kbn-gen            | Sources/kbn-gen                                  | KbnGeneratorCore |
///     KbnGeneratorPlugin | Plugins/KbnGeneratorPlugin                       |                  | macOS 12
///
/// `#` starts a comment. An empty floor means the project's.
public enum ModuleTable {
    public static func parse(_ text: String, root: URL) throws(ModuleTableError) -> [AuditedModule] {
        var modules: [AuditedModule] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let lineNumber = offset + 1
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard (2...4).contains(cells.count), !cells[0].isEmpty, !cells[1].isEmpty else {
                throw ModuleTableError(line: lineNumber, message: "expected 'module | sources | depends on | floor'")
            }
            let sources = list(cells[1])
            let dependencies = cells.count > 2 ? list(cells[2]) : []
            var floor: DeploymentFloor?
            if cells.count > 3, !cells[3].isEmpty {
                do { floor = try DeploymentFloor(parsing: cells[3]) } catch {
                    throw ModuleTableError(line: lineNumber, message: error.description)
                }
            }
            guard !modules.contains(where: { $0.name == cells[0] }) else {
                throw ModuleTableError(line: lineNumber, message: "module '\(cells[0])' has a row already")
            }
            modules.append(
                AuditedModule(
                    name: cells[0], sourceDirectories: sources.map { root.appendingPathComponent($0) },
                    dependencies: dependencies, floor: floor
                ))
        }
        try checkDependencies(of: modules)
        return modules
    }

    private static func list(_ cell: String) -> [String] {
        cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func checkDependencies(of modules: [AuditedModule]) throws(ModuleTableError) {
        let names = Set(modules.map(\.name))
        for module in modules {
            if let unknown = module.dependencies.first(where: { !names.contains($0) }) {
                throw ModuleTableError(
                    line: nil,
                    message:
                        "module '\(module.name)' depends on '\(unknown)', which has no row; list only audited modules there"
                )
            }
        }
    }
}

public struct ModuleTableError: Error, CustomStringConvertible {
    let line: Int?
    let message: String

    public var description: String {
        "module table\(line.map { " line \($0)" } ?? ""): \(message)"
    }
}
