// A throw-away package that uses the 標準病名 master as an app would: a kind generated from the
// master's names, and one release executable that measures something of KbnUI or KbnUpdates on it
// (SearchProgram, UpdateProgram).

import Foundation

/// A package with a target `Diseases`, whose one kind `Kbn.Disease` KbnGeneratorPlugin generates,
/// and an executable that uses it with one of swift-kbn's products.
struct DiseaseConsumer {
    let directory: URL
    /// The swift-kbn checkout, which the package depends on by path.
    let repository: URL
    /// The executable's name.
    let executable: String
    /// The swift-kbn product the executable imports besides `Diseases`.
    let product: String
    /// The executable's main.swift, made from the master's names (a program that names a value
    /// in its source takes it from them).
    let program: ([DiseaseName]) -> String
    /// The kind's prefix.
    var prefix = ""

    var log: URL { directory.appending(path: "build.log") }

    /// Reads the master's names, writes the package for them and builds the executable, reporting
    /// it as `label`'s: the names and the executable; nil, with why in `notRun`, when the names
    /// cannot be read (run.sh could not fetch them).
    func prepare(label: String, notRun: inout String?) throws -> (names: [DiseaseName], executable: URL)? {
        let names: [DiseaseName]
        do {
            names = try DiseaseNames.read(from: DiseaseNames.file(in: repository))
        } catch {
            notRun = "\(error)"
            Progress.report("\(label): not run: \(error)")
            return nil
        }
        try create(names: names)
        let (executable, outcome) = try build()
        Progress.report("\(label): \(self.executable) built in release, \(Format.outcome(outcome))")
        return (names, executable)
    }

    /// Writes the package for `names`.
    private func create(names: [DiseaseName]) throws {
        let diseases = directory.appending(path: "Sources/Diseases")
        let programFolder = directory.appending(path: "Sources/\(executable)")
        for folder in [diseases, programFolder] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try ConsumerPackage.writeExportingSource(in: diseases)
        try DiseaseNames.definitions(of: names, prefix: prefix).write(
            to: diseases.appending(path: "kbn-definitions.json"))
        try Data(program(names).utf8).write(to: programFolder.appending(path: "main.swift"))
        let manifest = Manifest.package(
            name: "Diseases",
            repository: repository.path(percentEncoded: false),
            targets: [
                Manifest.generatedTarget("Diseases"),
                """
                .executableTarget(name: \(swiftLiteral(executable)), dependencies: ["Diseases", \
                .product(name: \(swiftLiteral(product)), package: "swift-kbn")])
                """,
            ]
        )
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
    }

    /// The definitions the package's `Diseases` target compiles.
    var definitions: URL { directory.appending(path: "Sources/Diseases/kbn-definitions.json") }

    /// Builds the executable in release: its path, and the build's outcome.
    private func build() throws -> (executable: URL, outcome: ProcessOutcome) {
        let arguments = ["swift", "build", "--package-path", directory.path(percentEncoded: false), "-c", "release"]
        let outcome = try ChildProcess.run(arguments + ["--product", executable], log: log, limits: .build)
        guard outcome.succeeded else {
            throw ConsumerPackage.buildFailure("building \(executable)", in: directory, log: log)
        }
        let binPath = try ChildProcess.output(of: arguments + ["--show-bin-path"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (URL(filePath: binPath).appending(path: executable), outcome)
    }
}
