// Writes the `main.swift` that checks generated kinds from the inside: every string and code read
// through the generated API must be exactly what the definitions file held, compared as scalars.

/// The source of a program that checks the kinds of several generated files and exits with a
/// failure when any value differs from its definition.
///
/// Expected strings are written as hexadecimal scalar values, so the check does not rely on the
/// generator's escaping, and every name in backticks, so it does not rely on its keyword list.
struct RoundTripChecker {
    private var body = ""
    private var ordinalFunctions = ""
    private var kindCount = 0

    static let header = """
        import KbnKit

        func _kbnString(_ hex: Swift.String) -> Swift.String {
            var text = Swift.String()
            for part in hex.split(separator: " ") {
                text.unicodeScalars.append(Swift.Unicode.Scalar(Swift.UInt32(part, radix: 16)!)!)
            }
            return text
        }

        func _kbnHex(_ text: Swift.String) -> Swift.String {
            text.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: " ")
        }

        func _kbnCheckKind<Kind: KbnKit.KbnType>(
            _ kind: Kind.Type, _ label: Swift.String, prefix: Swift.String, logicalName: Swift.String, count: Swift.Int
        ) -> [Swift.String] {
            var problems: [Swift.String] = []
            if _kbnHex(Kind.prefix) != prefix { problems.append("\\(label): prefix is \\(_kbnHex(Kind.prefix))") }
            if _kbnHex(Kind.kindLogicalName) != logicalName { problems.append("\\(label): kindLogicalName is \\(_kbnHex(Kind.kindLogicalName))") }
            if Kind.allCases.count != count || Kind.cases.count != count { problems.append("\\(label): \\(Kind.allCases.count) cases") }
            if Swift.Set(Kind.allCases).count != count { problems.append("\\(label): equal cases") }
            if Kind(code: _kbnString(prefix)) != nil { problems.append("\\(label): the prefix alone is a code") }
            return problems
        }

        func _kbnCheckValue<Kind: KbnKit.KbnType>(
            _ value: Kind, _ label: Swift.String, index: Swift.Int, switchIndex: Swift.Int,
            prefix: Swift.String, postfix: Swift.String, logicalName: Swift.String,
            lookup: (Swift.String) -> (any KbnKit.KbnType)?
        ) -> [Swift.String] {
            var problems: [Swift.String] = []
            let code = _kbnString(prefix) + _kbnString(postfix)
            if Kind.allCases[index] != value || switchIndex != index { problems.append("\\(label): not case \\(index) (switch says \\(switchIndex))") }
            if _kbnHex(value.postfix) != postfix { problems.append("\\(label): postfix is \\(_kbnHex(value.postfix))") }
            if _kbnHex(value.logicalName) != logicalName { problems.append("\\(label): logicalName is \\(_kbnHex(value.logicalName))") }
            if _kbnHex(value.code) != _kbnHex(code) { problems.append("\\(label): code is \\(_kbnHex(value.code))") }
            if Kind(code: code) != value { problems.append("\\(label): init?(code:) gives \\(Swift.String(describing: Kind(code: code)))") }
            if Kind.get(byCode: code) != value { problems.append("\\(label): get(byCode:) differs") }
            if KbnKit.KbnValue<Kind>(code: code).known != value { problems.append("\\(label): KbnValue(code:) differs") }
            if lookup(code) as? Kind != value { problems.append("\\(label): value(forCode:) differs") }
            return problems
        }

        var _kbnProblems: [Swift.String] = []

        """

    static let footer = """

        if _kbnProblems.isEmpty {
            Swift.print("all values round-trip")
        } else {
            Swift.print(_kbnProblems.joined(separator: "\\n"))
            Swift.fatalError("\\(_kbnProblems.count) problems")
        }

        """

    /// Adds the checks for every kind of `definitions`, labelled with `file` in messages.
    mutating func add(_ definitions: SampleDefinitions, file: String) {
        let namespace = Self.name(definitions.namespaceName)
        let kindIdentifiers = definitions.kinds.map { "Swift.ObjectIdentifier(\(namespace).\(Self.name($0.name)).self)" }
        body += """
            if \(namespace).allKinds.map({ Swift.ObjectIdentifier($0) }) != [\(kindIdentifiers.joined(separator: ", "))] {
                _kbnProblems.append("\(file): allKinds")
            }

            """
        for (kindIndex, kind) in definitions.kinds.enumerated() {
            let type = "\(namespace).\(Self.name(kind.name))"
            let label = "\(file) kind \(kindIndex)"
            let ordinal = "_kbnOrdinal\(kindCount)"
            kindCount += 1
            // An exhaustive switch without `default:` also checks that every case is there.
            ordinalFunctions += "func \(ordinal)(_ value: \(type)) -> Swift.Int {\n    switch value {\n"
            for (index, value) in kind.values.enumerated() {
                ordinalFunctions += "    case .\(Self.name(value.caseName)): \(index)\n"
            }
            ordinalFunctions += "    }\n}\n\n"
            body += """
                _kbnProblems += _kbnCheckKind(\(type).self, "\(label)", prefix: "\(Self.hex(kind.prefix))", \
                logicalName: "\(Self.hex(kind.logicalName))", count: \(kind.values.count))

                """
            for (index, value) in kind.values.enumerated() {
                let valueExpression = "\(type).\(Self.name(value.caseName))"
                body += """
                    _kbnProblems += _kbnCheckValue(\(valueExpression), "\(label) value \(index)", index: \(index), \
                    switchIndex: \(ordinal)(\(valueExpression)), prefix: "\(Self.hex(kind.prefix))", \
                    postfix: "\(Self.hex(value.postfix))", logicalName: "\(Self.hex(value.logicalName))", \
                    lookup: \(namespace).value(forCode:))

                    """
            }
        }
    }

    var source: String {
        Self.header + ordinalFunctions + body + Self.footer
    }

    /// `name` in backticks, which any identifier may be written in.
    private static func name(_ name: String) -> String {
        "`\(name)`"
    }

    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
}
