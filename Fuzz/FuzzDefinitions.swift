// The libFuzzer harness for the generator (reader, decoder, validator and renderer): every input
// must give source, or diagnostics with an error and every location inside the file; a violation
// traps, so libFuzzer reports it as a crash. Built and run by Scripts/fuzz.sh, not by SwiftPM.

import KbnGeneratorCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = GeneratorInvariant.check(bytes).violations
    if !violations.isEmpty {
        fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
}
