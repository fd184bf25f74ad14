// The protocol from the first seed, as it was written there: the hand-written shape the generated
// kinds replace, kept to measure `get(byCode:)`, `code` and `logicalName` against.

protocol SeedKbnType: Equatable {
    static var cases: [Self] { get }
    static var prefix: String { get }
    var postfix: String { get }
    var logicalName: String { get }
}

extension SeedKbnType {
    var code: String { return type(of: self).prefix + self.postfix }

    static func get(byCode code: String?) -> Self? {
        guard let code = code else { return nil }
        return self.cases.filter { code == $0.code }.first
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        return lhs.postfix == rhs.postfix
    }
}
