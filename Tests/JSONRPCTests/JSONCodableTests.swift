import XCTest
@testable import JSONRPC

private struct Position: Codable, Equatable {
    var line: Int
    var character: Int
}

private struct Range: Codable, Equatable {
    var start: Position
    var end: Position
}

private enum Severity: Int, Codable {
    case error = 1, warning = 2
}

private struct Diagnostic: Codable, Equatable {
    var range: Range
    var severity: Severity?
    var code: String?
    var message: String
    var tags: [Int]?
    var data: JSONValue?
}

private struct Numbers: Codable, Equatable {
    var int8: Int8
    var uint16: UInt16
    var int32: Int32
    var uint: UInt
    var float: Float
    var double: Double
}

private class Base: Codable {
    var name = "base"
}

private final class Derived: Base {
    var extra = 7

    private enum CodingKeys: String, CodingKey { case extra }

    override init() { super.init() }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        extra = try container.decode(Int.self, forKey: .extra)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(extra, forKey: .extra)
        try super.encode(to: container.superEncoder())
    }
}

final class JSONCodableTests: XCTestCase {
    private let encoder = JSONValueEncoder()
    private let decoder = JSONValueDecoder()

    private let diagnostic = Diagnostic(
        range: Range(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9)),
        severity: .warning, code: "DUO101", message: "Use the safe area", tags: [2], data: ["fix": [1, "a"]])

    func testEncodesInDeclarationOrderAndOmitsNil() throws {
        var value = diagnostic
        value.code = nil
        value.tags = nil
        let json = try encoder.encode(value)
        XCTAssertEqual(json.serializedString(),
            #"{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":9}},"severity":2,"message":"Use the safe area","data":{"fix":[1,"a"]}}"#)
    }

    func testRoundTrip() throws {
        XCTAssertEqual(try decoder.decode(Diagnostic.self, from: encoder.encode(diagnostic)), diagnostic)
    }

    func testDecodesMissingAndNullOptionalsAsNil() throws {
        let json: JSONValue = ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]],
            "message": "m", "severity": nil]
        let decoded = try decoder.decode(Diagnostic.self, from: json)
        XCTAssertNil(decoded.severity)
        XCTAssertNil(decoded.code)
        XCTAssertNil(decoded.data)
    }

    func testNumberConversions() throws {
        let json: JSONValue = ["int8": -5, "uint16": 65535, "int32": 3.0, "uint": 12, "float": 1, "double": 7]
        let numbers = try decoder.decode(Numbers.self, from: json)
        XCTAssertEqual(numbers, Numbers(int8: -5, uint16: 65535, int32: 3, uint: 12, float: 1, double: 7))

        XCTAssertThrowsError(try decoder.decode(Int8.self, from: 300))
        XCTAssertThrowsError(try decoder.decode(UInt.self, from: -1))
        XCTAssertThrowsError(try decoder.decode(Int.self, from: 2.5))
        XCTAssertThrowsError(try decoder.decode(Int.self, from: "2"))
        XCTAssertThrowsError(try decoder.decode(Float.self, from: 1e300))
        XCTAssertEqual(try decoder.decode(Double.self, from: .integer(Int64.max)), 9.223372036854775807e18)
    }

    func testEncodingRejectsValuesJSONCannotHold() {
        XCTAssertThrowsError(try encoder.encode(UInt64.max))
        XCTAssertThrowsError(try encoder.encode([Double.nan]))
        XCTAssertThrowsError(try encoder.encode(["x": Float.infinity]))
        XCTAssertEqual(try encoder.encode(UInt64(Int64.max)), .integer(Int64.max))
    }

    func testEncodingErrorsCarryTheCodingPath() {
        struct Holder: Encodable {
            var values: [String: [Double]]
        }
        XCTAssertThrowsError(try encoder.encode(Holder(values: ["v": [1, .nan]]))) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["values", "v", "Index 1"])
        }
    }

    func testErrorsCarryTheCodingPath() {
        let json: JSONValue = ["range": ["start": ["line": 0, "character": "zero"], "end": ["line": 0, "character": 1]],
            "message": "m"]
        XCTAssertThrowsError(try decoder.decode(Diagnostic.self, from: json)) { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["range", "start", "character"])
        }
        XCTAssertThrowsError(try decoder.decode(Position.self, from: ["line": 1])) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "character")
        }
        XCTAssertThrowsError(try decoder.decode([Position].self, from: [["line": 1, "character": 1], nil])) { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.intValue), [1])
        }
        XCTAssertThrowsError(try decoder.decode(Position.self, from: [1, 2]))
    }

    func testCollectionsAndScalars() throws {
        XCTAssertEqual(try encoder.encode(["b": 1, "a": 2] as [String: Int]).objectValue?.count, 2)
        XCTAssertEqual(try decoder.decode([String: Int].self, from: ["a": 1, "b": 2]), ["a": 1, "b": 2])
        XCTAssertEqual(try encoder.encode([[1], [], [2, 3]]), [[1], [], [2, 3]])
        XCTAssertEqual(try decoder.decode([[Int]].self, from: [[1], [], [2, 3]]), [[1], [], [2, 3]])
        XCTAssertEqual(try decoder.decode([Int?].self, from: [1, nil, 3]), [1, nil, 3])
        XCTAssertEqual(try encoder.encode([1, nil, 3] as [Int?]), [1, nil, 3])
        XCTAssertEqual(try encoder.encode("s"), "s")
        XCTAssertEqual(try encoder.encode(true), true)
        XCTAssertEqual(try encoder.encode(Severity.error), 1)
        XCTAssertEqual(try decoder.decode(Severity.self, from: 2), .warning)
        XCTAssertThrowsError(try decoder.decode(Severity.self, from: 3))
    }

    func testJSONValuePassesThroughUntouched() throws {
        let payload: JSONValue = ["z": 1, "a": [nil, 2.5, "x"]]
        let encoded = try encoder.encode(["data": payload])
        XCTAssertEqual(encoded["data"]?.objectValue?.keys, ["z", "a"])
        XCTAssertEqual(try decoder.decode(JSONValue.self, from: payload), payload)
        XCTAssertEqual(try decoder.decode(JSONObject.self, from: payload), payload.objectValue)
    }

    func testJSONValueWorksWithFoundationCoders() throws {
        let payload: JSONValue = ["a": [1, 2.5, "x", true, nil], "b": ["c": -3]]
        let data = try JSONEncoder().encode(payload)
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), payload)
    }

    func testURLIsAString() throws {
        let url = URL(string: "file:///tmp/a%20b.swift")!
        XCTAssertEqual(try encoder.encode(["uri": url]), ["uri": "file:///tmp/a%20b.swift"])
        XCTAssertEqual(try decoder.decode(URL.self, from: "file:///tmp/a%20b.swift"), url)
    }

    func testSuperEncoderAndDecoder() throws {
        let json = try encoder.encode(Derived())
        XCTAssertEqual(json, ["extra": 7, "super": ["name": "base"]])
        let decoded = try decoder.decode(Derived.self, from: ["extra": 9, "super": ["name": "n"]])
        XCTAssertEqual(decoded.extra, 9)
        XCTAssertEqual(decoded.name, "n")
    }

    func testNestedContainers() throws {
        struct Manual: Encodable {
            func encode(to encoder: Encoder) throws {
                var outer = encoder.container(keyedBy: JSONCodingKey.self)
                var list = outer.nestedUnkeyedContainer(forKey: JSONCodingKey(stringValue: "list"))
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: JSONCodingKey.self)
                try inner.encode("v", forKey: JSONCodingKey(stringValue: "k"))
                try list.encode(2)
                try outer.encode(true, forKey: JSONCodingKey(stringValue: "after"))
            }
        }
        XCTAssertEqual(try encoder.encode(Manual()).serializedString(), #"{"list":[1,{"k":"v"},2],"after":true}"#)
    }
}
