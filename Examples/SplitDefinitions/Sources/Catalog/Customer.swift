// Catalog's own code beside its generated kinds: Kbn.Gender comes from People/kbn-definitions.json.

/// A customer as the server sends it.
public struct Customer: Codable, Hashable, Sendable {
    public var name: String
    public var gender: Kbn.Gender

    public init(name: String, gender: Kbn.Gender) {
        self.name = name
        self.gender = gender
    }
}
