import XCTest
@testable import JSONRPC

final class JSONValueTests: XCTestCase {
    func testAccessors() {
        let value: JSONValue = ["s": "text", "i": 3, "d": 2.5, "whole": 4.0, "b": true, "a": [1, 2], "o": ["k": nil]]
        XCTAssertEqual(value["s"]?.stringValue, "text")
        XCTAssertEqual(value["i"]?.intValue, 3)
        XCTAssertEqual(value["i"]?.int64Value, 3)
        XCTAssertEqual(value["i"]?.doubleValue, 3)
        XCTAssertNil(value["d"]?.intValue)
        XCTAssertEqual(value["whole"]?.intValue, 4)
        XCTAssertEqual(value["d"]?.doubleValue, 2.5)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertEqual(value["a"]?.arrayValue, [1, 2])
        XCTAssertEqual(value["a"]?[1], 2)
        XCTAssertNil(value["a"]?[2])
        XCTAssertNil(value["a"]?[-1])
        XCTAssertEqual(value["o"]?["k"]?.isNull, true)
        XCTAssertNil(value["missing"])
        XCTAssertNil(value["s"]?["x"])
        XCTAssertNil(value["s"]?.intValue)
        XCTAssertNil(value["i"]?.stringValue)
        XCTAssertNil(value["i"]?.boolValue)
        XCTAssertEqual(value.objectValue?.count, 7)
    }

    func testIntegerAndDoubleAreDistinctValues() {
        XCTAssertNotEqual(JSONValue.integer(1), JSONValue.double(1))
    }
}

final class JSONObjectTests: XCTestCase {
    func testInsertionOrderAndReplacement() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["b"] = 3
        XCTAssertEqual(object.keys, ["b", "a"])
        XCTAssertEqual(object.values, [3, 2])
        XCTAssertEqual(object["b"], 3)
        object["b"] = nil
        XCTAssertEqual(object.keys, ["a"])
        XCTAssertNil(object["b"])
        XCTAssertEqual(object.removeValue(forKey: "a"), 2)
        XCTAssertTrue(object.isEmpty)
        XCTAssertNil(object.removeValue(forKey: "a"))
    }

    func testLargeObjectsStayConsistentAcrossTheIndexThreshold() {
        var object = JSONObject()
        for index in 0..<100 { object["k\(index)"] = .integer(Int64(index)) }
        for index in 0..<100 { XCTAssertEqual(object["k\(index)"], .integer(Int64(index))) }
        for index in stride(from: 0, to: 100, by: 2) { object["k\(index)"] = nil }
        XCTAssertEqual(object.count, 50)
        XCTAssertNil(object["k10"])
        XCTAssertEqual(object["k11"], 11)
        XCTAssertEqual(object.keys.first, "k1")
        object["k11"] = "replaced"
        XCTAssertEqual(object.keys[5], "k11")
        XCTAssertEqual(object["k11"], "replaced")
        object["new"] = true
        XCTAssertEqual(object.keys.last, "new")
        XCTAssertEqual(object["new"], true)
    }

    func testEqualityIgnoresOrder() {
        let first: JSONObject = ["a": 1, "b": [2]]
        let second: JSONObject = ["b": [2], "a": 1]
        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, ["a": 1, "b": [3]])
        XCTAssertNotEqual(first, ["a": 1])
        XCTAssertNotEqual(first, ["a": 1, "c": [2]])
    }

    func testIteration() {
        let object: JSONObject = ["x": 1, "y": 2]
        XCTAssertEqual(object.map { $0.key }, ["x", "y"])
        XCTAssertEqual(object.map { $0.value }, [1, 2])
    }
}
