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
/// attributes it has, when the screen is prepared.
public struct KbnAttribute<Kind: KbnType>: Hashable, Sendable, ExpressibleByStringLiteral {
    private enum Reference: Hashable, Sendable {
        /// A key path, and the type of attribute its values can be; nil for a property of
        /// another type, which is no attribute.
        case keyPath(PartialKeyPath<Kind> & Sendable, KbnAttributeType?)
        case name(String)
    }

    private let reference: Reference

    /// The attribute whose property `keyPath` reads, such as `\.kana`.
    public init<Value>(_ keyPath: KeyPath<Kind, Value> & Sendable) {
        reference = .keyPath(keyPath, Self.attributeType(of: Value.self))
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
        case .keyPath(let keyPath, let type?):
            Kind.attribute(ofType: type) { Self.attributeValue(of: $0[keyPath: keyPath], type: type) }?.name
        case .keyPath(_, nil):
            nil
        case .name(let name):
            name
        }
    }

    /// The attribute by its name, once a key path's attribute is found, so that later reads
    /// compare nothing; itself for a name, and for a key path that reads no attribute.
    func resolved() -> KbnAttribute {
        name.map(KbnAttribute.init(named:)) ?? self
    }

    /// How a message names the attribute: its name, or the key path for one that is no attribute.
    var nameForMessages: String {
        switch reference {
        case .keyPath(let keyPath, _): name.map { "'\($0)'" } ?? "the key path \(keyPath)"
        case .name(let name): "'\(name)'"
        }
    }

    /// The type of attribute whose property has values of `type`, optional or not.
    private static func attributeType(of type: Any.Type) -> KbnAttributeType? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self), ObjectIdentifier(String?.self): .string
        case ObjectIdentifier(Int.self), ObjectIdentifier(Int?.self): .int
        case ObjectIdentifier(Double.self), ObjectIdentifier(Double?.self): .double
        case ObjectIdentifier(Bool.self), ObjectIdentifier(Bool?.self): .bool
        default: nil
        }
    }

    /// A property's value as an attribute's value of `type`; nil for an optional property's nil.
    private static func attributeValue(of value: Any, type: KbnAttributeType) -> KbnAttributeValue? {
        switch type {
        case .string: (value as? String).map(KbnAttributeValue.string)
        case .int: (value as? Int).map(KbnAttributeValue.int)
        case .double: (value as? Double).map(KbnAttributeValue.double)
        case .bool: (value as? Bool).map(KbnAttributeValue.bool)
        }
    }
}
