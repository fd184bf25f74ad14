// Every declaration of the library modules, by USR, with the availability it has on each platform
// once the availability of the types that contain it is taken into account.

import Foundation

/// The declarations of a set of symbol graph files.
public struct LibraryCatalog: Sendable {
    public let declarations: [String: AnnotatedDeclaration]

    public subscript(usr: String) -> AnnotatedDeclaration? {
        declarations[usr]
    }

    /// Reads symbol graph files (`*.symbols.json`).
    public init(symbolGraphFiles files: [URL]) throws {
        let decoder = JSONDecoder()
        try self.init(graphs: files.map { try decoder.decode(SymbolGraphFile.self, from: Data(contentsOf: $0)) })
    }

    init(graphs: [SymbolGraphFile]) {
        var names: [String: String] = [:]
        var own: [String: DeclarationAvailability] = [:]
        var containers: [String: String] = [:]
        var unconstrained: Set<String> = []
        var defaultImplementations: [String: [String]] = [:]
        for graph in graphs {
            for symbol in graph.symbols {
                let usr = symbol.identifier.precise
                if !symbol.isInConstrainedExtension { unconstrained.insert(usr) }
                names[usr] = names[usr] ?? symbol.pathComponents.joined(separator: ".")
                let availability = DeclarationAvailability(items: symbol.availability ?? [])
                own[usr] = own[usr].map { $0.combined(with: availability) } ?? availability
            }
            for relationship in graph.relationships {
                switch relationship.kind {
                case "memberOf": containers[relationship.source] = relationship.target
                case "defaultImplementationOf":
                    defaultImplementations[relationship.target, default: []].append(relationship.source)
                default: break
                }
            }
        }
        // Graphs usually repeat a type's availability on each member, but not always (a member of
        // an extension may carry only its own); so every declaration also gets its containers'.
        var effective: [String: DeclarationAvailability] = [:]
        func resolve(_ usr: String, depth: Int) -> DeclarationAvailability {
            if let known = effective[usr] { return known }
            var availability = own[usr] ?? DeclarationAvailability()
            // The depth bound only guards against a malformed graph whose memberOf chain loops.
            if let container = containers[usr], depth < 32 {
                availability = availability.combined(with: resolve(container, depth: depth + 1))
            }
            effective[usr] = availability
            return availability
        }
        var declarations: [String: AnnotatedDeclaration] = [:]
        for (usr, name) in names {
            declarations[usr] = AnnotatedDeclaration(
                usr: usr, name: name, availability: resolve(usr, depth: 0),
                defaultImplementations: (defaultImplementations[usr] ?? [])
                    .filter { unconstrained.contains($0) }.map { resolve($0, depth: 0) }
            )
        }
        self.declarations = declarations
    }
}
