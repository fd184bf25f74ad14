// Checks that the plugin generated this package's own kinds, not swift-kbn's example ones, and
// that they work in an app's model.

import Foundation
import KbnKit
import OrderKinds
import Testing

@Test func generatesTheKindsOfThisTargetsDefinitions() {
    #expect(Kbn.allKinds.map { $0.kindLogicalName } == ["注文状態区分", "支払方法区分"])
    #expect(Kbn.OrderStatus.allCases == [.received, .shipped, .delivered, .cancelled])
    #expect(Kbn.OrderStatus.cancelled.code == "10199")
    #expect(Kbn.OrderStatus.cancelled.logicalName == "キャンセル")
    #expect(Kbn.PaymentMethod(code: "10202") == .bankTransfer)
    #expect(Kbn.value(forCode: "10203") as? Kbn.PaymentMethod == .cashOnDelivery)
    #expect(Kbn.value(forCode: "00101") == nil)
}

@Test func decodesAnOrderAndKeepsAnUnknownPaymentCode() throws {
    let json = #"{"id":"A-1","payment":"10209","status":"10101"}"#
    let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    #expect(order == Order(id: "A-1", status: .received, payment: .unknown("10209")))
    #expect(order.isCancellable)

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(order), as: UTF8.self) == json)
}

@Test func rejectsAStatusTheAppDoesNotKnow() {
    let json = #"{"id":"A-1","payment":"10201","status":"10104"}"#
    #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    }
}
