// An attribute of a kind as screens name it: by key path, which the compiler checks, so that a
// mistyped attribute does not build. Plain Swift, tested on Linux.

import KbnKit

/// A property of a kind that a screen searches or sections by, named by its key path.
///
/// A key path to one of the kind's attributes reads the attribute as the list's update gives it,
/// values the update adds included; a key path to any other property (`\.logicalName`) reads the
/// property of the compiled values. Neither is a mistake that stops the program.
struct KbnAttribute<Kind: KbnType>: Sendable {
    let keyPath: PartialKeyPath<Kind> & Sendable

    /// The column of `description` whose values the key path reads, when it reads one of the
    /// kind's attributes; nil otherwise.
    ///
    /// - Complexity: O(*n*) for the kind's *n* values, which are compared with the column: a few
    ///   milliseconds for 26,704 values, spent where the list is prepared, off the main thread.
    func column(in description: KbnKindDescription) -> Int? {
        guard let reader = Self.reader(of: keyPath),
            let name = Kind.attribute(ofType: reader.type, readBy: reader.read)?.name
        else { return nil }
        return description.attributes.firstIndex { $0.name == name }
    }

    /// The property of `value` as text; nil for an optional property's nil, and for a property
    /// whose type is no attribute's (not a `String`, `Int`, `Double` or `Bool`).
    func text(of value: Kind) -> String? {
        Self.reader(of: keyPath)?.read(value)?.description
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

    /// How to read the property of the values at each position of `entries`, which describe
    /// `choices` as the kind `description` does: the attribute's column where the key path reads
    /// one, the update's values included, else the property of the compiled values.
    func texts(
        in description: KbnKindDescription, entries: [KbnValueDescription], choices: [KbnValue<Kind>]
    ) -> (Int) -> String? {
        if let column = column(in: description) {
            return { entries[$0].attributes[column]?.description }
        }
        return { position in
            guard case .known(let value) = choices[position] else { return nil }
            return text(of: value)
        }
    }
}
