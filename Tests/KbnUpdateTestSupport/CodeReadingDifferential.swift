// The differential test of reading codes: every way a program reads a code must give the answer of
// a reference model, a linear scan of the codes with `String ==`, which shares nothing with KbnKit's
// lookup, whose shortcuts (hash slots, lengths, bytes before strings) can each go wrong alone. Shared by the tests (Tests/KbnKitTests/CodeReadingDifferentialTests.swift,
// on the kinds of the tests' definitions) and by the layout boundaries of Scripts/build-matrix.sh,
// which compile this folder through a link, in debug and in release, with kinds of 1 to 65,537
// values.

import Foundation
import KbnKit
import KbnUpdates

/// Checks every way of reading a code against a linear scan with `String ==`.
///
/// The ways, for each kind of a namespace: `init?(code:)`, `init?(rawValue:)`, `get(byCode:)`,
/// `KbnValue(code:)`, `JSONDecoder` decoding a kind and a `KbnValue` as a value and as a model's
/// field (`decode` and `decodeIfPresent`, which KbnKit overloads), an update's
/// `logicalName(of: KbnValue(code:))`, and, for the namespace, `value(forCode:)`. The update is
/// made with `KbnUpdate(json:kinds:)` from the kinds' own definitions, so it answers the compiled
/// logical name of a known code and nil for any other string.
///
/// The inputs: every code, current, former and alternate, of every kind of the namespace, which
/// every kind reads; strings that are almost one of a kind's codes, which that kind reads: NFC and
/// NFD forms, canonically equal look-alikes (U+212A for K, U+2126 for Ω, U+037E for `;`, U+1FEF for
/// a grave accent, U+212B for Å, and back), full-width digits, a byte, a scalar or a character
/// less, one more, the separator of the generated tables and the value's next field appended, a
/// NUL, other case, the postfix alone; and the empty string, each prefix and strings of 100 KB,
/// which every kind reads. The namespace's `value(forCode:)` reads them all.
public enum CodeReadingDifferential {
    /// The kinds of one namespace and its lookup of a code among its prefixed kinds.
    public struct Namespace {
        public var name: String
        public var kinds: [any KbnType.Type]
        public var valueForCode: (String) -> (any KbnType)?

        /// - Parameters:
        ///   - name: The namespace as the definitions name it, which the update names too.
        ///   - kinds: Its `allKinds`.
        ///   - valueForCode: Its `value(forCode:)`.
        public init(name: String, kinds: [any KbnType.Type], valueForCode: @escaping (String) -> (any KbnType)?) {
            self.name = name
            self.kinds = kinds
            self.valueForCode = valueForCode
        }
    }

    /// What one kind was checked with.
    public struct KindReport {
        /// The kind's name, such as `Edge.Keyword`.
        public var name: String
        public var valueCount: Int
        /// Its current, former and alternate codes.
        public var codeCount: Int
        /// The codes whose near misses were read: all of them, or a sample when the kind has more
        /// than the check's `variantCodeLimit`.
        public var variedCodeCount: Int
        /// `MemoryLayout<Kind>.size` and `MemoryLayout<Kind?>.size`.
        public var size: Int
        public var optionalSize: Int
    }

    /// What a check found.
    public struct Report {
        public var kinds: [KindReport] = []
        /// The distinct strings read.
        public var inputCount = 0
        /// How many answers were compared with the reference's.
        public var answerCount = 0
        /// One line per wrong answer, up to a few per kind and way, then how many more.
        public var failures: [String] = []
    }

    /// The ways of reading a code into a value of a kind, by name, in the order they are reported.
    static let kindWays = [
        "init?(code:)", "init?(rawValue:)", "get(byCode:)", "KbnValue(code:)", "JSONDecoder: Kind",
        "JSONDecoder: KbnValue", "JSONDecoder: decode(_:forKey:)", "JSONDecoder: decodeIfPresent(_:forKey:)",
        "JSONDecoder: decode(KbnValue, forKey:)", "KbnUpdate.logicalName(of: KbnValue(code:))",
    ]

    /// Checks every way of reading a code in `namespace`.
    ///
    /// - Parameter variantCodeLimit: A kind of more codes than this has the near misses of a sample
    ///   of its codes read (its codes that are not ASCII, 64 bytes or longer, former or alternate,
    ///   and evenly spaced others, up to this many), so that a kind of 65,537 values is checked in
    ///   seconds; each of its codes is still read.
    public static func check(_ namespace: Namespace, variantCodeLimit: Int = 512) -> Report {
        var report = Report()
        var failures = Failures()
        let kinds = namespace.kinds.enumerated().map { KindModel($1, index: $0) }

        // The inputs: every code of every kind, which every kind reads; the near misses of a kind's
        // codes, which that kind reads; strings that no code is near, which every kind reads.
        var inputs = Inputs()
        for kind in kinds {
            for entry in kind.entries { inputs.add(entry.code) }
        }
        for kind in kinds {
            let varied = kind.variedEntries(limit: variantCodeLimit)
            for entry in varied {
                for variant in nearMisses(of: entry.code, prefix: kind.prefix, next: kind.logicalNames[entry.value]) {
                    inputs.add(variant, readBy: kind.index)
                }
            }
            inputs.add(kind.prefix)
            inputs.add(kind.prefix + separator)
            report.kinds.append(
                KindReport(
                    name: "\(namespace.name).\(kind.name)", valueCount: kind.logicalNames.count,
                    codeCount: kind.entries.count, variedCodeCount: varied.count, size: kind.size,
                    optionalSize: kind.optionalSize))
        }
        let first = kinds.first?.entries.first?.code ?? "0"
        for long in [
            "", "\u{0}", separator, String(repeating: "0", count: 100_000),
            first + String(repeating: "A", count: 100_000),
            String(repeating: first, count: 100_000 / max(1, first.utf8.count)),
        ] {
            inputs.add(long)
        }
        report.inputCount = inputs.strings.count

        // The reference: each kind's codes, and the codes of the namespace's prefixed kinds, which
        // are the ones `value(forCode:)` looks up.
        let namespaceReference = Reference(
            entries: kinds.filter { !$0.prefix.isEmpty }.flatMap(\.entries), inputCount: inputs.strings.count)
        if let clash = namespaceReference.clash {
            failures.add(["\(namespace.name): the reference finds \(describe(clash)) equal to codes of two kinds"])
        }
        failures.add(namespaceReference.checkBuckets(on: inputs.sample(64)))

        // Every way of every kind, on the inputs it reads.
        let update: KbnUpdate?
        do {
            update = try KbnUpdate(
                json: Array(
                    updateJSON(
                        namespace: namespace.name, namespace.kinds.map(updateKind(of:)), compiled: namespace.kinds
                    ).utf8),
                kinds: namespace.kinds)
        } catch {
            update = nil
            failures.add(["\(namespace.name): KbnUpdate(json:kinds:) refused the kinds' own definitions: \(error)"])
        }
        for kind in kinds {
            failures.add(kind.problems)
            let strings = inputs.strings(readBy: kind.index)
            let reference = Reference(entries: kind.entries, inputCount: strings.count)
            if let clash = reference.clash {
                failures.add(["\(kind.name): the reference finds \(describe(clash)) equal to codes of two values"])
            }
            failures.add(reference.checkBuckets(on: inputs.sample(64)))
            let expected = strings.map { reference.matches($0).first?.value }
            let answers = kind.read(strings, json: JSONInputs(strings, failures: &failures), update: update)
            for (way, wayAnswers) in zip(kindWays, answers) {
                let isName = way == kindWays.last
                for index in strings.indices {
                    let right: Answer =
                        isName
                        ? .name(expected[index].map { Array(kind.logicalNames[$0].utf8) })
                        : expected[index].map(Answer.value) ?? .none
                    if wayAnswers[index] != right {
                        failures.add(
                            way: "\(namespace.name).\(kind.name) \(way)", input: strings[index],
                            expected: right.description(in: kind), got: wayAnswers[index].description(in: kind))
                    }
                }
                report.answerCount += strings.count
            }
        }

        // The namespace's lookup, which answers with a value of any of its prefixed kinds.
        for input in inputs.strings {
            let expected = namespaceReference.matches(input).first.map { (kind: $0.kind, value: Optional($0.value)) }
            let got = namespace.valueForCode(input).map { value -> (kind: Int, value: Int?) in
                guard let kind = kinds.first(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type(of: value)) })
                else { return (-1, nil) }
                return (kind.index, kind.index(of: value))
            }
            if got?.kind != expected?.kind || got?.value != expected?.value {
                func text(_ answer: (kind: Int, value: Int?)?) -> String {
                    guard let answer else { return "nil" }
                    guard answer.kind >= 0 else { return "a value of a kind outside the namespace" }
                    let kind = kinds[answer.kind]
                    return "\(kind.name).\(answer.value.map { kind.caseDescription($0) } ?? "?")"
                }
                failures.add(
                    way: "\(namespace.name).value(forCode:)", input: input, expected: text(expected), got: text(got))
            }
            report.answerCount += 1
        }
        report.failures = failures.lines()
        return report
    }

    /// The separator of the generated tables' fields, which a string that runs past a code holds.
    static let separator = "\u{1F}"

    /// Strings that are almost `code`, or equal to it only as `String` compares: its normal forms,
    /// look-alikes, a byte more or less, the table's next field appended.
    static func nearMisses(of code: String, prefix: String, next field: String) -> [String] {
        let half = code.count / 2
        var misses: [String] = [
            code.precomposedStringWithCanonicalMapping, code.decomposedStringWithCanonicalMapping,
            String(decoding: code.utf8.dropLast(), as: UTF8.self), String(code.unicodeScalars.dropLast()),
            String(code.dropLast()), String(code.dropFirst()), code.lowercased(), code.uppercased(),
        ]
        // A byte, a combining mark or a NUL more; the separator and the value's next field.
        misses += ["0", "A", "\u{301}", "\u{0}", separator].map { code + $0 }
        misses += ["0" + code, "\u{0}" + code, String(code.prefix(half)) + "\u{0}" + String(code.dropFirst(half))]
        misses += [code + separator + field, code + separator + field + separator]
        // Canonically equal spellings, each way round.
        let lookAlikes: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("K", "\u{212A}"), ("\u{3A9}", "\u{2126}"), (";", "\u{37E}"), ("`", "\u{1FEF}"), ("\u{C5}", "\u{212B}"),
        ]
        for pair in lookAlikes {
            for (from, to) in [(pair.0, pair.1), (pair.1, pair.0)] where code.unicodeScalars.contains(from) {
                misses.append(replacing(code) { $0 == from ? to : $0 })
            }
        }
        // Full-width digits, which are not canonically equal to ASCII ones.
        if code.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) {
            misses.append(replacing(code) { ("0"..."9").contains($0) ? Unicode.Scalar($0.value - 0x30 + 0xFF10)! : $0 })
        }
        if !prefix.isEmpty, code.hasPrefix(prefix) {
            misses.append(String(code.dropFirst(prefix.count)))
        }
        return misses
    }

    private static func replacing(_ text: String, _ transform: (Unicode.Scalar) -> Unicode.Scalar) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map(transform)))
    }

    /// `input` for a message: escaped, and when long its start and its end, where a string that
    /// runs past a code differs from it.
    static func describe(_ input: String) -> String {
        let escaped = String(reflecting: input)
        guard escaped.count > 80 else { return escaped }
        return String(escaped.prefix(40)) + "…" + String(escaped.suffix(30)) + " (\(input.utf8.count) bytes)"
    }
}

// MARK: - The reference

/// One code of a value: its current code, or a former or alternate one.
private struct Entry {
    var code: String
    /// The kind's position in the namespace's `allKinds`.
    var kind: Int
    /// The value's position in its kind's `allCases`.
    var value: Int
    var isCurrent: Bool
}

/// The reference model: the codes in order, and a linear scan that compares each with `String ==`.
///
/// When the scans of all inputs would take more than a few seconds, a scan looks only at the codes
/// whose hash is the input's: `String ==` implies equal hashes (Hashable's contract), so it finds
/// what the whole scan finds, which ``checkBuckets(on:)`` confirms on a sample of the inputs.
private struct Reference {
    let entries: [Entry]
    /// Positions in `entries` by the code's hash, when the scans would be long.
    let buckets: [Int: [Int]]?
    /// A code equal, as a `String`, to codes of two values, which the generator refuses.
    private(set) var clash: String?

    init(entries: [Entry], inputCount: Int) {
        self.entries = entries
        if entries.count * inputCount > 4_000_000 {
            var buckets: [Int: [Int]] = [:]
            for (position, entry) in entries.enumerated() {
                buckets[entry.code.hashValue, default: []].append(position)
            }
            self.buckets = buckets
        } else {
            buckets = nil
        }
        // Values whose codes equal one another as Strings would make any answer a guess.
        var firstValue: [String: [Int]] = [:]
        for entry in entries {
            if let first = firstValue[entry.code], first != [entry.kind, entry.value] {
                clash = entry.code
                break
            }
            firstValue[entry.code] = [entry.kind, entry.value]
        }
    }

    /// The codes equal to `input` as Strings, in order.
    func matches(_ input: String) -> [Entry] {
        guard let buckets else { return scan(input) }
        return (buckets[input.hashValue] ?? []).map { entries[$0] }.filter { $0.code == input }
    }

    /// Every code, compared with `input`.
    func scan(_ input: String) -> [Entry] {
        entries.filter { $0.code == input }
    }

    /// Failures where the scan within buckets and the whole scan disagree on `inputs`.
    func checkBuckets(on inputs: [String]) -> [String] {
        guard buckets != nil else { return [] }
        return inputs.compactMap { input in
            let bucketed = matches(input).map { [$0.kind, $0.value] }
            let whole = scan(input).map { [$0.kind, $0.value] }
            return bucketed == whole ? nil : "the reference's buckets miss \(CodeReadingDifferential.describe(input))"
        }
    }
}

/// The strings the ways read, once each, byte for byte (canonically equal ones are kept apart), and
/// which kinds read each.
private struct Inputs {
    private(set) var strings: [String] = []
    /// For each string, whether every kind reads it, else the kinds whose near miss it is.
    private var readers: [(all: Bool, kinds: Set<Int>)] = []
    private var positions: [Data: Int] = [:]

    /// Adds `string` for every kind, or for the kind at `kind` only.
    mutating func add(_ string: String, readBy kind: Int? = nil) {
        let key = Data(string.utf8)
        let position = positions[key] ?? strings.count
        if position == strings.count {
            positions[key] = position
            strings.append(string)
            readers.append((false, []))
        }
        if let kind { readers[position].kinds.insert(kind) } else { readers[position].all = true }
    }

    /// The strings that the kind at `kind` reads.
    func strings(readBy kind: Int) -> [String] {
        strings.indices.filter { readers[$0].all || readers[$0].kinds.contains(kind) }.map { strings[$0] }
    }

    /// About `count` of the strings, evenly spaced.
    func sample(_ count: Int) -> [String] {
        stride(from: 0, to: strings.count, by: max(1, strings.count / count)).map { strings[$0] }
    }
}

/// The inputs as JSON documents, made once for every kind: an array of strings, and an array of
/// objects with the string as the field `code`, as a model's field is decoded.
private struct JSONInputs {
    var values: Data
    var fields: Data

    init(_ strings: [String], failures: inout Failures) {
        let encoder = JSONEncoder()
        values = (try? encoder.encode(strings)) ?? Data()
        fields = (try? encoder.encode(strings.map { ["code": $0] })) ?? Data()
        // The decoder must hand each kind the very string: a way that read another one would seem
        // to disagree with the reference.
        let decoded = try? JSONDecoder().decode([String].self, from: values)
        if decoded?.count != strings.count || !zip(decoded ?? [], strings).allSatisfy(sameBytes) {
            failures.add(["JSONEncoder and JSONDecoder do not carry the inputs byte for byte"])
        }
    }
}

// MARK: - Kinds

/// What a way answered for one input.
private enum Answer: Equatable {
    /// The value at this position of `allCases`.
    case value(Int)
    /// No value; for a `KbnValue`, `.unknown` with the very input.
    case none
    /// `.unknown` with another string than the input.
    case alteredUnknown(String)
    /// A logical name from the update, as UTF-8, or none.
    case name([UInt8]?)
    /// The way could not answer: a document that did not decode, no update.
    case failed(String)

    func description(in kind: KindModel) -> String {
        switch self {
        case .value(let index): return "\(kind.name).\(kind.caseDescription(index))"
        case .none: return "nil"
        case .alteredUnknown(let code): return ".unknown(\(CodeReadingDifferential.describe(code)))"
        case .name(let name?):
            return "the name \(CodeReadingDifferential.describe(String(decoding: name, as: UTF8.self)))"
        case .name(nil): return "no name"
        case .failed(let reason): return "no answer (\(reason))"
        }
    }
}

/// A kind as the check sees it: its codes, for the reference, and its ways, opened from the
/// existential once.
private struct KindModel {
    let type: any KbnType.Type
    let index: Int
    let name: String
    let prefix: String
    let entries: [Entry]
    let logicalNames: [String]
    let size: Int
    let optionalSize: Int
    /// Where the kind's description and its values disagree, which would make the reference wrong.
    let problems: [String]
    private let readings: ([String], JSONInputs, KbnUpdate?) -> [[Answer]]
    private let indexOfValue: (any KbnType) -> Int?

    init(_ type: any KbnType.Type, index: Int) {
        func open<Kind: KbnType>(_ kind: Kind.Type) -> KindModel { KindModel(opening: kind, index: index) }
        self = open(type)
    }

    private init<Kind: KbnType>(opening kind: Kind.Type, index: Int) {
        type = kind
        self.index = index
        let description = Kind.kindDescription
        name = description.name
        prefix = Kind.prefix
        let cases = Kind.allCases
        var entries: [Entry] = []
        var problems: [String] = []
        if description.values.count != cases.count {
            problems.append(
                "\(description.name): kindDescription has \(description.values.count) values, allCases \(cases.count)")
        }
        for (position, (value, described)) in zip(cases, description.values).enumerated() {
            if !sameBytes(value.code, described.code) {
                problems.append(
                    "\(description.name): allCases[\(position)].code is \(CodeReadingDifferential.describe(value.code)), its description's \(CodeReadingDifferential.describe(described.code))"
                )
            }
            entries.append(Entry(code: value.code, kind: index, value: position, isCurrent: true))
            for code in described.formerCodes + described.alternateCodes {
                entries.append(Entry(code: code, kind: index, value: position, isCurrent: false))
            }
        }
        self.entries = entries
        self.problems = problems
        logicalNames = cases.map(\.logicalName)
        size = MemoryLayout<Kind>.size
        optionalSize = MemoryLayout<Kind?>.size
        let positions = Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($1, $0) })
        indexOfValue = { ($0 as? Kind).flatMap { positions[$0] } }
        readings = { strings, json, update in
            Self.read(Kind.self, strings, json: json, update: update, positions: positions)
        }
    }

    func index(of value: any KbnType) -> Int? { indexOfValue(value) }

    func caseDescription(_ index: Int) -> String {
        guard logicalNames.indices.contains(index) else { return "allCases[\(index)]" }
        return "allCases[\(index)] (\(CodeReadingDifferential.describe(logicalNames[index])))"
    }

    /// The codes whose near misses are read: all of them, or for a large kind a sample: its codes
    /// that are not ASCII, 64 bytes or longer, former or alternate, and evenly spaced others.
    func variedEntries(limit: Int) -> [Entry] {
        guard entries.count > limit else { return entries }
        let special = entries.filter { entry in
            !entry.isCurrent || entry.code.utf8.count >= 64 || !entry.code.utf8.allSatisfy { $0 < 0x80 }
        }.prefix(limit / 2)
        let spaced = limit - special.count
        let step = (entries.count + spaced - 1) / spaced
        return Array(special) + stride(from: 0, to: entries.count, by: step).map { entries[$0] }
    }

    /// Each way's answers to `strings`, in the order of ``CodeReadingDifferential/kindWays``.
    func read(_ strings: [String], json: JSONInputs, update: KbnUpdate?) -> [[Answer]] {
        readings(strings, json, update)
    }

    private static func read<Kind: KbnType>(
        _ kind: Kind.Type, _ strings: [String], json: JSONInputs, update: KbnUpdate?, positions: [Kind: Int]
    ) -> [[Answer]] {
        func answer(_ value: Kind?) -> Answer {
            guard let value else { return .none }
            return positions[value].map(Answer.value) ?? .failed("a value not in allCases")
        }
        func answer(_ value: KbnValue<Kind>?, input: String) -> Answer {
            switch value {
            case .known(let known)?: return answer(known)
            case .unknown(let code)?: return sameBytes(code, input) ? .none : .alteredUnknown(code)
            case nil: return .failed("did not decode")
            }
        }
        // Each document decoded once, every way of decoding read from it.
        func decoded<Probe: Decodable>(_ probe: Probe.Type, from data: Data) -> [Probe]? {
            guard let probes = try? JSONDecoder().decode([Probe].self, from: data), probes.count == strings.count
            else { return nil }
            return probes
        }
        func each<Probe>(_ probes: [Probe]?, _ read: (Probe, String) -> Answer) -> [Answer] {
            guard let probes else { return strings.map { _ in .failed("the document of all inputs did not decode") } }
            return zip(probes, strings).map(read)
        }
        let values = decoded(ValueProbe<Kind>.self, from: json.values)
        let fields = decoded(FieldProbe<Kind>.self, from: json.fields)
        return [
            strings.map { answer(Kind(code: $0)) },
            strings.map { answer(Kind(rawValue: $0)) },
            strings.map { answer(Kind.get(byCode: $0)) },
            strings.map { answer(KbnValue<Kind>(code: $0), input: $0) },
            each(values) { probe, _ in answer(probe.kind) },
            each(values) { probe, input in answer(probe.value, input: input) },
            each(fields) { probe, _ in answer(probe.kind) },
            each(fields) { probe, _ in answer(probe.kindIfPresent) },
            each(fields) { probe, input in answer(probe.value, input: input) },
            strings.map { input in
                guard let update else { return .failed("no update") }
                return .name(update.logicalName(of: KbnValue<Kind>(code: input)).map { Array($0.utf8) })
            },
        ]
    }
}

/// One string of the array document, decoded as a kind and as a `KbnValue` through their own
/// `init(from:)`; a string that is not a code of the kind leaves `kind` nil.
private struct ValueProbe<Kind: KbnType>: Decodable {
    var kind: Kind?
    var value: KbnValue<Kind>?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        kind = try? container.decode(Kind.self)
        value = try? container.decode(KbnValue<Kind>.self)
    }
}

/// One object of the fields document, decoded as a model's field is, through the overloads of
/// `KeyedDecodingContainer` that KbnKit adds for kinds and `KbnValue`.
private struct FieldProbe<Kind: KbnType>: Decodable {
    private enum CodingKeys: String, CodingKey {
        case code
    }

    var kind: Kind?
    var kindIfPresent: Kind?
    var value: KbnValue<Kind>?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try? container.decode(Kind.self, forKey: .code)
        kindIfPresent = (try? container.decodeIfPresent(Kind.self, forKey: .code)) ?? nil
        value = try? container.decode(KbnValue<Kind>.self, forKey: .code)
    }
}

/// Whether `a` and `b` are the same bytes, not only equal as Strings; through `Data`, whose
/// comparison is fast in a debug build too.
private func sameBytes(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && Data(a.utf8) == Data(b.utf8)
}

/// The kind as compiled, for an update that changes nothing, with this build's fingerprint.
private func updateKind(of kind: any KbnType.Type) -> UpdateKind {
    func open<Kind: KbnType>(_ kind: Kind.Type) -> UpdateKind { UpdateKind(kind) }
    return open(kind)
}

// MARK: - Failures

/// Wrong answers: the first few of each way in full, the rest counted.
private struct Failures {
    private var shown: [String] = []
    private var countByWay: [String: Int] = [:]
    private var ways: [String] = []

    mutating func add(_ lines: [String]) {
        shown += lines
    }

    mutating func add(way: String, input: String, expected: String, got: String) {
        let count = countByWay[way, default: 0] + 1
        if count == 1 { ways.append(way) }
        countByWay[way] = count
        if count <= 5 {
            shown.append("\(way): \(CodeReadingDifferential.describe(input)) gave \(got); the reference: \(expected)")
        }
    }

    func lines() -> [String] {
        shown
            + ways.compactMap { way in
                let count = countByWay[way] ?? 0
                return count > 5 ? "\(way): \(count - 5) more wrong answers" : nil
            }
    }
}
