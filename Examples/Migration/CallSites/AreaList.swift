// The app's code that uses its prefectures and areas, written against the hand-written enums and
// compiled unchanged against the generated kinds: both targets of this package compile this folder
// (Sources/*/CallSites link to it). The list screen: prefectures by area, and their titles.

/// The prefectures of the area numbered `number` (1 Hokkaido … 8 Kyushu-Okinawa), in JIS order.
public func prefectures(inArea number: Int) -> [Prefecture] {
    Prefecture.allCases.filter { $0.area.number == number }
}

/// The title of a prefecture's forecast, such as `東京都の天気`.
public func forecastTitle(of prefecture: Prefecture) -> String {
    "\(prefecture.name)の天気"
}

/// The section titles of the list: each area's name with the number of its prefectures.
public func sectionTitles() -> [String] {
    Area.allCases.map { area in "\(area.name) (\(prefectures(inArea: area.number).count))" }
}
