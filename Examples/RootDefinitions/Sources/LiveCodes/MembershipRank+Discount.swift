// LiveCodes' own code; Kbn.MembershipRank is generated at build time from the package root's
// kbn-definitions.json, as the target has no definitions file of its own.

extension Kbn.MembershipRank {
    /// The discount a member of this rank gets, in percent: a switch with no `default:`.
    public var discountPercent: Int {
        switch self {
        case .bronze: 0
        case .silver: 5
        case .gold: 10
        }
    }
}
