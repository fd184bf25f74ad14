// KbnUpdate on the example kinds and the edge cases: what an update may change, and every refusal,
// each at its line and column and naming its kind and code.

import KbnExample
import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

/// The problems of refusing `json`, or none when it is accepted.
func problems(of json: String, kinds: [any KbnType.Type]) -> [KbnUpdateError.Problem] {
    do {
        _ = try KbnUpdate(json: Array(json.utf8), kinds: kinds)
        return []
    } catch {
        return error.problems
    }
}

/// `line:column` where `needle` first occurs in `text` after `context`, as
/// ``KbnUpdateError/Problem/place`` gives it.
func position(of needle: String, after context: String = "", in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
        if let range = line.range(of: context + needle) {
            let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + context.utf8.count + 1
            return "\(index + 1):\(column)"
        }
    }
    preconditionFailure("\(context + needle) is not in the update")
}

extension KbnUpdateError.Problem {
    /// `line:column`, or `-` for a problem of the update as a whole.
    var place: String { line.map { "\($0):\(column ?? 0)" } ?? "-" }
}

@Suite("Updates at run time")
struct UpdateTests {
    /// Gender with its values relabelled, reordered, one deprecated, and one added.
    private var genderUpdate: UpdateKind {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.values[0].logicalName = "男性 (updated)"
        gender.values[0].deprecated = "No longer asked."
        gender.values[1].localizedNames["en"] = "Woman"
        gender.values.swapAt(0, 1)
        gender.values.append(
            .init(caseName: "other", postfix: "03", logicalName: "その他", localizedNames: ["en": "Other"]))
        return gender
    }

    @Test func anUpdateRelabelsReordersDeprecatesAndAdds() throws {
        let update = try KbnUpdate(
            json: Array(updateJSON([genderUpdate], compiled: Kbn.allKinds).utf8), kinds: Kbn.allKinds)
        #expect(update.updates(Kbn.Gender.self))
        #expect(!update.updates(Kbn.Prefecture.self))
        #expect(update.logicalName(of: Kbn.Gender.man) == "男性 (updated)")
        #expect(update.description(of: Kbn.Gender.man).deprecationMessage == "No longer asked.")
        #expect(update.description(of: Kbn.Gender.woman).localizedName(for: "en-US") == "Woman")
        #expect(update.values(of: Kbn.Gender.self) == [.known(.woman), .known(.man), .unknown("00103")])
        #expect(update.kindDescription(of: Kbn.Gender.self).values.map(\.code) == ["00102", "00101", "00103"])
        // A code the update adds has its names; one that neither has, none.
        let added = KbnValue<Kbn.Gender>(code: "00103")
        #expect(update.logicalName(of: added) == "その他")
        #expect(update.description(of: added)?.localizedName(for: "en-GB") == "Other")
        #expect(update.logicalName(of: KbnValue<Kbn.Gender>(code: "00104")) == nil)
        #expect(update.logicalName(of: KbnValue<Kbn.Gender>.known(.man)) == "男性 (updated)")
        // The compiled contract is unchanged.
        #expect(Kbn.Gender.man.logicalName == "男性")
        #expect(Kbn.Gender.allCases == [.man, .woman])
        #expect(Kbn.Gender(code: "00103") == nil)
        #expect(Kbn.Gender.man < Kbn.Gender.woman)
        // Kinds the update leaves out stay as compiled.
        #expect(update.kindDescription(of: Kbn.Prefecture.self) == Kbn.Prefecture.kindDescription)
        #expect(update.logicalName(of: Kbn.Prefecture.tokyo) == "東京都")
        #expect(update.values(of: Kbn.Prefecture.self) == Kbn.Prefecture.allCases.map { .known($0) })
    }

    @Test func noUpdateIsTheCompiledData() {
        let none = KbnUpdate()
        #expect(none.isEmpty)
        #expect(none.logicalName(of: Kbn.Gender.man) == "男性")
        let fax = Kbn.ContactMethod(code: "00303")!
        #expect(none.description(of: fax) == Kbn.ContactMethod.kindDescription.values[2])
        #expect(none.description(of: fax).deprecationMessage != nil)
        #expect(none.kindDescription(of: Kbn.ContactMethod.self) == Kbn.ContactMethod.kindDescription)
        #expect(none.description(of: KbnValue<Kbn.Gender>(code: "00103")) == nil)
    }

    @Test func attributesGroupsAndTheSortAttributeAreTheUpdates() throws {
        var prefecture = UpdateKind(Kbn.Prefecture.self)
        prefecture.attributes.append(("kana", "String?"))
        prefecture.values[12].attributes["kana"] = quoted("とうきょうと")
        prefecture.values[12].attributes["region"] = quoted("首都圏")
        prefecture.groups = [("capital", ["tokyo", "kanagawa"])]
        let update = try KbnUpdate(
            json: Array(updateJSON([prefecture], compiled: Kbn.allKinds).utf8), kinds: Kbn.allKinds)
        let description = update.kindDescription(of: Kbn.Prefecture.self)
        #expect(description.attributes.map(\.name) == ["region", "kana"])
        #expect(update.description(of: Kbn.Prefecture.tokyo).attributes == [.string("首都圏"), .string("とうきょうと")])
        #expect(description.groupNames == ["capital"])
        #expect(update.description(of: Kbn.Prefecture.kanagawa).groupNames == ["capital"])
        // The compiled group properties keep the compiled members.
        #expect(Kbn.Prefecture.tokyo.isInKantoRegion)
        #expect(Kbn.Prefecture.tokyo.region == "関東")

        prefecture.sortBy = "region"
        let sorted = try KbnUpdate(
            json: Array(updateJSON([prefecture], compiled: Kbn.allKinds).utf8), kinds: Kbn.allKinds)
        let regions = sorted.kindDescription(of: Kbn.Prefecture.self).values.map { $0.attributes[0]!.description }
        #expect(regions == regions.sorted())
        // By code point 中国 comes first; ties keep the update's order.
        #expect(sorted.values(of: Kbn.Prefecture.self).prefix(2) == [.known(.tottori), .known(.shimane)])
    }

    // MARK: Refusals

    /// The fingerprint of each of the example's kinds as this build compiled it, with `changes`.
    private func thisBuild(_ changes: [String: String] = [:]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Kbn.allKinds.map { ($0.kindDescription.name, KbnUpdate.fingerprint(of: $0)) })
            .merging(changes) { $1 }
    }

    @Test func anUpdateMadeForAnotherBuildIsRefused() {
        let json = updateJSON(
            madeFor: thisBuild(["Gender": "kbn2-00000000000000000000000000000000"]), [genderUpdate],
            compiled: Kbn.allKinds)
        let found = problems(of: json, kinds: Kbn.allKinds)
        #expect(found.map(\.place) == [position(of: "\"kbn2-00000000000000000000000000000000\"", in: json)])
        #expect(
            found.first?.message.contains("kind 'Gender' of the update was made for another build of the app") == true)
    }

    /// An update, the empty one too, is bound to the build it was made for: a kind it does not
    /// give, compiled otherwise by this build, refuses it, so that an update made for one build
    /// never takes another back to its compiled data.
    @Test func anUpdateMadeForABuildWithOtherCompiledDataIsRefusedThoughItGivesNoKind() {
        let empty = updateJSON(
            madeFor: thisBuild(["Prefecture": "kbn2-00000000000000000000000000000000"]), [], compiled: Kbn.allKinds)
        let found = problems(of: empty, kinds: Kbn.allKinds)
        #expect(found.map(\.place) == [position(of: "\"kbn2-00000000000000000000000000000000\"", in: empty)])
        #expect(
            found.first?.message.contains("kind 'Prefecture' of the update was made for another build of the app")
                == true)
        let noKinds = updateJSON(madeFor: [:], [], compiled: Kbn.allKinds)
        #expect(
            problems(of: noKinds, kinds: Kbn.allKinds).map(\.message)
                == ["Gender", "Prefecture", "ContactMethod"].map {
                    "\"madeFor\" has no fingerprint of kind '\($0)', which this build compiled, so the update was made for another build of the app: make the update again from the definitions this build compiled, with kbn-gen make-update"
                })
        let applied = try? KbnUpdate(json: Array(updateJSON([], compiled: Kbn.allKinds).utf8), kinds: Kbn.allKinds)
        #expect(applied?.isEmpty == true)
    }

    @Test func anUpdateMustSayWhichBuildItWasMadeFor() {
        let json = updateJSON([genderUpdate], compiled: Kbn.allKinds).replacingOccurrences(
            of: "\"madeFor\": {", with: "\"x\": {")
        #expect(
            problems(of: json, kinds: Kbn.allKinds).map(\.message).contains {
                $0.contains("unknown key 'x'") || $0.contains("'x'")
            })

        let without = updateJSON(
            madeFor: thisBuild().filter { $0.key != "Gender" }, [genderUpdate], compiled: Kbn.allKinds)
        let found = problems(of: without, kinds: Kbn.allKinds)
        #expect(
            found.map(\.message) == [
                "\"madeFor\" has no fingerprint of kind 'Gender', which this build compiled, so the update was made for another build of the app: make the update again from the definitions this build compiled, with kbn-gen make-update"
            ])
        #expect(found.map(\.place) == [position(of: "\"madeFor\"", in: without)])

        let stray = updateJSON(
            madeFor: thisBuild(["Sex": "kbn2-00000000000000000000000000000000"]), [genderUpdate], compiled: Kbn.allKinds
        )
        #expect(
            problems(of: stray, kinds: Kbn.allKinds).map(\.message) == [
                "the update was made for a build that compiled kind 'Sex', which this build did not: make the update again from the definitions this build compiled"
            ])
    }

    @Test func anUpdateWithoutMadeForIsRefusedAtItsNamespace() {
        let json = updateJSON([genderUpdate], compiled: Kbn.allKinds).split(separator: "\n")
            .filter { !$0.contains("\"madeFor\"") }.joined(separator: "\n")
        let found = problems(of: json, kinds: Kbn.allKinds)
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasPrefix("the update does not say which build of the app it was made for") == true)
        #expect(found.map(\.place) == [position(of: "\"Kbn\"", in: json)])
    }

    @Test func anotherNamespaceOrAKindTheAppDoesNotHaveIsRefused() {
        let json = updateJSON(namespace: "Shop", [genderUpdate], compiled: Kbn.allKinds)
        #expect(
            problems(of: json, kinds: Kbn.allKinds).map(\.message) == [
                "the update is for namespace 'Shop', not 'Kbn': the app's kinds are in another namespace"
            ])
        var renamed = genderUpdate
        renamed.name = "Sex"
        let unknownKind = updateJSON([renamed], compiled: Kbn.allKinds)
        let found = problems(of: unknownKind, kinds: Kbn.allKinds)
        #expect(
            found.map(\.message) == [
                "kind 'Sex' is not one of the app's kinds (Gender, Prefecture, ContactMethod): the app has no such kind; an update changes the kinds it compiled"
            ])
        #expect(found.map(\.place) == [position(of: "\"Sex\"", after: "\"name\": ", in: unknownKind)])
    }

    @Test func aChangedPrefixIsRefused() {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.prefix = "009"
        let json = updateJSON([gender], compiled: Kbn.allKinds)
        let found = problems(of: json, kinds: Kbn.allKinds)
        #expect(
            found.map(\.message) == [
                "the prefix of kind 'Gender' is '009' in the update and '001' in the app: an update cannot change a kind's prefix"
            ])
        #expect(found.map(\.place) == [position(of: "\"009\"", in: json)])
    }

    @Test func aMissingAttributeOrOneOfAnotherTypeIsRefused() {
        var missing = UpdateKind(Kbn.Prefecture.self)
        missing.attributes = []
        for index in missing.values.indices { missing.values[index].attributes = [:] }
        #expect(
            problems(of: updateJSON([missing], compiled: Kbn.allKinds), kinds: Kbn.allKinds).map(\.message) == [
                "kind 'Prefecture' lacks the attribute 'region' (String) that the app compiled: an update gives every attribute the app compiled, with its compiled type"
            ])
        var optional = UpdateKind(Kbn.Prefecture.self)
        optional.attributes = [("region", "String?")]
        let json = updateJSON([optional], compiled: Kbn.allKinds)
        let found = problems(of: json, kinds: Kbn.allKinds)
        #expect(
            found.map(\.message) == [
                "attribute 'region' of kind 'Prefecture' is String? in the update and String in the app: an update gives every attribute the app compiled, with its compiled type"
            ])
        #expect(found.map(\.place) == [position(of: "\"region\": \"String?\"", in: json)])
    }

    @Test func everyCompiledValueMustStay() {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.values.removeFirst()
        #expect(
            problems(of: updateJSON([gender], compiled: Kbn.allKinds), kinds: Kbn.allKinds).map(\.message) == [
                "kind 'Gender' lacks the value with the code '00101' that the app compiled: an update keeps every value the app compiled; to stop offering one, deprecate it"
            ])
    }

    /// A check of codes alone would apply an update that swapped two values' case names, with their
    /// data following the names: the case name is what the app's code names.
    @Test func aCompiledValueKeepsItsCaseName() {
        let refusal =
            "the update gives compiled values of kind 'Prefecture' other case names than the app compiled, or a compiled case to a new value; kbn-gen check-update names each: a compiled value keeps its case name, its identity in the app's code; to rename what people see, change its logicalName"
        var swapped = UpdateKind(Kbn.Prefecture.self)
        let tokyo = swapped.values.firstIndex { $0.caseName == "tokyo" }!
        let osaka = swapped.values.firstIndex { $0.caseName == "osaka" }!
        (swapped.values[tokyo].caseName, swapped.values[osaka].caseName) = ("osaka", "tokyo")
        (swapped.values[tokyo].logicalName, swapped.values[osaka].logicalName) = ("大阪府", "東京都")
        let json = updateJSON([swapped], compiled: Kbn.allKinds)
        let found = problems(of: json, kinds: Kbn.allKinds)
        #expect(found.map(\.message) == [refusal])
        #expect(found.map(\.place) == [position(of: "\"Prefecture\"", after: "\"name\": ", in: json)])
        // A compiled code given to a new case, and a new value under a compiled case, are refused alike.
        var renamed = UpdateKind(Kbn.Prefecture.self)
        renamed.values[tokyo].caseName = "capital"
        #expect(
            problems(of: updateJSON([renamed], compiled: Kbn.allKinds), kinds: Kbn.allKinds).map(\.message) == [refusal]
        )
        // The compiled names, in any order, with new values beside them, pass.
        var reordered = UpdateKind(Kbn.Prefecture.self)
        reordered.values.reverse()
        reordered.values.append(
            .init(caseName: "capital", postfix: "48", logicalName: "首都", attributes: ["region": quoted("関東")]))
        #expect(problems(of: updateJSON([reordered], compiled: Kbn.allKinds), kinds: Kbn.allKinds).isEmpty)
    }

    /// An update that spelled a compiled code otherwise, equal as a `String`, would turn the value's
    /// code into its spelling, which the app's stored data and its server do not write.
    @Test func aCompiledCodeKeepsItsCompiledSpelling() throws {
        // Edge.Kelvin's prefix is two Kelvin signs, which equal "KK" as `String`s.
        var kelvin = UpdateKind(Edge.Kelvin.self)
        kelvin.prefix = "KK"
        kelvin.values[0].logicalName = "renamed"
        let update = try KbnUpdate(
            json: Array(updateJSON(namespace: "Edge", [kelvin], compiled: Edge.allKinds).utf8), kinds: Edge.allKinds)
        let description = update.description(of: Edge.Kelvin.one)
        #expect(description.logicalName == "renamed")
        #expect(Array(description.code.unicodeScalars) == Array("\u{212A}\u{212A}1".unicodeScalars))
        #expect(
            Array(update.kindDescription(of: Edge.Kelvin.self).values[0].code.unicodeScalars)
                == Array(Edge.Kelvin.one.code.unicodeScalars))
    }

    /// Such a code would be listed by `description(of:)` while `KbnValue(code:)` kept it unknown,
    /// since compiled values are read from the compiled table.
    @Test func anUpdateCannotAddACodeToACompiledValue() {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.values[0].formerCodes = ["00109"]
        gender.values[1].alternateCodes = ["F"]
        let json = updateJSON([gender], compiled: Kbn.allKinds)
        let found = problems(of: json, kinds: Kbn.allKinds)
        let why = "the app reads a compiled value by the codes it compiled only, so an update cannot add one"
        #expect(
            found.map(\.message) == [
                "the former code '00109' of '00101' in kind 'Gender' is not one the app compiled: \(why)",
                "the alternate code 'F' of '00102' in kind 'Gender' is not one the app compiled: \(why)",
            ])
        #expect(found.map(\.place) == [position(of: "\"00109\"", in: json), position(of: "\"F\"", in: json)])
    }

    @Test func aCompiledFormerCodeCannotBecomeANewValue() {
        // Edge.Municipality: `merged` (M01) was M91 and M92. The update drops M91 from it, which it
        // may (the app still reads M91 as `merged`), and gives M91 to a new value, which it may not.
        var municipality = UpdateKind(Edge.Municipality.self)
        municipality.values[0].formerCodes = ["M92"]
        municipality.values.append(.init(caseName: "revived", postfix: "91", logicalName: "Revived"))
        let json = updateJSON(namespace: "Edge", [municipality], compiled: Edge.allKinds)
        let found = problems(of: json, kinds: Edge.allKinds)
        #expect(
            found.map(\.message) == [
                "the new value 'revived' of kind 'Municipality' has the code 'M91', which the app reads as its value 'M01': an update cannot change which value a compiled code reads as"
            ])
        #expect(found.map(\.place) == [position(of: "\"91\"", in: json)])
    }

    @Test func aCompiledCodeCannotBecomeAnotherValuesFormerCode() {
        var municipality = UpdateKind(Edge.Municipality.self)
        municipality.values[0].formerCodes = ["M91"]
        municipality.values[1].formerCodes = ["M92"]  // `unchanged` would read a code of `merged`
        let json = updateJSON(namespace: "Edge", [municipality], compiled: Edge.allKinds)
        let found = problems(of: json, kinds: Edge.allKinds)
        #expect(
            found.map(\.message) == [
                "the former code 'M92' of 'M02' in kind 'Municipality' is read by the app as its value 'M01': an update cannot change which value a compiled code reads as"
            ])
        #expect(found.map(\.place) == [position(of: "\"M92\"", in: json)])
        var added = UpdateKind(Edge.Municipality.self)
        added.values[0].formerCodes = ["M91"]
        added.values.append(.init(caseName: "new", postfix: "09", logicalName: "New", alternateCodes: ["M92"]))
        #expect(
            problems(of: updateJSON(namespace: "Edge", [added], compiled: Edge.allKinds), kinds: Edge.allKinds).map(
                \.message) == [
                    "the alternate code 'M92' of 'M09' in kind 'Municipality' is read by the app as its value 'M01': an update cannot change which value a compiled code reads as"
                ])
        // A clash within the update itself is the definitions format's, reported as a build reports it.
        var clash = UpdateKind(Edge.Municipality.self)
        clash.values[1].formerCodes = ["M01"]
        #expect(
            problems(of: updateJSON(namespace: "Edge", [clash], compiled: Edge.allKinds), kinds: Edge.allKinds).first?
                .message
                == "former code 'M01' of Municipality.unchanged is the current code of Municipality.merged ('M' + '01'); a code can read as one value only"
        )
    }

    @Test func aCodeOfAnotherCompiledKindIsRefused() {
        // K99 is a former code of Edge.Municipality, shaped like an Edge.Keyword code.
        var keyword = UpdateKind(Edge.Keyword.self)
        keyword.values.append(.init(caseName: "new", postfix: "99", logicalName: "new"))
        #expect(
            problems(of: updateJSON(namespace: "Edge", [keyword], compiled: Edge.allKinds), kinds: Edge.allKinds).map(
                \.message) == [
                    "the new value 'new' of kind 'Keyword' has the code 'K99', which the app reads as a value of kind 'Municipality': an update cannot change which value a compiled code reads as"
                ])
        var municipality = UpdateKind(Edge.Municipality.self)
        municipality.values[1].formerCodes = ["K1"]
        #expect(
            problems(of: updateJSON(namespace: "Edge", [municipality], compiled: Edge.allKinds), kinds: Edge.allKinds)
                .map(\.message) == [
                    "the former code 'K1' of 'M02' in kind 'Municipality' is read by the app as a value of kind 'Keyword': an update cannot change which value a compiled code reads as"
                ])
    }

    @Test func aKindWithoutPrefixMayShareCodesWithOtherKinds() throws {
        // Edge.Bank has no prefix: its codes are unique within it only, as in the definitions.
        var bank = UpdateKind(Edge.Bank.self)
        bank.values.append(.init(caseName: "new", postfix: "K1", logicalName: "New bank"))
        let update = try KbnUpdate(
            json: Array(updateJSON(namespace: "Edge", [bank], compiled: Edge.allKinds).utf8), kinds: Edge.allKinds)
        #expect(update.logicalName(of: KbnValue<Edge.Bank>(code: "K1")) == "New bank")
        #expect(Edge.Keyword(code: "K1") == .default)
    }

    @Test func everyProblemIsReportedAndNothingIsApplied() {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.prefix = "009"
        gender.values.removeLast()
        var prefecture = UpdateKind(Kbn.Prefecture.self)
        prefecture.attributes = [("region", "Int")]
        for index in prefecture.values.indices { prefecture.values[index].attributes["region"] = "1" }
        let found = problems(of: updateJSON([gender, prefecture], compiled: Kbn.allKinds), kinds: Kbn.allKinds)
        #expect(found.count == 3)
        #expect(found.map(\.line) == found.map(\.line).sorted { ($0 ?? 0) < ($1 ?? 0) })
    }

    @Test func whatTheDefinitionsFormatRefusesAnUpdateRefusesToo() {
        var gender = genderUpdate
        gender.values[2].caseName = "man"  // two cases of one name
        let json = updateJSON([gender], compiled: Kbn.allKinds).replacingOccurrences(
            of: "\"logicalName\": \"その他\"", with: "\"logicalName\": \"その他\", \"colour\": \"red\"")
        let messages = problems(of: json, kinds: Kbn.allKinds).map(\.message)
        #expect(messages.contains { $0.contains("'colour'") })
        #expect(messages.contains { $0.contains("'man'") })
    }

    @Test func brokenBytesAreRefusedAtTheirPlace() {
        let json = updateJSON([genderUpdate], compiled: Kbn.allKinds)
        let truncated = String(json.prefix(json.count / 2))
        let found = problems(of: truncated, kinds: Kbn.allKinds)
        #expect(found.count == 1)
        #expect(found.first?.line != nil)
        #expect(problems(of: "<html><body>502 Bad Gateway</body></html>", kinds: Kbn.allKinds).map(\.place) == ["1:1"])
        #expect(problems(of: "", kinds: Kbn.allKinds).count == 1)
        #expect(
            problems(of: String(repeating: "[", count: 17) + String(repeating: "]", count: 17), kinds: Kbn.allKinds)
                .first?.message == "arrays and objects are nested more than 16 levels deep")
    }

    /// Such a code would take seconds to check, and then to look up at every launch: comparing a
    /// run of marks costs the square of its length.
    @Test func aTextWithMoreCombiningMarksInARowThanUnicodeAllowsIsRefusedAtItsPlace() {
        var gender = UpdateKind(Kbn.Gender.self)
        let marks = "a" + String(repeating: "\u{301}", count: 16_000) + String(repeating: "\u{316}", count: 16_000)
        gender.values.append(.init(caseName: "other", postfix: marks, logicalName: "その他"))
        let json = updateJSON([gender], compiled: Kbn.allKinds)
        let refused = problems(of: json, kinds: Kbn.allKinds)
        // At the 31st mark: after the quote, "a" and 30 marks of two bytes each.
        let postfix = position(of: quoted(marks), in: json).split(separator: ":").map { Int($0)! }
        #expect(refused.map(\.place) == ["\(postfix[0]):\(postfix[1] + 2 + 2 * 30)"])
        #expect(refused.first?.message.contains("more than 30 combining marks in a row") == true)
    }

    @Test func anUpdateLargerThanTheLimitIsRefusedBeforeItIsRead() {
        let json = Array(updateJSON([genderUpdate], compiled: Kbn.allKinds).utf8)
        #expect(throws: Never.self) { try KbnUpdate(json: json, kinds: Kbn.allKinds, maximumSize: json.count) }
        #expect {
            try KbnUpdate(json: json, kinds: Kbn.allKinds, maximumSize: json.count - 1)
        } throws: { error in
            (error as? KbnUpdateError)?.problems.map(\.description) == [
                "error: the update is \(json.count) bytes, more than the \(json.count - 1) bytes this app reads (maximumSize)"
            ]
        }
    }
}
