// What a declaration's annotations say about each Apple platform.

/// A declaration's status on one platform.
public enum PlatformStatus: Equatable, Sendable {
    /// Available from this version on.
    case introduced(Version)
    /// Not available in any version (`@available(iOS, unavailable)`).
    case unavailable

    /// The stricter of two statuses: what holds for a member whose own annotation says one and
    /// whose containing type says the other.
    func combined(with other: PlatformStatus) -> PlatformStatus {
        switch (self, other) {
        case (.unavailable, _), (_, .unavailable): .unavailable
        case let (.introduced(mine), .introduced(theirs)): .introduced(max(mine, theirs))
        }
    }
}

/// A declaration's status on each platform it is annotated for; a platform it does not name has
/// had the declaration for as long as the platform has had Swift.
public struct DeclarationAvailability: Equatable, Sendable {
    public private(set) var statuses: [Platform: PlatformStatus]

    public init(_ statuses: [Platform: PlatformStatus] = [:]) {
        self.statuses = statuses
    }

    /// The annotations of a symbol graph entry. A visionOS status without a visionOS annotation
    /// comes from the iOS one, as the compiler derives it.
    init(items: [SymbolGraphFile.AvailabilityItem]) {
        var statuses: [Platform: PlatformStatus] = [:]
        for item in items {
            guard let platform = item.domain.flatMap(Platform.init(domain:)) else { continue }
            let status: PlatformStatus? =
                if item.isUnconditionallyUnavailable == true { .unavailable } else {
                    item.introduced.map { .introduced($0.version) }
                }
            if let status {
                statuses[platform] = statuses[platform].map { $0.combined(with: status) } ?? status
            }
        }
        if statuses[.visionOS] == nil, let iOS = statuses[.iOS] {
            statuses[.visionOS] =
                switch iOS {
                case .unavailable: .unavailable
                case let .introduced(version): .introduced(Platform.visionOSVersion(forIOS: version))
                }
        }
        self.init(statuses)
    }

    /// The availability of a member given its own and that of the type or extension it belongs to.
    func combined(with container: DeclarationAvailability) -> DeclarationAvailability {
        DeclarationAvailability(statuses.merging(container.statuses) { $0.combined(with: $1) })
    }
}

/// A declaration with the availability its annotations give it: one of the library's, from its
/// symbol graph, or one of the project's own, from its `@available` attributes.
public struct AnnotatedDeclaration: Sendable {
    /// The USR, as symbol graphs (`precise`), AST dumps and the compiler's index all spell it.
    public let usr: String
    /// The path a reader knows it by, such as `URL.init(filePath:directoryHint:relativeTo:)`.
    public let name: String
    public let availability: DeclarationAvailability
    /// For a protocol requirement: the availability of each default implementation that applies
    /// to every conforming type (one from an extension without a `where` clause).
    public let defaultImplementations: [DeclarationAvailability]
}
