// The update check's one comparison of case names: kbn-gen, which has the app's names, and an app,
// which has only their fingerprint, accept and refuse the same updates, a name spelled in another
// normalization included.

@_spi(KbnGenerated) import KbnFormat
import Testing

@testable import KbnGeneratorCore

@Suite("Case names in updates")
struct UpdateCaseNameTests {
    /// The app's kind: `café` (NFC) and `tea`, codes `D1` and `D2`.
    private let app = #"""
        {"kinds": [{"name": "Drink", "prefix": "D", "logicalName": "飲み物", "values": [
          {"case": "caf\u00e9", "postfix": "1", "logicalName": "コーヒー"},
          {"case": "tea", "postfix": "2", "logicalName": "お茶"}]}]}
        """#

    /// The namespace as kbn-gen sees it, with the names, and as an app sees it, with their
    /// fingerprint alone.
    private func compiled() throws -> (kbnGen: CompiledNamespace, app: CompiledNamespace) {
        let kbnGen = CompiledNamespace(try KbnGenerator.definitions(fromFiles: [Array(app.utf8)]))
        var app = kbnGen
        for index in app.kinds.indices {
            app.kinds[index].caseNames = nil
        }
        return (kbnGen, app)
    }

    /// The update of `values`, a JSON array's elements, made for the app's build.
    private func update(_ values: String, compiled: CompiledNamespace) -> SourceFile {
        let fingerprint = compiled.kinds[0].fingerprint
        let text = """
            {"madeFor": {"Drink": "\(fingerprint)"}, "kinds": [{"name": "Drink", "prefix": "D", "logicalName": "飲み物",
            "values": [\(values)]}]}
            """
        return SourceFile(name: "update.json", bytes: Array(text.utf8))
    }

    /// The errors the check reports, as `line:column: message`.
    private func errors(_ file: SourceFile, against compiled: CompiledNamespace) -> [String] {
        do {
            _ = try UpdateChecker.check(file, against: compiled)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location?.description ?? "-"): \($0.message)" }
        }
    }

    @Test func kbnGenAndTheAppJudgeCaseNamesAlike() throws {
        let (kbnGen, app) = try compiled()
        let tea = #"{"case": "tea", "postfix": "2", "logicalName": "お茶"}"#
        let updates: [(values: String, isRefused: Bool)] = [
            (#"{"case": "caf\u00e9", "postfix": "1", "logicalName": "珈琲"}, "# + tea, false),
            // The same name as a `String`, another as a Swift identifier.
            (#"{"case": "cafe\u0301", "postfix": "1", "logicalName": "珈琲"}, "# + tea, true),
            (#"{"case": "coffee", "postfix": "1", "logicalName": "珈琲"}, "# + tea, true),
            (
                #"{"case": "tea", "postfix": "1", "logicalName": "お茶"}, {"case": "caf\u00e9", "postfix": "2", "logicalName": "コーヒー"}"#,
                true
            ),
            (
                tea
                    + #", {"case": "caf\u00e9", "postfix": "1", "logicalName": "珈琲"}, {"case": "milk", "postfix": "3", "logicalName": "牛乳"}"#,
                false
            ),
        ]
        for (values, isRefused) in updates {
            let kbnGenErrors = errors(update(values, compiled: kbnGen), against: kbnGen)
            let appErrors = errors(update(values, compiled: app), against: app)
            #expect(!kbnGenErrors.isEmpty == isRefused, "kbn-gen: \(values): \(kbnGenErrors)")
            #expect(!appErrors.isEmpty == isRefused, "app: \(values): \(appErrors)")
        }
    }

    /// kbn-gen names the value whose name differs, at its case; the app names the kind.
    @Test func kbnGenSaysWhichValueIsRenamed() throws {
        let (kbnGen, app) = try compiled()
        let values =
            #"{"case": "cafe\u0301", "postfix": "1", "logicalName": "珈琲"}, {"case": "tea", "postfix": "2", "logicalName": "お茶"}"#
        let renamed =
            "the value 'D1' of kind 'Drink' is case 'cafe\u{301}' in the update and 'caf\u{E9}' in the app: a compiled value keeps its case name, its identity in the app's code; to rename what people see, change its logicalName"
        #expect(errors(update(values, compiled: kbnGen), against: kbnGen) == ["2:21: \(renamed)"])
        #expect(
            errors(update(values, compiled: app), against: app) == [
                "1:84: the update gives compiled values of kind 'Drink' other case names than the app compiled, or a compiled case to a new value; kbn-gen check-update names each: a compiled value keeps its case name, its identity in the app's code; to rename what people see, change its logicalName"
            ])
    }
}
