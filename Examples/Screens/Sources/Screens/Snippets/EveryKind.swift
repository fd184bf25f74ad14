// The article's screens of every kind: KbnUI's namespace list, and the same written by hand from
// kind descriptions.

#if canImport(SwiftUI)
import SwiftUI

// snippet: namespace-list
struct KindsScreen: View {
    var body: some View {
        NavigationView {
            KbnKindList(kinds: Kbn.allKinds)
        }
        // One column on iPad too, where the default style shows an empty detail pane in portrait.
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
// snippet end

// snippet: all-kinds-list
struct AllKindsList: View {
    let kinds = Kbn.allKinds.map { $0.kindDescription }

    var body: some View {
        List {
            ForEach(kinds, id: \.name) { kind in
                Section(header: Text(kind.logicalName)) {
                    ForEach(kind.values, id: \.code) { value in
                        HStack {
                            Text(value.logicalName)
                            Spacer()
                            Text(value.code)
                        }
                    }
                }
            }
        }
    }
}
// snippet end

// snippet: custom-card
struct CompactCard<Kind: KbnType>: View {
    let value: Kind

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(Kind.kindLogicalName)
                .font(.caption)
            Text(value.logicalName)
                .font(.headline)
            Text(value.code)
                .font(.caption)
        }
        .padding()
    }
}
// snippet end
#endif
