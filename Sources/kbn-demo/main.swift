// kbn-demo: the README's example, end to end. A server response with two division codes
// decodes into a model with typed properties, and one generic function presents values of any kind.

import Foundation
import KbnExample
import KbnUpdates

/// A profile as an app models it: each field can only hold a value of its own kind.
struct MyProfile: Codable {
    let gender: Kbn.Gender
    let prefecture: Kbn.Prefecture

    enum CodingKeys: String, CodingKey {
        case gender = "gender_kbn"
        case prefecture = "prefecture_kbn"
    }
}

/// One card for a value of any kind: the reusable screen of the second seed, with no optional
/// properties for the kinds it does not show.
func card(for value: some KbnType) -> String {
    "[\(type(of: value).kindLogicalName)] \(value.logicalName) (code \(value.code))"
}

let response = #"{"gender_kbn": "00101", "prefecture_kbn": "00213"}"#
print("Response: \(response)")

let profile = try JSONDecoder().decode(MyProfile.self, from: Data(response.utf8))
print("Decoded: gender = \(profile.gender), prefecture = \(profile.prefecture)")

// An exhaustive switch needs no `default:`.
switch profile.gender {
case .man: print("Switch: the profile is a man's")
case .woman: print("Switch: the profile is a woman's")
}

print("Cards:")
print("  " + card(for: profile.gender))
print("  " + card(for: profile.prefecture))

print("Every kind, found by code:")
for code in ["00102", "00247", "99999"] {
    if let value = Kbn.value(forCode: code) {
        print("  \(code) → " + card(for: value))
    } else {
        print("  \(code) → no such value")
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let encoded = try encoder.encode(profile)
print("Encoded back: \(String(decoding: encoded, as: UTF8.self))")

// Typed attributes, groups and translations of a kind that declares them.
let tokyo = profile.prefecture
print(
    "Attributes: \(tokyo.logicalName) is in \(tokyo.region), short name \(tokyo.shortName), in English \(tokyo.localizedName(for: "en-GB"))"
)
print("Group: Kanto has \(Kbn.Prefecture.kantoRegion.count) prefectures; Tokyo is in it: \(tokyo.isInKantoRegion)")

/// One list for every kind: the generic screen of the second seed, from the kind's description alone.
func list(_ kind: KbnKindDescription, language: String) -> [String] {
    var lines = ["\(kind.logicalName) \(kind.name) (prefix \(kind.prefix), \(kind.values.count) values)"]
    for value in kind.values.prefix(4) {
        let name = value.localizedNames[language] ?? value.logicalName
        var fields = [value.code, value.shortName, name]
        // nil where an optional attribute has no value.
        fields += zip(kind.attributes, value.attributes).map { "\($0.name)=\($1.map { "\($0)" } ?? "nil")" }
        if let message = value.deprecationMessage {
            fields.append("(deprecated: \(message))")
        }
        lines.append("  " + fields.joined(separator: "  "))
    }
    if kind.values.count > 4 {
        lines.append("  … \(kind.values.count - 4) more")
    }
    return lines
}

print("Every kind, listed by one function:")
for kind in Kbn.allKinds {
    print(list(kind.kindDescription, language: "en").joined(separator: "\n"))
}

// A master that changed after the app shipped: the server's update renames 男性, changes nothing
// of the app's logic, and adds a value the build does not know. The compiled kind is unchanged.
// "madeFor" gives every compiled kind's fingerprint, as kbn-gen make-update writes it: an update
// applies to the build it was made for.
let thisBuild = Kbn.allKinds.map { "\"\($0.kindDescription.name)\": \"\(KbnUpdate.fingerprint(of: $0))\"" }
let serverUpdate = """
    {
      "namespace": "Kbn",
      "madeFor": {\(thisBuild.joined(separator: ", "))},
      "kinds": [{
        "name": "Gender", "prefix": "001", "logicalName": "性別区分",
        "values": [
          {"case": "man", "postfix": "01", "logicalName": "男性（更新）"},
          {"case": "woman", "postfix": "02", "logicalName": "女性"},
          {"case": "unanswered", "postfix": "09", "logicalName": "回答しない", "localizedNames": {"en": "Prefer not to say"}}
        ]
      }]
    }
    """
let update = try KbnUpdate(json: Array(serverUpdate.utf8), kinds: Kbn.allKinds)
let unanswered = KbnValue<Kbn.Gender>(code: "00109")
print(
    "Update: \(update.logicalName(of: Kbn.Gender.man)) (compiled: \(Kbn.Gender.man.logicalName)); \(unanswered.code) is \(update.logicalName(of: unanswered) ?? "unknown"); allCases still \(Kbn.Gender.allCases.count)"
)
do {
    // An update that would change what the codes mean (another prefix): refused whole, at its place.
    _ = try KbnUpdate(
        json: Array(serverUpdate.replacingOccurrences(of: "\"001\"", with: "\"009\"").utf8), kinds: Kbn.allKinds)
} catch {
    print("Refused: \(error.problems[0])")
}
