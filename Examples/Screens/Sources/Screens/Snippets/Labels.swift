// swift-format-ignore-file
// (The articles quote these lines with their end-of-line comments aligned.)
// The article's label and card: KbnUI's components on values of two kinds.

#if canImport(SwiftUI)
import SwiftUI

// snippet: labels
struct ProfileSummary: View {
    let gender: Kbn.Gender
    let prefecture: Kbn.Prefecture

    var body: some View {
        VStack(alignment: .leading) {
            KbnLabel(gender)                               // 男性, or "Male" in English
            KbnLabel(prefecture).kbnLabelStyle(.shortName) // 東京
            KbnLabel(prefecture)
                .kbnLabelStyle(.nameAndCode)               // 東京都        00213
            KbnCard(prefecture)                            // name, kind, code and region
        }
    }
}
// snippet end

// snippet: preview-older-sdk
struct ProfileSummaryPreviews: @preconcurrency PreviewProvider {
    static var previews: some View {
        ProfileSummary(gender: .woman, prefecture: .tokyo)
    }
}
// snippet end
#endif
