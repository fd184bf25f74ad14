// The parts of the audit that need no compiler: floors, versions, the module table, and the
// search for Swift files that no audited module compiles.

import Foundation
import Testing

@testable import AvailabilityAudit

@Suite("Floors, versions and the module table")
struct ModuleTableTests {
    @Test("Versions compare by number, missing components counting as zero")
    func versions() throws {
        #expect(Version("10.15")! < Version("13")!)
        #expect(Version("13")! == Version("13.0")!)
        #expect(Version("15.4")! > Version("15.3.9")!)
        #expect(Version("13.a") == nil)
        #expect(Version("") == nil)
    }

    @Test("A floor reads as @available writes it, and says which part it could not read")
    func floors() throws {
        let floor = try DeploymentFloor(parsing: "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1")
        #expect(floor == .project)
        #expect(floor.description == "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1")
        #expect(throws: DeploymentFloorError.self) { try DeploymentFloor(parsing: "macOS 10.15, Android 13") }
        #expect(throws: DeploymentFloorError.self) { try DeploymentFloor(parsing: "macOS 10.15, macOS 11") }
    }

    @Test("visionOS versions come from iOS ones as Apple's SDKs map them")
    func visionOSFromIOS() {
        #expect(Platform.visionOSVersion(forIOS: Version(16, 0)) == Version(1, 0))
        #expect(Platform.visionOSVersion(forIOS: Version(17, 4)) == Version(1, 4))
        #expect(Platform.visionOSVersion(forIOS: Version(18, 0)) == Version(2, 0))
        #expect(Platform.visionOSVersion(forIOS: Version(26, 0)) == Version(26, 0))
    }

    @Test("Rows give a module's folders, dependencies and floor")
    func rows() throws {
        let root = URL(fileURLWithPath: "/project")
        let modules = try ModuleTable.parse(
            """
            # module | sources | depends on | floor
            KbnKit   | Sources/KbnKit |  |
            kbn-gen  | Sources/kbn-gen, Generated/kbn-gen | KbnKit | macOS 12   # a comment
            """, root: root)
        #expect(modules.map(\.name) == ["KbnKit", "kbn-gen"])
        #expect(modules[1].sourceDirectories.map(\.path) == ["/project/Sources/kbn-gen", "/project/Generated/kbn-gen"])
        #expect(modules[1].dependencies == ["KbnKit"])
        #expect(modules[1].floor == (try DeploymentFloor(parsing: "macOS 12")))
        #expect(modules[0].floor == nil)
        #expect(modules[1].moduleName == "kbn_gen")
    }

    @Test("A table that names an unknown dependency, repeats a module or misses a column is refused")
    func badTables() {
        let root = URL(fileURLWithPath: "/project")
        #expect(throws: ModuleTableError.self) { try ModuleTable.parse("A | Sources/A | B", root: root) }
        #expect(throws: ModuleTableError.self) { try ModuleTable.parse("A | Sources/A\nA | Sources/B", root: root) }
        #expect(throws: ModuleTableError.self) { try ModuleTable.parse("A", root: root) }
        #expect(throws: ModuleTableError.self) { try ModuleTable.parse("A | Sources/A | | macOS", root: root) }
    }

    @Test("Files are found through folder links, once each, and files outside every module are reported")
    func discovery() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbn-availability-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Plugins/Shared", "Plugins/A", "Plugins/B", "Sources/New/Deep"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Plugins/Shared/Shared.swift", "Plugins/A/A.swift", "Plugins/B/B.swift", "Sources/New/Deep/New.swift",
        ] {
            try Data().write(to: root.appendingPathComponent(file))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Plugins/A/Shared").path, withDestinationPath: "../Shared"
        )
        let a = AuditedModule(name: "A", sourceDirectories: [root.appendingPathComponent("Plugins/A")])
        let b = AuditedModule(name: "B", sourceDirectories: [root.appendingPathComponent("Plugins/B")])

        #expect(
            SourceDiscovery.swiftFiles(in: a.sourceDirectories).map {
                SourceDiscovery.displayPath(of: $0, relativeTo: root)
            }
                == ["Plugins/A/A.swift", "Plugins/Shared/Shared.swift"])
        let outside = SourceDiscovery.filesOutside(
            [a, b], under: [root.appendingPathComponent("Sources"), root.appendingPathComponent("Plugins")])
        #expect(outside.map { SourceDiscovery.displayPath(of: $0, relativeTo: root) } == ["Sources/New/Deep/New.swift"])
    }
}
