// The one line a command prints when all went well, so that a person sees what it did without
// checking the exit status; --quiet leaves it out for scripts. It goes to standard error, which
// keeps standard output for what the command writes there.

import KbnGenCommandLine
import KbnGeneratorCore

/// What a successful command did, in one line.
enum Summary {
    /// `3 kinds, 1,146 values`.
    static func counts(of definitions: Definitions) -> String {
        let values = definitions.kinds.reduce(0) { $0 + $1.values.count }
        return "\(counted(definitions.kinds.count, "kind")), \(counted(values, "value"))"
    }

    /// `1 kind`, `1,146 values`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `1146` as `1,146`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// Prints `line` unless `quiet`.
    static func print(_ line: String, quiet: Bool) {
        if !quiet { StandardStreams.printError([line]) }
    }
}

/// The kinds, their values and their translations as a definitions file's text gives them, for
/// the summaries of the commands that write one: read again from the text they wrote, since the
/// importers hand back only text.
struct WrittenDefinitions {
    /// Each kind's name and its values' case names, in file order.
    private(set) var kinds: [(name: String, cases: [String])] = []
    /// Every value's localized names, by kind name, case name and language.
    private(set) var translations: [String: String] = [:]

    init?(_ text: String) {
        guard let root = try? JSONReader.read(Array(text.utf8)), case .array(let kinds)? = root.member("kinds") else {
            return nil
        }
        for kind in kinds {
            guard case .string(let name)? = kind.member("name"), case .array(let values)? = kind.member("values") else {
                continue
            }
            var cases: [String] = []
            for value in values {
                guard case .string(let caseName)? = value.member("case") else { continue }
                cases.append(caseName)
                guard case .object(let names)? = value.member("localizedNames") else { continue }
                for member in names {
                    if case .string(let localized) = member.value.content {
                        translations["\(name).\(caseName).\(member.key)"] = localized
                    }
                }
            }
            self.kinds.append((name, cases))
        }
    }

    /// `2 kinds, 1,146 values`.
    var counts: String {
        "\(Summary.counted(kinds.count, "kind")), \(Summary.counted(kinds.reduce(0) { $0 + $1.cases.count }, "value"))"
    }

    /// ` (3 new, 1 removed)`: the values that `earlier` lacks and those it has that these lack.
    func changes(since earlier: WrittenDefinitions) -> String {
        func values(of file: WrittenDefinitions) -> Set<String> {
            Set(file.kinds.flatMap { kind in kind.cases.map { "\(kind.name).\($0)" } })
        }
        let (now, before) = (values(of: self), values(of: earlier))
        return
            " (\(Summary.grouped(now.subtracting(before).count)) new, \(Summary.grouped(before.subtracting(now).count)) removed)"
    }

    /// How many translations these have that `earlier` lacks or gives otherwise.
    func translationsImported(since earlier: WrittenDefinitions) -> Int {
        translations.filter { earlier.translations[$0.key] != $0.value }.count
    }
}

private extension JSONValue {
    /// The value of the member `key` of an object; nil for anything else.
    func member(_ key: String) -> JSONValue.Content? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value.content
    }
}
