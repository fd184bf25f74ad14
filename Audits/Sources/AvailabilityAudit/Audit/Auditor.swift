// Puts the stages together: for each compiled file, the references from the index and the scopes
// from the AST, and the rule applied to every reference to an annotated declaration, the
// library's or the project's own.

import Foundation

public struct Auditor {
    public let catalog: LibraryCatalog
    public let projectFloor: DeploymentFloor
    /// Paths in findings are relative to this folder.
    public let root: URL
    private let indexStoreLibrary: IndexStoreLibrary

    public init(catalog: LibraryCatalog, projectFloor: DeploymentFloor, root: URL, toolchain: Toolchain) throws {
        self.catalog = catalog
        self.projectFloor = projectFloor
        self.root = root
        indexStoreLibrary = try IndexStoreLibrary(path: toolchain.indexStoreLibrary)
    }

    /// A compiled file with what its AST says.
    private struct ReadFile {
        let module: CompiledModule
        let file: CompiledFile
        let source: SourceText
        let availability: FileAvailability
    }

    public func audit(_ modules: [CompiledModule], missingLibraryModules: [String] = []) throws -> AuditReport {
        // Every file is read first: a module's own `@available` declarations are checked in the
        // modules that import it too.
        let files = try modules.flatMap { module in
            try module.files.map { file in
                let source = try SourceText(contentsOf: file.source)
                return ReadFile(
                    module: module, file: file, source: source,
                    availability: try ASTAvailabilityCollector.facts(
                        inASTDump: Data(contentsOf: file.astDump), source: source)
                )
            }
        }
        let projectDeclarations = Dictionary(
            files.flatMap(\.availability.declarations).map { ($0.usr, $0) }, uniquingKeysWith: { first, _ in first }
        )
        let referencesByModule = try Dictionary(
            uniqueKeysWithValues: modules.map {
                ($0.indexStore, try IndexStore(path: $0.indexStore, library: indexStoreLibrary).referencesByFile())
            })

        var findings: Set<Finding> = []
        var references = 0
        var libraryDeclarations: Set<String> = []
        for read in files {
            let floor = read.module.module.floor ?? projectFloor
            for occurrence in Set(referencesByModule[read.module.indexStore]?[read.file.source.path] ?? []) {
                let libraryDeclaration = catalog[occurrence.usr]
                guard let declaration = libraryDeclaration ?? projectDeclarations[occurrence.usr] else { continue }
                if libraryDeclaration != nil {
                    references += 1
                    libraryDeclarations.insert(occurrence.usr)
                }
                let offset = read.source.offset(line: occurrence.line, column: occurrence.column)
                let guarantees = read.availability.scopes.filter { $0.contains(offset) }
                    .reduce(into: [Platform: PlatformGuarantee]()) { $0 = $0.narrowed(by: $1.guarantees) }
                let unmet = AvailabilityRule.unmetPlatforms(of: declaration, floor: floor, guarantees: guarantees)
                guard !unmet.isEmpty else { continue }
                // A file that several modules share (plugins link to common sources) is reported once.
                findings.insert(
                    Finding(
                        path: SourceDiscovery.displayPath(of: read.file.source, relativeTo: root),
                        line: occurrence.line, column: occurrence.column,
                        declaration: declaration, unmet: unmet, floor: floor, isImplicit: occurrence.isImplicit
                    ))
            }
        }
        return AuditReport(
            findings: findings.sorted(), fileCount: files.count,
            referenceCount: references, declarationCount: libraryDeclarations.count, floor: projectFloor,
            missingLibraryModules: missingLibraryModules
        )
    }
}
