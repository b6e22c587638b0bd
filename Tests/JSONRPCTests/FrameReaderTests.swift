import XCTest
@testable import JSONRPC

final class FrameReaderTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] {
        MessageWriter.frame(Array(body.utf8))
    }

    private func events(_ input: [UInt8], finish: Bool = true, reader: inout FrameReader) -> [FrameEvent] {
        reader.append(input)
        if finish { reader.finish() }
        var events: [FrameEvent] = []
        while let event = reader.next() { events.append(event) }
        return events
    }

    private func events(_ input: [UInt8], finish: Bool = true, maxMessageBytes: Int = 256 << 20) -> [FrameEvent] {
        var reader = FrameReader(maxMessageBytes: maxMessageBytes)
        return events(input, finish: finish, reader: &reader)
    }

    private func body(_ text: String) -> FrameEvent { .frame(Array(text.utf8)) }

    func testWriterFormat() {
        XCTAssertEqual(String(decoding: frame("{}"), as: UTF8.self), "Content-Length: 2\r\n\r\n{}")
        XCTAssertEqual(String(decoding: frame("é"), as: UTF8.self), "Content-Length: 2\r\n\r\né")
        XCTAssertEqual(String(decoding: MessageWriter.frame(.notification(Notification(method: "x"))), as: UTF8.self),
            "Content-Length: 30\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}")
    }

    func testOneFrame() {
        XCTAssertEqual(events(frame(#"{"a":1}"#)), [body(#"{"a":1}"#)])
    }

    func testEmptyBody() {
        XCTAssertEqual(events(Array("Content-Length: 0\r\n\r\n".utf8)), [.frame([])])
    }

    func testFramesSplitAtEveryByte() {
        let input = frame(#"{"first":"é"}"#) + frame("[2]")
        for split in 0...input.count {
            var reader = FrameReader()
            var received = events(Array(input[..<split]), finish: false, reader: &reader)
            received += events(Array(input[split...]), reader: &reader)
            XCTAssertEqual(received, [body(#"{"first":"é"}"#), body("[2]")], "split at \(split)")
        }
    }

    func testByteAtATime() {
        let input = frame("[1]") + frame("[22]") + frame("[333]")
        var reader = FrameReader()
        var received: [FrameEvent] = []
        for byte in input {
            reader.append([byte])
            while let event = reader.next() { received.append(event) }
        }
        XCTAssertEqual(received, [body("[1]"), body("[22]"), body("[333]")])
    }

    func testManyFramesInOneRead() {
        var input: [UInt8] = []
        for index in 0..<10_000 { input += frame("[\(index)]") }
        let received = events(input)
        XCTAssertEqual(received.count, 10_000)
        XCTAssertEqual(received.first, body("[0]"))
        XCTAssertEqual(received.last, body("[9999]"))
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherHeadersIgnored() {
        let input = "content-length: 2\r\n\r\n{}" + "CONTENT-TYPE: application/vscode-jsonrpc; charset=utf-8\r\nContent-LENGTH:3\r\n\r\n[1]"
            + "X-Custom: yes\r\nContent-Length:\t 1 \t\r\n\r\n7"
        XCTAssertEqual(events(Array(input.utf8)), [body("{}"), body("[1]"), body("7")])
    }

    func testBareLineFeedsAndBlankLinesBetweenFrames() {
        let input = "\r\n\nContent-Length: 2\n\n{}\r\n" + "Content-Length: 2\r\n\r\n[]"
        XCTAssertEqual(events(Array(input.utf8)), [body("{}"), body("[]")])
    }

    func testMissingContentLength() {
        let input = Array("Content-Type: application/json\r\n\r\n{}".utf8) + frame("[1]")
        XCTAssertEqual(events(input), [.error(.missingContentLength), body("[1]")])
    }

    func testNegativeAndNonNumericLengths() {
        for value in ["-5", "abc", "", "+5", "5x", "1 2", "99999999999999999999999"] {
            let input = Array("Content-Length: \(value)\r\n\r\n{}".utf8) + frame("[1]")
            let received = events(input)
            guard case .error(.invalidContentLength)? = received.first else {
                XCTFail("\(value): \(received)")
                continue
            }
            XCTAssertEqual(received.last, body("[1]"), value)
        }
    }

    func testConflictingLengths() {
        let input = Array("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{} ".utf8) + frame("[1]")
        XCTAssertEqual(events(input), [.error(.invalidContentLength("2 and 3 (two headers)")), body("[1]")])
        XCTAssertEqual(events(Array("Content-Length: 2\r\ncontent-length: 2\r\n\r\n{}".utf8)), [body("{}")])
    }

    func testHugeClaimedLengthIsRefusedWithoutAllocating() {
        var reader = FrameReader()
        let input = Array("Content-Length: 2147483648\r\n\r\n".utf8) + frame("[1]")
        let received = events(input, reader: &reader)
        XCTAssertEqual(received, [.error(.messageTooLarge(length: 2_147_483_648, limit: 256 << 20)), body("[1]")])
        XCTAssertLessThan(reader.bufferCapacity, 1 << 20)
    }

    func testConfigurableMaximum() {
        let input = frame("[1234567]") + frame("[1]")
        XCTAssertEqual(events(input, maxMessageBytes: 8), [.error(.messageTooLarge(length: 9, limit: 8)), body("[1]")])
        XCTAssertEqual(events(frame("[123456]"), maxMessageBytes: 8), [body("[123456]")])
    }

    func testHeadersWithoutBlankLineAreRefusedAtOnce() {
        // The body follows the header directly: refused as soon as its first
        // byte arrives, without waiting for a line end that may never come.
        let received = events(Array("Content-Length: 7\r\n{\"a\":1}".utf8), finish: false)
        guard case .error(.malformedHeader)? = received.first else { return XCTFail("\(received)") }
        let recovered = events(Array("Content-Length: 7\r\n{\"a\":1}".utf8) + frame("[1]"))
        XCTAssertEqual(recovered.count, 2)
        XCTAssertEqual(recovered.last, body("[1]"))
    }

    func testHeaderLineWithoutColon() {
        let received = events(Array("Content-Length 5\r\n\r\nhello".utf8) + frame("[1]"))
        guard case .error(.malformedHeader)? = received.first else { return XCTFail("\(received)") }
        XCTAssertEqual(received.last, body("[1]"))
    }

    func testInvalidUTF8InAHeader() {
        let received = events(Array("Content-".utf8) + [0xFF, 0xFE] + Array("Length: 2\r\n\r\n{}".utf8) + frame("[1]"))
        XCTAssertEqual(received.count, 2)
        guard case .error(.malformedHeader)? = received.first else { return XCTFail("\(received)") }
        XCTAssertEqual(received.last, body("[1]"))
    }

    func testOverlongHeader() {
        var reader = FrameReader(maxHeaderBytes: 64)
        let input = Array(("X-Padding: " + String(repeating: "p", count: 100) + "\r\n").utf8) + frame("[1]")
        XCTAssertEqual(events(input, reader: &reader), [.error(.headerTooLong(limit: 64)), body("[1]")])
    }

    func testGarbageIsSkippedToTheNextHeaderWithoutAccumulating() {
        var reader = FrameReader()
        var received = events(Array("not a header at all {".utf8), finish: false, reader: &reader)
        for _ in 0..<100 {
            received += events([UInt8](repeating: UInt8(ascii: "z"), count: 10_000), finish: false, reader: &reader)
        }
        XCTAssertLessThan(reader.bufferedByteCount, 100)
        received += events(Array("garbage".utf8) + frame("[1]"), reader: &reader)
        XCTAssertEqual(received.count, 2)
        XCTAssertEqual(received.last, body("[1]"))
    }

    func testContentLengthTooShortThenRecovers() {
        // The announced length cuts the body; the rest is garbage until the next header.
        let input = Array("Content-Length: 5\r\n\r\n{\"a\":1}".utf8) + frame("[1]")
        let received = events(input)
        XCTAssertEqual(received.first, body("{\"a\":"))
        XCTAssertEqual(received.last, body("[1]"))
    }

    func testEndOfInputInsideBody() {
        XCTAssertEqual(events(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)), [.error(.truncatedBody(expected: 10, received: 4))])
        XCTAssertEqual(events(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8), finish: false), [])
    }

    func testEndOfInputInsideHeader() {
        XCTAssertEqual(events(Array("Content-Len".utf8)), [.error(.truncatedHeader)])
        XCTAssertEqual(events(Array("Content-Length: 2\r\n".utf8)), [.error(.truncatedHeader)])
        XCTAssertEqual(events(Array("\r\n".utf8)), [])
    }

    func testNothingAfterFinish() {
        var reader = FrameReader()
        XCTAssertEqual(events(frame("[1]") + Array("Content-Length: 4\r\n\r\n[".utf8), reader: &reader).count, 2)
        XCTAssertNil(reader.next())
        XCTAssertEqual(reader.bufferedByteCount, 0)
    }
}
