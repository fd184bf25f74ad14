// The launch sequence against a real HTTP server on loopback (Server/serve.py): the compiled kinds,
// then the cached update, then a fresh download for the next screen; and every bad cache or
// download keeping the last good update, in use and on disk.

import Checkout
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
@Suite("The launch sequence")
struct LaunchSequenceTests {
    @Test func theFirstLaunchShowsTheCompiledKindsThenTheDownloadedUpdate() async throws {
        try await withTemporaryFolder { folder in
            try await withUpdateServer { server in
                let served = try committedUpdate()
                let cache = UpdateCache(file: folder.appendingPathComponent("Masters/update.json"))
                let masters = Masters(cache: cache, downloader: UpdateDownloader(url: server.url("/update.json")))
                #expect(masters.applyCachedUpdate().isNothingCached)
                #expect(masters.update.isEmpty)
                let openBefore = PaymentMethodChoices(update: masters.update, language: "ja")

                #expect(await masters.downloadUpdate().isApplied)
                #expect(masters.update.logicalName(of: KbnValue<Kbn.PaymentMethod>(code: "30106")) == "QRコード決済")
                #expect(try Data(contentsOf: cache.file) == served)
                // The screen that was open keeps what it showed; the next one shows the update.
                #expect(openBefore.offered.map(\.value) == Kbn.PaymentMethod.allCases.map { .known($0) })
                let openAfter = PaymentMethodChoices(update: masters.update, language: "ja")
                #expect(openAfter.offered.map(\.name).prefix(2) == ["クレジット・デビットカード", "QRコード決済"])
            }
        }
    }

    @Test func theCachedUpdateIsAppliedAtLaunchThenReplacedByTheDownload() async throws {
        try await withTemporaryFolder { folder in
            try await withUpdateServer { server in
                let served = try committedUpdate()
                let cache = UpdateCache(file: folder.appendingPathComponent("update.json"))
                try earlierUpdate().write(to: cache.file)
                let masters = Masters(cache: cache, downloader: UpdateDownloader(url: server.url("/update.json")))
                #expect(masters.applyCachedUpdate().isApplied)
                #expect(masters.update.logicalName(of: Kbn.PaymentMethod.card) == "カード払い")

                #expect(await masters.downloadUpdate().isApplied)
                #expect(masters.update.logicalName(of: Kbn.PaymentMethod.card) == "クレジット・デビットカード")
                #expect(try Data(contentsOf: cache.file) == served)
            }
        }
    }

    @Test func aCachedUpdateMadeForAnotherBuildIsRefusedAndRemoved() async throws {
        try await withTemporaryFolder { folder in
            let cache = UpdateCache(file: folder.appendingPathComponent("update.json"))
            let thisBuild = try #require(fingerprints["PaymentMethod"])
            try committedUpdate(replacing: thisBuild, with: "kbn2-00000000000000000000000000000000").write(
                to: cache.file)
            let masters = Masters(cache: cache, downloader: UpdateDownloader(url: neverDownloaded))
            let outcome = masters.applyCachedUpdate()
            #expect(outcome.refusal?.description.contains("was made for another build of the app") == true)
            #expect(masters.update.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: cache.file.path))
        }
    }

    @Test func aCachedFileThatIsNotAnUpdateIsRefusedAndRemoved() async throws {
        try await withTemporaryFolder { folder in
            let cache = UpdateCache(file: folder.appendingPathComponent("update.json"))
            let update = try committedUpdate()
            try update.prefix(update.count / 2).write(to: cache.file)
            let masters = Masters(cache: cache, downloader: UpdateDownloader(url: neverDownloaded))
            #expect(masters.applyCachedUpdate().refusal != nil)
            #expect(masters.update.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: cache.file.path))
        }
    }

    @Test func aCacheThatCannotBeReadIsLeftAlone() async throws {
        try await withTemporaryFolder { folder in
            // A folder where the file should be: reading it fails, and it is not the app's to remove.
            let cache = UpdateCache(file: folder.appendingPathComponent("update.json"))
            try FileManager.default.createDirectory(at: cache.file, withIntermediateDirectories: false)
            let masters = Masters(cache: cache, downloader: UpdateDownloader(url: neverDownloaded))
            #expect(masters.applyCachedUpdate().failure != nil)
            #expect(masters.update.isEmpty)
            #expect(FileManager.default.fileExists(atPath: cache.file.path))
        }
    }

    @Test func anUpdateThatCannotBeCachedIsStillApplied() async throws {
        try await withTemporaryFolder { folder in
            try await withUpdateServer { server in
                // The cache's folder is a file, so the update cannot be written.
                let blocker = folder.appendingPathComponent("Masters")
                try Data().write(to: blocker)
                let cache = UpdateCache(file: blocker.appendingPathComponent("update.json"))
                let masters = Masters(cache: cache, downloader: UpdateDownloader(url: server.url("/update.json")))
                let outcome = await masters.downloadUpdate()
                guard case .appliedButNotCached = outcome else {
                    Issue.record("expected .appliedButNotCached, got \(outcome)")
                    return
                }
                #expect(masters.update.updates(Kbn.PaymentMethod.self))
            }
        }
    }

    @Test(arguments: BadDownload.all)
    func aBadDownloadKeepsTheLastGoodUpdate(_ download: BadDownload) async throws {
        try await withTemporaryFolder { folder in
            try await withUpdateServer { server in
                let cache = UpdateCache(file: folder.appendingPathComponent("update.json"))
                let cached = try earlierUpdate()
                try cached.write(to: cache.file)
                let downloader = UpdateDownloader(
                    url: server.url(download.path), timeout: download.timeout, maximumSize: download.maximumSize)
                let masters = Masters(cache: cache, downloader: downloader)
                #expect(masters.applyCachedUpdate().isApplied)

                let outcome = await masters.downloadUpdate()
                #expect(download.isExpected(outcome), "\(outcome)")
                #expect(masters.update.logicalName(of: Kbn.PaymentMethod.card) == "カード払い")
                #expect(masters.update.logicalName(of: KbnValue<Kbn.PaymentMethod>(code: "30106")) == "QRコード決済")
                #expect(try Data(contentsOf: cache.file) == cached)
            }
        }
    }
}

/// A download that must change nothing, and what the launch sequence must say of it.
struct BadDownload: Sendable, CustomTestStringConvertible {
    let name: String
    let path: String
    var timeout: TimeInterval = 10
    var maximumSize = KbnUpdate.defaultMaximumSize
    let isExpected: @Sendable (UpdateOutcome) -> Bool

    var testDescription: String { name }

    static let all = [
        BadDownload(name: "cut mid-transfer", path: "/truncated.json") { $0.connectionError != nil },
        BadDownload(name: "half an update, served whole", path: "/half.json") {
            $0.refusal?.description.contains("error:") == true
        },
        BadDownload(name: "a 500 HTML page", path: "/error.html") {
            guard case .status(500, "text/html")? = $0.downloadError else { return false }
            return true
        },
        BadDownload(name: "a 200 HTML page", path: "/portal.html") { $0.refusal != nil },
        BadDownload(name: "a server that never answers", path: "/silent", timeout: 1) {
            ($0.connectionError as? URLError)?.code == .timedOut
        },
        BadDownload(name: "an update larger than the app reads", path: "/update.json", maximumSize: 100) {
            guard case .tooLarge(100)? = $0.downloadError else { return false }
            return true
        },
    ]
}

extension UpdateOutcome {
    var isApplied: Bool {
        if case .applied = self { true } else { false }
    }

    var isNothingCached: Bool {
        if case .nothingCached = self { true } else { false }
    }

    var refusal: KbnUpdateError? {
        if case .refused(let error) = self { error } else { nil }
    }

    var failure: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }

    var downloadError: UpdateDownloadError? { failure as? UpdateDownloadError }

    var connectionError: (any Error)? {
        if case .connection(let error)? = downloadError { error } else { nil }
    }
}
