// Files that name one namespace make one namespace: how the validator and the renderer gather them.

extension Sequence {
    /// The elements grouped by `namespace`, each group in sequence order and the groups in the
    /// order their namespaces first appear, so that output follows the order of the files.
    func groupedByNamespace(_ namespace: (Element) -> String) -> [[Element]] {
        var order: [String] = []
        var groups: [String: [Element]] = [:]
        for element in self {
            let name = namespace(element)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(element)
        }
        return order.map { groups[$0]! }
    }
}
