// The fingerprint of the data a kind was compiled with: the same text, computed by kbn-gen from the
// definitions and by KbnKit from the generated table, so that an update made for one build of an
// app can tell whether it meets that build.

/// A short text that changes whenever anything in a kind's generated table changes.
///
/// It hashes exactly what generated code hands to `KbnTable`: names, prefix, columns, sort
/// attribute, separator and the row texts. A change to a name, an order, a deprecation, an
/// attribute or a code therefore changes it, and so does a new table format. The first 128 bits of
/// a SHA-256 (``KbnSHA256``): two inputs chosen to share a fingerprint cost some 2⁶⁴ hashes to find,
/// so a fingerprint tells builds, and case names, apart even from someone who tries to confuse
/// them. It is not a signature: it says nothing of who made an update.
@_spi(KbnGenerated) public enum KbnTableFingerprint {
    /// `"kbn2-"` and 32 hexadecimal digits, for the table that these arguments of `KbnTable` describe.
    public static func text(
        name: String, prefix: String, logicalName: String, columns: [KbnColumn], sortAttribute: String?,
        separator: Unicode.Scalar, rows: String, formerCodes: String?, alternateCodes: String?
    ) -> String {
        var hash = Hasher()
        for part in [name, prefix, logicalName, sortAttribute, String(separator), rows, formerCodes, alternateCodes] {
            hash.add(part)
        }
        for column in columns {
            hash.add(column.fingerprintText)
        }
        return hash.finish()
    }

    /// `"kbn2-"` and 32 hexadecimal digits, for a kind whose cases, in declaration order, have the
    /// names `caseNames`.
    ///
    /// A case name is a compiled value's identity: an update that gives a compiled code another
    /// case, or a compiled case another code, is refused. Generated tables hold this fingerprint
    /// rather than the names, which would take as many bytes again as a large kind's codes, and
    /// both an app and kbn-gen judge an update's case names by it alone (``sameCaseName(_:_:)``).
    ///
    /// Names are hashed as their UTF-8 bytes, so two spellings of one text are two names: Swift
    /// does not normalize identifiers, and `café` written with U+00E9 and with `e` and U+0301 are
    /// two cases of one enum.
    public static func text(caseNames: [String]) -> String {
        var hash = Hasher()
        // By index: unoptimized, as a debug build's kbn-gen runs, an iterator costs more than the hash.
        var index = 0
        while index < caseNames.count {
            hash.add(caseNames[index])
            index += 1
        }
        return hash.finish()
    }
}

extension KbnTableFingerprint {
    /// Whether two case names are one: whether they have the same UTF-8 bytes, the comparison that
    /// ``text(caseNames:)`` implies. kbn-gen, which has the names, says by it which value differs.
    package static func sameCaseName(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8)
    }
}

/// The fingerprints' hash: SHA-256 over the UTF-8 of texts, each closed by a byte that UTF-8 never
/// holds, so that no two lists of texts give the same bytes.
private struct Hasher {
    private var sha = KbnSHA256()

    mutating func add(_ text: String?) {
        guard var text else {
            sha.add(byte: 0xFE)
            return
        }
        text.withUTF8 { sha.add($0) }
        sha.add(byte: 0xFF)
    }

    /// `"kbn2-"` and the digest's first 16 bytes in 32 hexadecimal digits.
    mutating func finish() -> String {
        let digest = sha.finish()
        var text = "kbn2-"
        var index = 0
        while index < 16 {
            let digits = String(digest[index], radix: 16)
            if digits.count == 1 { text += "0" }
            text += digits
            index += 1
        }
        return text
    }
}

extension KbnColumn {
    /// The column as one line of text, for the fingerprint.
    fileprivate var fingerprintText: String {
        switch self {
        case .postfix: "postfix"
        case .logicalName: "logicalName"
        case .shortName: "shortName"
        case .localizedName(let language): "localizedName " + language
        case .deprecation: "deprecation"
        case .attribute(let name, let type, let isOptional, let logicalName):
            "attribute \(name) \(type.declaredName(isOptional: isOptional))" + (logicalName.map { " " + $0 } ?? "")
        case .group(let name): "group " + name
        case .parent: "parent"
        }
    }
}
