// The ways a consumer package gets its code table, compared side by side.

enum Shape: CaseIterable {
    /// kbn-definitions.json turned into Swift by KbnGeneratorPlugin at build time, using KbnKit.
    case generated
    /// The usual hand-written way, which the generator replaces: `enum K: String, CaseIterable`
    /// with the full codes as raw values and a switch-based `logicalName`.
    case handWritten
    /// The least an enum with a raw type can be: `enum K: UInt16 { case … }` with no members.
    case floor
    /// Hand-written kinds as an app without a generator writes many small ones: a `KbnType`
    /// protocol of its own with `cases`, `prefix`, and a `switch` for `postfix` and `logicalName`
    /// in each enum.
    case seedProtocol
    /// The least an enum can be: `enum K { case a, b, … }`.
    case bare

    var title: String {
        switch self {
        case .generated: "generated"
        case .handWritten: "hand-written (seed)"
        case .floor: "floor"
        case .seedProtocol: "hand-written with a KbnType protocol"
        case .bare: "bare enum"
        }
    }
}

/// The two shapes a table's generated build is judged against, and the goals for its ratios.
struct Comparison {
    /// The hand-written shape the generated code replaces: the table's "hand-written" column.
    let handWritten: Shape
    /// The least the same cases can cost: the table's "floor" column.
    let floor: Shape
    let maximumVersusHandWritten: Double
    let maximumVersusFloor: Double

    var shapes: [Shape] { [.generated, handWritten, floor] }

    /// Large kinds, where the hand-written shape's raw-value switches explode.
    static let largeKinds = Comparison(
        handWritten: .handWritten, floor: .floor, maximumVersusHandWritten: 0.15, maximumVersusFloor: 1.5)
    /// Hundreds of small kinds, as most apps have: no dearer than hand-written kinds with a protocol,
    /// and at most twice bare enums.
    static let smallKinds = Comparison(
        handWritten: .seedProtocol, floor: .bare, maximumVersusHandWritten: 1.0, maximumVersusFloor: 2.0)
}
