// `kbn-gen import-csv`'s file side: the CSV's bytes, converted from Shift_JIS when asked, handed to
// KbnGeneratorTools' importer. Shift_JIS needs Foundation's converter, so it is done here.

import Foundation
import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

enum ImportCSVCommand {
    /// Converts the CSV files `files`, merged into the definitions file at `mergedFileName`, whose
    /// bytes are `existing`, when given.
    static func convert(
        _ files: consuming [SourceFile], encoding: CSVFileEncoding, options: ImportOptions,
        merging existing: [UInt8]?, mergedFileName: String?
    ) throws -> ImportEngine.Result {
        if encoding == .shiftJIS {
            for index in files.indices {
                files[index].bytes = try utf8Bytes(fromShiftJIS: files[index].bytes, path: files[index].name)
            }
        }
        do {
            return try CSVImporter.convert(
                consume files, options: options, merging: existing, mergedFileName: mergedFileName
            )
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
    }

    /// Foundation's Shift_JIS converter reads Windows code page 932, as Excel writes it (NEC and IBM
    /// extensions such as ① and 髙, and 0x8160 as U+FF5E, the full-width tilde). Line breaks are
    /// single ASCII bytes in Shift_JIS, so line numbers stay the same in the converted text.
    private static func utf8Bytes(fromShiftJIS bytes: [UInt8], path: String) throws -> [UInt8] {
        if let problem = CSVImporter.shiftJISProblem(bytes) {
            throw DiagnosticsFailure(path: path, diagnostics: [problem])
        }
        if let text = String(data: Data(bytes), encoding: .shiftJIS) {
            return Array(text.utf8)
        }
        // The converter does not say where it failed; find the first line it cannot read, each with
        // its line break (ASCII, which the converter reads), as every reader counts them (LineBreaks).
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices
        where LineBreaks.lineEnds(after: bytes[index], before: index + 1 < bytes.count ? bytes[index + 1] : nil) {
            lines.append(bytes[start...index])
            start = index + 1
        }
        lines.append(bytes[start...])
        let bad = lines.firstIndex { String(data: Data($0), encoding: .shiftJIS) == nil } ?? 0
        let hint =
            String(data: Data(bytes), encoding: .utf8) != nil
            ? "the file is UTF-8 text, so leave out --encoding shift-jis"
            : "check the file's encoding"
        throw DiagnosticsFailure(
            path: path,
            diagnostics: [
                .error("this line is not Shift_JIS text; \(hint)", at: SourceLocation(line: bad + 1, column: 1))
            ])
    }
}
