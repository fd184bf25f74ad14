// Both targets have the root file's kinds: LiveCodes from the build plugin, CommittedCodes from the
// committed Sources/CommittedCodes/KbnDefinitions.swift. Each module declares its own `Kbn`, so the
// names are qualified by module.

import CommittedCodes
import Foundation
import KbnKit
import LiveCodes
import Testing

@Test func theBuildPluginGeneratesTheRootFilesKinds() throws {
    let rank = try JSONDecoder().decode(LiveCodes.Kbn.MembershipRank.self, from: Data(#""30103""#.utf8))
    #expect(rank.discountPercent == 10)
    #expect(LiveCodes.Kbn.value(forCode: "30101") as? LiveCodes.Kbn.MembershipRank == .bronze)
}

@Test func theCommittedFileHasTheSameKinds() {
    #expect(CommittedCodes.Kbn.MembershipRank.allCases.map(\.code) == LiveCodes.Kbn.MembershipRank.allCases.map(\.code))
    #expect(CommittedCodes.Kbn.MembershipRank(code: "30102") == .silver)
    #expect(membershipRank(forPoints: 500) == .silver)
}
