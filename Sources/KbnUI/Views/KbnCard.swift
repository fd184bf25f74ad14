// The card of the reusable screen the project grew from, for a value of any kind: its name, its
// kind and code, and the kind's own attributes, with no optional property per model.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A card for a value of any kind: its name, its kind and code, why it is deprecated, and its
/// attributes.
///
/// One card serves every kind, including kinds added to the definitions later: the attributes
/// come from the kind's description, so a kind without attributes shows none and a prefecture
/// shows its `region`, under the name that the definitions' `attributeNames` give it (地方). With
/// an update in the environment, the card shows the update's name, attributes and kind name, for a
/// value it adds too.
///
/// ```swift
/// KbnCard(Kbn.Prefecture.tokyo)
/// KbnCard(profile.gender)
/// ```
public struct KbnCard<Kind: KbnType>: View {
    private let value: KbnValue<Kind>
    @Environment(\.locale) private var locale
    @Environment(\.kbnUpdate) private var update

    /// A card for `value`.
    public init(_ value: Kind) {
        self.value = .known(value)
    }

    /// A card for `value`; an unknown code shows as the code, with the kind's name.
    public init(_ value: KbnValue<Kind>) {
        self.value = value
    }

    public var body: some View {
        let entry = update.description(of: value)
        return VStack(alignment: .leading, spacing: 8) {
            Text(KbnLabelText.name(of: value, style: .name, locale: locale, update: update) ?? value.code)
                .font(.headline)
            HStack {
                Text(update.kindLogicalName(of: Kind.self))
                Spacer()
                Text(value.code)
            }
            .font(.caption)
            if let message = entry?.deprecationMessage {
                Text(message)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            ForEach(attributes(of: entry), id: \.name) { attribute in
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

    /// The attributes of `entry` as text, each under its name for people, in the kind's column
    /// order; none for an unknown code.
    private func attributes(of entry: KbnValueDescription?) -> [(name: String, value: String)] {
        guard let entry else { return [] }
        // The columns alone: the kind's description would describe every value again, for each card.
        return zip(update.attributes(of: Kind.self), entry.attributes).compactMap { column, value in
            value.map { (column.logicalName, $0.description) }
        }
    }
}
#endif
