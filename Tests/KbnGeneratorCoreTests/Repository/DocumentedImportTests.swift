// The import commands that docs/WORKFLOWS.md and the articles show are those the examples run: an update made from
// a master imported as the documentation says is then one the example's app accepts (a namespace
// or an attribute named otherwise would be refused).

import Foundation
import KbnTestSupport
import Testing

@Suite("Documented import commands")
struct DocumentedImportTests {
    /// The options of the first command in `text` that starts with `start`, from `--kind` up to
    /// and with `last`, one word each, line continuations left out.
    private func mappingOptions(in text: String, after start: String, through last: String) throws -> [String] {
        let command = try #require(text.range(of: start)).upperBound
        let from = try #require(text.range(of: "--kind ", range: command..<text.endIndex)).lowerBound
        let to = try #require(text.range(of: last, range: from..<text.endIndex)).upperBound
        return text[from..<to].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init)
    }

    @Test func workflowsImportsTheBanksAsExamplesBanksDoes() throws {
        let workflows = try String(contentsOf: Repository.file("docs/WORKFLOWS.md"), encoding: .utf8)
        let script = try String(contentsOf: Repository.file("Examples/Banks/import.sh"), encoding: .utf8)
        let last = "--ignore-unknown-columns"
        let documented = try mappingOptions(
            in: workflows, after: "swift run kbn-gen import-json banks.json", through: last)
        #expect(documented.contains("--namespace"))
        #expect(
            documented == (try mappingOptions(in: script, after: "kbn-gen import-json Data/banks.json", through: last)))
    }

    @Test func workflowsAndTheArticleImportTheBranchesAsExamplesBanksDoes() throws {
        let script = try String(contentsOf: Repository.file("Examples/Banks/import.sh"), encoding: .utf8)
        let last = "--ignore-unknown-columns"
        let imported = try mappingOptions(in: script, after: #"kbn-gen import-json "${branches[@]}""#, through: last)
        #expect(imported.contains("--parent-kind"))
        for document in ["docs/WORKFLOWS.md", "Sources/KbnKit/KbnKit.docc/MastersWithAParent.md"] {
            let text = try String(contentsOf: Repository.file(document), encoding: .utf8)
            let documented = try mappingOptions(
                in: text, after: "swift run kbn-gen import-json Data/branches/*.json", through: last)
            #expect(documented == imported, "\(document)")
        }
    }

    @Test func theMonthlyRecipeImportsAndMakesUpdatesAsMonthShDoes() throws {
        let workflows = try String(contentsOf: Repository.file("docs/WORKFLOWS.md"), encoding: .utf8)
        let script = try String(contentsOf: Repository.file("Examples/MonthlyUpdates/month.sh"), encoding: .utf8)
        // The export, and the import's options from --kind on, word for word.
        let export =
            #"--csv -c "SELECT code, name, kana, romaji, is_active FROM kbn_master WHERE kind_code = 'BANK' ORDER BY sort_order""#
        #expect(workflows.contains(export) && script.contains(export))
        let (start, last) = ("import-csv .build/month/banks.csv", "--case-names logical-name")
        let documented = try mappingOptions(in: workflows, after: start, through: last)
        #expect(documented.contains("'attr.active:Bool?=is_active'"))
        #expect(documented == (try mappingOptions(in: script, after: "import-csv \"$month/banks.csv\"", through: last)))
        #expect(workflows.contains("--deprecate-missing \"この金融機関は、合併などにより現在はありません\""))
        #expect(script.contains("gone=\"この金融機関は、合併などにより現在はありません\""))
    }
}
