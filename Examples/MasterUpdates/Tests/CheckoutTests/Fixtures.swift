// The example's files, found from this file's path, the updates the tests cache or serve, and a
// folder of its own for each test.

import Checkout
import Foundation

/// The example package's folder.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The update the back end serves, Server/update.json.
func committedUpdate() throws -> Data {
    try Data(contentsOf: packageFolder.appendingPathComponent("Server/update.json"))
}

/// The committed update with `text` replaced by `replacement`: an update the back end made
/// earlier, or one made for another build.
func committedUpdate(replacing text: String, with replacement: String) throws -> Data {
    let update = String(decoding: try committedUpdate(), as: UTF8.self)
    precondition(update.contains(text), "Server/update.json does not contain \(text)")
    return Data(update.replacingOccurrences(of: text, with: replacement).utf8)
}

/// An update that the back end served before the committed one: it named the card another way.
func earlierUpdate() throws -> Data {
    try committedUpdate(replacing: "クレジット・デビットカード", with: "カード払い")
}

/// Where the tests that apply the cache alone would download from: the discard port, never asked.
let neverDownloaded = URL(string: "http://127.0.0.1:9/update.json")!

/// The fingerprint of every kind this build compiled, by the kind's name.
let fingerprints: [String: String] = Dictionary(
    uniqueKeysWithValues: Kbn.allKinds.map { kind in
        func fingerprint<Kind: KbnType>(of kind: Kind.Type) -> String { KbnUpdate.fingerprint(of: kind) }
        return (String(describing: kind), fingerprint(of: kind))
    })

/// Runs `body` with a new empty folder, which it then removes.
func withTemporaryFolder<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MasterUpdates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}
