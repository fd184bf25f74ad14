// The month as the apps see it: the updates that month.sh made from the PostgreSQL master, served
// over HTTP on loopback and downloaded and applied by each shipped build, which shows the banks'
// new names, the banks it did not compile and the banks that are gone, deprecated, and refuses the
// update made for the other build.

import Banks
import BanksBuild1
import Foundation
import KbnUI
import KbnUpdates
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The deprecation message that month.sh gives the banks its master no longer has.
private let gone = "この金融機関は、合併などにより現在はありません"

private typealias Bank1 = BanksBuild1.Zengin.Bank
private typealias Bank2 = Banks.Zengin.Bank

@Suite("The back end's month", .serialized)
struct MonthlyUpdatesTests {
    @Test func build1ShowsTheNewNamesTheNewBanksAndTheGoneOnesDeprecated() async throws {
        let update = try await withServer {
            try KbnUpdate(json: try await $0.download(Build.version), kinds: BanksBuild1.Zengin.allKinds)
        }
        // Renamed since 2019: the build's case and code, the master's name.
        let payPay = try #require(Bank1(code: "0033"))
        #expect(payPay.logicalName == "ジャパンネット")
        #expect(update.logicalName(of: payPay) == "ＰａｙＰａｙ")
        #expect(update.logicalName(of: try #require(Bank1(code: "0154"))) == "三十三")
        // New since 2019: codes this build does not know, with their names.
        let values = update.values(of: Bank1.self)
        let added = values.compactMap { value -> String? in
            guard case .unknown(let code) = value else { return nil }
            return code
        }
        #expect(added == ["0043", "0044", "0200"])
        #expect(update.logicalName(of: KbnValue<Bank1>(code: "0043")) == "みんなの")
        // Gone since 2019: kept, under the build's names, deprecated with the month's message.
        let michinoku = try #require(Bank1(code: "0118"))
        #expect(update.description(of: michinoku).deprecationMessage == gone)
        #expect(update.logicalName(of: michinoku) == "みちのく")
        let deprecated = Bank1.allCases.filter { update.description(of: $0).deprecationMessage != nil }
        #expect(deprecated.count == 175)
        #expect(values.count == 1_318 + 3)
        // A bank the master still has is not deprecated.
        #expect(update.description(of: payPay).deprecationMessage == nil)
    }

    /// What a person sees on build 1.0's screen to choose a bank, KbnUI's choice list over the
    /// update: the renamed bank under its new name, a new bank, and a gone one no longer offered
    /// (the search finds the bank it merged into), though a transfer that chose it still shows it,
    /// with why.
    @Test func build1sBankScreenOffersTheBanksOfToday() async throws {
        let update = try await withServer {
            try KbnUpdate(json: try await $0.download(Build.version), kinds: BanksBuild1.Zengin.allKinds)
        }
        try await bankScreen(of: update)
    }

    /// The checks of build 1.0's bank screen over `update`, on the main actor, where its model lives.
    @MainActor private func bankScreen(of update: KbnUpdate) async throws {
        let list = KbnSelectionModel(Bank1.self, update: update)
        await list.prepare()
        // A KbnValue, which the banks the update adds can be: the rows on offer, after the chosen one.
        let none = KbnValue<Bank1>.unknown("")
        func offered(_ query: String) -> [String] {
            (list.sections(matching: query, selection: none) ?? []).filter { !$0.isChosen }.flatMap(\.rows)
                .map(\.value.code)
        }
        #expect(offered("ＰａｙＰａｙ") == ["0033"])
        #expect(offered("ジャパンネット").isEmpty)
        #expect(offered("みんなの") == ["0043"])
        // みちのく (0118) merged into 青森みちのく (0117) in 2025: the search finds the bank of today.
        #expect(offered("みちのく") == ["3960", "0117"])
        #expect(update.logicalName(of: KbnValue<Bank1>(code: "3960")) == "みちのく村山農協")
        let michinoku = try #require(Bank1(code: "0118"))
        let chosen = KbnValue<Bank1>.known(michinoku)
        let rows = try #require(list.sections(matching: "", selection: chosen)?.first).rows
        #expect(rows.map(\.value.code) == ["0118"])
        #expect(rows.first?.deprecationMessage == gone)
    }

    @Test func build2AppliesItsUpdateWithNothingDeprecated() async throws {
        let update = try await withServer {
            try KbnUpdate(json: try await $0.download("2.0"), kinds: Banks.Zengin.allKinds)
        }
        #expect(update.updates(Bank2.self))
        #expect(update.values(of: Bank2.self) == Bank2.allCases.map { .known($0) })
        #expect(Bank2.allCases.allSatisfy { update.description(of: $0).deprecationMessage == nil })
        #expect(update.logicalName(of: Bank2.ＰａｙＰａｙ) == "ＰａｙＰａｙ")
    }

    /// An update is bound to the build it was made for: one build never applies the other's, which
    /// would show it the other build's data.
    @Test func eachBuildRefusesTheUpdateMadeForTheOther() async throws {
        let (first, second) = try await withServer { (try await $0.download("1.0"), try await $0.download("2.0")) }
        #expect(throws: KbnUpdateError.self) { try KbnUpdate(json: first, kinds: Banks.Zengin.allKinds) }
        #expect(throws: KbnUpdateError.self) { try KbnUpdate(json: second, kinds: BanksBuild1.Zengin.allKinds) }
    }
}

/// The updates that month.sh wrote, `.build/month/public`, served as a back end serves them.
private struct UpdateServer {
    let port: Int

    /// The update made for the build `version`.
    func download(_ version: String) async throws -> Data {
        let url = URL(string: "http://127.0.0.1:\(port)/\(version)/update.json")!
        let (data, response) = try await URLSession.shared.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode
        guard status == 200 else { throw NoUpdate(url: url, status: status) }
        return data
    }
}

private struct NoUpdate: Error, CustomStringConvertible {
    let url: URL
    let status: Int?
    var description: String { "\(url) answered \(status.map(String.init) ?? "nothing"); run month.sh first" }
}

/// Runs `body` with Python's http.server serving `.build/month/public` on a free port of loopback,
/// stopped when `body` returns: the server ends when its standard input closes, so that it ends
/// with the tests' process even if they crash.
private func withServer<Result>(_ body: (UpdateServer) async throws -> Result) async throws -> Result {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "python3", "-c",
        """
        import functools, http.server, sys, threading
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *arguments): pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=sys.argv[1]))
        print(server.server_address[1], flush=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        sys.stdin.read()
        """,
        package.appendingPathComponent(".build/month/public").path,
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { break }
        line.append(chunk)
    }
    let port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    return try await body(UpdateServer(port: port))
}
