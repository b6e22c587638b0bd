import XCTest
@testable import JSONRPC

/// Each kind of bad input over a live connection: it gets the answer the
/// JSON-RPC spec gives (or a log line when there is nothing to answer), and a
/// request sent after it is still served. `shutDown` checks that nothing but
/// frames reached the output.
final class ConnectionBadInputTests: XCTestCase {
    private var harness: PipeHarness!

    override func setUp() {
        harness = PipeHarness()
    }

    override func tearDown() {
        harness.shutDown()
        harness = nil
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func expectError(code: Int, id: JSONValue, file: StaticString = #filePath, line: UInt = #line) {
        let message = harness.readMessage(file: file, line: line)
        XCTAssertEqual(message?["id"], id, file: file, line: line)
        XCTAssertEqual(message?["error"]?["code"], .integer(Int64(code)), file: file, line: line)
        XCTAssertEqual(message?["jsonrpc"], "2.0", file: file, line: line)
        XCTAssertNotNil(message?["error"]?["message"]?.stringValue, file: file, line: line)
    }

    private func expectStillServing(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(harness.roundTrip(id: 100, file: file, line: line)?["result"], file: file, line: line)
    }

    func testInvalidJSONIsAParseErrorWithNullID() {
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"m""#)
        expectError(code: ErrorCode.parseError, id: nil)
        expectStillServing()
        XCTAssertTrue(harness.log.contains("parse error"))
    }

    func testInvalidUTF8IsAParseError() {
        harness.write(MessageWriter.frame(bytes(#"{"jsonrpc":"2.0","id":1,"method":"m","params":[""#) + [0xC3, 0x28] + bytes(#""]}"#)))
        expectError(code: ErrorCode.parseError, id: nil)
        expectStillServing()
    }

    func testValidJSONThatIsNotAMessage() {
        harness.send("42")
        expectError(code: ErrorCode.invalidRequest, id: nil)
        harness.send(#"{"hello":"world"}"#)
        expectError(code: ErrorCode.invalidRequest, id: nil)
        expectStillServing()
    }

    func testBatchesAreRejected() {
        harness.send(#"[{"jsonrpc":"2.0","id":1,"method":"m"},{"jsonrpc":"2.0","method":"n"}]"#)
        let message = harness.readMessage()
        XCTAssertEqual(message?["id"], .null)
        XCTAssertEqual(message?["error"]?["code"], .integer(Int64(ErrorCode.invalidRequest)))
        XCTAssertTrue(message?["error"]?["message"]?.stringValue?.contains("Batch") ?? false)
        XCTAssertTrue(harness.handler.requests.isEmpty)
        expectStillServing()
    }

    func testRequestWhoseIDIsAnObject() {
        harness.send(#"{"jsonrpc":"2.0","id":{"n":1},"method":"m"}"#)
        expectError(code: ErrorCode.invalidRequest, id: nil)
        expectStillServing()
        XCTAssertEqual(harness.handler.requests.count, 1)
    }

    func testInvalidRequestWithAReadableIDIsAnsweredWithIt() {
        harness.send(#"{"jsonrpc":"2.0","id":7,"method":["m"]}"#)
        expectError(code: ErrorCode.invalidRequest, id: 7)
        harness.send(#"{"id":"s","method":"m"}"#)
        expectError(code: ErrorCode.invalidRequest, id: "s")
        expectStillServing()
    }

    func testInvalidNotificationIsDroppedWithALogLine() {
        harness.send(#"{"jsonrpc":"2.0","method":"n","params":"not structured"}"#)
        expectStillServing()
        XCTAssertTrue(harness.handler.notifications.isEmpty)
        XCTAssertTrue(harness.log.contains("dropped invalid message"))
    }

    func testResponseToAnUnknownIDIsDropped() {
        harness.send(#"{"jsonrpc":"2.0","id":12345,"result":{"x":1}}"#)
        harness.send(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"client could not parse"}}"#)
        expectStillServing()
        XCTAssertTrue(harness.log.contains("unknown request id 12345"))
        XCTAssertTrue(harness.log.contains("client could not parse"))
    }

    func testMissingContentLength() {
        harness.write(bytes("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("without Content-Length"))
    }

    func testNegativeContentLength() {
        harness.write(bytes("Content-Length: -10\r\n\r\n{}"))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("invalid Content-Length \"-10\""))
    }

    func testNonNumericContentLength() {
        harness.write(bytes("Content-Length: twelve\r\n\r\n{}"))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("invalid Content-Length \"twelve\""))
    }

    func testContentLengthTooShort() {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"m"}"#
        harness.write(bytes("Content-Length: 10\r\n\r\n" + body))
        expectError(code: ErrorCode.parseError, id: nil)
        expectStillServing()
    }

    func testContentLengthTooLong() {
        // The body swallows the start of the next frame, which is lost; the
        // reader finds its footing again at the frame after.
        let body = #"{"jsonrpc":"2.0","id":1,"method":"m"}"#
        harness.write(bytes("Content-Length: \(body.utf8.count + 30)\r\n\r\n" + body))
        harness.send(#"{"jsonrpc":"2.0","id":2,"method":"lost"}"#)
        expectError(code: ErrorCode.parseError, id: nil)
        expectStillServing()
        XCTAssertFalse(harness.handler.requests.contains { $0.method == "lost" })
    }

    func testTwoGigabyteClaimIsRefused() {
        harness.write(bytes("Content-Length: 2147483648\r\n\r\n") + [UInt8](repeating: UInt8(ascii: " "), count: 100_000))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("exceeds the limit of 268435456 bytes"))
    }

    func testConfiguredMaximumMessageSize() {
        harness.shutDown()
        harness = PipeHarness(maxMessageBytes: 64)
        harness.send(.request(Request(id: 1, method: "big", params: [.string(String(repeating: "a", count: 100))])))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("exceeds the limit of 64 bytes"))
        XCTAssertFalse(harness.handler.requests.contains { $0.method == "big" })
    }

    func testHeadersWithoutTheBlankLine() {
        harness.write(bytes("Content-Length: 38\r\n" + #"{"jsonrpc":"2.0","id":1,"method":"m"}"#))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("malformed header"))
    }

    func testGarbageBetweenFrames() {
        harness.write(bytes("this is not the protocol\n\u{1}\u{2}{}[]"))
        expectStillServing()
        XCTAssertTrue(harness.log.contains("malformed header"))
    }

    func testEndOfInputInTheMiddleOfABody() {
        harness.write(bytes("Content-Length: 100\r\n\r\n" + #"{"jsonrpc":"2.0","id":1,"#))
        harness.closeInput()
        harness.connection.waitUntilClosed()
        XCTAssertEqual(harness.handler.timesClosed, 1)
        XCTAssertTrue(harness.log.contains("end of input after 24 of 100 body bytes"))
        XCTAssertTrue(harness.handler.requests.isEmpty)
    }

    func testLengthPastEndOfInput() {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"m"}"#
        harness.write(bytes("Content-Length: \(body.utf8.count + 1)\r\n\r\n" + body))
        harness.closeInput()
        harness.connection.waitUntilClosed()
        XCTAssertEqual(harness.handler.timesClosed, 1)
        XCTAssertTrue(harness.log.contains("end of input after 37 of 38 body bytes"))
        XCTAssertTrue(harness.handler.requests.isEmpty)
    }

    func testEndOfInputInTheMiddleOfAHeader() {
        harness.write(bytes("Content-Len"))
        harness.closeInput()
        harness.connection.waitUntilClosed()
        XCTAssertEqual(harness.handler.timesClosed, 1)
        XCTAssertTrue(harness.log.contains("inside a header block"))
    }

    func testTooDeepJSONIsAParseError() {
        harness.send(String(repeating: "[", count: 100_000))
        expectError(code: ErrorCode.parseError, id: nil)
        expectStillServing()
    }
}
