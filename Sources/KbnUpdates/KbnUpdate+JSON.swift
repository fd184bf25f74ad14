// Reading an update's bytes: the generator's own reader, decoder and validator, then the update check
// that kbn-gen runs on a back end, against what this build compiled. A module of its own so that an
// app that applies no update compiles none of the generator.

internal import KbnGeneratorCore
@_exported import KbnKit

extension KbnUpdate {
    /// The largest update that ``init(json:kinds:maximumSize:)`` reads unless told otherwise: 32 MiB,
    /// several times an update of the 26,704 values of Japan's standard disease master.
    public static let defaultMaximumSize = 32 << 20

    /// Reads an update and checks it against the kinds an app compiled.
    ///
    /// Every problem is reported, each at its line and column and naming its kind and code; with any
    /// problem, no update is made, so the app keeps what it had. An update may give any compiled
    /// kind of `kinds` new names, a new order, deprecations, attribute values, groups and values the
    /// build does not know. It is refused when it:
    /// - was made for another build of the app: its `"madeFor"` does not give the fingerprint of
    ///   every kind of `kinds`, as this build compiled it, and of no other kind (an update that
    ///   gives no kind included);
    /// - names a kind, or a namespace, that the app did not compile;
    /// - changes a kind's prefix, lacks a compiled value or attribute, or gives an attribute
    ///   another type;
    /// - gives a compiled code, current, former or alternate, to another value;
    /// - is not a valid definitions file, which a build would refuse too.
    ///
    /// Kinds the update leaves out stay as compiled.
    ///
    /// ```swift
    /// do {
    ///     model.update = try KbnUpdate(json: downloadedBytes, kinds: Kbn.allKinds)
    /// } catch {
    ///     log.error("master update refused:\n\(error)")   // the model keeps what it had
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - json: The update's bytes: a definitions file in UTF-8 with `"madeFor"`.
    ///   - kinds: Every kind of the namespace the update is for, `Kbn.allKinds`: the update's
    ///     `"madeFor"` names each kind the build compiled, so an update is refused for a list that
    ///     leaves one out.
    ///   - maximumSize: The most bytes to read; a larger update is refused before it is parsed.
    ///     Arrays and objects may nest 16 levels deep, which is more than the format uses.
    /// - Throws: ``KbnKit/KbnUpdateError`` with every problem.
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
        let namespace = CompiledNamespace(name: Self.namespace(of: kinds), kinds: kinds.map { $0.kbnCompiledKind })
        let checked: CheckedUpdate
        do {
            checked = try UpdateChecker.check(SourceFile(name: "update", bytes: Array(json)), against: namespace)
        } catch {
            throw KbnUpdateError(error.diagnostics.map(KbnUpdateError.Problem.init))
        }
        var updates: [ObjectIdentifier: KbnKindUpdate] = [:]
        for kind in checked.kinds {
            let type = kinds[kind.compiledIndex]
            updates[ObjectIdentifier(type)] = Self.kindUpdate(of: type, from: kind)
        }
        self.init(updates)
    }

    /// `update` as KbnKit keeps it, for `kind`, opened from its existential.
    ///
    /// - Complexity: O(*n* log *n*) for an update of *n* bytes: each value holds the attributes and
    ///   groups it is given, found from the attribute and the group, not by asking every column
    ///   and every group about every value.
    private static func kindUpdate<Kind: KbnType>(of kind: Kind.Type, from update: UpdatedKind) -> KbnKindUpdate {
        let definition = update.definition
        let attributes = definition.attributes.map {
            KbnAttributeDescription(
                name: $0.name.value, type: $0.type, isOptional: $0.isOptional,
                logicalName: $0.logicalName?.value ?? $0.name.value)
        }
        let columnOfAttribute = Dictionary(
            definition.attributes.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        // Each value's groups, from each group's members: the check found every member a case, once.
        let positionOfCase = Dictionary(
            definition.values.enumerated().map { ($1.caseName.value, $0) }, uniquingKeysWith: { first, _ in first })
        var groupNamesOfValue = [[String]](repeating: [], count: definition.values.count)
        for group in definition.groups {
            for member in group.members {
                if let position = positionOfCase[member.value] { groupNamesOfValue[position].append(group.name.value) }
            }
        }
        // The update's prefix is the compiled one: the check refuses any other.
        let prefix = Kind.prefix
        let values = zip(definition.values.indices, update.ordinals).map { position, ordinal in
            let value = definition.values[position]
            return (
                description: KbnValueDescription(
                    code: KindDefinition.code(of: value, prefix: prefix),
                    postfix: value.postfix.value,
                    logicalName: value.logicalName,
                    shortName: value.shortName?.value ?? value.logicalName,
                    localizedNames: Dictionary(
                        value.localizedNames.map { ($0.language.value, $0.name.value) },
                        uniquingKeysWith: { first, _ in first }),
                    deprecationMessage: value.deprecated?.value,
                    formerCodes: value.formerCodes.map(\.value),
                    alternateCodes: value.alternateCodes.map(\.value),
                    attributes: KbnAttributeValues(
                        count: attributes.count,
                        given: value.attributes.compactMap { name, given in
                            columnOfAttribute[name].map { (column: $0, value: given.value) }
                        }),
                    groupNames: groupNamesOfValue[position],
                    parentCode: value.parent?.value
                ),
                ordinal: ordinal
            )
        }
        return KbnKindUpdate(
            kind, logicalName: definition.logicalName, attributes: attributes,
            groupNames: definition.groups.map(\.name.value), values: values, sortAttribute: definition.sortBy?.value)
    }

    /// The namespace that lists the generated `kinds`.
    private static func namespace(of kinds: [any KbnType.Type]) -> String {
        let namespaces = Set(kinds.map { $0.kbnNamespace })
        precondition(
            namespaces.count <= 1,
            "KbnUpdate: the kinds come from several namespaces (\(namespaces.sorted().joined(separator: ", "))); an update is for the kinds of one, such as Kbn.allKinds"
        )
        return namespaces.first ?? ""
    }
}

extension KbnUpdateError.Problem {
    /// The problem that the update check's `diagnostic` reports.
    init(_ diagnostic: Diagnostic) {
        self.init(
            message: diagnostic.message, line: diagnostic.location?.line, column: diagnostic.location?.column,
            isNote: diagnostic.severity == .note)
    }
}
