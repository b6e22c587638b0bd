import Foundation

/// Reads the text property-list format (the "OpenStep" or old-style format)
/// into a `PlistValue`: what `project.pbxproj` is written in, and what some old
/// `Info.plist` files use.
///
/// `{ key = value; }`, `( a, b, )`, `"quoted"` and bare strings (`YES`,
/// `iphoneos`, `Foo/Bar.swift`), `<0fbd…>` data, and the `/* … */` and `//`
/// comments Xcode writes after object IDs. Linear; nesting is capped; anything
/// else is a `ProjectFileError` at the offset where reading stopped.
enum OpenStepPropertyListReader {
    static func read(_ bytes: [UInt8]) throws(ProjectFileError) -> PlistValue {
        var reader = OpenStepReader(bytes: bytes)
        try reader.skipSpaceAndComments()
        guard reader.position < bytes.count else { throw reader.error("empty file: no property list") }
        let value = try reader.value(depth: 0)
        try reader.skipSpaceAndComments()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the property list") }
        return value
    }
}

private struct OpenStepReader: ProjectTextReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        position = TextFormat.start(of: bytes)
    }

    /// Whether a comment starts at `offset`.
    func commentStarts(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/") && (bytes[offset + 1] == UInt8(ascii: "*") || bytes[offset + 1] == UInt8(ascii: "/"))
    }

    mutating func skipSpaceAndComments() throws(ProjectFileError) {
        while position < bytes.count {
            let c = bytes[position]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                position += 1
            } else if commentStarts(at: position) {
                if bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else {
                    let start = position
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                    guard position + 1 < bytes.count else { throw error("unterminated comment /*", at: start) }
                    position += 2
                }
            } else {
                return
            }
        }
    }

    func character(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let c = bytes[offset]
        return c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format: "byte 0x%02X", c)
    }

    mutating func value(depth: Int) throws(ProjectFileError) -> PlistValue {
        guard depth < TextFormat.maxDepth else { throw error(TextFormat.tooDeep) }
        try skipSpaceAndComments()
        guard position < bytes.count else { throw error("unexpected end of file: expected a value") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        default:
            let (text, range) = try string()
            return PlistValue(.string(text), range: range.isEmpty ? start ..< start + 1 : range)
        }
    }

    mutating func dictionary(depth: Int) throws(ProjectFileError) -> PlistValue {
        let open = position
        position += 1
        var entries: [PlistEntry] = []
        while true {
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated '{' (opened here)", at: open) }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return PlistValue(.dictionary(entries), range: open ..< open + 1)
            }
            let (key, keyRange) = try string()
            try skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after the key \(key), found \(character(position))")
            }
            position += 1
            let value = try value(depth: depth + 1)
            entries.append(PlistEntry(key: key, keyRange: keyRange, value: value))
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated '{' (opened here)", at: open) }
            if bytes[position] == UInt8(ascii: ";") {
                position += 1
            } else if bytes[position] != UInt8(ascii: "}") {
                throw error("expected ';' after the value of \(key), found \(character(position))")
            }
        }
    }

    mutating func array(depth: Int) throws(ProjectFileError) -> PlistValue {
        let open = position
        position += 1
        var elements: [PlistValue] = []
        while true {
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated '(' (opened here)", at: open) }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return PlistValue(.array(elements), range: open ..< open + 1)
            }
            elements.append(try value(depth: depth + 1))
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("unterminated '(' (opened here)", at: open) }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in a list, found \(character(position))")
            }
        }
    }

    /// `<0fbd 1234>`: hex digits and spaces.
    mutating func data() throws(ProjectFileError) -> PlistValue {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            let c = bytes[position]
            let isHex = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
            guard isHex || c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D else { throw error("expected hex digits in <data>, found \(character(position))") }
            position += 1
        }
        guard position < bytes.count else { throw error("unterminated '<' data", at: start) }
        position += 1
        return PlistValue(.other, range: start ..< position)
    }

    static func isBareByte(_ c: UInt8) -> Bool {
        switch c {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "<"), UInt8(ascii: ">"):
            return false
        default:
            return c >= 0x20
        }
    }

    /// A quoted or bare string and its bytes.
    mutating func string() throws(ProjectFileError) -> (String, Range<Int>) {
        let start = position
        guard position < bytes.count else { throw error("unexpected end of file: expected a string") }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            while position < bytes.count, OpenStepReader.isBareByte(bytes[position]), !commentStarts(at: position) { position += 1 }
            guard position > start else { throw error("unexpected \(character(position))") }
            return (String(decoding: bytes[start ..< position], as: UTF8.self), start ..< position)
        }
        position += 1
        var result: [UInt8] = []
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            if c == quote { return (String(decoding: result, as: UTF8.self), start ..< position) }
            guard c == UInt8(ascii: "\\"), position < bytes.count else {
                result.append(c)
                continue
            }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let digit = OpenStepReader.hexValue(bytes[position]) {
                    code = code * 16 + digit
                    position += 1
                    digits += 1
                }
                result.append(contentsOf: Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8))
            case UInt8(ascii: "0") ... UInt8(ascii: "7"):
                var code = UInt32(escaped - 0x30)
                var digits = 1
                while digits < 3, position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x37 {
                    code = code * 8 + UInt32(bytes[position] - 0x30)
                    position += 1
                    digits += 1
                }
                result.append(contentsOf: Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8))
            default:
                result.append(escaped)
            }
        }
        throw error("unterminated string", at: start)
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30 ... 0x39: UInt32(c - 0x30)
        case 0x41 ... 0x46: UInt32(c - 0x41 + 10)
        case 0x61 ... 0x66: UInt32(c - 0x61 + 10)
        default: nil
        }
    }
}
