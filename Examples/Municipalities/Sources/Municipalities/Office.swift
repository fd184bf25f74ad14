// The app's model of a public office. LocalGov.Municipality is generated at build time by
// KbnGeneratorPlugin from kbn-definitions.json, which `import.sh` imported from the published list.

import KbnKit

/// A public office as a server sends it: its municipality by the 6-digit local government code,
/// or by the 5-digit city ID that the list also gives.
public struct Office: Codable, Hashable, Sendable {
    public var name: String
    public var municipality: LocalGov.Municipality

    public init(name: String, municipality: LocalGov.Municipality) {
        self.name = name
        self.municipality = municipality
    }

    /// The prefecture, from the municipality's attributes.
    public var prefecture: String { municipality.prefecture }
}
