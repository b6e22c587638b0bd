import Foundation

/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// Decisions worth knowing:
/// - Invalid UTF-8 anywhere is an error (outside strings only ASCII is legal
///   anyway; inside strings each string is validated once, in bulk).
/// - A lone surrogate escape (`\uD800` not followed by a low surrogate, or a
///   low surrogate on its own) becomes U+FFFD rather than an error. JavaScript
///   clients send them when a document holds one, and rejecting the whole
///   message would break document synchronisation; U+FFFD keeps the UTF-16
///   length, so positions computed by the client still line up.
/// - Nesting deeper than `maximumDepth` arrays/objects is an error, which
///   bounds the recursion so hostile input cannot overflow the stack.
/// - A repeated object key keeps its first position and its last value.
/// - Integers beyond 64 bits and numbers with a fraction or exponent are
///   `.double`; `-0` is `.double(-0.0)` so that it round-trips. A number
///   beyond `Double`'s range is an error (RFC 8259 §6 allows the limit).
public enum JSONParser {
    public static let defaultMaximumDepth = 512

    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw JSONParseError(offset: 0, reason: .unexpectedEndOfInput)
        }
        var parser = Parser(
            bytes: base.assumingMemoryBound(to: UInt8.self), count: bytes.count, maximumDepth: maximumDepth)
        defer { parser.scratch.deallocate() }
        return try parser.parseDocument()
    }

    public static func parse(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBytes { buffer in capture { () throws(JSONParseError) in
            try parse(buffer, maximumDepth: maximumDepth)
        } }.get()
    }

    public static func parse(
        _ data: Data, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        try data.withUnsafeBytes { buffer in capture { () throws(JSONParseError) in
            try parse(buffer, maximumDepth: maximumDepth)
        } }.get()
    }

    public static func parse(
        _ text: String, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in capture { () throws(JSONParseError) in
            try parse(UnsafeRawBufferPointer(buffer), maximumDepth: maximumDepth)
        } }.get()
    }

    /// The `withUnsafe…` closures are untyped-rethrowing; carrying the result
    /// out keeps the public functions' typed `throws`.
    private static func capture(
        _ body: () throws(JSONParseError) -> JSONValue
    ) -> Result<JSONValue, JSONParseError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }
}

private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
}

private struct Parser {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    var position = 0
    var depth = 0
    /// Reused for strings with escapes so that each one does not allocate anew.
    var scratch = Scratch()
    /// The members of the objects and the elements of the arrays being parsed, innermost last: each
    /// container is made at its end from its stretch of the stack, in one allocation of its exact size
    /// (growing each one member by member cost more than parsing it).
    let memberStack = MovingStack<(key: String, value: JSONValue)>()
    let elementStack = MovingStack<JSONValue>()

    init(bytes: UnsafePointer<UInt8>, count: Int, maximumDepth: Int) {
        self.bytes = bytes
        self.count = count
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position != count { throw JSONParseError(offset: position, reason: .trailingCharacters) }
        return value
    }

    private func failure(at offset: Int) -> JSONParseError {
        if offset >= count { return JSONParseError(offset: count, reason: .unexpectedEndOfInput) }
        return JSONParseError(offset: offset, reason: .unexpectedCharacter(bytes[offset]))
    }

    private mutating func skipWhitespace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < count else { throw failure(at: position) }
        switch bytes[position] {
        case ASCII.quote:
            position += 1
            return .string(try parseStringBody())
        case ASCII.openBrace: return try parseObject()
        case ASCII.openBracket: return try parseArray()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case ASCII.minus, ASCII.zero...ASCII.nine: return try parseNumber()
        default: throw failure(at: position)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in text {
            guard position < count, bytes[position] == expected else { throw failure(at: position) }
            position += 1
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth {
            throw JSONParseError(offset: position, reason: .tooDeep(limit: maximumDepth))
        }
        position += 1
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        skipWhitespace()
        if position < count, bytes[position] == ASCII.closeBracket {
            position += 1
            depth -= 1
            return .array([])
        }
        let base = elementStack.count
        while true {
            skipWhitespace()
            let element = try parseValue()
            elementStack.push(element)
            skipWhitespace()
            guard position < count else { throw failure(at: position) }
            let byte = bytes[position]
            if byte == ASCII.comma {
                position += 1
            } else if byte == ASCII.closeBracket {
                position += 1
                break
            } else {
                throw failure(at: position)
            }
        }
        depth -= 1
        return .array(elementStack.take(from: base))
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        skipWhitespace()
        if position < count, bytes[position] == ASCII.closeBrace {
            position += 1
            depth -= 1
            return .object(JSONObject())
        }
        let base = memberStack.count
        // Past a dozen members, the object itself (with its hash index) takes the rest: finding a repeated
        // key by comparing with each member before it would make a large object quadratic.
        var large: JSONObject?
        while true {
            skipWhitespace()
            guard position < count, bytes[position] == ASCII.quote else { throw failure(at: position) }
            position += 1
            let key = try parseKey()
            skipWhitespace()
            guard position < count, bytes[position] == ASCII.colon else { throw failure(at: position) }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            if large != nil {
                large![key] = value
            } else if let repeated = memberStack.firstIndex(from: base, where: { $0.key == key }) {
                memberStack[repeated].value = value
            } else if memberStack.count - base == JSONObject.indexThreshold {
                var object = JSONObject(uniqueMembers: memberStack.take(from: base))
                object[key] = value
                large = object
            } else {
                memberStack.push((key, value))
            }
            skipWhitespace()
            guard position < count else { throw failure(at: position) }
            let byte = bytes[position]
            if byte == ASCII.comma {
                position += 1
            } else if byte == ASCII.closeBrace {
                position += 1
                break
            } else {
                throw failure(at: position)
            }
        }
        depth -= 1
        return .object(large ?? JSONObject(uniqueMembers: memberStack.take(from: base)))
    }

    /// An object's key, from just after its opening quote: one of the protocol's usual keys is that key's
    /// literal (no validation, no allocation, no reference counting: most keys of a message are these).
    private mutating func parseKey() throws(JSONParseError) -> String {
        let start = position
        let end = scanToSpecial(from: start)
        if end < count, bytes[end] == ASCII.quote, let known = JSONKeys.known(bytes + start, count: end - start) {
            position = end + 1
            return known
        }
        return try parseStringBody()
    }

    // MARK: Numbers

    private func isDigit(at offset: Int) -> Bool {
        offset < count && bytes[offset] >= ASCII.zero && bytes[offset] <= ASCII.nine
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        let negative = bytes[position] == ASCII.minus
        if negative { position += 1 }
        guard isDigit(at: position) else { throw JSONParseError(offset: position, reason: .invalidNumber) }

        var magnitude: UInt64 = 0
        var overflowed = false
        if bytes[position] == ASCII.zero {
            position += 1
        } else {
            while isDigit(at: position) {
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[position] &- ASCII.zero))
                magnitude = sum
                overflowed = overflowed || o1 || o2
                position += 1
            }
        }

        var isInteger = true
        if position < count, bytes[position] == ASCII.dot {
            isInteger = false
            position += 1
            guard isDigit(at: position) else { throw JSONParseError(offset: position, reason: .invalidNumber) }
            while isDigit(at: position) { position += 1 }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < count, bytes[position] == ASCII.plus || bytes[position] == ASCII.minus { position += 1 }
            guard isDigit(at: position) else { throw JSONParseError(offset: position, reason: .invalidNumber) }
            while isDigit(at: position) { position += 1 }
        }

        if isInteger && !overflowed {
            if !negative, magnitude <= UInt64(Int64.max) { return .integer(Int64(magnitude)) }
            if negative, magnitude != 0, magnitude <= UInt64(Int64.max) + 1 {
                return .integer(Int64(truncatingIfNeeded: 0 &- magnitude))
            }
        }
        let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: position - start), as: UTF8.self)
        // Beyond Double's range (`1e400`) there is no value to keep: infinity
        // would be written back as `null` (found by the `json` fuzz target).
        guard let value = Double(text), value.isFinite else { throw JSONParseError(offset: start, reason: .invalidNumber) }
        return .double(value)
    }

    // MARK: Strings

    private func scanToSpecial(from start: Int) -> Int {
        JSONBytes.firstSpecial(bytes, from: start, to: count)
    }

    /// Parses from just after an opening quote to just after the closing one.
    private mutating func parseStringBody() throws(JSONParseError) -> String {
        let start = position
        position = scanToSpecial(from: position)
        guard position < count else { throw failure(at: position) }
        if bytes[position] == ASCII.quote {
            let string = try makeString(UnsafeBufferPointer(start: bytes + start, count: position - start), from: start)
            position += 1
            return string
        }

        // Unescaping never lengthens a string, so the rest of the input bounds it.
        scratch.reset(minimumCapacity: count - start)
        var segmentStart = start
        while true {
            position = scanToSpecial(from: position)
            guard position < count else { throw failure(at: position) }
            let byte = bytes[position]
            scratch.append(bytes + segmentStart, count: position - segmentStart)
            if byte == ASCII.quote { break }
            if byte < 0x20 { throw JSONParseError(offset: position, reason: .controlCharacterInString) }
            try parseEscape()
            segmentStart = position
        }
        let end = position
        position += 1
        if let string = JSONBytes.string(scratch.buffer) { return string }
        // Escapes only produce valid UTF-8 and never a continuation byte
        // first, so the culprit is in the raw input between the quotes.
        throw invalidUTF8(in: UnsafeBufferPointer(start: bytes + start, count: end - start), from: start)
    }

    private func makeString(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) throws(JSONParseError) -> String {
        if let string = JSONBytes.string(buffer) { return string }
        throw invalidUTF8(in: buffer, from: offset)
    }

    private func invalidUTF8(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> JSONParseError {
        var iterator = buffer.makeIterator()
        var decoder = Unicode.UTF8.ForwardParser()
        var consumed = 0
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded): consumed += encoded.count
            case .error: return JSONParseError(offset: offset + consumed, reason: .invalidUTF8)
            case .emptyInput: return JSONParseError(offset: offset, reason: .invalidUTF8)
            }
        }
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let escapeStart = position
        position += 1
        guard position < count else { throw failure(at: position) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"): appendUTF8(try parseUnicodeEscape())
        default: throw JSONParseError(offset: escapeStart, reason: .invalidEscape)
        }
    }

    /// After `\u`: four hex digits, joined with a following low surrogate
    /// escape when this is a high surrogate. Lone surrogates become U+FFFD.
    private mutating func parseUnicodeEscape() throws(JSONParseError) -> UInt32 {
        let unit = try parseHex4()
        switch unit {
        case 0xD800...0xDBFF:
            if position + 1 < count, bytes[position] == ASCII.backslash, bytes[position + 1] == UInt8(ascii: "u") {
                let resume = position
                position += 2
                let low = try parseHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                position = resume
            }
            return 0xFFFD
        case 0xDC00...0xDFFF:
            return 0xFFFD
        default:
            return unit
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        let escapeStart = position - 2
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < count else { throw failure(at: position) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONParseError(offset: escapeStart, reason: .invalidEscape)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

/// Growable only between strings: within one, the bound computed up front
/// holds, so appends need no capacity checks.
private struct Scratch {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var count = 0

    mutating func reset(minimumCapacity: Int) {
        if capacity < minimumCapacity {
            base?.deallocate()
            base = .allocate(capacity: minimumCapacity)
            capacity = minimumCapacity
        }
        count = 0
    }

    mutating func append(_ byte: UInt8) {
        base![count] = byte
        count += 1
    }

    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        (base! + count).initialize(from: source, count: length)
        count += length
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    func deallocate() { base?.deallocate() }
}

/// The values of the containers being parsed, in memory the parser manages: a container's stretch is
/// moved out at its end, not copied and then destroyed (`Array(stack[base...])` and `removeSubrange`
/// copied and destroyed each member through the runtime's generic witnesses: a third of parsing a
/// 750-diagnostic publication). What a failed parse leaves is destroyed with the stack.
private final class MovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    subscript(position: Int) -> Element {
        get { base[position] }
        set { base[position] = newValue }
    }

    func firstIndex(from start: Int, where matches: (Element) -> Bool) -> Int? {
        var position = start
        while position < count {
            if matches(base[position]) { return position }
            position += 1
        }
        return nil
    }

    /// The elements from `start` on, moved into an array; the stack ends at `start` again.
    func take(from start: Int) -> [Element] {
        let takenCount = count - start
        guard takenCount > 0 else { return [] }
        count = start
        // Not `Array(unsafeUninitializedCapacity:)`: its allocation is not specialized, and looking up
        // the storage's generic metadata each time cost as much as the copies saved.
        var taken = [Element]()
        taken.reserveCapacity(takenCount)
        for position in start ..< start + takenCount { taken.append((base + position).move()) }
        return taken
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
