// The zengin banks and branches as a user builds them (Examples/Banks' definitions, imported from
// zengin-code/source-data): the branches as one kind with a parent kind, against the same values as
// one kind without a parent, clean and after one branch's name changed, in debug and release.

import Foundation

struct ZenginSuite {
    let rounds: Int
    let workDirectory: URL
    let repository: URL

    /// The branches as a kind with a parent may cost at most this many times the same values as a
    /// kind without one.
    static let maximumVersusFlat = 1.5

    /// The two shapes of the same values.
    enum Shape: String, CaseIterable {
        /// Branch names Bank as its parent kind, and each branch its bank's code.
        case hierarchical = "with a parent kind"
        /// Branch is a kind of its own whose postfixes are the joined codes.
        case flat = "one kind without a parent"
    }

    /// The two builds of each package.
    enum Step: String, CaseIterable {
        case clean
        case editedName = "after one branch's name changed"
    }

    private(set) var measured: [Configuration: [Shape: [Step: CompileMeasurement]]] = [:]

    mutating func run() throws {
        let definitions = repository.appending(path: "Examples/Banks/Sources/Banks/kbn-definitions.json")
        let hierarchical = try Data(contentsOf: definitions)
        let texts: [Shape: Data] = [.hierarchical: hierarchical, .flat: try Self.flattened(hierarchical)]
        for configuration in Configuration.allCases {
            for round in 1...rounds {
                // Each shape first in every other round, as the load of a busy machine drifts.
                let shapes = round % 2 == 1 ? Shape.allCases : Shape.allCases.reversed()
                for shape in shapes {
                    let package = try self.package(shape, definitions: texts[shape]!, configuration: configuration)
                    let sources = package.directory.appending(path: "Sources/Codes/kbn-definitions.json")
                    try? FileManager.default.removeItem(at: package.directory.appending(path: ".build"))
                    try write(texts[shape]!, to: sources)
                    record(try build(package, "the clean build"), configuration, shape, .clean)
                    try write(Self.renamingOneBranch(texts[shape]!), to: sources)
                    record(try build(package, "the build after an edit"), configuration, shape, .editedName)
                    Progress.report(
                        "zengin \(configuration.rawValue) \(round)/\(rounds), \(shape.rawValue): \(Step.allCases.map { Format.outcome(measured[configuration]![shape]![$0]!.outcomes.last!) }.joined(separator: ", "))"
                    )
                }
            }
        }
    }

    private mutating func record(
        _ outcome: ProcessOutcome, _ configuration: Configuration, _ shape: Shape, _ step: Step
    ) {
        measured[configuration, default: [:]][shape, default: [:]][step, default: CompileMeasurement()].outcomes
            .append(outcome)
    }

    private func write(_ data: Data, to file: URL) throws {
        try data.write(to: file)
    }

    private func package(_ shape: Shape, definitions: Data, configuration: Configuration) throws -> ConsumerPackage {
        let directory = workDirectory.appending(
            path: "zengin-\(configuration.rawValue)-\(shape == .flat ? "flat" : "tree")")
        let sources = directory.appending(path: "Sources/Codes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try ConsumerPackage.writeExportingSource(in: sources)
        let manifest = Manifest.package(
            name: "Zengin", repository: repository.path(percentEncoded: false),
            targets: [Manifest.generatedTarget("Codes")])
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        return ConsumerPackage(
            directory: directory, shape: .generated, configuration: configuration, repository: repository)
    }

    private func build(_ package: ConsumerPackage, _ step: String) throws -> ProcessOutcome {
        let outcome = try package.swiftBuild([])
        guard outcome.succeeded else { throw package.buildFailure(step) }
        return outcome
    }

    /// The definitions with every kind's parent dropped and each value's code written whole as its
    /// postfix: the same values, codes and names as one kind without a parent.
    static func flattened(_ definitions: Data) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: definitions) as? [String: Any],
            var kinds = root["kinds"] as? [[String: Any]]
        else { throw BenchmarkError("the zengin definitions are not an object with kinds") }
        for index in kinds.indices where kinds[index]["parent"] != nil {
            kinds[index]["parent"] = nil
            kinds[index]["prefix"] = ""
            kinds[index]["values"] = (kinds[index]["values"] as? [[String: Any]] ?? []).map { value in
                var value = value
                value["postfix"] = "\(value["parent"] ?? "")\(value["postfix"] ?? "")"
                value["parent"] = nil
                return value
            }
        }
        root["kinds"] = kinds
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    /// `definitions` with the last branch's name changed.
    static func renamingOneBranch(_ definitions: Data) throws -> Data {
        let text = String(decoding: definitions, as: UTF8.self)
        guard let name = text.range(of: "\"logicalName\"", options: .backwards) else {
            throw BenchmarkError("the zengin definitions have no logicalName")
        }
        return Data(text.replacingCharacters(in: name, with: "\"logicalName\" : \"改名\", \"description\"").utf8)
    }

    var rows: [ResultRow] {
        Configuration.allCases.flatMap { configuration in
            Step.allCases.compactMap { step -> ResultRow? in
                guard let tree = measured[configuration]?[.hierarchical]?[step],
                    let flat = measured[configuration]?[.flat]?[step], tree.finished, flat.finished
                else { return nil }
                let ratio = tree.cpuSeconds / flat.cpuSeconds
                return ResultRow(
                    measurement:
                        "zengin, 1,146 banks and 28,934 branches, \(configuration.rawValue) `swift build`, \(step.rawValue): the branches \(Shape.hierarchical.rawValue) (floor: \(Shape.flat.rawValue))",
                    generated: tree.summary, floor: flat.summary, versusFloor: Format.ratio(ratio),
                    goal: "≤ \(Self.maximumVersusFlat) × floor", met: Format.yesNo(ratio <= Self.maximumVersusFlat))
            }
        }
    }
}
