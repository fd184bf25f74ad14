// The consumer of the build matrix (Scripts/build-matrix.sh): one file that uses the generated API
// as an app does, compiled in every cell of the matrix, debug and release, beside the kinds that
// KbnGeneratorPlugin generates from this folder's definitions and copies of the tests' edge cases
// (every feature of the definitions format). Its checks run from the caller's isolation, from
// `nonisolated` functions and from `Task.detached`, as an app that reads codes off the main actor
// does; no cell may show a warning from this file or the generated code.
//
// It declares no type of its own that a `nonisolated` function uses: under Xcode 26's default
// MainActor isolation such a type would be main-actor isolated, and `nonisolated struct` needs
// Swift 6.1, newer than the package's floor.

internal import Foundation
import KbnKit

#if !KBN_MATRIX_NO_UPDATES
import KbnUpdates
#endif

// Each cell's settings as the compiler sees them: a cell whose manifest lost one does not build.
#if KBN_MATRIX_SWIFT5 && (swift(>=6) || !hasFeature(StrictConcurrency))
#error("the swift5 cell must compile in Swift 5 mode with complete concurrency checking")
#endif
#if KBN_MATRIX_MAINACTOR
#if !hasFeature(NonisolatedNonsendingByDefault) || !hasFeature(InferIsolatedConformances)
#error("the mainactor cells must have Xcode 26's approachable-concurrency features")
#endif
#if !hasFeature(InferSendableFromCaptures) || !hasFeature(GlobalActorIsolatedTypesUsability)
#error("the mainactor cells must have Xcode 26's approachable-concurrency features")
#endif
#if !hasFeature(DisableOutwardActorInference)
#error("the mainactor cells must have Xcode 26's approachable-concurrency features")
#endif
#endif
#if KBN_MATRIX_STRICT
#if !hasFeature(ExistentialAny) || !hasFeature(InternalImportsByDefault) || !hasFeature(MemberImportVisibility)
#error("the strict cell must have ExistentialAny, InternalImportsByDefault and MemberImportVisibility")
#endif
#if !hasFeature(StrictMemorySafety)
#error("the strict cell must have strict memory safety")
#endif
#endif

/// One check: what it reads, and whether the answer was right.
public typealias FeatureCheck = (name: String, passed: Bool)

/// The checks of the generated API, run by the cell's program.
public enum FeatureChecks {
    /// Runs every check: from the caller, from `Task.detached` and, for updates, in a detached task
    /// as the article on updates recommends.
    public static func run() async -> [FeatureCheck] {
        var checks = readingChecks().map { (name: "caller: " + $0.name, passed: $0.passed) }
        checks += await Task.detached { readingChecks() }.value.map {
            (name: "detached: " + $0.name, passed: $0.passed)
        }
        checks += modelChecks()
        #if !KBN_MATRIX_NO_UPDATES
        checks += await Task.detached { updateChecks() }.value
        #endif
        checks.append(isolationCheck())
        return checks
    }

    /// Lines that show what the generated API gave, for the program's output.
    public static func samples() -> [String] {
        [
            card(for: Kbn.Prefecture.tokyo), card(for: Edge.Keyword.default), card(for: Season.winter),
            "Kbn.value(forCode: \"00309\") → \(Kbn.value(forCode: "00309").map { card(for: $0) } ?? "nil")",
            "Kbn.allKinds → \(Kbn.allKinds.map { $0.kindDescription.name }.joined(separator: ", "))",
            "JSON → \(encodedCodes())",
        ]
    }

    /// The isolation this file's declarations get by default: MainActor in the mainactor cells,
    /// none elsewhere.
    public static func defaultIsolation() -> String {
        #if KBN_MATRIX_IOS
        // The iOS SDK of Scripts/build-matrix.sh --ios has Swift 5.8's standard library, which
        // declares no #isolation; that build is compiled, not run.
        return "not checked"
        #else
        let isolation = #isolation
        return isolation.map { $0 === MainActor.shared ? "MainActor" : "\(type(of: $0))" } ?? "nonisolated"
        #endif
    }

    private static func isolationCheck() -> FeatureCheck {
        #if KBN_MATRIX_MAINACTOR
        let expected = "MainActor"
        #else
        let expected = "nonisolated"
        #endif
        return ("this file's default isolation is \(expected)", defaultIsolation() == expected)
    }

    /// Reading codes, attributes, groups and order, from a `nonisolated` function.
    nonisolated static func readingChecks() -> [FeatureCheck] {
        var checks: [FeatureCheck] = [
            ("Kbn.value(forCode:) of a current code", (Kbn.value(forCode: "00101") as? Kbn.Gender) == .man),
            ("Kbn.value(forCode:) of a former code", (Kbn.value(forCode: "00309") as? Kbn.ContactMethod) == .phone),
            ("Kbn.value(forCode:) of an alternate code", (Kbn.value(forCode: "003-1") as? Kbn.ContactMethod) == .email),
            ("Kbn.value(forCode:) of no code", Kbn.value(forCode: "00199") == nil),
            ("Kbn.value(forCode:) leaves kinds without a prefix out", Kbn.value(forCode: "0001") == nil),
            ("Kbn.value(forCode:) of a one-value kind", (Kbn.value(forCode: "F1") as? Kbn.Flag) == .on),
            ("Edge.value(forCode:)", (Edge.value(forCode: "One1") as? Edge.Single) == .only),
            ("TopLevel.value(forCode:)", (TopLevel.value(forCode: "S2") as? Season) == .summer),
            ("Evolving.value(forCode:)", (Evolving.value(forCode: "P2") as? Evolving.Plan) == .paid),
            (
                "Shared.value(forCode:) of a package kind",
                (Shared.value(forCode: "C1") as? Shared.Channel) == .web && Shared.Channel.store.isOnline == false
            ),
            (
                "Kbn.allKinds",
                Kbn.allKinds.map { $0.kindDescription.name }
                    == ["Gender", "Prefecture", "ContactMethod", "Bank", "Flag", "Internal", "Branch"]
            ),
            (
                "a kind with a parent kind",
                Kbn.Branch(parent: .mizuho, postfix: "001") == .mizuhoHonten
                    && Kbn.Branch.mizuhoHonten.parent == .mizuho
                    && Kbn.Branch(code: "0005001") == .mufgHonten
                    && Kbn.Branch.children(of: .mizuho) == [.mizuhoHonten, .mizuhoShibuya]
            ),
            ("Edge.allKinds", Edge.allKinds.count == 10 && TopLevel.allKinds.count == 1),
            ("Kind(code:)", Kbn.Gender(code: "00102") == .woman && Kbn.Gender(code: "00109") == nil),
            (
                "Kind(code:) of a kind without a prefix",
                Kbn.Bank(code: "0001") == .mizuho && Kbn.Bank(code: "1") == .mizuho
            ),
            ("Kind(code:) of one-value kinds", Kbn.Flag(code: "F1") == .on && Evolving.Solo(code: "S1") == .only),
            ("Kind(code:) of a top-level kind's alternate code", Season(code: "W") == .winter),
            (
                "Kind(code:) of a keyword case",
                Edge.Keyword(code: "K1") == .default && Edge.Keyword.default.code == "K1"
            ),
            ("KbnValue of an unknown code", KbnValue<Kbn.Gender>(code: "00109") == .unknown("00109")),
            ("KbnValue of an alternate code", KbnValue<Kbn.ContactMethod>(code: "003-1") == .known(.email)),
            ("KbnValue's code of a former code", KbnValue<Kbn.ContactMethod>(code: "00309").code == "00302"),
            ("attributes", Kbn.Prefecture.tokyo.region == "関東" && Kbn.Prefecture.tokyo.population == 14_047_594),
            (
                "Double and Bool attributes",
                Kbn.Prefecture.hokkaido.latitude == 43.06417 && Kbn.Prefecture.osaka.coastal
            ),
            (
                "optional attributes",
                Kbn.Prefecture.tokyo.nickname == "首都" && Kbn.Prefecture.hokkaido.nickname == nil
                    && Kbn.Prefecture.tokyo.rank == 1 && Kbn.Prefecture.tokyo.area == 2194.07
                    && Kbn.Prefecture.osaka.capital == false && Kbn.Prefecture.kanagawa.capital == nil
            ),
            ("groups", Kbn.Prefecture.kanto == [.kanagawa, .tokyo] && Kbn.Prefecture.osaka.isInKinki),
            ("allCases in sortBy order", Kbn.Prefecture.allCases == [.hokkaido, .osaka, .kanagawa, .tokyo]),
            ("allCases of a one-value kind", Kbn.Flag.allCases == [.on] && Evolving.Solo.allCases == [.only]),
            ("comparisons", Kbn.Gender.man < .woman && Kbn.Prefecture.osaka < .tokyo),
            (
                "max and sorted",
                Kbn.Prefecture.allCases.max() == .tokyo && [Kbn.Gender.woman, .man].sorted() == [.man, .woman]
            ),
            (
                "switch over every value, a deprecated one's pattern included",
                Kbn.ContactMethod.allCases.map(label(of:)) == ["mail", "phone", "fax"]
            ),
            ("switch over a one-value kind", Kbn.Flag.allCases.map(label(of:)) == ["on"]),
            ("names", Kbn.Gender.man.localizedName(for: "en-GB") == "Male" && Kbn.Gender.woman.shortName == "女"),
            ("deprecation", Kbn.ContactMethod.allCases.compactMap(\.deprecationMessage) == ["Ask for email instead."]),
            (
                "kindDescription",
                Kbn.Prefecture.kindDescription.attributes.map(\.logicalName).prefix(2) == ["地方", "人口"]
            ),
            ("rawValue and id", Kbn.Gender(rawValue: "00101")?.id == "00101"),
            ("a generic function over any kind", card(for: Kbn.Flag.on) == "[一つだけの値] オン (F1)"),
        ]
        checks += jsonChecks()
        return checks
    }

    /// Decoding and encoding codes with JSON, from a `nonisolated` function.
    nonisolated static func jsonChecks() -> [FeatureCheck] {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let fields = try? decoder.decode([String: Kbn.Gender].self, from: Data(#"{"g": "00102"}"#.utf8))
        let values = try? decoder.decode(
            [KbnValue<Kbn.ContactMethod>].self, from: Data(#"["00301", "00399", "00309"]"#.utf8))
        let refused = (try? decoder.decode([Kbn.Gender].self, from: Data(#"["00109"]"#.utf8))) == nil
        var checks: [FeatureCheck] = [
            ("JSONDecoder: a kind", fields == ["g": .woman]),
            ("JSONDecoder: an unknown code is an error", refused),
            ("JSONDecoder: KbnValue", values == [.known(.email), .unknown("00399"), .known(.phone)]),
            ("JSONEncoder: the current codes", encodedCodes() == #"["00301","00399","00302"]"#),
        ]
        if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) {
            let counts: [Kbn.Gender: Int] = [.man: 1, .woman: 2]
            let encoded = (try? encoder.encode(counts)).map { String(decoding: $0, as: UTF8.self) }
            let decoded = try? decoder.decode(
                [KbnValue<Kbn.Gender>: Int].self, from: Data(#"{"00101": 1, "00109": 3}"#.utf8))
            checks += [
                ("CodingKeyRepresentable: a dictionary keyed by codes", encoded == #"{"00101":1,"00102":2}"#),
                ("CodingKeyRepresentable: KbnValue keys", decoded == [.known(.man): 1, .unknown("00109"): 3]),
                ("codingKey", Kbn.Gender.man.codingKey.stringValue == "00101"),
            ]
        }
        return checks
    }

    /// What `values` encode to: the current code of each known value, an unknown one as received.
    nonisolated static func encodedCodes() -> String {
        let values: [KbnValue<Kbn.ContactMethod>] = [.init(code: "003-1"), .init(code: "00399"), .init(code: "00309")]
        return (try? JSONEncoder().encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "nil"
    }

    /// A model decoded as an app decodes its server's response, in the caller's isolation: under
    /// default MainActor isolation the model and its conformance are the main actor's.
    static func modelChecks() -> [FeatureCheck] {
        let json = #"{"gender": "00101", "prefecture": "00213", "contact": "00399", "bank": "1"}"#
        let profile = try? JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        let encoded = (try? JSONEncoder().encode(profile)).flatMap { try? JSONDecoder().decode(Profile.self, from: $0) }
        return [
            (
                "a Codable model",
                profile?.gender == .man && profile?.prefecture == .tokyo && profile?.contact == .unknown("00399")
                    && profile?.bank == .mizuho
            ),
            ("a Codable model encoded and decoded again", encoded != nil && encoded == profile),
        ]
    }

    #if !KBN_MATRIX_NO_UPDATES
    /// An update read off the main actor, as the article on updates recommends.
    nonisolated static func updateChecks() -> [FeatureCheck] {
        let thisBuild = Kbn.allKinds.map { "\"\($0.kindDescription.name)\": \"\(KbnUpdate.fingerprint(of: $0))\"" }
        let json = """
            {"namespace": "Kbn", "madeFor": {\(thisBuild.joined(separator: ", "))},
             "kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別区分", "values": [
               {"case": "man", "postfix": "01", "logicalName": "男性 (更新)"},
               {"case": "woman", "postfix": "02", "logicalName": "女性"},
               {"case": "other", "postfix": "03", "logicalName": "その他"}]}]}
            """
        guard let update = try? KbnUpdate(json: Array(json.utf8), kinds: Kbn.allKinds) else {
            return [("detached: KbnUpdate(json:kinds: Kbn.allKinds)", false)]
        }
        return [
            ("detached: KbnUpdate(json:kinds: Kbn.allKinds)", update.updates(Kbn.Gender.self)),
            ("detached: an update's name of a compiled value", update.logicalName(of: Kbn.Gender.man) == "男性 (更新)"),
            ("detached: an update's value", update.logicalName(of: KbnValue<Kbn.Gender>(code: "00103")) == "その他"),
            ("detached: a kind the update leaves out", update.logicalName(of: Kbn.Prefecture.osaka) == "大阪府"),
        ]
    }
    #endif
}

/// A server's response, as kbn-demo's model.
struct Profile: Codable, Equatable {
    var gender: Kbn.Gender
    var prefecture: Kbn.Prefecture
    var contact: KbnValue<Kbn.ContactMethod>
    var bank: Kbn.Bank?
}

/// One line for any value of any kind.
nonisolated func card(for value: some KbnType) -> String {
    "[\(type(of: value).kindLogicalName)] \(value.logicalName) (\(value.code))"
}

/// An exhaustive switch, with no `default:`.
nonisolated func label(of method: Kbn.ContactMethod) -> String {
    switch method {
    case .email: "mail"
    case .phone: "phone"
    case .fax: "fax"
    }
}

nonisolated func label(of flag: Kbn.Flag) -> String {
    switch flag {
    case .on: "on"
    }
}
