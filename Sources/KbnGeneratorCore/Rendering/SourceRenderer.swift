// Stage 4 of the pipeline, render: writes validated definitions as Swift source.
//
// The shape is chosen for compile time (docs/PERFORMANCE.md): each kind is an enum that only lists
// its cases, with no switch and no array literal over them, and all of its codes and names are in
// one string literal that KbnKit reads in place, and a large kind's cases share declarations.
// The compiler's cost then grows linearly with the number of values.

@_spi(KbnGenerated) import KbnFormat

/// Renders definitions files as Swift source: all in one file, or a file of namespaces and one file
/// of kinds per definitions file.
package struct SourceRenderer {
    /// The files, in the order their kinds are listed; files that name one namespace share it.
    package let files: [NamedDefinitions]

    package init(files: [NamedDefinitions]) {
        self.files = files
    }

    /// Everything in one file. The same definitions always give the same bytes.
    package func renderAll() -> String {
        var output = SourceWriter()
        let declared = files.map { ($0.definitions, Array($0.definitions.kinds.indices)) }
        writeHeader(
            sources: files.map(\.name), importAccess: widestAccess(namespaces: true, kinds: declared), into: &output)
        writeNamespaces(into: &output)
        for file in files {
            writeKinds(Array(file.definitions.kinds.indices), of: file, into: &output)
        }
        writeConformances(of: declared, into: &output)
        return output.text
    }

    /// The file that declares each namespace with its `allKinds` and `value(forCode:)`.
    package func renderNamespaces() -> String {
        var output = SourceWriter()
        writeHeader(sources: files.map(\.name), importAccess: widestAccess(namespaces: true, kinds: []), into: &output)
        writeNamespaces(into: &output)
        return output.text
    }

    /// The file that declares the kinds of the files at `indices` in ``files``, or of them the ones
    /// that `parts` puts into `part` (``KindParts/part(ofKind:)``). Several files are small
    /// definitions files that share generated files; a comment above each one's kinds names it.
    ///
    /// A part without kinds is a file of comments only, which costs the compiler nothing.
    package func renderKinds(ofFiles indices: [Int], part: Int = 1, of parts: KindParts = KindParts(count: 1))
        -> String
    {
        var output = SourceWriter()
        let selected = indices.map { index in
            (
                file: files[index],
                kinds: files[index].definitions.kinds.indices.filter {
                    parts.part(ofKind: files[index].definitions.kinds[$0].name.value) == part
                }
            )
        }.filter { !$0.kinds.isEmpty }
        let isShared = indices.count > 1
        let whole = isShared ? "the small definitions files" : files[indices[0]].name
        let partName = parts.count == 1 ? whole : "\(whole), part \(part) of \(parts.count)"
        guard !selected.isEmpty else {
            writeGeneratedNotice(sources: [partName], into: &output)
            output.line()
            output.line(
                "// No kind of \(SwiftText.commentText(whole)) falls into this part: each kind's part depends on its name alone."
            )
            return output.text
        }
        let declared = selected.map { ($0.file.definitions, $0.kinds) }
        writeHeader(
            sources: [partName], importAccess: widestAccess(namespaces: false, kinds: declared), into: &output)
        for (file, kinds) in selected {
            if isShared {
                output.line()
                output.line("// MARK: - \(SwiftText.commentText(file.name))")
            }
            writeKinds(kinds, of: file, into: &output)
        }
        writeConformances(of: declared, into: &output)
        return output.text
    }

    /// The widest access of what a file declares: its kinds, and with `namespaces` every namespace.
    private func widestAccess(namespaces: Bool, kinds: [(definitions: Definitions, kinds: [Int])]) -> AccessLevel {
        let namespaceAccess = namespaces ? files.map(\.definitions.access) : []
        let kindAccess = kinds.flatMap { file in
            file.kinds.map { file.definitions.access(of: file.definitions.kinds[$0]) }
        }
        return (namespaceAccess + kindAccess).max() ?? .internal
    }

    /// - Parameter importAccess: The widest access of what the file declares. Public and package
    ///   declarations name KbnKit's types, which a target with the upcoming feature
    ///   InternalImportsByDefault refuses through an import without an access level. `public import`
    ///   is what an import without one is in other targets, but `package import` is not: beside an
    ///   app's own `import KbnKit`, the compiler calls the two ambiguous, so the package level is
    ///   written only where the feature is on.
    private func writeHeader(sources: [String], importAccess: AccessLevel, into output: inout SourceWriter) {
        writeGeneratedNotice(sources: sources, into: &output)
        output.line()
        switch importAccess {
        case .public:
            output.line("@_spi(KbnGenerated) public import KbnKit")
        case .package:
            output.line("#if hasFeature(InternalImportsByDefault)")
            output.line("@_spi(KbnGenerated) package import KbnKit")
            output.line("#else")
            output.line("@_spi(KbnGenerated) import KbnKit")
            output.line("#endif")
        case .internal:
            output.line("@_spi(KbnGenerated) import KbnKit")
        }
        output.line()
        output.line("// The file format this KbnKit reads. If it is not found, generate this file again with the")
        output.line("// kbn-gen of your KbnKit's version.")
        output.line("private typealias KbnFormat = KbnKit.KbnGeneratedFormat4")
    }

    /// The first lines of every generated file, which tell kbn-gen's files from others.
    private func writeGeneratedNotice(sources: [String], into output: inout SourceWriter) {
        output.line(
            "// Generated by kbn-gen \(KbnGenerator.version) from \(SwiftText.commentText(sources.joined(separator: ", "))). Do not edit:"
        )
        output.line("// change the definitions file and generate it again.")
        // A team that commits generated files and runs swift-format leaves them as generated.
        output.line("// swift-format-ignore-file")
    }

    private func writeNamespaces(into output: inout SourceWriter) {
        for files in files.groupedByNamespace(\.definitions.namespace.value) {
            let namespace = files[0].definitions.namespace.value
            // The validator has made sure that every file of a namespace gives it one access level.
            let access = Self.modifier(files[0].definitions.access)
            let sources = files.map { SwiftText.commentText($0.name) }.joined(separator: ", ")
            output.line()
            output.line("/// The division values (区分値) defined in \(sources).")
            let topLevel = files.filter(\.definitions.declaresKindsAtTopLevel)
            if !topLevel.isEmpty {
                let listed =
                    topLevel.count == files.count
                    ? "Its kinds"
                    : "The kinds of " + topLevel.map { SwiftText.commentText($0.name) }.joined(separator: ", ")
                output.line("///")
                output.line("/// \(listed) are declared at the module's top level; this namespace lists them.")
            }
            output.line("\(access)enum \(namespace) {")
            output.indented { output in
                output.line("/// Every kind, in definition order.")
                output.line("\(access)\(Self.isolation)static let allKinds: [any KbnKit.KbnType.Type] = [")
                output.indented { output in
                    for kind in files.flatMap(\.definitions.kinds) {
                        output.line("\(kind.name.value).self,")
                    }
                }
                output.line("]")
                output.line()
                output.line("/// The value, of whichever kind, whose full code is `code`; nil when no value has it.")
                output.line(
                    "\(access)\(Self.isolation)static func value(forCode code: Swift.String) -> (any KbnKit.KbnType)? {"
                )
                output.indented { $0.line("codeIndex.value(forCode: code)") }
                output.line("}")
                output.line()
                output.line("private \(Self.isolation)static let codeIndex = KbnKit.KbnCodeIndex(allKinds)")
            }
            output.line("}")
        }
    }

    /// The kinds at `indices` in `file`'s definitions, in that order.
    private func writeKinds(_ indices: [Int], of file: NamedDefinitions, into output: inout SourceWriter) {
        let definitions = file.definitions
        for index in indices {
            let (kind, table) = (definitions.kinds[index], file.tables[index])
            let level = definitions.access(of: kind)
            let access = Self.modifier(level)
            // Without library evolution `@frozen` changes nothing; with it, a client's switch over every
            // case compiles without `@unknown default`. The compiler warns about it on internal enums.
            let frozen = definitions.isFrozen && level != .internal ? "@frozen " : ""
            let declaration = "\(frozen)\(access)enum"
            output.line()
            if definitions.declaresKindsAtTopLevel {
                renderKind(
                    kind, table: table, declaration: declaration, access: access,
                    namespace: definitions.namespace.value, into: &output)
            } else {
                output.line("extension \(definitions.namespace.value) {")
                output.indented {
                    renderKind(
                        kind, table: table, declaration: declaration, access: access,
                        namespace: definitions.namespace.value, into: &$0)
                }
                output.line("}")
            }
        }
    }

    /// Conformances cannot come from a protocol, so each kind declares this one; KbnKit's
    /// RawRepresentable implementation provides it.
    private func writeConformances(
        of files: [(definitions: Definitions, kinds: [Int])], into output: inout SourceWriter
    ) {
        output.line()
        output.line("// Dictionaries keyed by a kind encode as JSON objects keyed by its codes, where the OS has")
        output.line("// CodingKeyRepresentable. The conformance is nonisolated, so that a target whose default")
        output.line("// isolation is the main actor encodes them anywhere; compilers before Swift 6.2, which have")
        output.line("// no default isolation, read it without the word.")
        let names = files.flatMap { file in
            file.kinds.map { file.definitions.qualifiedName(file.definitions.kinds[$0].name.value) }
        }
        for (directive, isolation) in [("#if compiler(>=6.2)", "nonisolated "), ("#else", "")] {
            output.line(directive)
            for name in names {
                output.line("@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)")
                output.line("extension \(name): \(isolation)Swift.CodingKeyRepresentable {}")
            }
        }
        output.line("#endif")
    }

    /// The Swift expression for a column in the generated `columns:` list.
    private static func expression(for column: KbnColumn) -> String {
        switch column {
        case .postfix: ".postfix"
        case .logicalName: ".logicalName"
        case .shortName: ".shortName"
        case .deprecation: ".deprecation"
        case .localizedName(let language): ".localizedName(language: \"\(SwiftText.literalBody(language))\")"
        case .attribute(let name, let type, let isOptional, let logicalName):
            ".attribute(name: \"\(SwiftText.literalBody(name))\", type: .\(caseName(of: type))"
                + (isOptional ? ", isOptional: true" : "")
                + (logicalName.map { ", logicalName: \"\(SwiftText.literalBody($0))\"" } ?? "") + ")"
        case .group(let name): ".group(name: \"\(SwiftText.literalBody(name))\")"
        case .parent: ".parent"
        }
    }

    /// `"; formerly `00109`, `00110`"`, or nothing for no codes.
    private static func codeList(_ label: String, _ codes: [Located<String>]) -> String {
        codes.isEmpty
            ? "" : "; \(label) " + codes.map { "`\(SwiftText.commentText($0.value))`" }.joined(separator: ", ")
    }

    /// How KbnKit spells an attribute type in code: the case of `KbnAttributeType` and the name of
    /// the table's accessor, such as `int`.
    private static func caseName(of type: KbnAttributeType) -> String {
        type.rawValue.lowercased()
    }

    /// The isolation of every member the generator declares, with its space.
    ///
    /// A target whose default isolation is the main actor (`.defaultIsolation(MainActor.self)`,
    /// which new apps of Xcode 26 have) would otherwise isolate the namespace's members to it, and
    /// code off the main actor, such as a decoder or an update applied in the background, could not
    /// call `value(forCode:)` or read `allKinds`. The kinds' members are isolated by inference alone,
    /// which depends on the standard library's protocols, so they say it too. `nonisolated` on a
    /// member of a type that no actor isolates means what the member would be without it, in every
    /// compiler since Swift 5.5, so other targets see no change; the types cannot say it themselves
    /// before Swift 6.1, which the package's Swift 6.0 floor rules out.
    private static let isolation = "nonisolated "

    /// The access modifier with its space, or nothing for internal.
    private static func modifier(_ access: AccessLevel) -> String {
        access == .internal ? "" : "\(access.rawValue) "
    }

    /// - Parameter namespace: The namespace that lists the kind, which its table names.
    private func renderKind(
        _ kind: KindDefinition, table: KindTable, declaration: String, access: String, namespace: String,
        into output: inout SourceWriter
    ) {
        let codes =
            if let parent = kind.parent {
                "parent kind `\(SwiftText.commentText(parent.value))`: a value's code is its parent's code followed by its postfix"
            } else if kind.isPrefixed {
                "prefix `\(kind.prefix.value)`"
            } else {
                "no prefix: a value's code is its postfix"
            }
        output.docComment("\(kind.logicalName) (\(codes))", description: kind.description)
        output.line(
            "\(declaration) \(kind.name.value): \(kind.parent == nil ? "KbnKit.KbnType" : "KbnKit.KbnChildType") {")
        output.indented { output in
            if let parent = kind.parent {
                output.line("\(access)typealias Parent = \(parent.value)")
                output.line()
            }
            if kind.values.count > Self.largestKindWithADeclarationPerCase {
                renderSharedCaseDeclarations(of: kind, into: &output)
            } else {
                for value in kind.values {
                    renderCaseDeclaration(of: value, in: kind, into: &output)
                }
            }
            renderAttributes(of: kind, access: access, into: &output)
            renderGroups(of: kind, access: access, into: &output)
            output.line()
            renderTable(table, of: kind, access: access, namespace: namespace, into: &output)
        }
        output.line("}")
    }

    /// The most values a kind declares one `case` each for, each with its doc comment.
    ///
    /// For every case the compiler looks through the enum's members for the case's declaration, so
    /// one declaration per case costs time that grows with the square of the cases: at 4,096 values
    /// a sixth of the kind's debug compile, at 20,000 three quarters of its time (docs/PERFORMANCE.md,
    /// "One declaration for a large kind's cases"). A doc comment belongs to a whole `case`
    /// declaration, so larger kinds trade Quick Help on each case for the linear compile.
    package static let largestKindWithADeclarationPerCase = 4_096

    /// A case in a declaration of its own, with its doc comment and any deprecation.
    private func renderCaseDeclaration(
        of value: ValueDefinition, in kind: KindDefinition, into output: inout SourceWriter
    ) {
        output.docComment(Self.summary(of: value, in: kind), description: value.description)
        if let deprecated = value.deprecated {
            output.line("@available(*, deprecated, message: \"\(SwiftText.literalBody(deprecated.value))\")")
        }
        output.line("case \(SwiftNames.declarationName(value.caseName.value))")
    }

    /// A large kind's cases, each run of values that are not deprecated in one `case` declaration,
    /// with each value's summary in a plain comment above it. A deprecated value keeps a declaration
    /// of its own, which its attribute needs.
    private func renderSharedCaseDeclarations(of kind: KindDefinition, into output: inout SourceWriter) {
        output.line("// Runs of cases share a declaration, which compiles in time linear in their number, where")
        output.line("// a declaration per case would not. Doc comments belong to whole declarations, so each")
        output.line("// case's name and code are in a plain comment.")
        let values = kind.values
        var start = 0
        while start < values.count {
            guard values[start].deprecated == nil else {
                renderCaseDeclaration(of: values[start], in: kind, into: &output)
                start += 1
                continue
            }
            var end = start + 1
            while end < values.count && values[end].deprecated == nil {
                end += 1
            }
            output.line("case")
            output.indented { output in
                for index in start..<end {
                    let value = values[index]
                    output.comment(Self.summary(of: value, in: kind), description: value.description, marker: "//")
                    output.line(SwiftNames.declarationName(value.caseName.value) + (index == end - 1 ? "" : ","))
                }
            }
            start = end
        }
    }

    /// A value's name and codes, the first line of its comment.
    private static func summary(of value: ValueDefinition, in kind: KindDefinition) -> String {
        let alternates = value.alternateCodes.count == 1 ? "alternate code" : "alternate codes"
        let otherCodes = codeList(alternates, value.alternateCodes) + codeList("formerly", value.formerCodes)
        return "\(value.logicalName) (`\(kind.code(of: value))`\(otherCodes))"
    }

    private func renderAttributes(of kind: KindDefinition, access: String, into output: inout SourceWriter) {
        for (column, attribute) in kind.attributes.enumerated() {
            let name = attribute.name.value
            output.line()
            output.line("/// The value's `\(SwiftText.commentText(name))` attribute.")
            let accessor =
                attribute.isOptional ? "optional\(attribute.type.rawValue)" : Self.caseName(of: attribute.type)
            output.line(
                "\(access)\(Self.isolation)var \(SwiftNames.declarationName(name)): Swift.\(attribute.typeName) "
                    + "{ Self._kbnTable.\(accessor)(attribute: \(column), of: self) }"
            )
        }
    }

    private func renderGroups(of kind: KindDefinition, access: String, into output: inout SourceWriter) {
        for (index, group) in kind.groups.enumerated() {
            let name = group.name.value
            output.line()
            output.line("/// The values in the group `\(SwiftText.commentText(name))`, in display order.")
            output.line(
                "\(access)\(Self.isolation)static var \(SwiftNames.declarationName(name)): [Self] { _kbnTable.members(ofGroup: \(index)) }"
            )
            output.line()
            output.line("/// Whether the value is in the group `\(SwiftText.commentText(name))`.")
            output.line(
                "\(access)\(Self.isolation)var \(SwiftNames.membershipPropertyName(forGroup: name)): Swift.Bool "
                    + "{ Self._kbnTable.contains(self, inGroup: \(index)) }"
            )
        }
    }

    private func renderTable(
        _ table: KindTable, of kind: KindDefinition, access: String, namespace: String,
        into output: inout SourceWriter
    ) {
        let separator = table.separator
        // Public kinds keep the table out of their module's API, as KbnKit keeps its type's.
        let spi = access == "public " ? "@_spi(KbnGenerated) " : ""
        output.line("\(spi)\(access)\(Self.isolation)static let _kbnTable = KbnKit.KbnTable<Self>(")
        output.indented { output in
            output.line("name: \"\(SwiftText.literalBody(kind.name.value))\",")
            output.line("namespace: \"\(SwiftText.literalBody(namespace))\",")
            output.line("prefix: \"\(SwiftText.literalBody(kind.prefix.value))\",")
            output.line("logicalName: \"\(SwiftText.literalBody(kind.logicalName))\",")
            output.line("caseCount: \(kind.values.count),")
            output.line(
                "caseNamesFingerprint: \"\(KbnTableFingerprint.text(caseNames: kind.values.map { $0.caseName.value }))\","
            )
            let columns = table.columns.map(Self.expression(for:))
            if columns.count == 2 {
                output.line("columns: [\(columns.joined(separator: ", "))],")
            } else {
                output.line("columns: [")
                output.indented { output in
                    for column in columns {
                        output.line("\(column),")
                    }
                }
                output.line("],")
            }
            if let sortBy = kind.sortBy {
                output.line("sortAttribute: \"\(SwiftText.literalBody(sortBy.value))\",")
            }
            output.line("separator: \"\(SwiftText.literalBody(String(separator)))\",")
            let codeRows = [("formerCodes", table.formerCodeRows), ("alternateCodes", table.alternateCodeRows)].filter {
                !$0.1.isEmpty
            }
            writeRows(table.rows, label: "rows", separator: separator, isLast: codeRows.isEmpty, into: &output)
            for (index, (label, rows)) in codeRows.enumerated() {
                writeRows(rows, label: label, separator: separator, isLast: index == codeRows.count - 1, into: &output)
            }
        }
        output.line(")")
    }

    /// The argument `label`: a multi-line string literal of `rows`, one line each.
    private func writeRows(
        _ rows: [[String]], label: String, separator: Unicode.Scalar, isLast: Bool, into output: inout SourceWriter
    ) {
        output.line("\(label): \"\"\"")
        // Each field escaped on its own and the separator once, which gives the same text as
        // escaping the row: the separator is a control character, so a row always has an escape,
        // and escaping each whole row, unoptimized (the kbn-gen that debug builds run), cost a
        // third of rendering a large kind.
        let escapedSeparator = SwiftText.literalBody(String(separator))
        output.indented { output in
            for index in rows.indices {
                // A backslash at the end of a line leaves the line break out of the string.
                let continuation = index == rows.count - 1 ? "" : "\\"
                let fields = rows[index].map(SwiftText.literalBody)
                output.line(KbnTableFormat.text(ofRow: fields, separator: escapedSeparator) + continuation)
            }
            output.line("\"\"\"" + (isLast ? "" : ","))
        }
    }
}

/// Accumulates indented lines of Swift source.
struct SourceWriter {
    private(set) var text = ""
    private var indentation = ""

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += indentation
            text += content
        }
        text += "\n"
    }

    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        indentation += "    "
        body(&self)
        indentation.removeLast(4)
    }

    /// A `///` comment: a summary line, then the description's lines after an empty comment line.
    mutating func docComment(_ summary: String, description: String?) {
        comment(summary, description: description, marker: "///")
    }

    /// A comment of `marker` lines (`///` or `//`): a summary line, then the description's lines
    /// after an empty comment line.
    mutating func comment(_ summary: String, description: String?, marker: String) {
        for line in SwiftText.docLines(summary, prefix: marker) {
            self.line(line)
        }
        if let description {
            line(marker)
            for line in SwiftText.docLines(description, prefix: marker) {
                self.line(line)
            }
        }
    }
}
