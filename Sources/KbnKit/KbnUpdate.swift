// An update of what people see of an app's compiled kinds, read from a definitions file that a
// server sends after the app shipped (KbnUpdates reads it): new names, order, deprecations,
// attributes, groups and values the build does not know. It never changes what a compiled code means.

/// Names, order, deprecations, attributes, groups and new values for an app's compiled kinds, as a
/// server sends them after the app shipped.
///
/// A kind's enum is the app's contract: `switch`, `==`, `Set<Kind>` and decoding use the codes and
/// cases the app compiled, and an update changes none of them. What people see comes from the
/// update: read names, order and new values through it, not through the kind's members.
///
/// ```swift
/// import KbnUpdates
///
/// let update = try KbnUpdate(json: downloadedBytes, kinds: Kbn.allKinds)
/// update.logicalName(of: Kbn.PaymentMethod.card)           // the server's name for the card
/// update.logicalName(of: KbnValue<Kbn.PaymentMethod>(code: "00504"))   // a method added after the build
/// ```
///
/// An update is a definitions file, as `kbn-gen make-update` writes it from the app's definitions
/// and the back end's newer master: its `"madeFor"` names the fingerprint of every kind this build
/// compiled, those it gives and the others, so that an update made for another build, such as one
/// cached before the app was updated or one a server sends every build, is refused. It is applied whole or not at all: the module KbnUpdates reads it, with
/// `init(json:kinds:maximumSize:)`, which throws every problem and makes no update when there is
/// one, so the app keeps what it had.
///
/// An update is a value, so a reader sees all of one update or all of another, never a mix. Keep the
/// one in use where the screens read it, such as a property of a main-actor model or SwiftUI's
/// environment (KbnUI's `kbnUpdate(_:)`), and replace it there at once, or store the bytes and apply
/// them at the next launch, so that a screen does not change under a person's finger.
public struct KbnUpdate: Sendable {
    /// The updated kinds, by their type.
    private let kinds: [ObjectIdentifier: KbnKindUpdate]
    /// Tells this update from every other, so that a screen rebuilds what it made of an update
    /// only when it is given another.
    private let identity = KbnUpdateIdentity()
    /// Whether `kinds` is empty, for the inlined reads of an empty update, the usual one.
    @usableFromInline let changesNothing: Bool

    /// An update that changes nothing: every kind as the app compiled it.
    public init() {
        kinds = [:]
        changesNothing = true
    }

    /// An update of the kinds in `kinds`, each checked already (KbnUpdates).
    package init(_ kinds: [ObjectIdentifier: KbnKindUpdate]) {
        self.kinds = kinds
        changesNothing = kinds.isEmpty
    }

    /// The fingerprint of `kind` as this build of the app compiled it: what an update made for this
    /// build gives for the kind in its `"madeFor"`, which has the fingerprint of every compiled kind.
    ///
    /// `kbn-gen make-update` works out the same text from the app's definitions, so a server that
    /// keeps one update per build of the app can pick it by the fingerprints the app sends.
    public static func fingerprint<Kind: KbnType>(of kind: Kind.Type) -> String {
        Kind._kbnTable.fingerprint
    }

    /// Whether `other` is this update, or a copy of it, or both change nothing: what a screen made
    /// of one serves the other.
    package func isIdentical(to other: KbnUpdate) -> Bool {
        identity === other.identity || (changesNothing && other.changesNothing)
    }

    /// Whether the update changes no kind.
    public var isEmpty: Bool { changesNothing }

    /// Whether the update changes `kind`.
    public func updates<Kind: KbnType>(_ kind: Kind.Type) -> Bool {
        update(of: kind) != nil
    }

    // MARK: Reading

    /// `kind` and its values as people see them: as the update gives them, values it adds included,
    /// in its display order; the kind's ``KbnType/kindDescription`` when the update leaves it out.
    public func kindDescription<Kind: KbnType>(of kind: Kind.Type) -> KbnKindDescription {
        update(of: kind)?.description ?? Kind.kindDescription
    }

    /// The attribute columns of `kind` as people see them, without describing its values.
    package func attributes<Kind: KbnType>(of kind: Kind.Type) -> [KbnAttributeDescription] {
        update(of: kind)?.description.attributes ?? Kind._kbnTable.attributes
    }

    /// Every value of `kind` as people see them, in the update's display order: the compiled values
    /// as ``KbnValue/known(_:)`` and those the update adds as ``KbnValue/unknown(_:)``, deprecated
    /// values included.
    public func values<Kind: KbnType>(of kind: Kind.Type) -> [KbnValue<Kind>] {
        guard let update = update(of: kind) else { return Kind.allCases.map { .known($0) } }
        return update.description.values.map { KbnValue(code: $0.code) }
    }

    /// `value` as people see it.
    public func description<Kind: KbnType>(of value: Kind) -> KbnValueDescription {
        guard let update = update(of: Kind.self) else {
            return Kind._kbnTable.valueDescription(ofOrdinal: value.kbnOrdinal)
        }
        return update.description.values[update.positionOfOrdinal[value.kbnOrdinal]]
    }

    /// `value` as people see it: a compiled value, or a code the update adds, with its names,
    /// attributes and deprecation; nil for a code that neither the app nor the update has.
    public func description<Kind: KbnType>(of value: KbnValue<Kind>) -> KbnValueDescription? {
        switch value {
        case .known(let known):
            return description(of: known)
        case .unknown(let code):
            if let known = Kind(code: code) { return description(of: known) }
            return added(Kind.self, code: code).map { $0.update.description.values[$0.position] }
        }
    }

    /// The display name of `kind`: the update's, else the compiled ``KbnType/kindLogicalName``.
    public func kindLogicalName<Kind: KbnType>(of kind: Kind.Type) -> String {
        update(of: kind)?.description.logicalName ?? Kind.kindLogicalName
    }

    /// The display name of `value`: the update's, else the compiled ``KbnType/logicalName``.
    @inlinable public func logicalName<Kind: KbnType>(of value: Kind) -> String {
        // Inlined, so that with no update a label costs what `value.logicalName` costs.
        changesNothing ? value.logicalName : updatedLogicalName(of: value)
    }

    @usableFromInline func updatedLogicalName<Kind: KbnType>(of value: Kind) -> String {
        guard let update = update(of: Kind.self) else { return value.logicalName }
        return update.logicalNameOfOrdinal[value.kbnOrdinal]
    }

    /// The display name of `value`, a compiled value or a code the update adds; nil for a code that
    /// neither the app nor the update has.
    public func logicalName<Kind: KbnType>(of value: KbnValue<Kind>) -> String? {
        // Not through `description(of:)`, which would copy every field of the value's description.
        switch value {
        case .known(let known):
            return logicalName(of: known)
        case .unknown(let code):
            if let known = Kind(code: code) { return logicalName(of: known) }
            return added(Kind.self, code: code).map { $0.update.description.values[$0.position].logicalName }
        }
    }

    /// How the update shows `kind`; nil when it leaves the kind as compiled. An empty update, the
    /// usual one, answers without hashing.
    private func update<Kind: KbnType>(of kind: Kind.Type) -> KbnKindUpdate? {
        changesNothing ? nil : kinds[ObjectIdentifier(kind)]
    }

    /// The updated kind and the position in it of the value that the update adds with `code`, a
    /// current, former or alternate code; nil when the update adds none with it.
    private func added<Kind: KbnType>(_ kind: Kind.Type, code: String) -> (update: KbnKindUpdate, position: Int)? {
        guard let update = update(of: kind), let position = update.positionOfValue(addedWithCode: code) else {
            return nil
        }
        return (update, position)
    }
}

/// An object whose identity is an update's, shared by its copies.
private final class KbnUpdateIdentity: Sendable {}
