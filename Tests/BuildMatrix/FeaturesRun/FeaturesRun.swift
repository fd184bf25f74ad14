// The program of a cell of the build matrix (Scripts/build-matrix.sh): runs the checks of
// Features.swift, prints what the generated API gave, and exits with 1 when a check failed.
// Usage: <cell>-run CELL CONFIGURATION
// An `@main` type, not top-level code, so that the module interface that the evolution cell emits
// for every module, this one included, is one that a compiler can read.

import Features
internal import Foundation

@main
enum FeaturesRun {
    static func main() async {
        let cell = CommandLine.arguments.dropFirst().joined(separator: " ")
        let checks = await FeatureChecks.run()
        let failed = checks.filter { !$0.passed }
        for sample in FeatureChecks.samples() {
            print("  \(sample)")
        }
        for check in failed {
            print("  FAILED: \(check.name)")
        }
        let isolation = FeatureChecks.defaultIsolation()
        print("\(cell): \(checks.count - failed.count) of \(checks.count) checks passed (\(isolation) by default)")
        exit(failed.isEmpty ? 0 : 1)
    }
}
