// An attribute of a kind as screens name it: by key path where the kind is known when the app
// compiles, so that a mistyped one does not compile, or by name for kinds known only when it runs.
// Plain Swift, tested on Linux.

import KbnKit

/// An attribute of a kind, which a screen searches or sections by.
///
/// Name an attribute by its key path, which the compiler checks:
///
/// ```swift
/// KbnSelectionList(selection: $municipality, sectioning: .attribute(\.prefecture),
///                  searchAttributes: [KbnAttribute(\.kana)])
/// ```
///
/// Where the kind is known only when the app runs (a generic screen over `any KbnType.Type`), name
/// it by a string, as `KbnKindDescription.attributes` names it: `"kana"`. Either way, an
/// attribute that the kind does not have stops the program with a message that names the
/// attributes it has, when the screen is prepared.
public struct KbnAttribute<Kind: KbnType>: Hashable, Sendable, ExpressibleByStringLiteral {
    private enum Reference: Hashable, Sendable {
        case keyPath(PartialKeyPath<Kind> & Sendable)
        case name(String)
    }

    private let reference: Reference

    /// The attribute whose property `keyPath` reads, such as `\.kana`.
    public init<Value>(_ keyPath: KeyPath<Kind, Value> & Sendable) {
        reference = .keyPath(keyPath)
    }

    /// The attribute named `name` in the definitions file, such as `"kana"`.
    public init(named name: String) {
        reference = .name(name)
    }

    /// The attribute named by a string literal, such as `"kana"`.
    public init(stringLiteral name: String) {
        self.init(named: name)
    }

    /// The attribute's name in the definitions file; nil for a key path to a property that is no
    /// attribute, such as `\.logicalName`.
    ///
    /// A key path is looked up in the kind's table: call it off the main thread for a large kind
    /// that may not have been used yet.
    var name: String? {
        switch reference {
        case .keyPath(let keyPath): Kind.attribute(for: keyPath)?.name
        case .name(let name): name
        }
    }

    /// How a message names the attribute: its name, or the key path's for one that is no attribute.
    var nameForMessages: String {
        switch reference {
        case .keyPath(let keyPath): name.map { "'\($0)'" } ?? "the key path \(keyPath)"
        case .name(let name): "'\(name)'"
        }
    }
}
