// One use of a declaration that code at the deployment floor cannot make, and how the audit
// words it: as a compiler error, so editors and CI logs link to the line.

/// A reference to a declaration that some platform of the floor does not have at that point.
public struct Finding: Sendable, Comparable, Hashable {
    /// The file, relative to the audited project's root.
    public let path: String
    public let line: Int
    public let column: Int
    public let declaration: AnnotatedDeclaration
    /// The platforms where the code at this point can run without the declaration, and its status there.
    public let unmet: [Platform: PlatformStatus]
    public let floor: DeploymentFloor
    public let isImplicit: Bool

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.declaration.name) < (rhs.path, rhs.line, rhs.column, rhs.declaration.name)
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.diagnostic == rhs.diagnostic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(diagnostic)
    }

    /// `path:line:column: error: …`, the form compilers use.
    public var diagnostic: String {
        "\(path):\(line):\(column): error: \(message)"
    }

    public var message: String {
        let newer = unmet.keys.sorted().compactMap { platform -> String? in
            guard case let .introduced(version) = unmet[platform] else { return nil }
            return "\(platform) \(version)"
        }
        let missing = unmet.keys.sorted().filter { unmet[$0] == .unavailable }.map(\.rawValue)

        var facts: [String] = []
        if !newer.isEmpty { facts.append("only available on \(newer.joined(separator: " / ")) and newer") }
        if !missing.isEmpty { facts.append("unavailable on \(list(missing))") }
        var text = "'\(declaration.name)' is \(facts.joined(separator: ", and "))"
        let covered = constrainedPlatforms.filter { unmet[$0] == nil }
        if !covered.isEmpty {
            text += ", and the checks around this use cover only \(list(covered.map(\.rawValue)))"
        }
        if isImplicit { text += " (the compiler calls it here for the code as written)" }
        text += "; the deployment floor is \(floor)"

        var advice: [String] = []
        if !newer.isEmpty {
            // The whole set the declaration needs, not only the unmet part: a check that names
            // fewer platforms leaves the others at the floor again.
            let needed = requiredVersions.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            advice.append(
                "use it under `if #available(\(needed), *)` or in a declaration marked `@available(\(needed), *)`")
        }
        if !missing.isEmpty {
            advice.append(
                "keep it out of code built for \(list(missing)), in a declaration marked "
                    + list(missing.map { "`@available(\($0), unavailable)`" })
                    + " or in an `#if os(…)` branch for the other platforms"
            )
        }
        return text + "; " + advice.joined(separator: "; ")
    }

    /// The floor's platforms on which the declaration is newer than the floor or missing.
    private var constrainedPlatforms: [Platform] {
        floor.platforms.filter { platform in
            switch declaration.availability.statuses[platform] {
            case .unavailable: true
            case let .introduced(version): version > floor.versions[platform]!
            case nil: false
            }
        }
    }

    /// Each floor platform on which the declaration is newer than the floor, with its version.
    private var requiredVersions: [(Platform, Version)] {
        floor.platforms.compactMap { platform in
            guard case let .introduced(version) = declaration.availability.statuses[platform],
                version > floor.versions[platform]!
            else { return nil }
            return (platform, version)
        }
    }

    private func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
