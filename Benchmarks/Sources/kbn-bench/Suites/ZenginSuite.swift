// The zengin banks and branches as a user builds them (Examples/Banks' definitions, imported from
// zengin-code/source-data): the branches as one kind with a parent kind, and as a kind per bank in
// a definitions file each, against the same values as one kind without a parent, clean and after
// one branch's name changed, in debug and release.

import Foundation

struct ZenginSuite {
    let rounds: Int
    let workDirectory: URL
    let repository: URL

    /// The three shapes of the same values.
    enum Shape: String, CaseIterable {
        /// Branch names Bank as its parent kind, and each branch its bank's code.
        case hierarchical = "with a parent kind"
        /// A kind of each bank's branches, its prefix the bank's code, in a definitions file each
        /// beside the banks' file: 1,147 files, as the docs' earlier reading had a user write them.
        case perBank = "a kind per bank in a definitions file each"
        /// Branch is a kind of its own whose postfixes are the joined codes.
        case flat = "one kind without a parent"

        /// The most this shape's `step` may cost, in times the flat one's; nil for none. A release
        /// build compiles the whole module again after any edit, so a kind per bank has a goal for
        /// its clean builds only.
        func maximumVersusFlat(_ step: Step) -> Double? {
            switch (self, step) {
            case (.hierarchical, _): 1.5
            case (.perBank, .clean): 3.0
            case (.perBank, .editedName), (.flat, _): nil
            }
        }
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
        let files: [Shape: [String: Data]] = [
            .hierarchical: [Self.definitionsFile: hierarchical],
            .perBank: try Self.perBank(hierarchical),
            .flat: [Self.definitionsFile: try Self.flattened(hierarchical)],
        ]
        for configuration in Configuration.allCases {
            for round in 1...rounds {
                // Each shape first in every other round, as the load of a busy machine drifts.
                let shapes = round % 2 == 1 ? Shape.allCases : Shape.allCases.reversed()
                for shape in shapes {
                    let package = try self.package(shape, configuration: configuration)
                    try? FileManager.default.removeItem(at: package.directory.appending(path: ".build"))
                    try write(files[shape]!, in: package)
                    record(try build(package, "the clean build"), configuration, shape, .clean)
                    // The last file by name holds the last branch (`Branches/` sorts after `Banks.kbn.json`).
                    let last = files[shape]!.keys.max()!
                    try write([last: try Self.renamingOneBranch(files[shape]![last]!)], in: package)
                    record(try build(package, "the build after an edit"), configuration, shape, .editedName)
                    Progress.report(
                        "zengin \(configuration.rawValue) \(round)/\(rounds), \(shape.rawValue): \(Step.allCases.map { Format.outcome(measured[configuration]![shape]![$0]!.outcomes.last!) }.joined(separator: ", "))"
                    )
                }
            }
        }
    }

    private static let definitionsFile = "kbn-definitions.json"

    private mutating func record(
        _ outcome: ProcessOutcome, _ configuration: Configuration, _ shape: Shape, _ step: Step
    ) {
        measured[configuration, default: [:]][shape, default: [:]][step, default: CompileMeasurement()].outcomes
            .append(outcome)
    }

    /// Writes each of `files`, by its path in the target's folder.
    private func write(_ files: [String: Data], in package: ConsumerPackage) throws {
        let sources = package.directory.appending(path: "Sources/Codes")
        for (path, data) in files {
            let file = sources.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }

    private func package(_ shape: Shape, configuration: Configuration) throws -> ConsumerPackage {
        let name = [Shape.hierarchical: "tree", .perBank: "per-bank", .flat: "flat"][shape]!
        let directory = workDirectory.appending(path: "zengin-\(configuration.rawValue)-\(name)")
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

    /// The definitions as a kind of branches for each bank, prefixed with the bank's code, in a
    /// definitions file each (`Branches/0001.kbn.json`), and the banks in `Banks.kbn.json`: the same
    /// codes, names and attributes.
    static func perBank(_ definitions: Data) throws -> [String: Data] {
        guard let root = try JSONSerialization.jsonObject(with: definitions) as? [String: Any],
            let kinds = root["kinds"] as? [[String: Any]],
            let banks = kinds.first(where: { $0["parent"] == nil }),
            let branches = kinds.first(where: { $0["parent"] != nil }),
            let bankValues = banks["values"] as? [[String: Any]],
            let branchValues = branches["values"] as? [[String: Any]]
        else { throw BenchmarkError("the zengin definitions are not a kind of banks and one of their branches") }
        func file(_ kind: [String: Any]) throws -> Data {
            try JSONSerialization.data(
                withJSONObject: ["namespace": root["namespace"] ?? "", "kinds": [kind]],
                options: [.prettyPrinted, .sortedKeys])
        }
        var files = ["Banks.kbn.json": try file(banks)]
        let byBank = Dictionary(grouping: branchValues) { $0["parent"] as? String ?? "" }
        for bank in bankValues {
            guard let code = bank["postfix"] as? String, let values = byBank[code] else { continue }
            var kind = branches
            kind["name"] = "Branch\(code)"
            kind["parent"] = nil
            kind["prefix"] = code
            kind["logicalName"] = "\(bank["logicalName"] ?? code)の支店"
            kind["values"] = values.map { value in
                var value = value
                value["parent"] = nil
                return value
            }
            files["Branches/\(code).kbn.json"] = try file(kind)
        }
        return files
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
            [Shape.hierarchical, .perBank].flatMap { shape in
                Step.allCases.compactMap { step -> ResultRow? in
                    guard let measurement = measured[configuration]?[shape]?[step],
                        let flat = measured[configuration]?[.flat]?[step], measurement.finished, flat.finished
                    else { return nil }
                    let ratio = measurement.cpuSeconds / flat.cpuSeconds
                    let goal = shape.maximumVersusFlat(step)
                    return ResultRow(
                        measurement:
                            "zengin, 1,146 banks and 28,934 branches, \(configuration.rawValue) `swift build`, \(step.rawValue): the branches \(shape.rawValue) (floor: \(Shape.flat.rawValue))",
                        generated: measurement.summary, floor: flat.summary, versusFloor: Format.ratio(ratio),
                        goal: goal.map { "≤ \($0) × floor" } ?? "", met: goal.map { Format.yesNo(ratio <= $0) } ?? "")
                }
            }
        }
    }
}
