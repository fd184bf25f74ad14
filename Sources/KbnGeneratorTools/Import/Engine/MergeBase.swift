// `--merge`: the definitions file an import updates. A re-import must not rename a case
// that apps use, nor lose what was added to the JSON by hand, so the file's own tree is the
// starting point: the import replaces only the keys its columns give, matches kinds by name and
// values by their code within the kind, and reports every value it removes; the merged tree is written as edits of the
// file's text, which keep its layout.

import KbnGeneratorCore

/// A definitions file that an import updates.
struct MergeBase {
    /// The file's tree, its locations moved into the range ``ImportOrigin`` gives the merged file.
    private let tree: JSONValue
    private let kinds: [String: Kind]
    /// The file's text, which the merged tree is written into.
    let file: LayoutKeepingFile
    /// The file's name, which diagnostics about it show.
    let name: String

    /// One kind of the file.
    struct Kind {
        let object: JSONValue
        /// The kind's values by their code within the kind (``codeWithinKind(of:)``).
        let valuesByCode: [String: JSONValue]
        /// Every case name of the kind; a new value takes none of them, even one removed, so that
        /// no name that apps use comes to mean another value.
        let caseNames: Set<String>
        /// The name of the file the kind is in.
        let fileName: String

        /// The case name of each value by its full code: the kind's prefix, or in a kind with a
        /// parent kind the value's parent's code, followed by its postfix.
        var caseNamesByCode: [String: String] {
            let prefix = object.string(at: "prefix") ?? ""
            var names: [String: String] = [:]
            for value in object.member("values")?.elements ?? [] {
                guard let postfix = value.string(at: "postfix"), let name = value.string(at: "case") else { continue }
                names[(value.string(at: "parent") ?? prefix) + postfix] = name
            }
            return names
        }
    }

    /// A value's postfix, after its parent's code in a kind with a parent kind: what tells a kind's
    /// values apart, and matches an imported value with the file's.
    static func codeWithinKind(of value: JSONValue) -> String? {
        value.string(at: "postfix").map { (value.string(at: "parent") ?? "") + $0 }
    }

    /// The bytes of the file named `name`, read and checked as `kbn-gen check` does.
    ///
    /// - Throws: The file's problems, in the file named `name`.
    init(_ bytes: [UInt8], named name: String) throws(DiagnosticsError) {
        let read: JSONValue
        do {
            read = try JSONReader.read(bytes)
            _ = try KbnGenerator.definitions(from: bytes)
        } catch {
            throw DiagnosticsError(error.diagnostics.map { $0.inFile(name) })
        }
        self.name = name
        tree = read.movedToMergedFile
        file = LayoutKeepingFile(bytes, tree: tree, locations: .negated)
        var kinds: [String: Kind] = [:]
        for kind in tree.member("kinds")?.elements ?? [] {
            guard let name = kind.string(at: "name") else { continue }
            let values = kind.member("values")?.elements ?? []
            kinds[name] = Kind(
                object: kind,
                valuesByCode: Dictionary(
                    values.compactMap { value in Self.codeWithinKind(of: value).map { ($0, value) } }
                ) { first, _ in first },
                caseNames: Set(values.compactMap { $0.string(at: "case") }), fileName: self.name
            )
        }
        self.kinds = kinds
    }

    /// The kind named `name`, if the file has one.
    func kind(named name: String) -> Kind? {
        kinds[name]
    }

    /// The names of the file's kinds, in the order of the file.
    var kindNames: [String] {
        (tree.member("kinds")?.elements ?? []).compactMap { $0.string(at: "name") }
    }

    /// How many values the file has, counted by their case names.
    var valueCount: Int {
        kinds.values.reduce(0) { $0 + $1.caseNames.count }
    }

    /// The file with `imported`'s root keys and kinds: each kind the file has replaced by the
    /// imported one of its name, where it is; the other imported kinds after them; the file's
    /// other kinds and keys kept.
    func root(merging imported: JSONValue) -> JSONValue {
        let importedKinds = imported.member("kinds")?.elements ?? []
        let existingKinds = tree.member("kinds")?.elements ?? []
        let existingNames = Set(existingKinds.compactMap { $0.string(at: "name") })
        let kinds =
            existingKinds.map { kind in
                importedKinds.first { $0.string(at: "name") == kind.string(at: "name") } ?? kind
            } + importedKinds.filter { !existingNames.contains($0.string(at: "name") ?? "") }
        var members = imported.objectMembers
        if let index = members.firstIndex(where: { $0.key == "kinds" }) {
            members[index].value.content = .array(kinds)
        }
        var root = tree
        root.content = .object(
            Self.merging(
                members, into: tree.objectMembers, keys: members.map(\.key), order: DefinitionsDecoder.rootKeys))
        return root
    }

    /// The file's `kind` with `imported`'s keys, those in `keys`, and `imported`'s values: the
    /// file's values that the import lacks are removed, and from the kind's groups too, with a
    /// warning that counts them and a note at each.
    static func kind(
        _ imported: JSONValue, merging existing: Kind, keys: [String], attributeNames: [String],
        diagnostics: inout DiagnosticCollector
    ) -> JSONValue {
        var members = imported.objectMembers
        mergeEntries(of: "attributes", from: existing.object, into: &members, entries: attributeNames)
        let importedCodes = Set((imported.member("values")?.elements ?? []).compactMap(codeWithinKind(of:)))
        let removed = (existing.object.member("values")?.elements ?? []).filter {
            !importedCodes.contains(codeWithinKind(of: $0) ?? "")
        }
        var merged = existing.object
        merged.content = .object(
            Self.merging(
                members, into: existing.object.objectMembers, keys: keys + ["attributes", "values"],
                order: DefinitionsDecoder.kindKeys))
        guard !removed.isEmpty else { return merged }
        let removedCases = Set(removed.compactMap { $0.string(at: "case") })
        var shrunkGroups: [String] = []
        merged.updateMember("groups") { groups in
            guard case .object(var list) = groups.content else { return }
            for index in list.indices {
                let members = list[index].value.elements.filter { !removedCases.contains($0.text ?? "") }
                if members.count != list[index].value.elements.count {
                    shrunkGroups.append(list[index].key)
                }
                list[index].value.content = .array(members)
            }
            groups.content = .object(list)
        }
        let prefix = existing.object.string(at: "prefix") ?? ""
        let kindName = existing.object.string(at: "name") ?? ""
        var message =
            "the imported master lacks \(removed.count) value\(removed.count == 1 ? "" : "s") of kind \(kindName.quotedForMessage), which the import removes (each in a note below)"
        if !shrunkGroups.isEmpty {
            message +=
                "; they are removed from the group\(shrunkGroups.count == 1 ? "" : "s") "
                + shrunkGroups.map(\.quotedForMessage).joined(separator: ", ") + " too"
        }
        message += "; code that names their cases no longer compiles"
        let location = ImportOrigin.resolved(
            existing.object.member("name")?.location ?? existing.object.location, mergedFile: existing.fileName
        )
        diagnostics.append(Diagnostic(.warning, message, at: location.location, inFile: location.file))
        // One line per value, at its place in the file, rather than all of them in the warning.
        for value in removed {
            let place = ImportOrigin.resolved(value.location, mergedFile: existing.fileName)
            diagnostics.append(
                Diagnostic(
                    .note,
                    "\(((value.string(at: "parent") ?? prefix) + (value.string(at: "postfix") ?? "")).quotedForMessage) (\(value.string(at: "case") ?? "")) is removed",
                    at: place.location, inFile: place.file))
        }
        return merged
    }

    /// The file's `value` with `imported`'s keys, those in `keys` and the entries
    /// `languages` and `attributeNames` name in its localized names and attributes.
    static func value(
        _ imported: JSONValue, merging existing: JSONValue, keys: [String], languages: [String],
        attributeNames: [String]
    ) -> JSONValue {
        var members = imported.objectMembers
        mergeEntries(of: "localizedNames", from: existing, into: &members, entries: languages)
        mergeEntries(of: "attributes", from: existing, into: &members, entries: attributeNames)
        var merged = existing
        merged.content = .object(
            Self.merging(
                members, into: existing.objectMembers, keys: keys + ["localizedNames", "attributes"],
                order: DefinitionsDecoder.valueKeys))
        return merged
    }

    /// Replaces `members`' object `key` by `existing`'s, with the imported entries that `entries`
    /// names; removes it when none is left.
    private static func mergeEntries(
        of key: String, from existing: JSONValue, into members: inout [JSONMember], entries: [String]
    ) {
        let old = existing.member(key)
        let new = members.first { $0.key == key }
        let merged = merging(
            new?.value.objectMembers ?? [], into: old?.objectMembers ?? [], keys: entries, order: entries)
        members.removeAll { $0.key == key }
        guard !merged.isEmpty, let location = new?.value.location ?? old?.location else { return }
        members.append(
            JSONMember(
                key: key, keyLocation: new?.keyLocation ?? location, value: JSONValue(.object(merged), at: location)))
    }

    /// `existing` with each key of `keys` as `imported` has it: replaced where `existing` has it,
    /// added before the first member that `order` lists after it where it has not, removed where
    /// `imported` lacks it. Other members stay as they are, where they are.
    private static func merging(_ imported: [JSONMember], into existing: [JSONMember], keys: [String], order: [String])
        -> [JSONMember]
    {
        var members = existing.filter { member in
            !keys.contains(member.key) || imported.contains { $0.key == member.key }
        }
        for new in imported where keys.contains(new.key) {
            if let index = members.firstIndex(where: { $0.key == new.key }) {
                members[index] = new
            } else {
                let later = order.drop { $0 != new.key }.dropFirst()
                members.insert(new, at: members.firstIndex { later.contains($0.key) } ?? members.endIndex)
            }
        }
        return members
    }
}

/// Where a value of an import's JSON came from, kept in the one location a JSONValue has: a CSV
/// cell (lines from 1), an option on the command line (line 0), or the file merged into (the
/// negated line), so that a problem found in the written JSON is reported where it came from.
enum ImportOrigin {
    static let commandLine = SourceLocation(line: 0, column: 0)

    /// The file and location a diagnostic about the JSON at `location` is reported at: the file
    /// merged into, named `mergedFile`, or the master, unnamed until the import ends
    /// (``ImportEngine``).
    static func resolved(_ location: SourceLocation, mergedFile: String) -> (file: String, location: SourceLocation?) {
        if location.line < 0 { return (mergedFile, SourceLocation(line: -location.line, column: location.column)) }
        return (Diagnostic.unnamedFile, location.line == 0 ? nil : location)
    }
}

extension JSONValue {
    /// The value with every location in it moved into the range of the merged file.
    fileprivate var movedToMergedFile: JSONValue {
        withLocations { SourceLocation(line: -$0.line, column: $0.column) }
    }

    /// The value with `move` applied to every location in it, its members' keys' too.
    func withLocations(_ move: (SourceLocation) -> SourceLocation) -> JSONValue {
        switch content {
        case .object(let members):
            return JSONValue(
                .object(
                    members.map { member in
                        JSONMember(
                            key: member.key, keyLocation: move(member.keyLocation),
                            value: member.value.withLocations(move))
                    }), at: move(location))
        case .array(let elements):
            return JSONValue(.array(elements.map { $0.withLocations(move) }), at: move(location))
        default:
            return JSONValue(content, at: move(location))
        }
    }

    fileprivate var objectMembers: [JSONMember] {
        guard case .object(let members) = content else { return [] }
        return members
    }

    fileprivate var text: String? {
        guard case .string(let text) = content else { return nil }
        return text
    }
}
