// The card of the reusable screen the project grew from, for a value of any kind: its name, its
// kind and code, and the kind's own attributes, with no optional property per model.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A card for a value of any kind: its name, its kind and code, and its attributes.
///
/// One card serves every kind, including kinds added to the definitions later: the attributes
/// come from `kindDescription`, so a kind without attributes shows none and a prefecture
/// shows its `region`.
///
/// ```swift
/// KbnCard(Kbn.Prefecture.tokyo)
/// KbnCard(profile.gender)
/// ```
public struct KbnCard<Kind: KbnType>: View {
    private let value: KbnValue<Kind>
    @Environment(\.locale) private var locale

    /// A card for `value`.
    public init(_ value: Kind) {
        self.value = .known(value)
    }

    /// A card for `value`; an unknown code shows as the code, with the kind's name.
    public init(_ value: KbnValue<Kind>) {
        self.value = value
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(value.known.map { KbnLabelText.name(of: $0, style: .name, locale: locale) } ?? value.code)
                .font(.headline)
            HStack {
                Text(Kind.kindLogicalName)
                Spacer()
                Text(value.code)
            }
            .font(.caption)
            ForEach(attributes, id: \.name) { attribute in
                HStack {
                    Text(attribute.name)
                    Spacer()
                    Text(attribute.value)
                }
                .font(.caption)
                .foregroundColor(.secondary)
            }
        }
        .padding()
        .accessibilityElement(children: .combine)
    }

    /// The value's attributes as text, in the kind's column order; none for an unknown code.
    private var attributes: [(name: String, value: String)] {
        guard let known = value.known else { return [] }
        let description = Kind.kindDescription
        guard !description.attributes.isEmpty,
            let entry = description.values.first(where: { $0.code == known.code })
        else { return [] }
        return zip(description.attributes, entry.attributes).compactMap { column, value in
            value.map { (column.name, $0.description) }
        }
    }
}
#endif
