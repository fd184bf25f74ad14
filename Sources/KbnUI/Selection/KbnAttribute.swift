// An attribute of a kind as screens name it: by key path where the kind is known when the app
// compiles, so that a mistyped one does not compile, or by name for kinds known only when it runs.
// Plain Swift, tested on Linux.

import KbnKit

/// An attribute of a kind, which a screen searches or sections by.
///
/// Name an attribute by the key path of its property, which the compiler checks:
///
/// ```swift
/// KbnSelectionList(selection: $municipality, sectioning: .attribute(\.prefecture),
///                  searchAttributes: [KbnAttribute(\.kana)])
/// ```
///
/// Where the kind is known only when the app runs (a generic screen over `any KbnType.Type`), name
/// it by a string, as `KbnKindDescription.attributes` names it: `"kana"`. Either way, an
/// attribute that the kind does not have stops the program with a message that names the
/// attributes it has: a name, or a key path to a property of a type that no attribute has (not a
/// `String`, `Int`, `Double` or `Bool`, optional or not), where the screen or the index is made, on
/// the caller's thread; a key path to a property of an attribute's type that is no attribute of
/// the kind (`\.logicalName`), which only comparing the kind's values finds, when the screen is
/// prepared.
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
    /// A key path's attribute is the one whose values its property reads, every value of the kind
    /// compared: a few milliseconds for 26,704 values, which screens spend off the main thread.
    var name: String? {
        switch reference {
        case .keyPath(let keyPath):
            Self.reader(of: keyPath).flatMap { Kind.attribute(ofType: $0.type, readBy: $0.read)?.name }
        case .name(let name):
            name
        }
    }

    /// The attribute by its name, once a key path's attribute is found, so that later reads
    /// compare nothing; itself for a name, and for a key path that reads no attribute.
    func resolved() -> KbnAttribute {
        name.map(KbnAttribute.init(named:)) ?? self
    }

    /// Whether the attribute may be one of the kind's `columns` (of `type`, when given) as far as
    /// that shows without reading the kind's values: false for a name that none of them has, and
    /// for a key path to a property of a type that no attribute has (or not `type`); true
    /// otherwise, also for a key path of an attribute's type that reads no attribute
    /// (`\.logicalName`), which only comparing values finds.
    ///
    /// A key path is judged by its property's type alone, without `columns`: at a kind's first
    /// use, reading them builds its table, 2 ms on the main thread for 26,704 values.
    func mayBe(among columns: () -> [KbnAttributeDescription], ofType type: KbnAttributeType? = nil) -> Bool {
        switch reference {
        case .keyPath(let keyPath):
            guard let reader = Self.reader(of: keyPath) else { return false }
            return type == nil || reader.type == type
        case .name(let name):
            return columns().contains { $0.name == name && (type == nil || $0.type == type) }
        }
    }

    /// How a message names the attribute: its name, or the key path for one that is no attribute.
    var nameForMessages: String {
        switch reference {
        case .keyPath(let keyPath): name.map { "'\($0)'" } ?? "the key path \(keyPath)"
        case .name(let name): "'\(name)'"
        }
    }

    /// The type of attribute that `keyPath` reads, and how to read it as an attribute's value (nil
    /// for an optional property's nil); nil for a property of any other type, which is no attribute.
    ///
    /// Typed key paths read a property without boxing it in `Any`, which cost finding the
    /// attribute of 26,704 values 5 ms.
    private static func reader(
        of keyPath: PartialKeyPath<Kind>
    ) -> (type: KbnAttributeType, read: (Kind) -> KbnAttributeValue?)? {
        switch keyPath {
        case let path as KeyPath<Kind, String>: (.string, { .string($0[keyPath: path]) })
        case let path as KeyPath<Kind, String?>: (.string, { $0[keyPath: path].map(KbnAttributeValue.string) })
        case let path as KeyPath<Kind, Int>: (.int, { .int($0[keyPath: path]) })
        case let path as KeyPath<Kind, Int?>: (.int, { $0[keyPath: path].map(KbnAttributeValue.int) })
        case let path as KeyPath<Kind, Double>: (.double, { .double($0[keyPath: path]) })
        case let path as KeyPath<Kind, Double?>: (.double, { $0[keyPath: path].map(KbnAttributeValue.double) })
        case let path as KeyPath<Kind, Bool>: (.bool, { .bool($0[keyPath: path]) })
        case let path as KeyPath<Kind, Bool?>: (.bool, { $0[keyPath: path].map(KbnAttributeValue.bool) })
        default: nil
        }
    }
}
