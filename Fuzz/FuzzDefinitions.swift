// The libFuzzer harness for the generator (reader, decoder, validator and renderer): every input
// must give source, or diagnostics with an error and every location inside the file; a violation
// traps, so libFuzzer reports it as a crash. Built and run by Scripts/fuzz.sh, not by SwiftPM.

import KbnGeneratorCore
import KbnTestSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = GeneratorInvariant.check(bytes).violations
    if !violations.isEmpty {
        fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
}

/// Half of the time libFuzzer's own mutations (bit flips, dictionary tokens, comparisons it has
/// seen), half of the time the definitions-aware ones of the test suite: deep nesting, huge
/// strings, repeated keys, wrong types, bad escapes, numbers at the edges, colliding names.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    var random = SeededGenerator(seed: UInt64(seed))
    if random.oneIn(2) { return LLVMFuzzerMutate(data, size, maxSize) }
    let mutated = DefinitionsMutator.mutate(Array(UnsafeBufferPointer(start: data, count: size)), using: &random)
    guard mutated.count <= maxSize else { return LLVMFuzzerMutate(data, size, maxSize) }
    mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
    return mutated.count
}
