import XCTest
@testable import JSONRPC

final class JSONSerializerTests: XCTestCase {
    func testScalars() {
        XCTAssertEqual(JSONValue.null.serializedString(), "null")
        XCTAssertEqual(JSONValue.bool(true).serializedString(), "true")
        XCTAssertEqual(JSONValue.bool(false).serializedString(), "false")
        XCTAssertEqual(JSONValue.integer(0).serializedString(), "0")
        XCTAssertEqual(JSONValue.integer(7).serializedString(), "7")
        XCTAssertEqual(JSONValue.integer(-42).serializedString(), "-42")
        XCTAssertEqual(JSONValue.integer(Int64.max).serializedString(), "9223372036854775807")
        XCTAssertEqual(JSONValue.integer(Int64.min).serializedString(), "-9223372036854775808")
    }

    func testDoublesNeverReadBackAsIntegers() throws {
        XCTAssertEqual(JSONValue.double(2).serializedString(), "2.0")
        XCTAssertEqual(JSONValue.double(-0.0).serializedString(), "-0.0")
        XCTAssertEqual(JSONValue.double(0.1).serializedString(), "0.1")
        for value in [2.0, 1e300, -1e-300, Double.leastNonzeroMagnitude, 0.1 + 0.2, 123456789.125, -0.0] {
            let text = JSONValue.double(value).serialized()
            XCTAssertEqual(try JSONParser.parse(text), .double(value), String(decoding: text, as: UTF8.self))
        }
    }

    func testNonFiniteDoublesBecomeNull() {
        XCTAssertEqual(JSONValue.double(.nan).serializedString(), "null")
        XCTAssertEqual(JSONValue.double(.infinity).serializedString(), "null")
        XCTAssertEqual(JSONValue.double(-.infinity).serializedString(), "null")
    }

    func testStringEscaping() {
        XCTAssertEqual(JSONValue.string("a\"b\\c/d").serializedString(), #""a\"b\\c/d""#)
        XCTAssertEqual(JSONValue.string("\n\r\t\u{8}\u{C}").serializedString(), #""\n\r\t\b\f""#)
        XCTAssertEqual(JSONValue.string("\u{0}\u{1F}\u{7F}").serializedString(), "\"\\u0000\\u001f\u{7F}\"")
        XCTAssertEqual(JSONValue.string("é😀").serialized(), [0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x22])
        XCTAssertEqual(JSONValue.string("").serializedString(), #""""#)
    }

    func testContainersAreCompactAndOrdered() {
        let value: JSONValue = ["z": 1, "a": [1, "two", nil, [], .object([:])], "m": ["x": true]]
        XCTAssertEqual(value.serializedString(), #"{"z":1,"a":[1,"two",null,[],{}],"m":{"x":true}}"#)
    }

    func testSerializationIsDeterministic() {
        var object = JSONObject()
        for index in (0..<50).reversed() { object["key\(index)"] = .integer(Int64(index)) }
        let first = JSONValue.object(object).serialized()
        XCTAssertEqual(JSONValue.object(object).serialized(), first)
        XCTAssertTrue(JSONValue.object(object).serializedString().hasPrefix(#"{"key49":49,"key48":48"#))
    }

    func testRoundTrip() throws {
        let text = #"{"jsonrpc":"2.0","id":"abc","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/a%20b.swift","version":12},"contentChanges":[{"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":5}},"text":"let x = \"é\\n\" // 😀\t\u0001"}],"n":-1.5e-7,"big":-9223372036854775808,"flags":[true,false,null]}}"#
        let value = try JSONParser.parse(text)
        XCTAssertEqual(value.serializedString(), text.replacingOccurrences(of: "-1.5e-7", with: "-1.5e-07"))
        XCTAssertEqual(try JSONParser.parse(value.serialized()), value)
    }

    func testDescriptionIsJSON() {
        XCTAssertEqual(String(describing: JSONValue.array(["a", 1])), #"["a",1]"#)
        XCTAssertEqual(String(describing: JSONObject(dictionaryLiteral: ("k", "v"))), #"{"k":"v"}"#)
    }
}
