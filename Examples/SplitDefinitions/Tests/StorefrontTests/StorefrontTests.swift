// Every definitions file of Catalog gives its kinds, none silently left out when a target has two
// kbn-definitions.json files, and the two files that share the namespace `Kbn` make one namespace.

import Catalog
import Foundation
import KbnKit
import Storefront
import Testing

@Test func theNamespaceSharedByTwoFilesHasTheKindsOfBoth() {
    #expect(Set(Kbn.allKinds.map { $0.kindLogicalName }) == ["注文状態区分", "性別区分"])
    #expect(Kbn.value(forCode: "10199") as? Kbn.OrderStatus == .cancelled)
    #expect(Kbn.value(forCode: "00102") as? Kbn.Gender == .woman)
    #expect(Kbn.value(forCode: "20101") == nil)
}

@Test func aFileWithAnotherNamespaceHasItsOwn() {
    #expect(Shipping.allKinds.map { $0.kindLogicalName } == ["配送業者区分"])
    #expect(Shipping.value(forCode: "20102") as? Shipping.Carrier == .sagawa)
    #expect(Shipping.value(forCode: "00101") == nil)
}

@Test func anotherTargetUsesKindsOfAllThreeFiles() throws {
    let json = #"{"carrier":"20101","customer":{"gender":"00101","name":"Sato"},"status":"10102"}"#
    let shipment = try JSONDecoder().decode(Shipment.self, from: Data(json.utf8))
    #expect(shipment == Shipment(customer: Customer(name: "Sato", gender: .man), status: .shipped, carrier: .yamato))
    #expect(shipment.summary == "Sato (男性): 発送済, ヤマト運輸")
}
