// The one rule by which every reader of kbn-gen counts lines, so that a `line:column` means the same
// in every message, whichever file it is about: the JSON reader, the CSV reader, the layout-keeping
// writer and the Shift_JIS check.

/// Where lines end: after LF, after CRLF and after a lone CR, as editors count them.
package enum LineBreaks {
    /// Whether a line ends after `byte` when `next` follows it (nil at the end of the text): `byte`
    /// is LF, or CR that no LF follows, so that CRLF ends one line, after its LF.
    @inline(__always) package static func lineEnds(after byte: UInt8, before next: UInt8?) -> Bool {
        byte == lineFeed || (byte == carriageReturn && next != lineFeed)
    }

    /// Whether `byte` is part of a line break.
    @inline(__always) package static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
}
