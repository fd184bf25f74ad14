// An update of what people see of an app's compiled kinds, read from a definitions file that a
// server sends after the app shipped: new names, order, deprecations, attributes, groups and values
// the build does not know. It never changes what a compiled code means.

internal import KbnGeneratorCore

/// Names, order, deprecations, attributes, groups and new values for an app's compiled kinds, as a
/// server sends them after the app shipped.
///
/// A kind's enum is the app's contract: `switch`, `==`, `Set<Kind>` and decoding use the codes and
/// cases the app compiled, and an update changes none of them. What people see comes from the
/// update: read names, order and new values through it, not through the kind's members.
///
/// ```swift
/// let update = try KbnUpdate(json: downloadedBytes, kinds: Kbn.allKinds)
/// update.logicalName(of: Kbn.PaymentMethod.card)           // the server's name for the card
/// update.logicalName(of: KbnValue<Kbn.PaymentMethod>(code: "00504"))   // a method added after the build
/// ```
///
/// An update is a definitions file, as `kbn-gen make-update` writes it from the app's definitions
/// and the back end's newer master: its `"madeFor"` names the fingerprint of each kind as this build
/// compiled it, so that an update made for another build, such as one cached before the app was
/// updated, is refused. It is applied whole or not at all: ``init(json:kinds:maximumSize:)`` throws
/// every problem and makes no update when there is one, so the app keeps what it had.
///
/// An update is a value, so a reader sees all of one update or all of another, never a mix. Keep the
/// one in use where the screens read it, such as a property of a main-actor model or SwiftUI's
/// environment (KbnUI's `kbnUpdate(_:)`), and replace it there at once, or store the bytes and apply
/// them at the next launch, so that a screen does not change under a person's finger.
public struct KbnUpdate: Sendable {
    /// The updated kinds, by their type.
    private let kinds: [ObjectIdentifier: KbnKindUpdate]

    /// The largest update that ``init(json:kinds:maximumSize:)`` reads unless told otherwise: 32 MiB,
    /// several times an update of the 26,704 values of Japan's standard disease master.
    public static let defaultMaximumSize = 32 << 20

    /// An update that changes nothing: every kind as the app compiled it.
    public init() {
        kinds = [:]
    }

    /// Reads an update and checks it against the kinds an app compiled.
    ///
    /// Every problem is reported, each at its line and column and naming its kind and code; with any
    /// problem, no update is made. An update may give any compiled kind of `kinds` new names, a new
    /// order, deprecations, attribute values, groups and values the build does not know. It is
    /// refused when it:
    /// - was made for another build of the app (its `"madeFor"` fingerprints);
    /// - names a kind, or a namespace, that the app did not compile;
    /// - changes a kind's prefix, or lacks a compiled value or attribute, or gives an attribute
    ///   another type;
    /// - gives a compiled code, current, former or alternate, to another value.
    ///
    /// Kinds the update leaves out stay as compiled.
    ///
    /// - Parameters:
    ///   - json: The update's bytes: a definitions file in UTF-8 with `"madeFor"`.
    ///   - kinds: The kinds of the namespace the update is for, such as `Kbn.allKinds`.
    ///   - maximumSize: The most bytes to read; a larger update is refused before it is parsed.
    ///     Arrays and objects may nest 16 levels deep, which is more than the format uses.
    /// - Throws: ``KbnUpdateError`` with every problem.
    public init(
        json: some Collection<UInt8>, kinds: [any KbnType.Type], maximumSize: Int = KbnUpdate.defaultMaximumSize
    ) throws(KbnUpdateError) {
        guard json.count <= maximumSize else {
            throw KbnUpdateError([
                .init(
                    message:
                        "the update is \(json.count) bytes, more than the \(maximumSize) bytes this app reads (maximumSize)",
                    line: nil, column: nil, isNote: false)
            ])
        }
        let compiled = kinds.map { KbnUpdate.compiledKind(of: $0) }
        let namespace = CompiledNamespace(name: KbnUpdate.namespace(of: kinds), kinds: compiled)
        let checked: CheckedUpdate
        do {
            checked = try UpdateChecker.check(SourceFile(name: "update", bytes: Array(json)), against: namespace)
        } catch {
            throw KbnUpdateError(error.diagnostics.map(KbnUpdateError.Problem.init))
        }
        var updates: [ObjectIdentifier: KbnKindUpdate] = [:]
        for kind in checked.kinds {
            let type = kinds[kind.compiledIndex]
            updates[ObjectIdentifier(type)] = KbnUpdate.kindUpdate(of: type, from: kind)
        }
        self.kinds = updates
    }

    /// The fingerprint of `kind` as this build of the app compiled it: what an update made for this
    /// build gives for the kind in its `"madeFor"`.
    ///
    /// `kbn-gen make-update` works out the same text from the app's definitions, so a server that
    /// keeps one update per build of the app can pick it by the fingerprints the app sends.
    public static func fingerprint<Kind: KbnType>(of kind: Kind.Type) -> String {
        Kind._kbnTable.fingerprint
    }

    /// Whether the update changes no kind.
    public var isEmpty: Bool { kinds.isEmpty }

    /// Whether the update changes `kind`.
    public func updates<Kind: KbnType>(_ kind: Kind.Type) -> Bool {
        kinds[ObjectIdentifier(kind)] != nil
    }

    // MARK: Reading

    /// `kind` and its values as people see them: as the update gives them, values it adds included,
    /// in its display order; the kind's ``KbnType/kindDescription`` when the update leaves it out.
    public func kindDescription<Kind: KbnType>(of kind: Kind.Type) -> KbnKindDescription {
        kinds[ObjectIdentifier(kind)]?.description ?? Kind.kindDescription
    }

    /// Every value of `kind` as people see them, in the update's display order: the compiled values
    /// as ``KbnValue/known(_:)`` and those the update adds as ``KbnValue/unknown(_:)``, deprecated
    /// values included.
    public func values<Kind: KbnType>(of kind: Kind.Type) -> [KbnValue<Kind>] {
        guard let update = kinds[ObjectIdentifier(kind)] else { return Kind.allCases.map { .known($0) } }
        return update.description.values.map { KbnValue(code: $0.code) }
    }

    /// `value` as people see it.
    public func description<Kind: KbnType>(of value: Kind) -> KbnValueDescription {
        guard let update = kinds[ObjectIdentifier(Kind.self)] else {
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
            guard let update = kinds[ObjectIdentifier(Kind.self)], let position = update.positionOfAddedCode[code]
            else {
                return nil
            }
            return update.description.values[position]
        }
    }

    /// The display name of `value`: the update's, else the compiled ``KbnType/logicalName``.
    public func logicalName<Kind: KbnType>(of value: Kind) -> String {
        guard let update = kinds[ObjectIdentifier(Kind.self)] else { return value.logicalName }
        return update.description.values[update.positionOfOrdinal[value.kbnOrdinal]].logicalName
    }

    /// The display name of `value`, a compiled value or a code the update adds; nil for a code that
    /// neither the app nor the update has.
    public func logicalName<Kind: KbnType>(of value: KbnValue<Kind>) -> String? {
        description(of: value)?.logicalName
    }

    // MARK: Making

    /// `kind` as the app compiled it, opened from its existential.
    private static func compiledKind<Kind: KbnType>(of kind: Kind.Type) -> CompiledKind {
        Kind._kbnTable.compiledKind
    }

    private static func kindUpdate<Kind: KbnType>(of kind: Kind.Type, from update: UpdatedKind) -> KbnKindUpdate {
        KbnKindUpdate(update, table: Kind._kbnTable)
    }

    /// The namespace the generated `kinds` are declared in: `Kbn` of `MyApp.Kbn.Gender`.
    private static func namespace(of kinds: [any KbnType.Type]) -> String {
        let namespaces = Set(
            kinds.map { kind in
                String(reflecting: kind).split(separator: ".").dropLast().last.map(String.init) ?? ""
            })
        precondition(
            namespaces.count <= 1,
            "KbnUpdate: the kinds come from several namespaces (\(namespaces.sorted().joined(separator: ", "))); an update is for the kinds of one, such as Kbn.allKinds"
        )
        return namespaces.first ?? ""
    }
}
