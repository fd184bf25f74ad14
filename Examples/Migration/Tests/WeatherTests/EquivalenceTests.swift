// The generated kinds against the hand-written enums they replace, value by value: every case in
// the same order with the same raw value, name, number and area; the app's call sites (CallSites/)
// giving the same answers; and data saved by the old app read by the new one and written back
// byte for byte. The one difference the move makes, the string form, is asserted too.

import Foundation
import HandWrittenWeather
import Testing
import Weather

typealias OldPrefecture = HandWrittenWeather.Prefecture
typealias NewPrefecture = Weather.Prefecture
typealias OldArea = HandWrittenWeather.Area
typealias NewArea = Weather.Area

@Suite("Generated kinds against the hand-written enums")
struct EquivalenceTests {
    @Test func everyPrefectureHasTheSameCaseOrderAndMembers() {
        #expect(NewPrefecture.allCases.count == 47)
        #expect(NewPrefecture.allCases.count == OldPrefecture.allCases.count)
        for (old, new) in zip(OldPrefecture.allCases, NewPrefecture.allCases) {
            #expect(new.rawValue == old.rawValue)
            #expect(new.name == old.name)
            #expect(new.id == old.id)
            #expect(new.area.rawValue == old.area.rawValue)
            #expect(NewPrefecture(rawValue: old.rawValue) == new)
        }
    }

    @Test func everyAreaHasTheSameCaseOrderAndMembers() {
        #expect(NewArea.allCases.map(\.rawValue) == OldArea.allCases.map(\.rawValue))
        #expect(NewArea.allCases.map(\.name) == OldArea.allCases.map(\.name))
        #expect(NewArea.allCases.map(\.number) == OldArea.allCases.map(\.number))
    }

    @Test func theCallSitesGiveTheSameAnswers() {
        for number in 0...9 {
            #expect(
                Weather.prefectures(inArea: number).map(\.rawValue)
                    == HandWrittenWeather.prefectures(inArea: number).map(\.rawValue))
        }
        #expect(Weather.sectionTitles() == HandWrittenWeather.sectionTitles())
        #expect(Weather.sectionTitles().last == "九州・沖縄 (8)")
        for (old, new) in zip(OldPrefecture.allCases, NewPrefecture.allCases) {
            #expect(Weather.forecastTitle(of: new) == HandWrittenWeather.forecastTitle(of: old))
            #expect(Weather.forecastPath(for: new) == HandWrittenWeather.forecastPath(for: old))
            #expect(Weather.officeCode(of: new) == HandWrittenWeather.officeCode(of: old))
            #expect(Weather.prefecture(inPath: old.rawValue) == new)
        }
        #expect(Weather.officeCode(of: .tokyo) == "130000")
        #expect(Weather.prefecture(inPath: "edo") == nil && HandWrittenWeather.prefecture(inPath: "edo") == nil)
    }

    @Test func dataTheOldAppSavedReadsAndIsWrittenBackByteForByte() throws {
        let saved = try JSONEncoder().encode(HandWrittenWeather.Favorites(prefectures: [.tokyo, .okinawa, .hokkaido]))
        #expect(String(decoding: saved, as: UTF8.self) == #"{"prefectures":["tokyo","okinawa","hokkaido"]}"#)
        let read = try JSONDecoder().decode(Weather.Favorites.self, from: saved)
        #expect(read == Weather.Favorites(prefectures: [.tokyo, .okinawa, .hokkaido]))
        #expect(try JSONEncoder().encode(read) == saved)

        let names = ["東京都", "沖縄県", "どこか"]
        #expect(
            Weather.favorites(savedAsNames: names).prefectures.map(\.rawValue)
                == HandWrittenWeather.favorites(savedAsNames: names).prefectures.map(\.rawValue))
    }

    /// KbnType's `description` is the name and the code; a hand-written enum's is its case name.
    @Test func theStringFormIsTheOneDifference() {
        #expect(HandWrittenWeather.pickedLogLine(.tokyo) == "picked tokyo")
        #expect(Weather.pickedLogLine(.tokyo) == "picked 東京都 (tokyo)")
    }

    /// `Identifiable` keeps identifying a value by its code; the call sites' `id` is the number.
    @Test func identityIsTheCodeWhileIdIsTheNumber() {
        func identity<Value: Identifiable>(_ value: Value) -> Value.ID { value.id }
        #expect(identity(NewPrefecture.tokyo) == "tokyo")
        let number = NewPrefecture.tokyo.id
        #expect(number == 13)
    }
}
