// The committed generated file is used like the build plugin's output.

import ReviewedCodes
import Testing

@Test func theCommittedKindsDecodeTheirCodes() {
    #expect(Codes.PaymentMethod(code: "PM02") == .card)
    #expect(Codes.PaymentMethod.card.logicalName == "クレジットカード")
    #expect(Codes.value(forCode: "PM01") as? Codes.PaymentMethod == .cash)
}

@Test func theModulesOwnCodeExtendsTheCommittedKinds() {
    #expect(Codes.PaymentMethod.allCases.filter(\.needsTerminal) == [.card])
}
