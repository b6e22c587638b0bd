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
            var i = 0
            let n = buffer.count
            while i < n {
                let c = buffer[i]
                if c == 10 {
                    starts.append(i + 1)
                } else if c == 13 {
                    if i + 1 < n, buffer[i + 1] == 10 { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
        byteCount = bytes.count
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
