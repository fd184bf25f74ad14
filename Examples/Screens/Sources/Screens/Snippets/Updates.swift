// swift-format-ignore-file
// (The articles quote these lines with their end-of-line comments aligned.)
// The article "Masters That Change After You Ship": the model that holds the update in use, and a
// screen whose KbnUI views show it.

#if canImport(SwiftUI)
import Combine
import KbnKit
import SwiftUI

// snippet: update-model
@MainActor final class MasterModel: ObservableObject {
    @Published var update = KbnUpdate()  // the compiled data until an update is applied
}
// snippet end

// snippet: update-screen
struct ContactScreen: View {
    @ObservedObject var master: MasterModel
    @Binding var contact: KbnValue<Kbn.ContactMethod>

    var body: some View {
        Form {
            KbnPicker(selection: $contact)   // the update's names and order, and what it adds
            KbnCard(contact)
        }
        .kbnUpdate(master.update)
    }
}
// snippet end
#endif
