// kbn-demo's response, `{"gender_kbn": "00101", "prefecture_kbn": "00213"}`, as the models an app
// could decode it into, and one that shows what JSONDecoder charges for any field that is not a
// `String`.

import ExampleKinds

/// The response's keys, shared by every model.
enum ProfileKeys: String, CodingKey {
    case gender = "gender_kbn"
    case prefecture = "prefecture_kbn"
}

struct KindProfile: Decodable {
    typealias CodingKeys = ProfileKeys
    let gender: Kbn.Gender
    let prefecture: Kbn.Prefecture
}

struct ValueProfile: Decodable {
    typealias CodingKeys = ProfileKeys
    let gender: KbnValue<Kbn.Gender>
    let prefecture: KbnValue<Kbn.Prefecture>
}

struct StringProfile: Decodable {
    typealias CodingKeys = ProfileKeys
    let gender: String
    let prefecture: String
}

struct WrapperProfile: Decodable {
    typealias CodingKeys = ProfileKeys
    let gender: CodeWrapper
    let prefecture: CodeWrapper
}

/// The least a `Decodable` type other than `String` can do: decode one string and keep it.
struct CodeWrapper: Decodable {
    let code: String

    init(from decoder: any Decoder) throws {
        code = try decoder.singleValueContainer().decode(String.self)
    }
}
