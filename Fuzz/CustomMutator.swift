// The custom mutator of the fuzz targets whose inputs are definitions files (Fuzz/FuzzDefinitions.swift,
// Fuzz/FuzzUpdate.swift): libFuzzer calls it to make each new input. Built by Scripts/fuzz.sh with
// each of those harnesses.

import KbnTestSupport

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
