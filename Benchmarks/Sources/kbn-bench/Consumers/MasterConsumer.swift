// A throw-away package that uses a master as an app would: the kinds generated from the 標準病名
// master's names, or from definitions given whole (the zengin banks and branches), and one release
// executable that measures something of KbnKit, KbnUI or KbnUpdates on them (SearchProgram,
// BranchSearchProgram, UpdateProgram, FirstUseProgram).

import Foundation

/// A package with a target whose kinds KbnGeneratorPlugin generates (`Diseases`, whose one kind is
/// `Kbn.Disease`, by default), and an executable that uses it with one of swift-kbn's products.
struct MasterConsumer {
    let directory: URL
    /// The swift-kbn checkout, which the package depends on by path.
    let repository: URL
    /// The executable's name.
    let executable: String
    /// The swift-kbn product the executable imports besides the kinds' module.
    let product: String
    /// The executable's main.swift, made from the 標準病名 master's names (a program that names a
    /// value in its source takes it from them); unused for definitions given whole.
    var program: ([DiseaseName]) -> String = { _ in "" }
    /// The disease kind's prefix.
    var prefix = ""
    /// The module of the kinds, which the executable imports.
    var module = "Diseases"

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
        let executable = try prepare(
            label: label, definitions: DiseaseNames.definitions(of: names, prefix: prefix), source: program(names))
        return (names, executable)
    }

    /// Writes the package whose kinds `definitions` defines, with `source` as the executable's
    /// main.swift, and builds the executable, reporting it as `label`'s: the executable.
    func prepare(label: String, definitions: Data, source: String) throws -> URL {
        let kinds = directory.appending(path: "Sources/\(module)")
        let programFolder = directory.appending(path: "Sources/\(executable)")
        for folder in [kinds, programFolder] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try ConsumerPackage.writeExportingSource(in: kinds)
        try definitions.write(to: self.definitions)
        try Data(source.utf8).write(to: programFolder.appending(path: "main.swift"))
        let manifest = Manifest.package(
            name: module,
            repository: repository.path(percentEncoded: false),
            targets: [
                Manifest.generatedTarget(module),
                """
                .executableTarget(name: \(swiftLiteral(executable)), dependencies: [\(swiftLiteral(module)), \
                .product(name: \(swiftLiteral(product)), package: "swift-kbn")])
                """,
            ]
        )
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        let (executable, outcome) = try build()
        Progress.report("\(label): \(self.executable) built in release, \(Format.outcome(outcome))")
        return executable
    }

    /// The definitions the package's kinds' target compiles.
    var definitions: URL { directory.appending(path: "Sources/\(module)/kbn-definitions.json") }

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
