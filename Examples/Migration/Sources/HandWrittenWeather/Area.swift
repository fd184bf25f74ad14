// The app's forecast areas as it wrote them by hand before swift-kbn.

/// The eight areas that the forecasts group prefectures in.
public enum Area: String, CaseIterable, Codable, Sendable {
    case hokkaido
    case tohoku
    case kanto
    case chubu
    case kinki
    case chugoku
    case shikoku
    case kyushu

    /// The area's number, 1 to 8, as the forecast API counts them.
    public var number: Int {
        switch self {
        case .hokkaido: 1
        case .tohoku: 2
        case .kanto: 3
        case .chubu: 4
        case .kinki: 5
        case .chugoku: 6
        case .shikoku: 7
        case .kyushu: 8
        }
    }

    /// The name the app shows.
    public var name: String {
        switch self {
        case .hokkaido: "北海道"
        case .tohoku: "東北"
        case .kanto: "関東"
        case .chubu: "中部"
        case .kinki: "近畿"
        case .chugoku: "中国"
        case .shikoku: "四国"
        case .kyushu: "九州・沖縄"
        }
    }
}
