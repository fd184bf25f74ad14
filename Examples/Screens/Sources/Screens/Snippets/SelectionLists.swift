// The article's selection screens: Japan's 1,916 municipalities, sectioned by prefecture and
// searched by kana, with an index built at launch and in a form of the app's own, and a set of
// contact methods.

#if canImport(SwiftUI)
import Municipalities
import SwiftUI

// snippet: municipality-screen
struct MunicipalityScreen: View {
    @State private var municipality: LocalGov.Municipality?

    var body: some View {
        NavigationView {
            KbnSelectionList(
                selection: $municipality,
                sectioning: .attribute(\.prefecture),
                searchAttributes: [KbnAttribute(\.kana)],
                searchPrompt: "市区町村名・コード・よみ"
            )
        }
    }
}
// snippet end

// snippet: prebuilt-index
func municipalityIndex() async -> KbnSearchIndex<LocalGov.Municipality> {
    await Task.detached { KbnSearchIndex(LocalGov.Municipality.self, attributes: [KbnAttribute(\.kana)]) }.value
}

struct ClinicScreen: View {
    let index: KbnSearchIndex<LocalGov.Municipality>  // from municipalityIndex(), at launch
    @Binding var municipality: LocalGov.Municipality

    var body: some View {
        KbnSelectionList(selection: $municipality, sectioning: .attribute(\.prefecture), index: index)
    }
}
// snippet end

// snippet: sections-in-a-form
struct ClinicForm: View {
    @State private var municipality: LocalGov.Municipality?
    @State private var query = ""

    var body: some View {
        Form {
            TextField("市区町村名・コード・よみ", text: $query)
            KbnSelectionSections(selection: $municipality, query: query, searchAttributes: [KbnAttribute(\.kana)])
        }
    }
}
// snippet end

// snippet: row-content
struct MunicipalityWithReadingScreen: View {
    @Binding var municipality: LocalGov.Municipality

    var body: some View {
        KbnSelectionList(selection: $municipality, searchAttributes: [KbnAttribute(\.kana)]) { row in
            VStack(alignment: .leading) {
                KbnLabel(row.value)
                Text(row.value.known?.kana ?? row.value.code)
                    .font(.caption)
            }
        }
    }
}
// snippet end

// snippet: query-binding
struct ContactMethodSearchScreen: View {
    @Binding var method: Kbn.ContactMethod?
    /// Kept by the app: the field shows what the person typed when they come back.
    @Binding var query: String

    var body: some View {
        KbnSelectionList(selection: $method, query: $query)
    }
}
// snippet end

// snippet: back-after-a-choice
struct PrefectureField: View {
    @Binding var prefecture: Kbn.Prefecture

    var body: some View {
        NavigationLink(destination: PrefectureChoice(prefecture: $prefecture)) {
            KbnLabel(prefecture)
        }
    }
}

struct PrefectureChoice: View {
    @Binding var prefecture: Kbn.Prefecture
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        // Back to the form once a tap has chosen another prefecture.
        KbnSelectionList(selection: $prefecture, onChoice: { _ in presentationMode.wrappedValue.dismiss() })
    }
}
// snippet end

// snippet: own-screen
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
struct MunicipalityPicker: View {
    @StateObject private var model = KbnChoiceListModel<LocalGov.Municipality>()
    @State private var selection = KbnSelection<LocalGov.Municipality>(.optionalOne, chosen: [])
    @State private var query = ""

    var body: some View {
        List {
            TextField("市区町村名", text: $query)
            if let sections = model.sections(matching: query, selection: selection) {
                ForEach(sections) { section in
                    Section(header: Text(section.id.defaultTitle(locale: .current) ?? "")) {
                        ForEach(section.rows) { row in
                            Button(action: { selection.toggle(row) }) {
                                KbnChoiceRowLabel(row)
                            }
                        }
                    }
                }
            } else if model.showsProgress {
                ProgressView()
            }
        }
    }
}
// snippet end

// snippet: many-values
struct ContactMethodsScreen: View {
    @State private var methods: Set<Kbn.ContactMethod> = [.phone]

    var body: some View {
        KbnSelectionList(selection: $methods)
    }
}
// snippet end

// snippet: group-sections
struct PrefectureScreen: View {
    @Binding var prefecture: Kbn.Prefecture

    var body: some View {
        KbnSelectionList(selection: $prefecture, sectioning: .groups)
            .sectionHeader { section in
                if case .group(let name) = section {
                    Text(name.replacingOccurrences(of: "Region", with: ""))
                }
            }
    }
}
// snippet end
#endif
