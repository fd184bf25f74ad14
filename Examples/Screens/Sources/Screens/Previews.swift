// Previews of KbnUI's components on the example kinds, written as PreviewProvider so that they
// compile with every Xcode that builds for iOS 13, and with the SDK that Scripts/ios-build.sh uses.

#if canImport(SwiftUI) && DEBUG
import SwiftUI

/// Every preview: a screen per component, one with large text and one in English.
enum KbnUIPreviewGallery {
    @MainActor @ViewBuilder static var previews: some View {
        ProfileSummary(gender: .woman, prefecture: .tokyo)
            .previewDisplayName("Labels and card")
        ProfileForm()
            .previewDisplayName("Pickers")
        MunicipalityScreen()
            .previewDisplayName("1,916 municipalities")
        ContactMethodsScreen()
            .environment(\.sizeCategory, .accessibilityExtraLarge)
            .previewDisplayName("Many values, large text")
        KindsScreen()
            .environment(\.locale, Locale(identifier: "en"))
            .previewDisplayName("Every kind, in English")
    }
}

// `@preconcurrency`: the iOS 16.5 SDK of Scripts/ios-build.sh declares the protocol that
// PreviewProvider refines without the main actor, which Swift 6 checks.
struct KbnUIPreviews: @preconcurrency PreviewProvider {
    static var previews: some View { KbnUIPreviewGallery.previews }
}
#endif
