import FixIts

/// How LSP positions count characters within a line (negotiated in
/// `initialize`): bytes of UTF-8, UTF-16 code units (the default), or scalars.
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// UTF-8 when the client offers it (no conversion), else UTF-16, which
    /// every client supports; UTF-32 only when the client offers nothing else.
    static func negotiate(offered: [String]) -> PositionEncoding {
        if offered.contains("utf-8") { return .utf8 }
        if offered.contains("utf-32"), !offered.contains("utf-16") { return .utf32 }
        return .utf16
    }

    /// The byte offset of (line, character). Past the end of a line means its
    /// end; past the last line means the end of the text (as LSP specifies).
    func offset(line: Int, character: Int, in bytes: [UInt8], lines: LineIndex) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lines.lineCount else { return bytes.count }
        let content = lines.contentRange(ofLine: line, in: bytes)
        guard character > 0 else { return content.lowerBound }
        // Clamped before adding: a client may send any integer (Int.max overflowed).
        if self == .utf8 { return content.lowerBound + min(character, content.count) }
        var units = 0
        var offset = content.lowerBound
        while offset < content.upperBound {
            let (length, width) = scalar(at: offset, in: bytes, end: content.upperBound)
            // A position inside a surrogate pair stays before the character.
            if units + width > character { break }
            units += width
            offset += length
            if units == character { break }
        }
        return offset
    }

    /// (line, character) of a byte offset.
    func position(of offset: Int, in bytes: [UInt8], lines: LineIndex) -> (line: Int, character: Int) {
        let (line, character, _) = scan(to: offset, in: bytes, lines: lines, from: nil)
        return (line, character)
    }

    /// Where a scan for a position stopped: the scalar boundary at or after
    /// the offset asked for, with the units counted from its line's start.
    struct ScanPoint {
        var line: Int
        var position: Int
        var units: Int
    }

    /// (line, character) of a byte offset, counting on from `known` when it
    /// is on the same line and not past the offset (the count is the same:
    /// a scan from the line's start passes through `known.position`).
    func scan(to offset: Int, in bytes: [UInt8], lines: LineIndex, from known: ScanPoint?) -> (line: Int, character: Int, ScanPoint) {
        let clamped = min(max(offset, 0), bytes.count)
        let line = known.map { lines.line(of: clamped, near: $0.line) } ?? lines.line(of: clamped)
        let start = lines.lineStarts[line]
        if self == .utf8 { return (line, clamped - start, ScanPoint(line: line, position: clamped, units: clamped - start)) }
        var units = 0
        var position = start
        if let known, known.line == line, known.position <= clamped {
            units = known.units
            position = known.position
        }
        // Eight ASCII bytes at a time (one unit each in every encoding): most lines are ASCII.
        bytes.withUnsafeBytes { raw in
            while position + 8 <= clamped, raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                units += 8
                position += 8
            }
        }
        while position < clamped {
            let (length, width) = scalar(at: position, in: bytes, end: bytes.count)
            units += width
            position += length
        }
        return (line, units, ScanPoint(line: line, position: position, units: units))
    }

    /// Length in bytes and width in this encoding's units of the scalar at
    /// `offset`; an invalid byte counts as one U+FFFD.
    private func scalar(at offset: Int, in bytes: [UInt8], end: Int) -> (Int, Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0 ..< 0x80: return (1, 1)
        case 0xC2 ... 0xDF: length = 2
        case 0xE0 ... 0xEF: length = 3
        case 0xF0 ... 0xF4: length = 4
        default: return (1, 1)
        }
        guard offset + length <= end, (1 ..< length).allSatisfy({ bytes[offset + $0] & 0xC0 == 0x80 }) else { return (1, 1) }
        return (length, self == .utf16 && length == 4 ? 2 : 1)
    }
}
