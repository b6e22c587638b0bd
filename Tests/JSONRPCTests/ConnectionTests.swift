import XCTest
@testable import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

final class ConnectionTests: XCTestCase {
    func testRequestsWithIntegerAndStringIDsAreAnswered() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"hover","params":{"x":[1,2]}}"#)
        XCTAssertEqual(harness.readMessage(), ["jsonrpc": "2.0", "id": 1, "result": ["echo": ["x": [1, 2]]]])
        harness.send(#"{"jsonrpc":"2.0","id":"abc","method":"hover"}"#)
        XCTAssertEqual(harness.readMessage(), ["jsonrpc": "2.0", "id": "abc", "result": ["echo": nil]])
        XCTAssertEqual(harness.handler.requests.map(\.method), ["hover", "hover"])
    }

    func testNotificationsArriveInOrder() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        for index in 0..<3 {
            harness.send(.notification(JSONRPC.Notification(method: "n\(index)", params: ["i": .integer(Int64(index))])))
        }
        _ = harness.roundTrip(id: 1)
        XCTAssertEqual(harness.handler.notifications.map(\.method), ["n0", "n1", "n2"])
        XCTAssertEqual(harness.handler.notifications.last?.params, ["i": 2])
    }

    func testServerInitiatedRequestIsAnsweredByTheClient() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        let answer = Awaited<Result<JSONValue, ResponseError>>()
        let id = harness.connection.sendRequest(method: "workspace/configuration", params: ["items": []]) { answer.set($0) }
        let request = harness.readMessage()
        XCTAssertEqual(request?["method"], "workspace/configuration")
        XCTAssertEqual(request?["id"], id.jsonValue)
        XCTAssertEqual(request?["params"], ["items": []])
        harness.send(.response(Response(id: id, result: .success([["tabSize": 4]]))))
        XCTAssertEqual(try answer.wait()?.get(), [["tabSize": 4]])

        let failed = Awaited<Result<JSONValue, ResponseError>>()
        let second = harness.connection.sendRequest(method: "window/showMessageRequest", params: nil) { failed.set($0) }
        XCTAssertNotEqual(second, id)
        XCTAssertEqual(harness.readMessage()?["id"], second.jsonValue)
        harness.send(.response(Response(id: second, result: .failure(.requestCancelled()))))
        guard case .failure(let error)? = failed.wait() else { return XCTFail("expected an error") }
        XCTAssertEqual(error.code, ErrorCode.requestCancelled)
    }

    func testCancelRequestCancelsTheTokenAndIsNotForwarded() {
        let handler = RecordingHandler(onRequest: { request, token, reply in
            // Answers only when cancelled, as a long-running request would.
            token.onCancel { reply(.failure(.requestCancelled())) }
        })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":5,"method":"slow"}"#)
        harness.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#)
        let response = harness.readMessage()
        XCTAssertEqual(response?["id"], 5)
        XCTAssertEqual(response?["error"]?["code"], .integer(Int64(ErrorCode.requestCancelled)))
        XCTAssertTrue(handler.notifications.isEmpty)
    }

    func testCancelForUnknownOrFinishedRequestIsHarmless() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        _ = harness.roundTrip(id: 1)
        harness.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        harness.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"never-sent"}}"#)
        harness.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{}}"#)
        _ = harness.roundTrip(id: 2)
        XCTAssertTrue(harness.handler.notifications.isEmpty)
        XCTAssertTrue(harness.log.contains("$/cancelRequest without"))
    }

    func testRepliesFromOtherThreads() {
        let handler = RecordingHandler(onRequest: { request, _, reply in
            DispatchQueue.global().async { reply(.success(.string(request.method))) }
        })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"later"}"#)
        XCTAssertEqual(harness.readMessage()?["result"], "later")
    }

    func testSecondReplyIsIgnored() {
        let handler = RecordingHandler(onRequest: { _, _, reply in
            reply(.success(1))
            reply(.success(2))
        })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        XCTAssertEqual(harness.roundTrip(id: 1)?["result"], 1)
        XCTAssertEqual(harness.roundTrip(id: 2)?["result"], 1)
        XCTAssertTrue(harness.log.contains("second reply to request 1 ignored"))
    }

    func testDroppedReplyIsAnsweredWithAnInternalError() {
        let handler = RecordingHandler(onRequest: { _, _, _ in })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        let response = harness.roundTrip(id: 3)
        XCTAssertEqual(response?["error"]?["code"], .integer(Int64(ErrorCode.internalError)))
        XCTAssertTrue(harness.log.contains("dropped without a reply"))
    }

    func testEncodableReply() {
        struct Hover: Encodable { var contents = "doc" }
        let handler = RecordingHandler(onRequest: { _, _, reply in reply(encoding: Hover()) })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        XCTAssertEqual(harness.roundTrip(id: 1)?["result"], ["contents": "doc"])
    }

    func testEndOfInputClosesCleanly() {
        let heldReply = Awaited<ReplyHandle>()
        let tokenCancelled = Awaited<Bool>()
        let handler = RecordingHandler(onRequest: { _, token, reply in
            token.onCancel { tokenCancelled.set(true) }
            heldReply.set(reply)
        })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"held"}"#)
        XCTAssertNotNil(heldReply.wait())
        let outgoing = Awaited<Result<JSONValue, ResponseError>>()
        harness.connection.sendRequest(method: "client/registerCapability", params: nil) { outgoing.set($0) }

        harness.closeInput()
        harness.connection.waitUntilClosed()
        XCTAssertEqual(handler.timesClosed, 1)
        XCTAssertEqual(tokenCancelled.wait(), true)
        guard case .failure(let error)? = outgoing.wait() else { return XCTFail("pending request not failed") }
        XCTAssertEqual(error.code, ErrorCode.requestFailed)

        // Requests after the end fail at once instead of waiting forever.
        let late = Awaited<Result<JSONValue, ResponseError>>()
        harness.connection.sendRequest(method: "late", params: nil) { late.set($0) }
        guard case .failure? = late.wait() else { return XCTFail("late request not failed") }

        // The held request can still be answered after the input ended.
        heldReply.wait()?(.success("bye"))
        // request 1 from the client, request 2 to the client, then the reply
        XCTAssertEqual(harness.readMessage()?["method"], "client/registerCapability")
        XCTAssertEqual(harness.readMessage()?["result"], "bye")
    }

    func testWaitUntilClosedWaitsForTheHandler() {
        let finished = Awaited<Bool>()
        let handler = RecordingHandler(onClose: {
            usleep(50_000)
            finished.set(true)
        })
        let harness = PipeHarness(handler: handler)
        defer { harness.shutDown() }
        harness.closeInput()
        harness.connection.waitUntilClosed()
        XCTAssertEqual(finished.wait(seconds: 0), true)
    }

    func testTenThousandRequestsBackToBack() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        var input: [UInt8] = []
        for id in 0..<10_000 {
            input += MessageWriter.frame(.request(Request(id: .integer(Int64(id)), method: "m", params: [.integer(Int64(id))])))
        }
        // The client writes on its own thread while this one reads, as a real
        // client must: both pipes would fill up otherwise.
        let writer = Thread { [clientWrite = harness.clientWrite, input] in
            _ = FileDescriptorIO.writeAll(clientWrite, input)
        }
        writer.start()
        for id in 0..<10_000 {
            guard let response = harness.readMessage() else { return }
            guard response["id"] == .integer(Int64(id)), response["result"] == ["echo": [.integer(Int64(id))]] else {
                return XCTFail("response \(id) was \(response)")
            }
        }
        XCTAssertEqual(harness.handler.requests.count, 10_000)
    }

    func testConcurrentSendsNeverInterleave() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        let big = String(repeating: "x", count: 100_000)
        let threads = 8, perThread = 20
        let connection = harness.connection
        // Senders run elsewhere while this thread reads: the pipe holds far
        // less than they write.
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    connection.send(JSONRPC.Notification(
                        method: "t\(thread)", params: ["i": .integer(Int64(index)), "text": .string(big)]))
                }
            }
        }
        var seen = [Int](repeating: 0, count: threads)
        for _ in 0..<(threads * perThread) {
            guard let message = harness.readMessage(), let method = message["method"]?.stringValue,
                let thread = Int(method.dropFirst()) else { return XCTFail("bad message") }
            XCTAssertEqual(message["params"]?["i"], .integer(Int64(seen[thread])))
            XCTAssertEqual(message["params"]?["text"]?.stringValue?.count, big.count)
            seen[thread] += 1
        }
        XCTAssertEqual(seen, [Int](repeating: perThread, count: threads))
    }

    func testWritingToAClosedPipeFailsWithoutKillingTheProcess() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        harness.closeClientRead()
        XCTAssertFalse(harness.connection.send(.notification(JSONRPC.Notification(method: "x"))))
        XCTAssertTrue(harness.log.contains("writing failed"))
        let outcome = Awaited<Result<JSONValue, ResponseError>>()
        harness.connection.sendRequest(method: "m", params: nil) { outcome.set($0) }
        guard case .failure(let error)? = outcome.wait() else { return XCTFail("expected a failure") }
        XCTAssertEqual(error.code, ErrorCode.requestFailed)
    }

    func testFramesSplitAcrossWrites() {
        let harness = PipeHarness()
        defer { harness.shutDown() }
        let frame = MessageWriter.frame(.request(Request(id: 9, method: "split", params: ["é": "😀"])))
        for byte in frame {
            harness.write([byte])
        }
        XCTAssertEqual(harness.readMessage()?["result"], ["echo": ["é": "😀"]])
    }
}

final class CancellationTokenTests: XCTestCase {
    func testHandlersRunOnceOnCancel() {
        let token = CancellationToken()
        let count = Awaited<Int>()
        let calls = LogRecorder()
        token.onCancel { calls.function("first") }
        XCTAssertFalse(token.isCancelled)
        XCTAssertTrue(calls.lines.isEmpty)
        token.cancel()
        token.cancel()
        XCTAssertTrue(token.isCancelled)
        XCTAssertEqual(calls.lines, ["first"])
        token.onCancel { count.set(1) }
        XCTAssertEqual(count.wait(seconds: 0), 1)
    }
}
