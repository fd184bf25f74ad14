// CommittedCodes' own code, beside the committed KbnDefinitions.swift that generate-kbn-sources
// writes from the package root's kbn-definitions.json. It also gives the target a Swift file before
// the first run (`--target CommittedCodes`): SwiftPM ignores a target without one, and the command
// would not see it.

/// The rank that a member's points earn.
public func membershipRank(forPoints points: Int) -> Kbn.MembershipRank {
    points >= 1_000 ? .gold : points >= 300 ? .silver : .bronze
}
