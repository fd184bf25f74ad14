// Case names made from data that has none: a Swift identifier derived from each value's logical
// name or its code, the same for the same input on every run, and distinct within a kind. The
// characters an identifier may hold are SwiftNames's, so a derived name is one `check` accepts.

import KbnGeneratorCore

/// How `import-csv` names the values of rows that give no case name.
package enum CaseNameSource: String, CaseIterable, Sendable {
    /// The `case` column.
    case column
    /// The value's logical name, made an identifier.
    case logicalName = "logical-name"
    /// `c` followed by the value's code.
    case code
}

/// The derivation of case names, as docs/WORKFLOWS.md states it.
enum DerivedCaseNames {
    /// What a name is derived from.
    enum Basis {
        case logicalName, code
    }

    /// One value to name: its logical name, its postfix, and in a kind with a parent kind its
    /// parent's case name.
    struct Value {
        var logicalName: String
        var code: String
        var parentCaseName: String? = nil
    }

    /// The case names of a kind's `values`, in order, derived from their logical names or codes.
    ///
    /// A logical name with no character an identifier can hold is named by its code. A value with a
    /// parent has its parent's case name and `_` first (`みずほ_本店営業部`, `みずほ_c001`): its
    /// name and its code are unique only within its parent, as a branch's are. A derived name
    /// that cannot be a case (a KbnType member such as `description`, `self`, `Swift`), that
    /// `taken` holds (the case names a merged file has), or that two of `values` share, gets `_`
    /// and the value's code appended, for each value it would name.
    static func names(of values: [Value], from basis: Basis, taken: Set<String> = []) -> [String] {
        let bases = values.map { value in
            let own =
                switch basis {
                case .logicalName: identifier(fromName: value.logicalName) ?? identifier(fromCode: value.code)
                case .code: identifier(fromCode: value.code)
                }
            return value.parentCaseName.map { $0 + "_" + String(own.drop { $0 == "_" }) } ?? own
        }
        var count: [String: Int] = [:]
        for base in bases {
            count[base, default: 0] += 1
        }
        return zip(bases, values).map { base, value in
            let needsCode =
                count[base, default: 0] > 1 || taken.contains(base) || SwiftNames.problemWithCaseName(base) != nil
            return needsCode ? base + "_" + replacingEachNonIdentifierCharacter(in: value.code) : base
        }
    }

    /// `name` made an identifier: each run of characters an identifier cannot hold becomes one `_`,
    /// none at the start or end; a `_` goes first when what is left starts with a character that
    /// cannot start one (a digit, a combining mark). Nil when no character is left.
    static func identifier(fromName name: String) -> String? {
        var scalars = String.UnicodeScalarView()
        var pendingUnderscore = false
        for scalar in name.unicodeScalars {
            if SwiftNames.isIdentifierCharacter(scalar) {
                if pendingUnderscore, !scalars.isEmpty {
                    scalars.append("_")
                }
                pendingUnderscore = false
                scalars.append(scalar)
            } else {
                pendingUnderscore = true
            }
        }
        guard let first = scalars.first else { return nil }
        if !SwiftNames.isIdentifierHead(first) {
            scalars.insert("_", at: scalars.startIndex)
        }
        return String(scalars)
    }

    /// `c` and `code`, each character an identifier cannot hold written as `_`.
    static func identifier(fromCode code: String) -> String {
        "c" + replacingEachNonIdentifierCharacter(in: code)
    }

    /// One `_` for each character of `text` that an identifier cannot hold, so that codes differing
    /// only in how many such characters they have stay apart.
    private static func replacingEachNonIdentifierCharacter(in text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { SwiftNames.isIdentifierCharacter($0) ? $0 : "_" }))
    }
}
