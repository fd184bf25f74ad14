// The prefectures a person follows, which the app saves between launches: as JSON, and in an
// older version as the names it showed. Compiled unchanged by both targets (AreaList.swift says how).

/// The prefectures a person follows, saved as JSON between launches.
public struct Favorites: Codable, Equatable, Sendable {
    public var prefectures: [Prefecture]

    public init(prefectures: [Prefecture]) {
        self.prefectures = prefectures
    }
}

/// Favourites as an older version of the app saved them, by the names it showed (`["東京都"]`).
public func favorites(savedAsNames names: [String]) -> Favorites {
    Favorites(prefectures: names.compactMap { name in Prefecture.allCases.first { $0.name == name } })
}
