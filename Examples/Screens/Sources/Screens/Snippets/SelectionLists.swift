// The article's selection screens: Japan's 1,916 municipalities, sectioned by prefecture and
// searched by kana, on a model the app prepares at launch; a set of contact methods; and a screen of
// the app's own on the model. The two-level screen of a kind with a parent kind, a bank's branches,
// is Examples/Banks' BranchScreen, on the real zengin branches.

#if canImport(SwiftUI)
import Municipalities
import SwiftUI

// snippet: municipality-screen
struct MunicipalityScreen: View {
    @State private var municipalities = KbnSelectionModel(
        LocalGov.Municipality.self, sectioning: .attribute(\.prefecture), searchAttributes: [\.kana])
    @State private var municipality: LocalGov.Municipality?

    var body: some View {
        NavigationView {
            KbnSelectionList(municipalities, selection: $municipality)
        }
    }
}
// snippet end

// snippet: prebuilt-index
@MainActor final class ClinicApp {
    let municipalities = KbnSelectionModel(
        LocalGov.Municipality.self, sectioning: .attribute(\.prefecture), searchAttributes: [\.kana])

    /// At launch: the list is prepared off the main actor, and every screen's rows are there at once.
    func launch() async {
        await municipalities.prepare()
    }
}

struct ClinicScreen: View {
    let app: ClinicApp
    @Binding var municipality: LocalGov.Municipality

    var body: some View {
        KbnSelectionList(app.municipalities, selection: $municipality)
    }
}
// snippet end

// snippet: row-content
struct MunicipalityWithReadingScreen: View {
    let municipalities: KbnSelectionModel<LocalGov.Municipality>
    @Binding var municipality: LocalGov.Municipality

    var body: some View {
        KbnSelectionList(municipalities, selection: $municipality) { row in
            VStack(alignment: .leading) {
                KbnLabel(row.value)
                Text(row.value.known?.kana ?? row.value.code)
                    .font(.caption)
            }
        }
    }
}
// snippet end

// snippet: back-after-a-choice
struct PrefectureField: View {
    let prefectures: KbnSelectionModel<Kbn.Prefecture>
    @Binding var prefecture: Kbn.Prefecture

    var body: some View {
        NavigationLink(destination: PrefectureChoice(prefectures: prefectures, prefecture: $prefecture)) {
            KbnLabel(prefecture)
        }
    }
}

struct PrefectureChoice: View {
    let prefectures: KbnSelectionModel<Kbn.Prefecture>
    @Binding var prefecture: Kbn.Prefecture
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        // Back to the form once a tap has chosen another prefecture.
        KbnSelectionList(
            prefectures,
            selection: Binding(
                get: { prefecture },
                set: { chosen in
                    prefecture = chosen
                    presentationMode.wrappedValue.dismiss()
                }))
    }
}
// snippet end

// snippet: own-screen
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
struct MunicipalityPicker: View {
    @StateObject private var model = KbnSelectionModel(LocalGov.Municipality.self, searchAttributes: [\.kana])
    @State private var municipality: LocalGov.Municipality?
    @State private var query = ""

    var body: some View {
        List {
            TextField("市区町村名", text: $query)
            if let sections = model.sections(matching: query, selection: municipality) {
                ForEach(sections) { section in
                    Section(header: Text(section.title ?? "")) {
                        ForEach(section.rows) { row in
                            Button(action: { municipality.toggle(row) }) {
                                KbnLabel(row.value).kbnLabelStyle(.nameAndCode)
                            }
                        }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .onAppear { Task { await model.prepare() } }
    }
}
// snippet end

// snippet: many-values
struct ContactMethodsScreen: View {
    @State private var contactMethods = KbnSelectionModel(Kbn.ContactMethod.self)
    @State private var methods: Set<Kbn.ContactMethod> = [.phone]

    var body: some View {
        KbnSelectionList(contactMethods, selection: $methods)
    }
}
// snippet end

// snippet: group-sections
struct PrefectureScreen: View {
    @State private var prefectures = KbnSelectionModel(Kbn.Prefecture.self, sectioning: .groups)
    @Binding var prefecture: Kbn.Prefecture

    var body: some View {
        KbnSelectionList(prefectures, selection: $prefecture)
            .sectionHeader { section in
                if let name = section.title {
                    Text(name.replacingOccurrences(of: "Region", with: ""))
                }
            }
    }
}
// snippet end
#endif
