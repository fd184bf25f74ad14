// The libFuzzer harness for `kbn-gen import-strings`'s String Catalog reader and merger: every
// catalog input, merged into the definitions below, must give a definitions file that passes
// `kbn-gen check`, or diagnostics with an error and every location inside the file it names; a
// violation traps, so libFuzzer reports it as a crash. Built and run by Scripts/fuzz.sh, not by SwiftPM.

import KbnGeneratorCore
import KbnGeneratorTools

/// Definitions with what catalog keys can name: kinds, values with and without short names and
/// translations, and a value with no localizedNames.
private let definitions = Array(
    """
    {
      "namespace": "Kbn",
      "kinds": [
        {"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [
          {"case": "man", "postfix": "01", "logicalName": "男性", "shortName": "男", "localizedNames": {"en": "Male", "fr": "Homme"}},
          {"case": "woman", "postfix": "02", "logicalName": "女性", "localizedNames": {"en": "Female"}},
          {"case": "other", "postfix": "09", "logicalName": "その他"}
        ]},
        {"name": "Color", "prefix": "002", "logicalName": "色", "values": [
          {"case": "red", "postfix": "1", "logicalName": "赤", "shortName": "R"}
        ]}
      ]
    }
    """.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = ReaderInvariant.checkCatalog(bytes, into: definitions)
    if !violations.isEmpty {
        fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
}
