// The part of a symbol graph file (`swift-symbolgraph-extract` output) that carries availability:
// each symbol's precise identifier (the USR the compiler's index also uses), its path for messages,
// its availability annotations, which symbol each one is a member of, and which protocol
// requirements each one implements by default.

/// One `*.symbols.json` file, decoded only as far as the audit needs.
struct SymbolGraphFile: Decodable {
    let symbols: [Symbol]
    let relationships: [Relationship]

    struct Symbol: Decodable {
        let identifier: Identifier
        let pathComponents: [String]
        let availability: [AvailabilityItem]?
        /// Set for members of extensions; `constraints` holds the extension's `where` clause.
        let swiftExtension: SwiftExtension?

        struct Identifier: Decodable {
            let precise: String
        }

        struct SwiftExtension: Decodable {
            let constraints: [Constraint]?

            /// One requirement of a `where` clause; only whether there are any matters here.
            struct Constraint: Decodable {}
        }

        var isInConstrainedExtension: Bool {
            !(swiftExtension?.constraints?.isEmpty ?? true)
        }
    }

    /// One entry of a symbol's `availability`: an `@available` attribute for one domain.
    struct AvailabilityItem: Decodable {
        let domain: String?
        let introduced: GraphVersion?
        let isUnconditionallyUnavailable: Bool?
    }

    struct GraphVersion: Decodable {
        let major: Int
        let minor: Int?
        let patch: Int?

        var version: Version {
            Version([major] + [minor, patch].prefix(while: { $0 != nil }).map { $0! })
        }
    }

    /// `memberOf` (source is a member of target) or `defaultImplementationOf` (source is a
    /// protocol extension member that implements the requirement target); other kinds are unused.
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }
}
