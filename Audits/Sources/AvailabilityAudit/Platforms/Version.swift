// An operating-system version as availability annotations write it: 10.15, 13, 15.4, 13.1.2.

/// A dotted version; missing trailing components count as zero, so 13 == 13.0.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The numbers as written, at least one.
    public let components: [Int]

    public init(_ components: [Int]) {
        precondition(!components.isEmpty, "a version has at least a major number")
        self.components = components
    }

    public init(_ major: Int, _ minor: Int) {
        self.init([major, minor])
    }

    /// Parses "13", "10.15" or "13.1.2"; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.init(parts.map { $0! })
    }

    public var major: Int { components[0] }

    public var description: String {
        components.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = lhs.component(at: index)
            let right = rhs.component(at: index)
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    private func component(at index: Int) -> Int {
        index < components.count ? components[index] : 0
    }
}
