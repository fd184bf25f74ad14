// The columns a master may have, named by its header (a CSV's header row, or JSON records' keys): the six every row needs, and the
// optional ones for descriptions, short names, deprecation, former and alternate codes, localized
// names and typed attributes; with --parent-kind, the code of each value's parent.

import KbnFormat
import KbnGeneratorCore

/// What one column of the master holds.
enum ImportColumn: Hashable {
    case kind, prefix, kindLogicalName, kindDescription
    case caseName, postfix, logicalName, description, shortName, deprecated
    /// The full code of the value's parent, a value of the kind that `--parent-kind` names.
    case parent
    /// The value's former codes and its alternate codes, separated by ``codeSeparator``.
    case formerCodes, alternateCodes
    /// The groups the value is in, by name, separated by ``codeSeparator``: a region column makes a
    /// group per region.
    case group
    /// `name.<language>`: the value's name in one language.
    case localizedName(language: String)
    /// `attr.<name>` or `attr.<name>:<Type>`, `attr.<name>:<Type>?`: one typed attribute of the
    /// values, optional with `?`.
    case attribute(name: String, type: KbnAttributeType, isOptional: Bool)

    static let required: [ImportColumn] = [.kind, .prefix, .kindLogicalName, .caseName, .postfix, .logicalName]

    /// Why every row of a master that has this column must fill it, and how a master whose row
    /// leaves it empty is fixed, for the messages about such a row; nil for a column that a row
    /// may leave empty. Those are a value's own: the kind it is in, its case name when names come
    /// from a column, its code and its name. A kind's other columns are given once by the kind's
    /// rows, and an empty prefix makes a kind without one.
    func requirement(in options: ImportOptions) -> (need: String, otherwise: String)? {
        switch self {
        case .kind where options.constant(for: .kind) == nil:
            ("the kind it is in, such as Gender", "give --kind when the master holds one kind")
        case .caseName where options.caseNames == .column:
            ("its case name", "derive case names with --case-names logical-name or code")
        case .postfix: ("its code", "leave the value out of the master")
        case .logicalName: ("its name as people read it", "leave the value out of the master")
        case .parent where options.parentKind != nil:
            ("the code of its parent, a value of \(options.parentKind ?? "")", "leave the value out of the master")
        default: nil
        }
    }

    /// What separates the codes in a cell of ``formerCodes`` or ``alternateCodes``: a character
    /// codes are unlikely to hold, and not the comma that separates fields.
    static let codeSeparator: Character = "|"
    static let localizedNamePrefix = "name."
    static let attributePrefix = "attr."

    /// The columns with a fixed header, in the order the documentation lists them.
    private static let fixed: [ImportColumn] =
        required + [
            .kindDescription, .parent, .description, .shortName, .deprecated, .formerCodes, .alternateCodes, .group,
        ]

    /// The header that names this column; attributes without their type.
    var header: String {
        switch self {
        case .kind: "kind"
        case .prefix: "prefix"
        case .kindLogicalName: "kindLogicalName"
        case .kindDescription: "kindDescription"
        case .caseName: "case"
        case .postfix: "postfix"
        case .parent: "parent"
        case .logicalName: "logicalName"
        case .description: "description"
        case .shortName: "shortName"
        case .deprecated: "deprecated"
        case .formerCodes: "formerCodes"
        case .alternateCodes: "alternateCodes"
        case .group: "group"
        case .localizedName(let language): Self.localizedNamePrefix + language
        case .attribute(let name, _, _): Self.attributePrefix + name
        }
    }

    /// The column a header names.
    ///
    /// - Throws: A message saying what is wrong with the header, suggesting the one probably meant.
    init(header: String) throws(ImportHeaderError) {
        if let column = Self.fixed.first(where: { $0.header == header }) {
            self = column
        } else if header.hasPrefix(Self.localizedNamePrefix) {
            let language = String(header.dropFirst(Self.localizedNamePrefix.count))
            guard !language.isEmpty else {
                throw ImportHeaderError(
                    "\(header.quotedForMessage) names no language; write the language code after the dot, as in 'name.en'"
                )
            }
            self = .localizedName(language: language)
        } else if header.hasPrefix(Self.attributePrefix) {
            self = try Self.attribute(declaredBy: String(header.dropFirst(Self.attributePrefix.count)), header: header)
        } else {
            let advice =
                if let meant = Self.closestHeader(to: header) {
                    "did you mean '\(meant)'?"
                } else {
                    "the columns are " + Self.fixed.map { "'\($0.header)'" }.joined(separator: ", ")
                        + ", 'name.<language>' and 'attr.<name>[:String|Int|Double|Bool][?]'"
                }
            throw ImportHeaderError("unknown column \(header.quotedForMessage)", unknownColumnAdvice: advice)
        }
    }

    /// The header probably meant by one that names no column: the same once full-width forms are
    /// folded (`ｋｉｎｄ`, which Japanese spreadsheets write with the IME on), else the closest of the
    /// fixed headers to it, folded. Shared by every importer that maps names to columns, so that a
    /// CSV header and a JSON key get the same hint.
    static func closestHeader(to header: String) -> String? {
        let folded = header.foldingFullWidthForms
        if folded != header, (try? ImportColumn(header: folded)) != nil {
            return folded
        }
        return ObjectReader.closestKey(to: folded, among: fixed.map(\.header))
    }

    /// `name`, `name:Type` or `name:Type?`, from an `attr.` header.
    private static func attribute(declaredBy declaration: String, header: String) throws(ImportHeaderError)
        -> ImportColumn
    {
        let parts = declaration.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard !name.isEmpty else {
            throw ImportHeaderError(
                "\(header.quotedForMessage) names no attribute; write its name after the dot, as in 'attr.region'")
        }
        guard parts.count == 2 else { return .attribute(name: name, type: .string, isOptional: false) }
        let written = String(parts[1])
        let isOptional = written.hasSuffix("?")
        let types = KbnAttributeType.allCases.map(\.rawValue).joined(separator: ", ")
        guard let type = KbnAttributeType(rawValue: isOptional ? String(written.dropLast()) : written) else {
            throw ImportHeaderError(
                "attribute type \(written.quotedForMessage) in \(header.quotedForMessage) is not one of \(types), or one of them followed by '?' for cells that may be empty"
            )
        }
        return .attribute(name: name, type: type, isOptional: isOptional)
    }
}

/// Why a header cell names no column.
struct ImportHeaderError: Error {
    let message: String
    /// For a header that is no column of the format, rather than a malformed one (`attr.x:Integer`):
    /// the column probably meant, or the list of columns.
    let unknownColumnAdvice: String?

    init(_ message: String, unknownColumnAdvice: String? = nil) {
        self.message = message
        self.unknownColumnAdvice = unknownColumnAdvice
    }

    /// The message and the advice.
    var fullMessage: String {
        unknownColumnAdvice.map { "\(message); \($0)" } ?? message
    }
}

extension String {
    /// The text with the full-width forms of ASCII (U+FF01 to U+FF5E: ＡＢＣ, ａｂｃ, ０１２, ＿, －, ．)
    /// as the ASCII characters they stand for, the way NFKC folds them; other characters unchanged.
    var foldingFullWidthForms: String {
        guard unicodeScalars.contains(where: { (0xFF01...0xFF5E).contains($0.value) }) else { return self }
        var folded = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            folded.append((0xFF01...0xFF5E).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFEE0)! : scalar)
        }
        return String(folded)
    }
}
