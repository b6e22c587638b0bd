import XCTest
@testable import JSONRPC

/// Inputs the `json` fuzz target (Fuzz/JSONFuzzer.swift) found.
final class JSONFuzzRegressionTests: XCTestCase {
    /// `5e1092` parsed as infinity, which serializes as `null`: the value did
    /// not survive a round trip. A number beyond Double's range is now an
    /// error (RFC 8259 §6 lets a parser limit the range); tiny ones still
    /// become zero, the nearest double.
    func testNumbersBeyondDoubleRangeAreErrors() throws {
        for text in ["5e1092", "-1e400", "1" + String(repeating: "0", count: 400), "[1, 2e308]", "{\"a\": 1.8e308}"] {
            XCTAssertThrowsError(try JSONParser.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual((error as? JSONParseError)?.reason, .invalidNumber, text)
            }
        }
        XCTAssertEqual(try JSONParser.parse(Array("1.7976931348623157e308".utf8)), .double(.greatestFiniteMagnitude))
        XCTAssertEqual(try JSONParser.parse(Array("1e-400".utf8)), .double(0))
        for text in ["1.7976931348623157e308", "-5e-324", "1e-400", "0.1"] {
            let value = try JSONParser.parse(Array(text.utf8))
            XCTAssertEqual(try JSONParser.parse(value.serialized()), value, text)
        }
    }
}
