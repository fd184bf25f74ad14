// Runs the whole audit on one fixture file, as Scripts/availability-audit.sh runs it on the
// project: the fixture becomes a module of its own in a scratch project, compiled by the
// toolchain on PATH and checked against the project's floor.

import AvailabilityAudit
import Foundation

extension DeploymentFloor {
    static let project = DeploymentFloor([
        .macOS: Version(10, 15), .iOS: Version([13]), .tvOS: Version([13]), .watchOS: Version([6]),
        .visionOS: Version([1]),
    ])
}

/// The toolchain and the library's declarations, loaded once for every test: extracting and
/// reading the symbol graphs takes seconds, compiling a fixture a fraction of one.
struct AuditEnvironment: Sendable {
    let toolchain: Toolchain
    let catalog: LibraryCatalog

    static let shared = Task {
        let toolchain = try await Toolchain.locate()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbn-availability-audit-tests/symbol-graphs")
        let graphs = try await SymbolGraphExtractor(toolchain: toolchain, cacheDirectory: cache).extract()
        return AuditEnvironment(toolchain: toolchain, catalog: try LibraryCatalog(symbolGraphFiles: graphs.files))
    }
}

/// A fixture of `Fixtures/`, audited.
struct AuditedFixture {
    let name: String
    let report: AuditReport

    /// The fixture's path in findings.
    var path: String { "Sources/Fixture/\(name)" }

    init(_ name: String, floor: DeploymentFloor? = nil) async throws {
        let environment = try await AuditEnvironment.shared.value
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbn-availability-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/Fixture")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))

        let module = AuditedModule(name: "Fixture", sourceDirectories: [folder], floor: floor)
        let compiled = try await ModuleCompiler(
            toolchain: environment.toolchain, workDirectory: root.appendingPathComponent(".build"), toolsVersion: nil
        ).compile([module])
        report = try Auditor(
            catalog: environment.catalog, projectFloor: .project, root: root, toolchain: environment.toolchain
        )
        .audit(compiled)
        self.name = name
    }

    /// The lines the fixture marks with `// finding`, where the audit must report something.
    var markedLines: [Int] {
        get throws {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.hasSuffix("// finding") }.map { $0.offset + 1 }
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
