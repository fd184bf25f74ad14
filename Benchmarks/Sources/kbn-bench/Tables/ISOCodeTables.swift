// Real code tables from Debian's iso-codes package: ISO 639-3 languages and ISO 3166-1 countries.

import Foundation

enum ISOCodeTables {
    static let directory = "/usr/share/iso-codes/json"

    /// ISO 639-3: one kind, one value per language (about 7,900), cased and coded by its alpha-3 code.
    static func languages() throws -> CodeTable {
        let entries = try read("iso_639-3.json", list: "639-3")
        let values = entries.map { entry in
            CodeTable.Value(caseName: entry["alpha_3"]!, postfix: entry["alpha_3"]!, logicalName: entry["name"]!)
        }
        return CodeTable(
            label: "ISO 639-3, 1 kind × \(grouped(values.count))",
            kinds: [CodeTable.Kind(name: "Language", prefix: "639", logicalName: "ISO 639-3 言語", values: values)]
        )
    }

    /// Two-letter names of KbnType members, which the generator refuses as case names.
    private static let kbnTypeMembers: Set = ["id"]

    /// ISO 3166-1: one kind, one value per country (249), cased by its lowercased alpha-2 code, or
    /// by its alpha-3 code where the alpha-2 one names a member every kind has (`id`, Indonesia).
    static func countries() throws -> CodeTable {
        let entries = try read("iso_3166-1.json", list: "3166-1")
        let values = entries.map { entry in
            let alpha2 = entry["alpha_2"]!.lowercased()
            let caseName = kbnTypeMembers.contains(alpha2) ? entry["alpha_3"]!.lowercased() : alpha2
            return CodeTable.Value(caseName: caseName, postfix: entry["alpha_2"]!, logicalName: entry["name"]!)
        }
        return CodeTable(
            label: "ISO 3166-1, 1 kind × \(grouped(values.count))",
            kinds: [CodeTable.Kind(name: "Country", prefix: "3166", logicalName: "ISO 3166-1 国", values: values)]
        )
    }

    /// Real data for an app's many small kinds: ISO 3166-2's subdivisions as one kind per country
    /// (about 200, most of a few dozen values), all of them again as one kind, and ISO 4217's
    /// currencies as one more. Cases are the lowercased codes' letters and digits after a `c`,
    /// since many codes start with a digit.
    static func subdivisionsAndCurrencies() throws -> CodeTable {
        let subdivisions = try read("iso_3166-2.json", list: "3166-2")
        var countries: [String] = []
        var byCountry: [String: [CodeTable.Value]] = [:]
        for entry in subdivisions {
            let code = entry["code"]!
            let (country, postfix) = (String(code.prefix { $0 != "-" }), String(code.drop { $0 != "-" }.dropFirst()))
            if byCountry[country] == nil { countries.append(country) }
            byCountry[country, default: []].append(
                CodeTable.Value(caseName: caseName(postfix), postfix: postfix, logicalName: entry["name"]!))
        }
        var kinds = countries.map { country in
            CodeTable.Kind(
                name: "Subdivision\(country)", prefix: "\(country)-", logicalName: "ISO 3166-2 \(country)",
                values: byCountry[country]!)
        }
        kinds.append(
            CodeTable.Kind(
                name: "Subdivision", prefix: "3166-2:", logicalName: "ISO 3166-2",
                values: subdivisions.map {
                    CodeTable.Value(caseName: caseName($0["code"]!), postfix: $0["code"]!, logicalName: $0["name"]!)
                }
            ))
        let currencies = try read("iso_4217.json", list: "4217")
        kinds.append(
            CodeTable.Kind(
                name: "Currency", prefix: "4217:", logicalName: "ISO 4217",
                values: currencies.map {
                    CodeTable.Value(
                        caseName: $0["alpha_3"]!.lowercased(), postfix: $0["alpha_3"]!, logicalName: $0["name"]!)
                }
            ))
        let values = kinds.reduce(0) { $0 + $1.values.count }
        return CodeTable(label: "ISO 3166-2 + 4217, \(kinds.count) kinds, \(grouped(values)) values", kinds: kinds)
    }

    private static func caseName(_ code: String) -> String {
        "c" + code.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    private static func read(_ fileName: String, list: String) throws -> [[String: String]] {
        let url = URL(filePath: directory).appending(path: fileName)
        guard let data = FileManager.default.contents(atPath: url.path(percentEncoded: false)) else {
            throw BenchmarkError(
                "\(url.path(percentEncoded: false)) is missing: install Debian's iso-codes package (apt-get install iso-codes)"
            )
        }
        let file = try JSONDecoder().decode([String: [[String: String]]].self, from: data)
        guard let entries = file[list] else { throw BenchmarkError("\(fileName) has no \"\(list)\" list") }
        return entries
    }
}
