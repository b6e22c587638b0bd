/// A JSON reader for files people and Xcode write by hand: it accepts `//`
/// and `/* */` comments and trailing commas, and remembers where each value
/// starts so errors can name a line. (The wire protocol's strict JSON lives
/// in JSONRPC; this layer must not depend on it.)
public indirect enum LenientJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Members in file order.
    case object([(key: String, value: Located)])

    public struct Located: Equatable, Sendable {
        public var value: LenientJSON
        /// Byte offset where the value starts.
        public var offset: Int
    }

    public struct ParseError: Error, Equatable, Sendable {
        public var offset: Int
        public var message: String
    }

    public static func == (lhs: LenientJSON, rhs: LenientJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> Located {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipSpaceAndComments()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    public subscript(key: String) -> Located? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}

private struct Reader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark is not JSON, but editors write one.
        position = TextFormat.start(of: bytes)
    }

    func error(_ message: String, at offset: Int? = nil) -> LenientJSON.ParseError {
        LenientJSON.ParseError(offset: offset ?? position, message: message)
    }

    mutating func skipSpaceAndComments() {
        while position < bytes.count {
            let c = bytes[position]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                position += 1
            } else if c == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if c == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position = min(bytes.count, position + 2)
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) throws(LenientJSON.ParseError) -> LenientJSON.Located {
        guard depth < TextFormat.maxDepth else { throw error(TextFormat.tooDeep) }
        skipSpaceAndComments()
        let start = position
        guard position < bytes.count else { throw error("unexpected end of file") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .init(value: try object(depth: depth), offset: start)
        case UInt8(ascii: "["): return .init(value: try array(depth: depth), offset: start)
        case UInt8(ascii: "\""): return .init(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"): try word("true"); return .init(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try word("false"); return .init(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try word("null"); return .init(value: .null, offset: start)
        default: return .init(value: .number(try number()), offset: start)
        }
    }

    mutating func word(_ literal: String) throws(LenientJSON.ParseError) {
        let expected = Array(literal.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position ..< position + expected.count]) == expected else {
            throw error("unexpected character")
        }
        position += expected.count
    }

    mutating func number() throws(LenientJSON.ParseError) -> Double {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        guard position > start, let value = Double(String(decoding: bytes[start ..< position], as: UTF8.self)) else {
            throw error("unexpected character", at: start)
        }
        return value
    }

    mutating func string() throws(LenientJSON.ParseError) -> String {
        let start = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var segmentStart = position
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[segmentStart ..< end], as: UTF8.self).unicodeScalars)
        }
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            if c == 0x0A { break }
            if c == UInt8(ascii: "\\") {
                flush(position)
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position ..< position + 4], as: UTF8.self), radix: 16) else {
                        throw error("bad \\u escape", at: position - 2)
                    }
                    position += 4
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escaped))
                }
                segmentStart = position
                continue
            }
            position += 1
        }
        throw error("unterminated string", at: start)
    }

    mutating func array(depth: Int) throws(LenientJSON.ParseError) -> LenientJSON {
        position += 1
        var elements: [LenientJSON.Located] = []
        while true {
            skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            elements.append(try value(depth: depth + 1))
            skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func object(depth: Int) throws(LenientJSON.ParseError) -> LenientJSON {
        position += 1
        var members: [(key: String, value: LenientJSON.Located)] = []
        while true {
            skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            position += 1
            members.append((key, try value(depth: depth + 1)))
            skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }
}
