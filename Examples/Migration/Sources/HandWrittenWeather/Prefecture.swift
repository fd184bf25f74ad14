// The app's prefectures as it wrote them by hand before swift-kbn: the enum whose call sites
// (CallSites/) must compile unchanged against the generated kind that replaces it.

/// Japan's 47 prefectures, in the order of their JIS X 0401 numbers.
public enum Prefecture: String, CaseIterable, Codable, Sendable {
    case hokkaido
    case aomori
    case iwate
    case miyagi
    case akita
    case yamagata
    case fukushima
    case ibaraki
    case tochigi
    case gunma
    case saitama
    case chiba
    case tokyo
    case kanagawa
    case niigata
    case toyama
    case ishikawa
    case fukui
    case yamanashi
    case nagano
    case gifu
    case shizuoka
    case aichi
    case mie
    case shiga
    case kyoto
    case osaka
    case hyogo
    case nara
    case wakayama
    case tottori
    case shimane
    case okayama
    case hiroshima
    case yamaguchi
    case tokushima
    case kagawa
    case ehime
    case kochi
    case fukuoka
    case saga
    case nagasaki
    case kumamoto
    case oita
    case miyazaki
    case kagoshima
    case okinawa

    /// The JIS X 0401 number, which the weather office's lists use.
    public var id: Int {
        switch self {
        case .hokkaido: 1
        case .aomori: 2
        case .iwate: 3
        case .miyagi: 4
        case .akita: 5
        case .yamagata: 6
        case .fukushima: 7
        case .ibaraki: 8
        case .tochigi: 9
        case .gunma: 10
        case .saitama: 11
        case .chiba: 12
        case .tokyo: 13
        case .kanagawa: 14
        case .niigata: 15
        case .toyama: 16
        case .ishikawa: 17
        case .fukui: 18
        case .yamanashi: 19
        case .nagano: 20
        case .gifu: 21
        case .shizuoka: 22
        case .aichi: 23
        case .mie: 24
        case .shiga: 25
        case .kyoto: 26
        case .osaka: 27
        case .hyogo: 28
        case .nara: 29
        case .wakayama: 30
        case .tottori: 31
        case .shimane: 32
        case .okayama: 33
        case .hiroshima: 34
        case .yamaguchi: 35
        case .tokushima: 36
        case .kagawa: 37
        case .ehime: 38
        case .kochi: 39
        case .fukuoka: 40
        case .saga: 41
        case .nagasaki: 42
        case .kumamoto: 43
        case .oita: 44
        case .miyazaki: 45
        case .kagoshima: 46
        case .okinawa: 47
        }
    }

    /// The name the app shows.
    public var name: String {
        switch self {
        case .hokkaido: "北海道"
        case .aomori: "青森県"
        case .iwate: "岩手県"
        case .miyagi: "宮城県"
        case .akita: "秋田県"
        case .yamagata: "山形県"
        case .fukushima: "福島県"
        case .ibaraki: "茨城県"
        case .tochigi: "栃木県"
        case .gunma: "群馬県"
        case .saitama: "埼玉県"
        case .chiba: "千葉県"
        case .tokyo: "東京都"
        case .kanagawa: "神奈川県"
        case .niigata: "新潟県"
        case .toyama: "富山県"
        case .ishikawa: "石川県"
        case .fukui: "福井県"
        case .yamanashi: "山梨県"
        case .nagano: "長野県"
        case .gifu: "岐阜県"
        case .shizuoka: "静岡県"
        case .aichi: "愛知県"
        case .mie: "三重県"
        case .shiga: "滋賀県"
        case .kyoto: "京都府"
        case .osaka: "大阪府"
        case .hyogo: "兵庫県"
        case .nara: "奈良県"
        case .wakayama: "和歌山県"
        case .tottori: "鳥取県"
        case .shimane: "島根県"
        case .okayama: "岡山県"
        case .hiroshima: "広島県"
        case .yamaguchi: "山口県"
        case .tokushima: "徳島県"
        case .kagawa: "香川県"
        case .ehime: "愛媛県"
        case .kochi: "高知県"
        case .fukuoka: "福岡県"
        case .saga: "佐賀県"
        case .nagasaki: "長崎県"
        case .kumamoto: "熊本県"
        case .oita: "大分県"
        case .miyazaki: "宮崎県"
        case .kagoshima: "鹿児島県"
        case .okinawa: "沖縄県"
        }
    }

    /// The area the forecasts group the prefecture in.
    public var area: Area {
        switch self {
        case .hokkaido: .hokkaido
        case .aomori: .tohoku
        case .iwate: .tohoku
        case .miyagi: .tohoku
        case .akita: .tohoku
        case .yamagata: .tohoku
        case .fukushima: .tohoku
        case .ibaraki: .kanto
        case .tochigi: .kanto
        case .gunma: .kanto
        case .saitama: .kanto
        case .chiba: .kanto
        case .tokyo: .kanto
        case .kanagawa: .kanto
        case .niigata: .chubu
        case .toyama: .chubu
        case .ishikawa: .chubu
        case .fukui: .chubu
        case .yamanashi: .chubu
        case .nagano: .chubu
        case .gifu: .chubu
        case .shizuoka: .chubu
        case .aichi: .chubu
        case .mie: .kinki
        case .shiga: .kinki
        case .kyoto: .kinki
        case .osaka: .kinki
        case .hyogo: .kinki
        case .nara: .kinki
        case .wakayama: .kinki
        case .tottori: .chugoku
        case .shimane: .chugoku
        case .okayama: .chugoku
        case .hiroshima: .chugoku
        case .yamaguchi: .chugoku
        case .tokushima: .shikoku
        case .kagawa: .shikoku
        case .ehime: .shikoku
        case .kochi: .shikoku
        case .fukuoka: .kyushu
        case .saga: .kyushu
        case .nagasaki: .kyushu
        case .kumamoto: .kyushu
        case .oita: .kyushu
        case .miyazaki: .kyushu
        case .kagoshima: .kyushu
        case .okinawa: .kyushu
        }
    }
}
