// A throw-away package that searches the 標準病名 master as an app's selection screen would: a kind
// generated from the master's names, and a release executable that times KbnUI's search against a
// plain filter.

import Foundation

/// A package with a target `Diseases`, whose one kind `Kbn.Disease` KbnGeneratorPlugin generates,
/// and an executable `SearchBench` that uses it with the `KbnUI` product.
struct SearchConsumer {
    let directory: URL
    /// The swift-kbn checkout, which the package depends on by path.
    let repository: URL

    var log: URL { directory.appending(path: "build.log") }

    /// Writes the package for `names`.
    func create(names: [DiseaseName]) throws {
        let diseases = directory.appending(path: "Sources/Diseases")
        let program = directory.appending(path: "Sources/SearchBench")
        for folder in [diseases, program] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try ConsumerPackage.writeExportingSource(in: diseases)
        try DiseaseNames.definitions(of: names).write(to: diseases.appending(path: "kbn-definitions.json"))
        try Data(Self.program.utf8).write(to: program.appending(path: "main.swift"))
        let manifest = Manifest.package(
            name: "Search",
            repository: repository.path(percentEncoded: false),
            targets: [
                Manifest.generatedTarget("Diseases"),
                #".executableTarget(name: "SearchBench", dependencies: ["Diseases", .product(name: "KbnUI", package: "swift-kbn")])"#,
            ]
        )
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
    }

    /// Builds SearchBench in release: the executable, and the build's outcome.
    func build() throws -> (executable: URL, outcome: ProcessOutcome) {
        let arguments = ["swift", "build", "--package-path", directory.path(percentEncoded: false), "-c", "release"]
        let outcome = try ChildProcess.run(arguments + ["--product", "SearchBench"], log: log, limits: .build)
        guard outcome.succeeded else {
            throw ConsumerPackage.buildFailure("building SearchBench", in: directory, log: log)
        }
        let binPath = try ChildProcess.output(of: arguments + ["--show-bin-path"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (URL(filePath: binPath).appending(path: "SearchBench"), outcome)
    }

    /// What a person types into the search field, keystroke by keystroke: hiragana for names the
    /// master writes in katakana (がん for ガン), a name as typed before it is converted (胃がん,
    /// which the master writes 胃癌, so that it finds nothing), half-width katakana, an ICD-10 code
    /// (the `icd10` attribute, which the index is not told to search), a prefix of the codes, a
    /// reading and a word.
    static let queries = ["が", "がん", "胃", "胃が", "胃がん", "ｶﾞﾝ", "E25", "2010", "こうそ", "欠損"]

    /// Rounds of every query in each run of SearchBench: each gives one sample of each way.
    static let rounds = 7

    /// Prints `name value…` lines, as kbn-bench-runtime does: the index's build time, milliseconds
    /// per keystroke of each way in each round, and what each finds for がん.
    private static let program = """
        import Foundation
        import KbnUI
        import Diseases

        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            let (seconds, attoseconds) = duration.components
            return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        }

        let queries = [\(queries.map(swiftLiteral).joined(separator: ", "))]
        /// Every count of matches goes into it, and it is printed, so that no search can be dropped.
        var checksum = 0

        // The kind's table is built first, so that the index's time is its own.
        checksum &+= Kbn.Disease.allCases.count
        let start = clock.now
        let index = KbnSearchIndex(Kbn.Disease.self, attributes: ["kana"])
        print("search_index_build_ms", milliseconds(clock.now - start))

        // One keystroke's search each: the number of values it found.
        let ways: [(name: String, search: (String) -> Int)] = [
            ("search_index_ms", { index.search($0).count }),
            ("search_filter_ms", { query in Kbn.Disease.allCases.filter { $0.logicalName.contains(query) }.count }),
        ]
        // Rounds of every way in turn, so that a change in the machine's load reaches both alike.
        var samples = ways.map { _ in [Double]() }
        for _ in 0..<\(rounds) {
            for (position, way) in ways.enumerated() {
                let roundStart = clock.now
                for query in queries { checksum &+= way.search(query) }
                samples[position].append(milliseconds(clock.now - roundStart) / Double(queries.count))
            }
        }
        for (way, samples) in zip(ways, samples) {
            print(way.name, samples.map { String($0) }.joined(separator: " "))
        }

        print("search_matches_index", index.search("がん").count)
        print("search_matches_names", KbnSearchIndex(Kbn.Disease.self).search("がん").count)
        print("search_matches_filter", Kbn.Disease.allCases.filter { $0.logicalName.contains("がん") }.count)
        print("checksum", checksum)

        """
}
