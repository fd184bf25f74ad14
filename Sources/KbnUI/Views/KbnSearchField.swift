// The search field of KbnUI's lists: the system's `searchable` where it has one (iOS 15 and later),
// else a field of the list's own above its rows, which stays in place as they scroll.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

#if os(iOS)
import UIKit
#endif

/// The list inside the platform's search field where it has one (iOS 15, macOS 12, tvOS 15,
/// watchOS 8 and later), else under a ``KbnSearchField`` of its own, whose placeholder is `prompt`
/// or KbnUI's "Search" (検索 in Japanese).
struct KbnSearchable<Rows: View>: View {
    @Binding var query: String
    let prompt: Text?
    @ViewBuilder let rows: () -> Rows
    @Environment(\.locale) private var locale
    #if os(iOS)
    @State private var keyboard = KbnKeyboard()
    #endif

    var body: some View {
        if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) {
            List { rows() }
                .searchable(text: $query, prompt: prompt)
        } else {
            // Above the list, not a row of it: the field stays where it is as the rows scroll.
            VStack(spacing: 0) {
                KbnSearchField(query: $query, placeholder: prompt ?? Text(KbnWord.search.text(for: locale.identifier)))
                #if os(iOS)
                List { rows() }
                    // Dragging the rows puts the keyboard away, as a system search field's list does.
                    .simultaneousGesture(
                        DragGesture(minimumDistance: 8).onChanged { [keyboard] _ in
                            Task { @MainActor in keyboard.dismiss() }
                        }
                    )
                    .background(KbnKeyboardAnchor(keyboard: keyboard))
                #else
                List { rows() }
                #endif
            }
        }
    }
}

/// A search field as the system draws one, for the systems without `searchable`: its placeholder
/// until something is typed, a clear button once something is, and neither autocorrection nor
/// capitalization, which would change codes and readings as they are typed. Return puts the
/// keyboard away, as SwiftUI's text fields do.
struct KbnSearchField: View {
    @Binding var query: String
    let placeholder: Text
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            ZStack(alignment: .leading) {
                if query.isEmpty {
                    placeholder
                        .foregroundColor(.secondary)
                        .accessibility(hidden: true)
                }
                field
            }
            if !query.isEmpty {
                Button(action: { query = "" }) {
                    KbnSymbol(systemName: "xmark.circle.fill", fallback: "×")
                        .foregroundColor(.secondary)
                }
                .buttonStyle(PlainButtonStyle())
                .accessibility(label: Text(KbnWord.clearSearch.text(for: locale.identifier)))
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }

    private var field: some View {
        #if os(iOS) || os(tvOS)
        TextField("", text: $query)
            .accessibility(label: placeholder)
            .disableAutocorrection(true)
            .autocapitalization(.none)
        #else
        TextField("", text: $query)
            .accessibility(label: placeholder)
            .disableAutocorrection(true)
        #endif
    }
}

/// A symbol of SF Symbols (iOS 13, tvOS 13, watchOS 6, macOS 11), else a character that stands
/// for it.
struct KbnSymbol: View {
    let systemName: String
    let fallback: String

    var body: some View {
        // Returned, not built: a result builder's `if #available` needs iOS 14 for a check that
        // names macOS alone.
        if #available(macOS 11, *) {
            return AnyView(Image(systemName: systemName))
        }
        return AnyView(Text(verbatim: fallback))
    }
}

#if os(iOS)
/// Puts the keyboard away, through the window of a view that ``KbnKeyboardAnchor`` places: no
/// `UIApplication.shared`, which app extensions cannot use.
@MainActor
final class KbnKeyboard {
    weak var view: UIView?

    nonisolated init() {}

    func dismiss() {
        view?.window?.endEditing(true)
    }
}

/// A view of no size in the list's window, which ``KbnKeyboard`` reaches the window through.
struct KbnKeyboardAnchor: UIViewRepresentable {
    let keyboard: KbnKeyboard

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        keyboard.view = view
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}
#endif
#endif
