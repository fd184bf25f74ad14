// What the checkout screen shows before and after the committed update: names in Japanese and
// English, order, the added method reachable by its code, and the deprecated one with its message.

import Checkout
import Testing

@Suite("The checkout screen")
struct PaymentMethodChoicesTests {
    @Test func beforeTheUpdateTheScreenShowsTheCompiledMethods() {
        let japanese = PaymentMethodChoices(update: KbnUpdate(), language: "ja")
        #expect(japanese.offered.map(\.value) == Kbn.PaymentMethod.allCases.map { .known($0) })
        #expect(japanese.offered.map(\.name) == ["現金", "クレジットカード", "銀行振込", "コンビニ払い", "代金引換"])
        #expect(japanese.offered.allSatisfy { $0.deprecationMessage == nil })
        #expect(japanese.row(for: KbnValue(code: "30106")) == nil)

        let english = PaymentMethodChoices(update: KbnUpdate(), language: "en-US")
        #expect(
            english.offered.map(\.name) == [
                "Cash", "Credit card", "Bank transfer", "Convenience store", "Cash on delivery",
            ])
    }

    @Test func afterTheUpdateTheScreenShowsTheServersNamesOrderAndMethods() throws {
        let update = try KbnUpdate(json: try committedUpdate(), kinds: Kbn.allKinds)
        let japanese = PaymentMethodChoices(update: update, language: "ja")
        // The added method comes second, and cash on delivery, deprecated, is no longer offered.
        #expect(
            japanese.offered.map(\.value) == [
                .known(.card), .unknown("30106"), .known(.convenienceStore), .known(.bankTransfer), .known(.cash),
            ])
        #expect(japanese.offered.map(\.name) == ["クレジット・デビットカード", "QRコード決済", "コンビニ払い", "銀行振込", "現金"])
        let english = PaymentMethodChoices(update: update, language: "en")
        #expect(
            english.offered.map(\.name) == [
                "Credit or debit card", "QR code payment", "Convenience store", "Bank transfer", "Cash",
            ])
        // Through KbnKit's own API, as any other screen reads it.
        #expect(update.values(of: Kbn.PaymentMethod.self).last == .known(.cashOnDelivery))
        #expect(update.logicalName(of: Kbn.PaymentMethod.card) == "クレジット・デビットカード")
        #expect(update.description(of: Kbn.PaymentMethod.card).localizedName(for: "en") == "Credit or debit card")
    }

    @Test func theAddedMethodIsReachableByItsCode() throws {
        let update = try KbnUpdate(json: try committedUpdate(), kinds: Kbn.allKinds)
        // This build does not know the code: it decodes as .unknown, and the update names it.
        let qrCode = KbnValue<Kbn.PaymentMethod>(code: "30106")
        #expect(qrCode == .unknown("30106"))
        #expect(update.logicalName(of: qrCode) == "QRコード決済")
        #expect(update.description(of: qrCode)?.localizedName(for: "en") == "QR code payment")
        let row = try #require(PaymentMethodChoices(update: update, language: "en").row(for: qrCode))
        #expect(row.value == qrCode && row.name == "QR code payment" && row.deprecationMessage == nil)
        // A code that neither the build nor the update has stays unnamed.
        #expect(update.logicalName(of: KbnValue<Kbn.PaymentMethod>(code: "30199")) == nil)
        #expect(PaymentMethodChoices(update: update, language: "ja").row(for: .unknown("30199")) == nil)
    }

    @Test func theDeprecatedMethodShowsItsMessage() throws {
        let message = "代金引換の受付は終了しました。ほかのお支払い方法をお選びください。"
        let update = try KbnUpdate(json: try committedUpdate(), kinds: Kbn.allKinds)
        #expect(update.description(of: Kbn.PaymentMethod.cashOnDelivery).deprecationMessage == message)
        // The method a customer chose last time is still shown, with the message, but not offered.
        let choices = PaymentMethodChoices(update: update, language: "ja")
        let row = try #require(choices.row(for: .known(.cashOnDelivery)))
        #expect(row.name == "代金引換" && row.deprecationMessage == message)
        #expect(!choices.offered.map(\.value).contains(.known(.cashOnDelivery)))
        #expect(
            PaymentMethodChoices(update: KbnUpdate(), language: "ja").row(for: .known(.cashOnDelivery))?
                .deprecationMessage == nil)
    }

}
