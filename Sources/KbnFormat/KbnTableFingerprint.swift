// The fingerprint of the data a kind was compiled with: the same text, computed by kbn-gen from the
// definitions and by KbnKit from the generated table, so that an update made for one build of an
// app can tell whether it meets that build.

/// A short text that changes whenever anything in a kind's generated table changes.
///
/// It hashes exactly what generated code hands to `KbnTable`: names, prefix, columns, sort
/// attribute, separator and the row texts. A change to a name, an order, a deprecation, an
/// attribute or a code therefore changes it, and so does a new table format. FNV-1a, 64 bits: it
/// tells builds apart, it is not a signature; what an update may change is checked whatever its
/// fingerprint says.
@_spi(KbnGenerated) public enum KbnTableFingerprint {
    /// `"kbn1-"` and 16 hexadecimal digits, for the table that these arguments of `KbnTable` describe.
    public static func text(
        name: String, prefix: String, logicalName: String, columns: [KbnColumn], sortAttribute: String?,
        separator: Unicode.Scalar, rows: String, formerCodes: String?, alternateCodes: String?
    ) -> String {
        var hash = FNV1a()
        for part in [name, prefix, logicalName, sortAttribute, String(separator), rows, formerCodes, alternateCodes] {
            hash.add(part)
        }
        for column in columns {
            hash.add(column.fingerprintText)
        }
        return hash.text
    }

    /// `"kbn1-"` and 16 hexadecimal digits, for a kind whose cases, in declaration order, have the
    /// names `caseNames`.
    ///
    /// A case name is a compiled value's identity: an update that gives a compiled code another
    /// case, or a compiled case another code, is refused. Generated tables hold this fingerprint
    /// rather than the names, which would take as many bytes again as a large kind's codes.
    public static func text(caseNames: [String]) -> String {
        var hash = FNV1a()
        // By index: unoptimized, as a debug build's kbn-gen runs, an iterator costs more than the hash.
        var index = 0
        while index < caseNames.count {
            hash.add(caseNames[index])
            index += 1
        }
        return hash.text
    }
}

/// FNV-1a over the UTF-8 of texts, each closed by a byte that UTF-8 never holds, so that no two
/// lists of texts give the same bytes.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String?) {
        guard var text else {
            add(byte: 0xFE)
            return
        }
        text.withUTF8 { bytes in
            // By index, as above.
            var index = 0
            while index < bytes.count {
                add(byte: bytes[index])
                index += 1
            }
        }
        add(byte: 0xFF)
    }

    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// `"kbn1-"` and the hash in 16 hexadecimal digits.
    var text: String {
        let digits = String(value, radix: 16)
        return "kbn1-" + String(repeating: "0", count: 16 - digits.count) + digits
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
        }
    }
}
