// The three ways a consumer package gets its code table, compared side by side.

enum Shape: CaseIterable {
    /// kbn-definitions.json turned into Swift by KbnGeneratorPlugin at build time, using KbnKit.
    case generated
    /// The usual hand-written way, which the generator replaces: `enum K: String, CaseIterable`
    /// with the full codes as raw values and a switch-based `logicalName`.
    case handWritten
    /// The least an enum can be: `enum K: UInt16 { case … }` with no members.
    case floor

    var title: String {
        switch self {
        case .generated: "generated"
        case .handWritten: "hand-written (seed)"
        case .floor: "floor"
        }
    }
}
