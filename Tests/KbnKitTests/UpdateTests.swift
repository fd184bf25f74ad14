// KbnUpdate on the example kinds: what an update may change, and every refusal at its place.

import KbnExample
import KbnKit
import Testing

/// An update of `kinds`, each a kind object's JSON text, made for this build: `"madeFor"` gives
/// each kind's fingerprint unless `madeFor` says otherwise.
func updateJSON(namespace: String = "Kbn", madeFor: [String: String]? = nil, _ kinds: [(name: String, json: String)])
    -> String
{
    let fingerprints =
        madeFor
        ?? Dictionary(
            uniqueKeysWithValues: kinds.map { kind in
                (kind.name, Kbn.allKinds.first { String(reflecting: $0).hasSuffix("." + kind.name) }.map(fingerprint(of:)) ?? "none")
            })
    let madeForText = fingerprints.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
        .joined(separator: ", ")
    return """
        {
          "namespace": "\(namespace)",
          "madeFor": {\(madeForText)},
          "kinds": [
        \(kinds.map(\.json).joined(separator: ",\n"))
          ]
        }
        """
}

private func fingerprint(of kind: any KbnType.Type) -> String {
    func open<Kind: KbnType>(_ kind: Kind.Type) -> String { KbnUpdate.fingerprint(of: kind) }
    return open(kind)
}

let genderRelabelled = """
        {
          "name": "Gender", "prefix": "001", "logicalName": "性別",
          "values": [
            {"case": "woman", "postfix": "02", "logicalName": "女性 (updated)", "localizedNames": {"en": "Woman"}},
            {"case": "man", "postfix": "01", "logicalName": "男性 (updated)", "deprecated": "No longer asked."},
            {"case": "other", "postfix": "03", "logicalName": "その他", "localizedNames": {"en": "Other"}}
          ]
        }
    """

@Suite("Updates at run time")
struct UpdateTests {
    @Test func anUpdateRelabelsReordersDeprecatesAndAdds() throws {
        let update = try KbnUpdate(json: Array(updateJSON([("Gender", genderRelabelled)]).utf8), kinds: Kbn.allKinds)
        #expect(update.logicalName(of: Kbn.Gender.man) == "男性 (updated)")
        #expect(update.description(of: Kbn.Gender.man).deprecationMessage == "No longer asked.")
        #expect(update.values(of: Kbn.Gender.self) == [.known(.woman), .known(.man), .unknown("00103")])
        #expect(update.logicalName(of: KbnValue<Kbn.Gender>(code: "00103")) == "その他")
        #expect(update.description(of: KbnValue<Kbn.Gender>(code: "00103"))?.localizedName(for: "en-GB") == "Other")
        #expect(update.logicalName(of: KbnValue<Kbn.Gender>(code: "00104")) == nil)
        // The compiled contract is unchanged.
        #expect(Kbn.Gender.man.logicalName == "男性")
        #expect(Kbn.Gender.allCases == [.man, .woman])
        #expect(Kbn.Gender(code: "00103") == nil)
        // Kinds the update leaves out stay as compiled.
        #expect(update.kindDescription(of: Kbn.Prefecture.self) == Kbn.Prefecture.kindDescription)
        #expect(update.logicalName(of: Kbn.Prefecture.tokyo) == "東京都")
    }

    @Test func anUpdateMadeForAnotherBuildIsRefused() {
        let json = updateJSON(madeFor: ["Gender": "kbn1-0000000000000000"], [("Gender", genderRelabelled)])
        #expect {
            try KbnUpdate(json: Array(json.utf8), kinds: Kbn.allKinds)
        } throws: { error in
            let problems = (error as! KbnUpdateError).problems
            return problems.count == 1 && problems[0].line == 3
                && problems[0].message.contains("was made for another build of the app")
        }
    }
}
