// Turns a module's symbol graph into the text of its public API, one declaration a line, sorted:
// the form in which API/KbnKit.txt is committed and compared (Scripts/api-check.sh), so that a
// change to what apps can use shows up in review as a plain diff.

import Foundation

/// The parts of a symbol graph file that describe API.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        struct Availability: Decodable {
            struct Version: Decodable {
                let major: Int
                let minor: Int?
                let patch: Int?
            }
            let domain: String?
            let introduced: Version?
            let deprecated: Version?
            let isUnconditionallyDeprecated: Bool?
        }
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]
        let availability: [Availability]?
    }
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }
    let symbols: [Symbol]
    let relationships: [Relationship]
}

extension SymbolGraph.Symbol.Availability {
    /// `@available` as written, such as `macOS 12.3`, or `deprecated`.
    var text: String? {
        if isUnconditionallyDeprecated == true { return "deprecated" }
        guard let domain, let introduced else { return nil }
        let version = [introduced.major, introduced.minor, introduced.patch].compactMap { $0 }.map(String.init)
        return "\(domain) \(version.joined(separator: "."))"
    }
}

@main
struct APIListing {
    static func main() throws {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: api-listing <module.symbols.json>...\n".utf8))
            exit(64)
        }
        var lines: [String] = []
        for path in paths {
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            lines += listing(of: graph)
        }
        print(Set(lines).sorted().joined(separator: "\n"))
    }

    /// Conformances every such type has without declaring them, which a symbol graph lists or not
    /// by the toolchain that made it: from Swift 6.2, `Sendable` refines `SendableMetatype`, which
    /// Swift 6.0 and 6.1 do not have, and a graph may list `Copyable` and `Escapable`, which every
    /// type has unless its declaration suppresses them (`~Copyable`), as its line would show.
    /// Leaving them out keeps the listing the same on every toolchain the package supports.
    private static let impliedConformances: Set<String> = [
        "Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable",
    ]

    /// One line per declaration (`Path.to.member: declaration [availability]`) and per conformance.
    private static func listing(of graph: SymbolGraph) -> [String] {
        let paths = Dictionary(graph.symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) })
        { first, _ in first }
        let declarations = graph.symbols.map { symbol in
            let declaration = symbol.declarationFragments.map(\.spelling).joined()
            let availability = (symbol.availability ?? []).compactMap(\.text)
            let suffix = availability.isEmpty ? "" : " [\(availability.joined(separator: ", "))]"
            return "\(symbol.pathComponents.joined(separator: ".")): \(declaration)\(suffix)"
        }
        let conformances = graph.relationships
            .filter { $0.kind == "conformsTo" || $0.kind == "inheritsFrom" }
            .compactMap { relationship -> String? in
                guard let source = paths[relationship.source] else { return nil }
                let target = paths[relationship.target] ?? relationship.targetFallback ?? relationship.target
                guard !impliedConformances.contains(target) else { return nil }
                return "\(source): \(relationship.kind == "conformsTo" ? "conforms to" : "inherits from") \(target)"
            }
        return declarations + conformances
    }
}
