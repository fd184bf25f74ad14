// What one run of the audit found, and the line it prints when it found nothing.

/// The findings of a run and how much it looked at.
public struct AuditReport: Sendable {
    public let findings: [Finding]
    public let fileCount: Int
    /// Uses of library declarations, explicit and implicit, each place once.
    public let referenceCount: Int
    public let declarationCount: Int
    public let floor: DeploymentFloor
    /// Library modules the toolchain had no symbol graph for, so their declarations went unchecked.
    public let missingLibraryModules: [String]

    public var passed: Bool { findings.isEmpty }

    public var summary: String {
        let counts =
            "\(fileCount) files, \(referenceCount) references to \(declarationCount) standard-library, Foundation and PackagePlugin declarations"
        return passed
            ? "availability audit passed: \(counts), all available at the deployment floor (\(floor)) or under matching checks"
            : "availability audit failed: \(findings.count) uses of declarations that the deployment floor (\(floor)) does not have, in \(Set(findings.map(\.path)).count) files; audited \(counts)"
    }
}
