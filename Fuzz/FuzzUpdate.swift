// The libFuzzer harness for KbnUpdate(json:kinds:), what an app runs on the bytes a server sends:
// every input, applied to the example kinds and to KbnKitTests' edge cases, must be refused with
// located problems or applied without changing what a compiled code means
// (Tests/KbnKitTests/UpdateInvariant.swift); a violation traps, so libFuzzer reports it as a crash.
// Built and run by Scripts/fuzz.sh, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = UpdateInvariant.check(bytes).violations
    if !violations.isEmpty {
        fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
}
