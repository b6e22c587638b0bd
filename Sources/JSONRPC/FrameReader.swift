/// What went wrong between frames. After reporting one, the reader skips
/// forward to the next `Content-Length:` it can find and carries on.
public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The header block ended without a `Content-Length`.
    case missingContentLength
    /// The `Content-Length` value is not a non-negative decimal integer, or
    /// two `Content-Length` headers disagree.
    case invalidContentLength(String)
    /// The announced body is larger than the configured maximum; it was not
    /// read (and no memory was set aside for it).
    case messageTooLarge(length: Int, limit: Int)
    /// A header line that is not `Name: value`, typically a body that
    /// follows its headers without the blank line.
    case malformedHeader(String)
    case headerTooLong(limit: Int)
    /// End of input inside a header block.
    case truncatedHeader
    /// End of input inside a body.
    case truncatedBody(expected: Int, received: Int)

    public var description: String {
        switch self {
        case .missingContentLength: return "header block without Content-Length"
        case .invalidContentLength(let value): return "invalid Content-Length \(value)"
        case .messageTooLarge(let length, let limit):
            return "message of \(length) bytes exceeds the limit of \(limit) bytes"
        case .malformedHeader(let line): return "malformed header line \(line) (missing blank line after the headers?)"
        case .headerTooLong(let limit): return "header block longer than \(limit) bytes"
        case .truncatedHeader: return "end of input inside a header block"
        case .truncatedBody(let expected, let received):
            return "end of input after \(received) of \(expected) body bytes"
        }
    }
}

public enum FrameEvent: Equatable, Sendable {
    /// One message body, exactly `Content-Length` bytes.
    case frame([UInt8])
    case error(FramingError)
}

/// The LSP base protocol's framing, as a pure state machine: feed it bytes in
/// whatever pieces they arrive, take frames out.
///
/// Headers are `Name: value` lines ended by `\r\n` (a bare `\n` is accepted
/// too), names compared case-insensitively, the block closed by an empty
/// line. `Content-Length` is required; `Content-Type` and unknown headers are
/// accepted and ignored (the body must be UTF-8 whatever they say; the JSON
/// parser checks). Blank lines between frames are skipped.
public struct FrameReader {
    public let maxMessageBytes: Int
    public let maxHeaderBytes: Int

    private var buffer: [UInt8] = []
    /// Bytes before this offset are consumed; compaction is deferred so that
    /// many frames in one read cost one move, not one each.
    private var start = 0
    private var state = State.header
    private var isFinished = false

    private enum State {
        case header
        case body(length: Int)
        case resynchronising
    }

    public init(maxMessageBytes: Int = 256 << 20, maxHeaderBytes: Int = 8 << 10) {
        self.maxMessageBytes = maxMessageBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Bytes received and not yet returned or discarded.
    public var bufferedByteCount: Int { buffer.count - start }

    var bufferCapacity: Int { buffer.capacity }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Marks the end of input: a partial frame left in the buffer is then
    /// reported once as truncated instead of waited for.
    public mutating func finish() {
        isFinished = true
    }

    /// The next frame or error; nil when more input is needed (or, after
    /// `finish()`, when everything has been reported).
    public mutating func next() -> FrameEvent? {
        while true {
            switch state {
            case .header:
                skipBlankLines()
                guard start < buffer.count else { return nil }
                switch scanHeader() {
                case .needMore:
                    guard isFinished else { return nil }
                    discardAll()
                    return .error(.truncatedHeader)
                case .complete(let length, let bodyStart):
                    start = bodyStart
                    state = .body(length: length)
                    if buffer.count - start < length {
                        // Room for the body at once, instead of regrowing the
                        // buffer as a large message trickles in; capped so a
                        // peer that announces much and sends little costs little.
                        compact()
                        buffer.reserveCapacity(start + min(length, 64 << 20))
                    }
                case .failed(let error, let resumeAt):
                    start = resumeAt
                    state = .resynchronising
                    return .error(error)
                }
            case .body(let length):
                let available = buffer.count - start
                guard available >= length else {
                    guard isFinished else { return nil }
                    discardAll()
                    state = .header
                    return .error(.truncatedBody(expected: length, received: available))
                }
                let body = Array(buffer[start..<(start + length)])
                start += length
                state = .header
                return .frame(body)
            case .resynchronising:
                guard resynchronise() else {
                    if isFinished { discardAll() }
                    return nil
                }
                state = .header
            }
        }
    }

    private mutating func compact() {
        guard start > 0 else { return }
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
        } else {
            buffer.removeSubrange(0..<start)
        }
        start = 0
    }

    private mutating func discardAll() {
        buffer.removeAll(keepingCapacity: false)
        start = 0
    }

    private mutating func skipBlankLines() {
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
    }

    private static let contentLengthName: [UInt8] = Array("content-length".utf8)
    private static let resynchronisationPattern: [UInt8] = Array("content-length:".utf8)

    /// Moves `start` to the next `Content-Length:` (any case); false when
    /// there is none yet. Bytes that cannot begin one are dropped as it goes,
    /// so garbage never accumulates.
    private mutating func resynchronise() -> Bool {
        let pattern = Self.resynchronisationPattern
        let found: Int? = buffer.withUnsafeBufferPointer { bytes in
            var offset = start
            while offset + pattern.count <= bytes.count {
                var matched = 0
                while matched < pattern.count, lowercased(bytes[offset + matched]) == pattern[matched] { matched += 1 }
                if matched == pattern.count { return offset }
                offset += 1
            }
            return nil
        }
        if let found {
            start = found
            return true
        }
        start = max(start, buffer.count - (pattern.count - 1))
        return false
    }

    private enum HeaderScan {
        case needMore
        case complete(contentLength: Int, bodyStart: Int)
        case failed(FramingError, resumeAt: Int)
    }

    private func scanHeader() -> HeaderScan {
        buffer.withUnsafeBufferPointer { bytes in
            let blockStart = start
            var lineStart = start
            var contentLength: Int?
            var lengthError: FramingError?
            while true {
                // Find the end of the line, checking the name as we go so that
                // a body sent without the blank line is refused at once rather
                // than waited on.
                var offset = lineStart
                var colon: Int?
                while offset < bytes.count, bytes[offset] != 0x0A {
                    if colon == nil {
                        let byte = bytes[offset]
                        if byte == UInt8(ascii: ":") {
                            colon = offset
                        } else if !isTokenByte(byte) && !(byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] == 0x0A)) {
                            return .failed(.malformedHeader(quoteLine(bytes, from: lineStart)), resumeAt: blockStart + 1)
                        }
                    }
                    offset += 1
                    if offset - blockStart > maxHeaderBytes {
                        return .failed(.headerTooLong(limit: maxHeaderBytes), resumeAt: blockStart + 1)
                    }
                }
                guard offset < bytes.count else { return .needMore }
                let nextLine = offset + 1
                var lineEnd = offset
                if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }

                if lineEnd == lineStart {
                    if let lengthError { return .failed(lengthError, resumeAt: nextLine) }
                    guard let contentLength else { return .failed(.missingContentLength, resumeAt: nextLine) }
                    guard contentLength <= maxMessageBytes else {
                        return .failed(.messageTooLarge(length: contentLength, limit: maxMessageBytes), resumeAt: nextLine)
                    }
                    return .complete(contentLength: contentLength, bodyStart: nextLine)
                }
                guard let colon, colon > lineStart else {
                    return .failed(.malformedHeader(quoteLine(bytes, from: lineStart)), resumeAt: blockStart + 1)
                }
                let name = UnsafeBufferPointer(rebasing: bytes[lineStart..<colon])
                if name.count == Self.contentLengthName.count,
                    zip(name, Self.contentLengthName).allSatisfy({ lowercased($0) == $1 }) {
                    let value = trimmed(UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<lineEnd]))
                    if let length = parseLength(value) {
                        if let contentLength, contentLength != length {
                            lengthError = .invalidContentLength("\(contentLength) and \(length) (two headers)")
                        }
                        contentLength = length
                    } else {
                        lengthError = .invalidContentLength(quote(value))
                    }
                }
                lineStart = nextLine
            }
        }
    }
}

private func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
}

/// RFC 9110 `tchar`: what a header name may contain.
private func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
        UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

/// A header value without the spaces and tabs around it.
private func trimmed(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var slice = value[...]
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return UnsafeBufferPointer(rebasing: slice)
}

/// A decimal length; nil for anything else (signs, other characters,
/// empty, beyond `Int`).
private func parseLength(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var length = 0
    for byte in digits {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        let (times10, o1) = length.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !o1 && !o2 else { return nil }
        length = sum
    }
    return length
}

/// Up to 40 bytes of a line, for error messages that show what arrived.
private func quoteLine(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return quote(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
}

private func quote(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    JSONValue.string(String(decoding: bytes.prefix(40), as: UTF8.self)).serializedString()
}
