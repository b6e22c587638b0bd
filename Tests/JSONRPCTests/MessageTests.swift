import XCTest
@testable import JSONRPC

final class MessageTests: XCTestCase {
    private func decode(_ text: String) throws -> Message {
        let json = try JSONParser.parse(text)
        do {
            return try Message(json: json)
        } catch {
            throw error
        }
    }

    private func invalid(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InvalidMessage? {
        do {
            let message = try decode(text)
            XCTFail("expected an invalid message, got \(message)", file: file, line: line)
        } catch let error as InvalidMessage {
            XCTAssertEqual(error.error.code, ErrorCode.invalidRequest, file: file, line: line)
            return error
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    func testRequests() throws {
        guard case .request(let request) = try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":1}}"#)
        else { return XCTFail() }
        XCTAssertEqual(request.id, .integer(1))
        XCTAssertEqual(request.method, "initialize")
        XCTAssertEqual(request.params, ["a": 1])

        guard case .request(let stringID) = try decode(#"{"jsonrpc":"2.0","id":"x-1","method":"shutdown"}"#)
        else { return XCTFail() }
        XCTAssertEqual(stringID.id, .string("x-1"))
        XCTAssertNil(stringID.params)

        guard case .request(let nullParams) = try decode(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#)
        else { return XCTFail() }
        XCTAssertNil(nullParams.params)

        guard case .request(let arrayParams) = try decode(#"{"jsonrpc":"2.0","id":3,"method":"m","params":[1]}"#)
        else { return XCTFail() }
        XCTAssertEqual(arrayParams.params, [1])
    }

    func testNotifications() throws {
        guard case .notification(let notification) = try decode(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        else { return XCTFail() }
        XCTAssertEqual(notification.method, "initialized")
        XCTAssertEqual(notification.params, .object([:]))
    }

    func testResponses() throws {
        guard case .response(let success) = try decode(#"{"jsonrpc":"2.0","id":4,"result":null}"#) else { return XCTFail() }
        XCTAssertEqual(success.id, .integer(4))
        XCTAssertEqual(try success.result.get(), .null)

        guard case .response(let failure) = try decode(#"{"jsonrpc":"2.0","id":"s","error":{"code":-32601,"message":"nope","data":[1]}}"#)
        else { return XCTFail() }
        XCTAssertEqual(failure.id, .string("s"))
        guard case .failure(let error) = failure.result else { return XCTFail() }
        XCTAssertEqual(error, ResponseError(code: -32601, message: "nope", data: [1]))

        guard case .response(let nullID) = try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"p"}}"#)
        else { return XCTFail() }
        XCTAssertNil(nullID.id)
    }

    func testBatchesAreRejected() {
        let error = invalid(#"[{"jsonrpc":"2.0","id":1,"method":"a"}]"#)
        XCTAssertEqual(error?.shouldReply, true)
        XCTAssertNil(error?.id)
        XCTAssertTrue(error?.error.message.contains("Batch") ?? false)
        XCTAssertEqual(invalid("[]")?.shouldReply, true)
    }

    func testNonObjects() {
        for text in ["42", #""text""#, "null", "true"] {
            let error = invalid(text)
            XCTAssertEqual(error?.shouldReply, true, text)
            XCTAssertNil(error?.id, text)
        }
    }

    func testInvalidRequestsWithReadableIDsAreAnsweredWithThatID() {
        let badMethod = invalid(#"{"jsonrpc":"2.0","id":7,"method":1}"#)
        XCTAssertEqual(badMethod?.id, .integer(7))
        XCTAssertEqual(badMethod?.shouldReply, true)

        let badVersion = invalid(#"{"jsonrpc":"1.0","id":"q","method":"m"}"#)
        XCTAssertEqual(badVersion?.id, .string("q"))
        XCTAssertEqual(badVersion?.shouldReply, true)

        let badParams = invalid(#"{"jsonrpc":"2.0","id":8,"method":"m","params":"bar"}"#)
        XCTAssertEqual(badParams?.id, .integer(8))

        let noMethod = invalid(#"{"jsonrpc":"2.0","id":9}"#)
        XCTAssertEqual(noMethod?.id, .integer(9))
        XCTAssertEqual(noMethod?.shouldReply, true)
    }

    func testUnreadableIDsAreAnsweredWithNull() {
        for id in [#"{"a":1}"#, "[1]", "1.5", "true", "null"] {
            let error = invalid(#"{"jsonrpc":"2.0","id":\#(id),"method":"m"}"#)
            XCTAssertNil(error?.id, id)
            XCTAssertEqual(error?.shouldReply, true, id)
        }
        // The spec's own example: method is not a string, no id.
        XCTAssertEqual(invalid(#"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#)?.shouldReply, true)
    }

    func testInvalidNotificationsAndResponsesAreNotAnswered() {
        XCTAssertEqual(invalid(#"{"jsonrpc":"2.0","method":"m","params":5}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"method":"m"}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"jsonrpc":"2.0","id":{},"result":1}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"jsonrpc":"2.0","id":null,"result":1}"#)?.shouldReply, false)
        XCTAssertEqual(invalid(#"{"id":1,"result":1}"#)?.shouldReply, false)
    }

    func testEncoding() {
        XCTAssertEqual(Message.request(Request(id: 1, method: "m", params: ["x": 1])).jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"x":1}}"#)
        XCTAssertEqual(Message.request(Request(id: "a", method: "m")).jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","id":"a","method":"m"}"#)
        XCTAssertEqual(Message.notification(Notification(method: "n", params: [1])).jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","method":"n","params":[1]}"#)
        XCTAssertEqual(Message.response(Response(id: 2, result: .success(.null))).jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        XCTAssertEqual(Message.response(Response(id: nil, result: .failure(.parseError("bad")))).jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
        XCTAssertEqual(Message.response(Response(id: 3, result: .failure(ResponseError(code: 1, message: "m", data: "d"))))
            .jsonValue.serializedString(),
            #"{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"m","data":"d"}}"#)
    }

    func testDirectSerializationMatchesTheJSONValue() {
        let messages: [Message] = [
            .request(Request(id: 1, method: "m\"x", params: ["a": [1, nil, "\n"]])),
            .request(Request(id: "s", method: "m")),
            .notification(Notification(method: "n", params: [])),
            .notification(Notification(method: "n")),
            .response(Response(id: 2, result: .success(["r": 1.5]))),
            .response(Response(id: nil, result: .failure(ResponseError(code: 1, message: "m", data: ["d": true])))),
        ]
        for message in messages {
            XCTAssertEqual(message.serialized(), message.jsonValue.serialized())
            XCTAssertEqual(MessageWriter.frame(message), MessageWriter.frame(message.jsonValue.serialized()))
        }
    }

    func testEncodeDecodeRoundTrip() throws {
        let messages: [Message] = [
            .request(Request(id: .string("r"), method: "textDocument/hover", params: ["p": [1, 2]])),
            .notification(Notification(method: "exit")),
            .response(Response(id: .integer(Int64.max), result: .success(["ok": true]))),
            .response(Response(id: 5, result: .failure(.contentModified()))),
        ]
        for message in messages {
            let decoded = try Message(json: JSONParser.parse(message.serialized()))
            XCTAssertEqual(decoded.jsonValue, message.jsonValue)
        }
    }

    func testErrorCodes() {
        XCTAssertEqual(ErrorCode.parseError, -32700)
        XCTAssertEqual(ErrorCode.invalidRequest, -32600)
        XCTAssertEqual(ErrorCode.methodNotFound, -32601)
        XCTAssertEqual(ErrorCode.invalidParams, -32602)
        XCTAssertEqual(ErrorCode.internalError, -32603)
        XCTAssertEqual(ErrorCode.serverNotInitialized, -32002)
        XCTAssertEqual(ErrorCode.requestCancelled, -32800)
        XCTAssertEqual(ErrorCode.contentModified, -32801)
        XCTAssertEqual(ErrorCode.requestFailed, -32803)
        XCTAssertEqual(ResponseError.methodNotFound("x/y").code, -32601)
        XCTAssertEqual(ResponseError.methodNotFound("x/y").message, "Method not found: x/y")
        XCTAssertEqual(ResponseError.requestCancelled().code, -32800)
        XCTAssertEqual(ResponseError.contentModified().code, -32801)
        XCTAssertEqual(ResponseError.serverNotInitialized().code, -32002)
        XCTAssertEqual(ResponseError.invalidParams("p").code, -32602)
        XCTAssertEqual(ResponseError.internalError("i").code, -32603)
        XCTAssertEqual(ResponseError.requestFailed("f").code, -32803)
        XCTAssertNil(ResponseError(json: ["code": 1]))
    }
}
