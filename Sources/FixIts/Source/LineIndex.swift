/// Byte offsets of line starts, for offset ↔ line/column conversion.
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the lexer counts them.
public struct LineIndex: Sendable {
    /// Offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let n = buffer.count
            var i = 0
            while i < n {
                // Eight bytes at a time past those that end no line (most of them): every file is indexed
                // on every lint, and a byte-by-byte loop was a twentieth of a batch lint.
                while i + 8 <= n, !LineIndex.mayEndLine(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
                let end = min(i + 8, n)
                while i < end {
                    let c = base[i]
                    if c == 10 {
                        starts.append(i + 1)
                    } else if c == 13 {
                        if i + 1 < n, base[i + 1] == 10 { i += 1 }
                        starts.append(i + 1)
                    }
                    i += 1
                }
            }
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// Whether one of the eight bytes of `word` is `\n` or `\r` (the classic "has a zero byte" test on the
    /// word XORed with each; it may say yes for a byte next to one that matches, never no for a match).
    @inline(__always)
    private static func mayEndLine(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newline = word ^ (ones &* 10)
        let carriageReturn = word ^ (ones &* 13)
        return ((newline &- ones) & ~newline | (carriageReturn &- ones) & ~carriageReturn) & highs != 0
    }

    private init(lineStarts: [Int], byteCount: Int) {
        self.lineStarts = lineStarts
        self.byteCount = byteCount
    }

    /// The index after the bytes `range` of the old text were replaced by
    /// `inserted` bytes, giving `bytes`: only the lines around the edit are
    /// scanned again; the line starts after it move by the change in length.
    public func applying(edit range: Range<Int>, inserted: Int, to bytes: [UInt8]) -> LineIndex {
        let delta = inserted - range.count
        // Rescan from the start of the line holding the edit (a `\r` before
        // it may now pair with an inserted `\n`) to the first old line start
        // past the edit.
        let firstLine = max(0, line(of: range.lowerBound) - (range.lowerBound > 0 && range.lowerBound == lineStarts[line(of: range.lowerBound)] ? 1 : 0))
        var keptAfter = lineStarts.count
        while keptAfter > firstLine + 1, lineStarts[keptAfter - 1] > range.upperBound + 1 { keptAfter -= 1 }
        let scanStart = lineStarts[firstLine]
        let scanEnd = keptAfter < lineStarts.count ? lineStarts[keptAfter] + delta : bytes.count
        var starts = Array(lineStarts[..<(firstLine + 1)])
        starts.reserveCapacity(lineStarts.count + 8)
        var i = scanStart
        while i < scanEnd {
            let c = bytes[i]
            if c == 10 {
                starts.append(i + 1)
            } else if c == 13 {
                if i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        // A line start the scan reached again is not added twice.
        if keptAfter < lineStarts.count {
            let next = lineStarts[keptAfter] + delta
            if starts.last == next { starts.removeLast() }
            for start in lineStarts[keptAfter...] { starts.append(start + delta) }
        }
        return LineIndex(lineStarts: starts, byteCount: bytes.count)
    }

    public var lineCount: Int { lineStarts.count }

    /// Zero-based line containing `offset` (offsets past the end clamp to the last line).
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        let target = min(max(offset, 0), byteCount)
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line of `offset`, looked for first on `hint` and the few lines after it (positions asked in
    /// order of place, as a publication's are, are mostly there), then by binary search.
    public func line(of offset: Int, near hint: Int) -> Int {
        let target = min(max(offset, 0), byteCount)
        guard hint >= 0, hint < lineStarts.count, lineStarts[hint] <= target else { return line(of: offset) }
        var line = hint
        for _ in 0 ..< 8 {
            if line + 1 >= lineStarts.count || lineStarts[line + 1] > target { return line }
            line += 1
        }
        return self.line(of: offset)
    }

    /// Zero-based line and zero-based byte column of `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, min(max(offset, 0), byteCount) - lineStarts[line])
    }

    /// The byte range of `line` without its line break.
    public func contentRange(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : byteCount
        while end > start, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        return start ..< end
    }
}
