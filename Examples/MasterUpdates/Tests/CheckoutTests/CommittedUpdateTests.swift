// Server/update.json, written as the back end writes an update: made for this build, so that it
// cannot go stale when the definitions change, and applied by KbnKit's check.

import Checkout
import Foundation
import Testing

@Suite("The committed update")
struct CommittedUpdateTests {
    @Test func itIsMadeForThisBuild() throws {
        let file = try #require(try JSONSerialization.jsonObject(with: try committedUpdate()) as? [String: Any])
        let madeFor = try #require(file["madeFor"] as? [String: String])
        #expect(!madeFor.isEmpty)
        for (kind, fingerprint) in madeFor.sorted(by: { $0.key < $1.key }) {
            #expect(
                fingerprint == fingerprints[kind],
                """
                Server/update.json was made for another build of kind \(kind) (\(fingerprint); this build: \
                \(fingerprints[kind] ?? "no such kind")): make it again from Sources/Checkout/kbn-definitions.json
                """)
        }
    }

    @Test func itUpdatesThePaymentMethodsAlone() throws {
        let update = try KbnUpdate(json: try committedUpdate(), kinds: Kbn.allKinds)
        #expect(update.updates(Kbn.PaymentMethod.self))
        #expect(!update.updates(Kbn.DeliveryTime.self))
        #expect(update.values(of: Kbn.DeliveryTime.self) == Kbn.DeliveryTime.allCases.map { .known($0) })
        #expect(update.logicalName(of: Kbn.DeliveryTime.afternoon) == "14時〜16時")
    }

    @Test func anUpdateMadeForAnotherBuildIsRefused() throws {
        let thisBuild = try #require(fingerprints["PaymentMethod"])
        let json = try committedUpdate(replacing: thisBuild, with: "kbn2-00000000000000000000000000000000")
        #expect {
            try KbnUpdate(json: json, kinds: Kbn.allKinds)
        } throws: { error in
            let problems = (error as? KbnUpdateError)?.problems ?? []
            return problems.count == 1 && problems[0].line == 3
                && problems[0].message.contains("was made for another build of the app")
        }
    }
}
