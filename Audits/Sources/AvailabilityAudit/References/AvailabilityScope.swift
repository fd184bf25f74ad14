// A stretch of source code under `#available`, `#unavailable` or `@available`, and what the code
// there may assume about each platform.

/// What code may assume about the platform it runs on.
enum PlatformGuarantee: Equatable, Sendable {
    /// It runs on this version or a newer one.
    case atLeast(Version)
    /// It never runs there: it is marked unavailable on the platform.
    case never

    /// What holds inside both of two nested scopes.
    func narrowed(by other: PlatformGuarantee) -> PlatformGuarantee {
        switch (self, other) {
        case (.never, _), (_, .never): .never
        case let (.atLeast(mine), .atLeast(theirs)): .atLeast(max(mine, theirs))
        }
    }
}

/// Byte offsets `start...end` of one file and the guarantees the checks there give.
struct AvailabilityScope: Sendable {
    let start: Int
    let end: Int
    let guarantees: [Platform: PlatformGuarantee]

    func contains(_ offset: Int) -> Bool {
        start <= offset && offset <= end
    }
}

extension [Platform: PlatformGuarantee] {
    func narrowed(by other: Self) -> Self {
        merging(other) { $0.narrowed(by: $1) }
    }
}
