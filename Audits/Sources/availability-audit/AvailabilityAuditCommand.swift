// The command-line edge of the audit: reads the arguments and the module table, runs the stages,
// prints each finding as a compiler error and a summary, and exits with 1 when anything was found.

import AvailabilityAudit
import Foundation

@main
struct AvailabilityAuditCommand {
    static let usage = """
        USAGE: availability-audit --root <folder> --modules <table> --floor "<platforms>"
                                  [--every-file-under <folders>] [--work-directory <folder>]

          --root <folder>              The project to audit; table paths and reported paths are relative to it.
          --modules <table>            The module table, `module | sources | depends on | floor` a line
                                       (Scripts/availability-audit.sh has the project's).
          --floor <platforms>          The project's deployment floor as @available writes it:
                                       "macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1".
          --every-file-under <folders> Comma-separated folders whose Swift files must all be in an audited
                                       module, so that a module added without a row fails the audit.
          --work-directory <folder>    Where compiled modules, AST dumps, the index and cached symbol graphs
                                       go (default: <root>/.build/availability-audit).

        Exit status: 0 when every use is available, 1 when the audit found uses that are not,
        2 when it could not run.
        """

    static func main() async {
        if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            exit(0)
        }
        do {
            let options = try Options(CommandLine.arguments.dropFirst())
            let modules = try ModuleTable.parse(
                String(contentsOf: options.modules, encoding: .utf8), root: options.root)
            let unaudited = SourceDiscovery.filesOutside(modules, under: options.everyFileUnder)
            for file in unaudited {
                print(
                    "\(SourceDiscovery.displayPath(of: file, relativeTo: options.root)):1:1: error: no audited module compiles this file; give its module a row in the module table (Scripts/availability-audit.sh)"
                )
            }
            let report = try await audit(modules, options)
            for finding in report.findings { print(finding.diagnostic) }
            if !report.missingLibraryModules.isEmpty {
                printError(
                    "note: no symbol graph for \(report.missingLibraryModules.joined(separator: ", ")) in this toolchain; their declarations were not checked"
                )
            }
            if report.passed, !unaudited.isEmpty {
                print(
                    "availability audit failed: \(unaudited.count) Swift files are in no audited module; the \(report.fileCount) audited files pass"
                )
            } else {
                print(report.summary)
            }
            exit(report.passed && unaudited.isEmpty ? 0 : 1)
        } catch let error as UsageError {
            printError("error: \(error.description)\n\n\(usage)")
            exit(2)
        } catch {
            printError("error: \(error)")
            exit(2)
        }
    }

    static func audit(_ modules: [AuditedModule], _ options: Options) async throws -> AuditReport {
        let toolchain = try await Toolchain.locate()
        printError("Extracting the library's symbol graphs (kept for the next run with \(toolchain.compilerVersion))…")
        let graphs = try await SymbolGraphExtractor(
            toolchain: toolchain, cacheDirectory: options.workDirectory.appendingPathComponent("symbol-graphs")
        ).extract()
        let catalog = try LibraryCatalog(symbolGraphFiles: graphs.files)
        printError("Compiling \(modules.map(\.name).joined(separator: ", "))…")
        let compiled = try await ModuleCompiler(
            toolchain: toolchain, workDirectory: options.workDirectory,
            toolsVersion: ModuleCompiler.toolsVersion(ofPackageAt: options.root)
        ).compile(modules)
        return try Auditor(catalog: catalog, projectFloor: options.floor, root: options.root, toolchain: toolchain)
            .audit(compiled, missingLibraryModules: graphs.missingModules)
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
}

struct Options {
    let root: URL
    let modules: URL
    let floor: DeploymentFloor
    let everyFileUnder: [URL]
    let workDirectory: URL

    init(_ arguments: ArraySlice<String>) throws {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            guard ["--root", "--modules", "--floor", "--every-file-under", "--work-directory"].contains(name) else {
                throw UsageError(description: "unknown argument '\(name)'")
            }
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(name) needs a value") }
            values[name] = value
        }
        guard let root = values["--root"], let modules = values["--modules"], let floor = values["--floor"] else {
            throw UsageError(description: "--root, --modules and --floor are required")
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let rootURL = URL(fileURLWithPath: root, relativeTo: workingDirectory).standardizedFileURL
        self.root = rootURL
        self.modules = URL(fileURLWithPath: modules, relativeTo: workingDirectory)
        self.floor = try DeploymentFloor(parsing: floor)
        everyFileUnder = (values["--every-file-under"] ?? "").split(separator: ",")
            .map { rootURL.appendingPathComponent($0.trimmingCharacters(in: .whitespaces)) }
        workDirectory =
            values["--work-directory"].map {
                URL(fileURLWithPath: $0, relativeTo: workingDirectory).standardizedFileURL
            }
            ?? rootURL.appendingPathComponent(".build/availability-audit")
    }
}
