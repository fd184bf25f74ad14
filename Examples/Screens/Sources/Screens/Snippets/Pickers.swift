// The article's pickers: one value, one or none, and a value that may be a code the app does not
// know.

#if canImport(SwiftUI)
import SwiftUI

// snippet: pickers
struct Profile {
    var gender = Kbn.Gender.man
    var prefecture: Kbn.Prefecture?
    var contact: KbnValue<Kbn.ContactMethod> = .unknown("00399")  // from a newer server
}

struct ProfileForm: View {
    @State private var profile = Profile()

    var body: some View {
        Form {
            KbnPicker(selection: $profile.gender)
            KbnPicker("都道府県", selection: $profile.prefecture, noneLabel: "未選択")
            KbnPicker(selection: $profile.contact)
                .kbnLabelStyle(.nameAndCode)
        }
    }
}
// snippet end
#endif
