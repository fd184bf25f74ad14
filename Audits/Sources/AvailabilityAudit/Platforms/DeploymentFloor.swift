// The oldest OS version of each platform that the audited code must run on.

import Foundation

/// The platforms a module is built for and the oldest version of each; a platform the floor does
/// not list is not checked (a package plugin, for instance, runs only on the developer's Mac).
public struct DeploymentFloor: Sendable, Equatable, CustomStringConvertible {
    public let versions: [Platform: Version]

    public init(_ versions: [Platform: Version]) {
        self.versions = versions
    }

    /// Parses the form `@available` uses, without the `*`: "macOS 10.15, iOS 13, visionOS 1".
    public init(parsing text: String) throws(DeploymentFloorError) {
        var versions: [Platform: Version] = [:]
        for entry in text.split(separator: ",") {
            let words = entry.split(whereSeparator: \.isWhitespace)
            guard words.count == 2, let platform = Platform(domain: String(words[0])),
                let version = Version(words[1])
            else { throw DeploymentFloorError(text: text, entry: entry.trimmingCharacters(in: .whitespaces)) }
            guard versions.updateValue(version, forKey: platform) == nil else {
                throw DeploymentFloorError(text: text, entry: entry.trimmingCharacters(in: .whitespaces))
            }
        }
        guard !versions.isEmpty else { throw DeploymentFloorError(text: text, entry: "") }
        self.init(versions)
    }

    /// The platforms in the usual order: macOS, iOS, tvOS, watchOS, visionOS.
    public var platforms: [Platform] {
        versions.keys.sorted()
    }

    public var description: String {
        platforms.map { "\($0) \(versions[$0]!)" }.joined(separator: ", ")
    }
}

public struct DeploymentFloorError: Error, CustomStringConvertible {
    let text: String
    let entry: String

    public var description: String {
        """
        cannot read the deployment floor "\(text)"\(entry.isEmpty ? "" : " at \"\(entry)\""): \
        write platforms and versions as @available does, such as "macOS 10.15, iOS 13"
        """
    }
}
