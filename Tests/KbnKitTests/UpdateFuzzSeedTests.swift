// The update fuzz target's seeds (Fuzz/corpus-update) hold its invariant (UpdateInvariant.swift),
// whole and cut short, without the fuzzer; the valid ones are applied, so that the fuzzer starts
// from updates that reach past the checks, and the invalid ones are refused.

import Foundation
import KbnExample
import KbnTestSupport
import KbnUpdates
import Testing

@Suite("The update fuzz target's seeds")
struct UpdateFuzzSeedTests {
    private func seeds() throws -> [(name: String, bytes: [UInt8])] {
        let directory = Repository.file("Fuzz/corpus-update")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            ($0, Array(try Data(contentsOf: directory.appendingPathComponent($0))))
        }
    }

    @Test func seedsHoldTheInvariantWholeAndCutShort() throws {
        let seeds = try seeds()
        #expect(seeds.count >= 10)
        for (name, bytes) in seeds {
            for length in [bytes.count, bytes.count / 2, bytes.count / 3] {
                let violations = UpdateInvariant.check(Array(bytes.prefix(length))).violations
                #expect(violations.isEmpty, "\(name), \(length) bytes: \(violations)")
            }
        }
    }

    /// A seed named `valid-…` is applied by its namespace, one named `invalid-…` by none: the
    /// seeds' `"madeFor"` must give the kinds' fingerprints as this build compiles them, which
    /// `KbnUpdate.fingerprint(of:)` tells, so a change to the example or edge definitions means
    /// writing the new fingerprints into the valid seeds.
    @Test func validSeedsAreAppliedAndInvalidOnesRefused() throws {
        let seeds = try seeds()
        #expect(seeds.contains { $0.name.hasPrefix("valid-") } && seeds.contains { $0.name.hasPrefix("invalid-") })
        for (name, bytes) in seeds {
            let outcome = UpdateInvariant.check(bytes)
            if name.hasPrefix("valid-") {
                #expect(outcome.acceptedBy.count == 1, "\(name): \(refusals(of: bytes))")
            } else {
                #expect(name.hasPrefix("invalid-") && outcome.acceptedBy.isEmpty, "\(name)")
            }
        }
    }

    /// Why each namespace refuses `bytes`.
    private func refusals(of bytes: [UInt8]) -> String {
        let namespaces: [[any KbnType.Type]] = [Kbn.allKinds, Edge.allKinds]
        return namespaces.map { kinds in
            do {
                _ = try KbnUpdate(json: bytes, kinds: kinds)
                return "applied"
            } catch {
                return "\(error)"
            }
        }.joined(separator: "\n")
    }

    @Test func theInvariantFindsProblemsOutsideTheUpdateAndWithoutAPlace() throws {
        // A real refusal, past the first line, checked against an update of one line, and the size
        // refusal, which has no place, against an update that has bytes.
        let stale = try #require(try seeds().first { $0.name == "invalid-stale-fingerprint.json" }).bytes
        #expect {
            try KbnUpdate(json: stale, kinds: Kbn.allKinds)
        } throws: { error in
            let error = error as! KbnUpdateError
            return error.problems.allSatisfy { ($0.line ?? 1) > 1 }
                && UpdateInvariant.violations(in: error, lines: FileLines(Array("{}".utf8)), placeless: false).count
                    == error.problems.count
                && UpdateInvariant.violations(in: error, lines: FileLines(stale), placeless: false).isEmpty
        }
        #expect {
            try KbnUpdate(json: stale, kinds: Kbn.allKinds, maximumSize: 1)
        } throws: { error in
            let error = error as! KbnUpdateError
            return UpdateInvariant.violations(in: error, lines: FileLines([]), placeless: false).count == 1
                && UpdateInvariant.violations(in: error, lines: FileLines([]), placeless: true).isEmpty
        }
    }
}
