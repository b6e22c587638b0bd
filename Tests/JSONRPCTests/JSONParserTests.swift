import XCTest
@testable import JSONRPC

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func parseError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONParser.parse(bytes)
            XCTFail("expected an error, got \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        parseError(Array(text.utf8), file: file, line: line)
    }

    func testLiteralsAndWhitespace() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse(" \t\r\ntrue \n"), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(parseError("nul")?.reason, .unexpectedEndOfInput)
        XCTAssertEqual(parseError("tru e")?.offset, 3)
        XCTAssertEqual(parseError("")?.reason, .unexpectedEndOfInput)
        XCTAssertEqual(parseError("   ")?.reason, .unexpectedEndOfInput)
    }

    func testIntegersStayIntegers() throws {
        XCTAssertEqual(try parse("0"), .integer(0))
        XCTAssertEqual(try parse("-17"), .integer(-17))
        XCTAssertEqual(try parse("9223372036854775807"), .integer(Int64.max))
        XCTAssertEqual(try parse("-9223372036854775808"), .integer(Int64.min))
        XCTAssertEqual(try parse("9223372036854775808"), .double(9223372036854775808))
        XCTAssertEqual(try parse("-9223372036854775809"), .double(-9223372036854775808.0))
        XCTAssertEqual(try parse("123456789012345678901234567890"), .double(1.2345678901234568e29))
    }

    func testDoubles() throws {
        XCTAssertEqual(try parse("1.5"), .double(1.5))
        XCTAssertEqual(try parse("-0.25e2"), .double(-25))
        XCTAssertEqual(try parse("1E3"), .double(1000))
        XCTAssertEqual(try parse("1e+3"), .double(1000))
        XCTAssertEqual(try parse("2.0"), .double(2))
        let negativeZero = try parse("-0")
        guard case .double(let zero) = negativeZero else { return XCTFail("-0 should be a double, got \(negativeZero)") }
        XCTAssertEqual(zero.sign, .minus)
    }

    func testInvalidNumbers() {
        for text in ["01", "1.", ".5", "-", "1e", "1e+", "+1", "0x10", "-a", "1.e5", "--1", "Infinity", "NaN"] {
            XCTAssertNotNil(parseError(text), text)
        }
        XCTAssertEqual(parseError("01")?.reason, .trailingCharacters)
        XCTAssertEqual(parseError("1.")?.reason, .invalidNumber)
        XCTAssertEqual(parseError("1.")?.offset, 2)
    }

    func testSimpleEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#), .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
        XCTAssertEqual(try parse(#""\u0041\u00e9\u20AC""#), .string("Aé€"))
        XCTAssertEqual(try parse(#""\u0000""#), .string("\u{0}"))
    }

    func testSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try parse(#""x\uD834\uDD1Ey""#), .string("x𝄞y"))
    }

    func testLoneSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try parse(#""\ud83d""#), .string("\u{FFFD}"))
        XCTAssertEqual(try parse(#""\ude00x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try parse(#""\ud83dA""#), .string("\u{FFFD}A"))
        // A high surrogate followed by an escape that is not a low surrogate:
        // the second escape still counts on its own.
        XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"))
        XCTAssertEqual(try parse(#""\ud83d\ud83d\ude00""#), .string("\u{FFFD}😀"))
    }

    func testInvalidEscapes() {
        XCTAssertEqual(parseError(#""ab\x""#), JSONParseError(offset: 3, reason: .invalidEscape))
        XCTAssertEqual(parseError(#""\u12G4""#), JSONParseError(offset: 1, reason: .invalidEscape))
        XCTAssertEqual(parseError(#""\u12""#)?.reason, .invalidEscape)
        XCTAssertEqual(parseError(#""\"#)?.reason, .unexpectedEndOfInput)
    }

    func testControlCharactersInStrings() {
        XCTAssertEqual(parseError("\"a\nb\""), JSONParseError(offset: 2, reason: .controlCharacterInString))
        XCTAssertEqual(parseError("\"a\\n\tb\"")?.reason, .controlCharacterInString)
        XCTAssertEqual(parseError("\"unterminated")?.reason, .unexpectedEndOfInput)
    }

    func testInvalidUTF8IsAnError() {
        XCTAssertEqual(parseError([0x22, 0x61, 0xFF, 0x22]), JSONParseError(offset: 2, reason: .invalidUTF8))
        // Truncated sequence, overlong encoding, UTF-8-encoded surrogate.
        XCTAssertEqual(parseError([0x22, 0xE2, 0x82, 0x22])?.reason, .invalidUTF8)
        XCTAssertEqual(parseError([0x22, 0xC0, 0x80, 0x22])?.reason, .invalidUTF8)
        XCTAssertEqual(parseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.reason, .invalidUTF8)
        // In the slow path too (the string has an escape before the bad byte).
        XCTAssertEqual(parseError([0x22, 0x5C, 0x6E, 0x61, 0xFE, 0x22]), JSONParseError(offset: 4, reason: .invalidUTF8))
        // Outside a string, any non-ASCII byte is unexpected.
        XCTAssertEqual(parseError([0x5B, 0xC3, 0xA9, 0x5D])?.reason, .unexpectedCharacter(0xC3))
    }

    func testValidMultibyteUTF8() throws {
        XCTAssertEqual(try parse("\"héllo wörld — 日本語 😀 and a \\\"quote\\\"\""), .string("héllo wörld — 日本語 😀 and a \"quote\""))
    }

    func testLongStringsCrossTheWordScanner() throws {
        // Special bytes at every offset modulo 8, so both scanning loops see them.
        for padding in 0..<17 {
            let prefix = String(repeating: "x", count: padding)
            XCTAssertEqual(try parse("\"\(prefix)\\n\(prefix)\""), .string("\(prefix)\n\(prefix)"))
            XCTAssertEqual(parseError("\"\(prefix)\u{1}\"")?.offset, 1 + padding)
        }
    }

    func testArraysAndObjects() throws {
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("[ 1 , \"a\" , [ ] , { } ]"), [1, "a", [], .object([:])])
        let object = try parse(#"{"b": 1, "a": {"c": [true, null]}}"#)
        XCTAssertEqual(object, ["b": 1, "a": ["c": [true, nil]]])
        XCTAssertEqual(object.objectValue?.keys, ["b", "a"])
    }

    func testRepeatedKeysKeepFirstPositionAndLastValue() throws {
        let object = try parse(#"{"a": 1, "b": 2, "a": 3}"#).objectValue
        XCTAssertEqual(object?.keys, ["a", "b"])
        XCTAssertEqual(object?["a"], .integer(3))
    }

    /// Objects of every size around the point where the parser hands the rest to the object's hash
    /// index, with keys repeated before and after it, protocol keys (taken as literals) and others, and
    /// objects nested in members and in array elements: each is what setting its members one by one in
    /// order gives (first position, last value).
    func testObjectsOfEverySizeMatchSettingTheirMembersInOrder() throws {
        let spellings = ["range", "uri", "k", "é", "message", "a\\u0041", "start", "line"]
        for size in 0 ... 30 {
            var members: [(String, JSONValue)] = []
            for position in 0 ..< size {
                let key = position % 5 == 4 ? spellings[position % 3] : spellings[position % spellings.count] + (position < spellings.count ? "" : "\(position)")
                let value: JSONValue = position % 7 == 6 ? ["inner": ["line": .integer(Int64(position)), "x": [1, ["end": 2]]]] : .integer(Int64(position))
                members.append((key, value))
            }
            var expected = JSONObject()
            for (key, value) in members { expected[try parse("\"" + key + "\"").stringValue!] = value }
            let text = "{" + members.map { "\"" + $0.0 + "\": " + String(decoding: $0.1.serialized(), as: UTF8.self) }.joined(separator: ", ") + "}"
            let parsed = try XCTUnwrap(try parse(text).objectValue, text)
            XCTAssertEqual(parsed.keys, expected.keys, text)
            XCTAssertEqual(parsed.values, expected.values, text)
            XCTAssertEqual(parsed, expected, text)
            // The same object as an array's elements, twice, beside a scalar.
            XCTAssertEqual(try parse("[" + text + ", 7, " + text + "]"), .array([.object(expected), 7, .object(expected)]), text)
        }
    }

    func testStructuralErrors() {
        XCTAssertEqual(parseError("[1,]"), JSONParseError(offset: 3, reason: .unexpectedCharacter(UInt8(ascii: "]"))))
        XCTAssertEqual(parseError("[1 2]")?.offset, 3)
        XCTAssertEqual(parseError(#"{"a" 1}"#)?.offset, 5)
        XCTAssertEqual(parseError(#"{a: 1}"#)?.offset, 1)
        XCTAssertEqual(parseError(#"{"a": 1,}"#)?.offset, 8)
        XCTAssertEqual(parseError("[1")?.reason, .unexpectedEndOfInput)
        XCTAssertEqual(parseError("{} {}"), JSONParseError(offset: 3, reason: .trailingCharacters))
        XCTAssertEqual(parseError([0xEF, 0xBB, 0xBF, 0x31])?.reason, .unexpectedCharacter(0xEF))
    }

    func testDepthLimit() throws {
        let limit = JSONParser.defaultMaximumDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNoThrow(try parse(atLimit))
        let beyond = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        XCTAssertEqual(parseError(beyond), JSONParseError(offset: limit, reason: .tooDeep(limit: limit)))
        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        XCTAssertEqual(parseError(objects)?.reason, .tooDeep(limit: limit))
        XCTAssertEqual(try JSONParser.parse(Array("[[1]]".utf8), maximumDepth: 2), [[1]])
        XCTAssertThrowsError(try JSONParser.parse(Array("[[[1]]]".utf8), maximumDepth: 2)) { error in
            XCTAssertEqual(error as? JSONParseError, JSONParseError(offset: 2, reason: .tooDeep(limit: 2)))
        }
    }

    func testHostileNestingFailsWithoutOverflowingTheStack() {
        let hostile = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        XCTAssertEqual(parseError(hostile)?.reason, .tooDeep(limit: JSONParser.defaultMaximumDepth))
    }

    func testOtherInputTypes() throws {
        XCTAssertEqual(try JSONParser.parse(Data(#"{"k":[1.5]}"#.utf8)), ["k": [1.5]])
        XCTAssertEqual(try JSONParser.parse(#"{"k":"v"}"#), ["k": "v"])
        let bytes = Array("[7]".utf8)
        XCTAssertEqual(try bytes.withUnsafeBytes { try JSONParser.parse($0) }, [7])
    }

    func testErrorDescriptionNamesOffsetAndReason() {
        XCTAssertEqual(parseError("[1,]")?.description, "unexpected character ']' at byte 3")
        XCTAssertEqual(parseError([0x22, 0xFF, 0x22])?.description, "invalid UTF-8 at byte 1")
    }
}
