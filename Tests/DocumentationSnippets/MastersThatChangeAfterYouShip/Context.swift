// What the code of the article "Masters That Change After You Ship" takes from the app around it,
// for Scripts/doc-snippets.sh, which compiles the article's blocks with this file and runs them from
// the repository's root: the bytes of a downloaded update (Examples/MasterUpdates' update of its
// Checkout kinds, which the article's definitions are), the model that holds the update in use, and
// the file the app caches it in.

import Foundation
import KbnKit

let downloadedBytes = try! Data(contentsOf: URL(fileURLWithPath: "Examples/MasterUpdates/Server/update.json"))

/// The article's `MasterModel` without `ObservableObject`, which needs Combine, so Linux builds it;
/// the article's own is compiled in Examples/Screens.
@MainActor final class MasterModel {
    var update = KbnUpdate()
}

@MainActor let model = MasterModel()

let cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("kbn-doc-snippets-update.json")
