// The code-master features as an app sees them, through the kinds the plugin generates from the
// repository's kbn-definitions.json: attributes, groups, translations, short names, deprecation,
// display order and the generic kind description.

import KbnExample
import Testing

@Suite("Code-master features")
struct CodeMasterFeatureTests {
    @Test func typedAttributesReadBackAsDefined() {
        #expect(Kbn.Prefecture.tokyo.region == "関東")
        #expect(Kbn.Prefecture.okinawa.region == "九州・沖縄")
        #expect(Kbn.ContactMethod.phone.displayOrder == 1)
        #expect(Kbn.ContactMethod.phone.isRealtime)
        #expect(!Kbn.ContactMethod.email.isRealtime)
    }

    @Test func groupsListTheirMembersAndAnswerMembership() {
        #expect(Kbn.Prefecture.kantoRegion == [.ibaraki, .tochigi, .gunma, .saitama, .chiba, .tokyo, .kanagawa])
        #expect(Kbn.Prefecture.tokyo.isInKantoRegion)
        #expect(!Kbn.Prefecture.osaka.isInKantoRegion)
        #expect(Kbn.Prefecture.osaka.isInKinkiRegion)
        // Every prefecture is in exactly one region group.
        let regions: [[Kbn.Prefecture]] = [
            Kbn.Prefecture.hokkaidoRegion, Kbn.Prefecture.tohokuRegion, Kbn.Prefecture.kantoRegion,
            Kbn.Prefecture.chubuRegion,
            Kbn.Prefecture.kinkiRegion, Kbn.Prefecture.chugokuRegion, Kbn.Prefecture.shikokuRegion,
            Kbn.Prefecture.kyushuRegion,
        ]
        #expect(regions.flatMap { $0 }.sorted() == Kbn.Prefecture.allCases)
    }

    @Test func localizedNamesFallBackToTheLanguageThenTheLogicalName() {
        #expect(Kbn.Gender.man.localizedName(for: "en") == "Male")
        #expect(Kbn.Gender.woman.localizedName(for: "ko") == "여성")
        #expect(Kbn.Gender.woman.localizedName(for: "en-GB") == "Female")
        #expect(Kbn.Gender.woman.localizedName(for: "en_US") == "Female")
        #expect(Kbn.Gender.woman.localizedName(for: "EN-gb") == "Female")
        #expect(Kbn.Gender.woman.localizedName(for: "KO") == "여성")
        #expect(Kbn.Gender.woman.localizedName(for: "fr") == "女性")
        #expect(Kbn.Gender.woman.localizedName(for: "") == "女性")
        #expect(Kbn.Prefecture.tokyo.localizedName(for: "en") == "Tokyo")
    }

    @Test func shortNamesFallBackToTheLogicalName() {
        #expect(Kbn.Prefecture.tokyo.shortName == "東京")
        #expect(Kbn.Prefecture.hokkaido.shortName == "北海道")
        #expect(Kbn.Gender.man.shortName == "男性")
    }

    @Test func deprecatedValuesStayDecodableAndListed() throws {
        let fax = try #require(Kbn.ContactMethod(code: "00303"))
        #expect(fax.deprecationMessage == "FAX is no longer offered; use email.")
        #expect(Kbn.ContactMethod.allCases.contains(fax))
        #expect(Kbn.ContactMethod.phone.deprecationMessage == nil)
    }

    @Test func sortByOrdersAllCasesAndComparison() {
        #expect(Kbn.ContactMethod.allCases.map(\.code) == ["00302", "00301", "00303"])
        #expect(Kbn.ContactMethod.phone < Kbn.ContactMethod.email)
        #expect(Kbn.Prefecture.hokkaido < Kbn.Prefecture.okinawa)
        // Sorting with `<` from the reverse order must give the order of the sort key, found here
        // without `<`: displayOrder for ContactMethod; definition order, which is code order, for
        // Prefecture, which has no sortBy.
        #expect(
            Kbn.ContactMethod.allCases.reversed().sorted()
                == Kbn.ContactMethod.allCases.sorted { $0.displayOrder < $1.displayOrder })
        #expect(Kbn.Prefecture.allCases.reversed().sorted().map(\.code) == Kbn.Prefecture.allCases.map(\.code).sorted())
    }

    @Test func kindDescriptionPresentsAnyKindAsData() throws {
        let description = Kbn.ContactMethod.kindDescription
        #expect(description.name == "ContactMethod")
        #expect(description.prefix == "003")
        #expect(description.logicalName == "連絡方法区分")
        #expect(description.attributes.map(\.name) == ["displayOrder", "isRealtime"])
        #expect(description.attributes.map(\.type) == [.int, .bool])
        #expect(description.values.map(\.code) == Kbn.ContactMethod.allCases.map(\.code))
        let fax = try #require(description.values.last)
        #expect(fax.shortName == "FAX")
        #expect(fax.localizedNames == ["en": "Fax"])
        #expect(fax.attributes == [.int(3), .bool(false)])
        #expect(fax.deprecationMessage != nil)

        let tokyo = try #require(Kbn.Prefecture.kindDescription.values.first { $0.code == "00213" })
        #expect(tokyo.groupNames == ["kantoRegion"])
        #expect(tokyo.attributes == [.string("関東")])

        let viaExistential = Kbn.allKinds.map { $0.kindDescription.name }
        #expect(viaExistential == ["Gender", "Prefecture", "ContactMethod"])
    }
}
