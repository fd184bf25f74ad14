// The Apple platforms the audit checks, with the names `@available`, `#available` and symbol graphs
// use for them.

/// An Apple platform that a deployment floor can name.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case macOS, iOS, tvOS, watchOS, visionOS

    /// The platform an availability domain names (`"macOS"`, `"iOS"`, …), or nil for any other
    /// domain: `*`, `Swift`, `SwiftPM`, Linux-family platforms, app extensions, Mac Catalyst.
    public init?(domain: String) {
        self.init(rawValue: domain)
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The version a visionOS declaration without a visionOS annotation of its own gets from an iOS
    /// one, as the compiler derives it through the SDK's iOS-to-visionOS version map: iOS 17 is
    /// visionOS 1, iOS 18 is visionOS 2, iOS 26 is visionOS 26, and anything older than iOS 17
    /// is visionOS 1.0, the first release.
    static func visionOSVersion(forIOS version: Version) -> Version {
        switch version.major {
        case ..<17: Version(1, 0)
        case 17..<26: Version([version.major - 16] + version.components.dropFirst())
        default: version
        }
    }
}
