// The files of one import, read as one master (`kbn-gen import-json branches/*.json`): their lines
// are numbered one file after another, so that the one location a cell and a JSON value keep says
// which file it is in, and each diagnostic is filed back into its file, at its own line, once the
// import is done.

import KbnGeneratorCore

/// Where each file of an import is among the lines of all of them. Each file an import reads is a
/// ``SourceFile``: its name, as messages show it, and its bytes.
struct ImportFiles {
    let names: [String]
    /// For each file, how many lines the files before it have: its line `n` is line `base + n`.
    private let lineBases: [Int]

    init(_ inputs: [SourceFile]) {
        names = inputs.map(\.name)
        var bases: [Int] = []
        var lines = 0
        for input in inputs {
            bases.append(lines)
            lines += Self.lineCount(of: input.bytes)
        }
        lineBases = bases
    }

    /// The lines of `bytes` as the readers count them: one more than the line breaks, a CRLF one.
    private static func lineCount(of bytes: [UInt8]) -> Int {
        var count = 1
        for index in bytes.indices
        where LineBreaks.lineEnds(after: bytes[index], before: index + 1 < bytes.count ? bytes[index + 1] : nil) {
            count += 1
        }
        return count
    }

    /// How many lines the files before the one at `index` have.
    func lineBase(ofFile index: Int) -> Int {
        lineBases[index]
    }

    /// The index of the file that holds `line`, a line of all the files; the first file for a
    /// line before all of them, as the locations of the options are.
    func file(holding line: Int) -> Int {
        // The last file whose lines start before `line`, found by halving: an import of a
        // thousand files asks for each of its rows.
        var low = 0
        var high = lineBases.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineBases[middle] < line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The name of the file at `index` without its folders and its extension: `0001` for
    /// `Data/branches/0001.json`, which `--column parent=@file` reads as each row's parent.
    func stem(ofFile index: Int) -> String {
        let name = names[index].split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `diagnostic` in the file its location is in, at its line there, when the import's stages
    /// made it without a file's name; one without a location is about the first file.
    func resolved(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.file == Diagnostic.unnamedFile else { return diagnostic }
        var resolved = diagnostic
        guard let location = diagnostic.location else { return resolved.inFile(names[0]) }
        let file = file(holding: location.line)
        resolved.location?.line -= lineBases[file]
        return resolved.inFile(names[file])
    }

    /// `diagnostic`, made about the file at `index` alone, among the lines of all the files; one
    /// without a location is named after the file.
    func placed(_ diagnostic: Diagnostic, inFile index: Int) -> Diagnostic {
        guard diagnostic.file == Diagnostic.unnamedFile else { return diagnostic }
        var placed = diagnostic
        guard let location = diagnostic.location else { return placed.inFile(names[index]) }
        placed.location = location.movedDown(by: lineBases[index])
        return placed
    }

    /// How a message names the place of `location`: `line 3`, and the file's name when the import
    /// reads several.
    func line(of location: SourceLocation) -> String {
        let file = file(holding: location.line)
        let line = "line \(location.line - lineBases[file])"
        return names.count == 1 ? line : "\(line) of \(names[file])"
    }
}

extension SourceLocation {
    /// The location `lines` lines further down: a file's location among the lines of all the
    /// files of an import.
    func movedDown(by lines: Int) -> SourceLocation {
        SourceLocation(line: line + lines, column: column)
    }
}

extension ImportCell {
    /// The cell, `lines` lines further down.
    func movedDown(by lines: Int) -> ImportCell {
        ImportCell(text: text, location: location.movedDown(by: lines))
    }
}
