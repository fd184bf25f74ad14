// The libFuzzer harness for `kbn-gen import-json`'s converter: every JSON input must give
// a definitions file that passes `kbn-gen check`, or diagnostics with an error and every location
// inside the file; a violation traps, so libFuzzer reports it as a crash. Built and run by
// Scripts/fuzz.sh, not by SwiftPM.

import KbnGeneratorCore
import KbnGeneratorTools

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = ReaderInvariant.checkJSON(bytes)
    if !violations.isEmpty {
        fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
}
