import Foundation
import JSONRPC
import XCTest

/// A client that stops reading (issue 14, items 3 and 4). The server's
/// writes then wait; it must stop reading input meanwhile, so its memory
/// stays bounded however much the client goes on sending, and a client that
/// never reads the server's stderr must still be answered.
final class BackpressureTests: XCTestCase {
    private static let uri = "file:///tmp/duo-lsp-backpressure/Photo.swift"
    /// On `UIScreen.main.scale`: the answer carries the rule's documentation, a few kB.
    private static let hoverOnFinding = JSONValue.object([
        "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": 5, "character": 30]),
    ])

    /// Opens the document, stops reading and asks enough that the server's
    /// answers fill the pipe (64 kB on Linux): its writes wait from here on.
    private func blockTheServersWrites(_ client: LSPTestClient) -> [Int64] {
        client.initialize()
        client.open(Self.uri, ServerSessionTests.source)
        _ = client.notification("textDocument/publishDiagnostics")
        client.pauseReading()
        return (0 ..< 100).map { _ in client.request("textDocument/hover", Self.hoverOnFinding) }
    }

    /// Writes `count` frames from another thread while the client does not
    /// read (its writes block once the server stops reading), until all are
    /// written or none has been for two seconds; checks that the server
    /// stopped reading and held at most `boundMB`; then reads again and
    /// waits until every frame is written.
    private func flood(_ client: LSPTestClient, _ count: Int, of what: String, boundMB: Int,
                       frame: @escaping @Sendable (Int) -> [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let progress = Counter()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for index in 0 ..< count {
                client.writeRaw(frame(index))
                progress.increment()
            }
            finished.signal()
        }
        var last = -1
        var unchangedSince = Date()
        while progress.value < count {
            usleep(100_000)
            if progress.value != last {
                last = progress.value
                unchangedSince = Date()
            } else if Date().timeIntervalSince(unchangedSince) > 2 {
                break
            }
        }
        // What the server read last is parsed and queued by now.
        usleep(500_000)
        let peak = try XCTUnwrap(client.peakMemoryKB, file: file, line: line)
        print("backpressure: \(progress.value) of \(count) \(what) written while the client did not read; server peak \(peak / 1024) MB")
        XCTAssertLessThan(progress.value, count, "the server read every one of the \(what) while its writes waited", file: file, line: line)
        XCTAssertLessThan(peak, boundMB * 1024, "server peak memory \(peak / 1024) MB", file: file, line: line)

        client.resumeReading()
        XCTAssertEqual(finished.wait(timeout: .now() + 120), .success, "the server did not read on", file: file, line: line)
    }

    /// 300 whole-text edits of 1 MB each while the client does not read: the
    /// server used to read them all (1,500 took it to 1.65 GB); now it stops
    /// once a bounded backlog waits, and goes on when the client reads again.
    func testAClientThatStopsReadingDoesNotMakeTheServerHoldItsEdits() throws {
        let client = try LSPTestClient()
        let hovers = blockTheServersWrites(client)
        let edits = 300
        // One comment line of 1 MB: cheap to lex, so the test measures holding, not linting.
        let prefix = Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":"#.utf8)
        let text = Array(#"},"contentChanges":[{"text":"// "#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
            + Array(#"\nlet s = UIScreen.main.scale\n"}]}}"#.utf8)
        try flood(client, edits, of: "1 MB edits", boundMB: 160) { index in
            MessageWriter.frame(prefix + Array(String(index + 2).utf8) + text)
        }
        let last = client.notification("textDocument/publishDiagnostics") { $0["params"]?["version"]?.intValue == edits + 1 }
        XCTAssertEqual(last?["params"]?["diagnostics"]?.arrayValue?.count, 1, "the last edit is linted")
        for id in hovers { XCTAssertNotNil(client.response(to: id)?["result"]?["contents"], "hover \(id)") }
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// 50,000 hovers while the client does not read (267,000 took the server
    /// to 529 MB and growing): a bounded backlog waits, the rest stays in the
    /// client; every one is answered once it reads again.
    func testAClientThatStopsReadingDoesNotMakeTheServerHoldItsRequests() throws {
        let client = try LSPTestClient()
        let first = blockTheServersWrites(client)
        let count = 50_000
        // Ids from 1,000,000 on, clear of the client's own; a position without a finding (answer: null).
        try flood(client, count, of: "hovers", boundMB: 64) { index in
            MessageWriter.frame(Array(#"{"jsonrpc":"2.0","id":\#(1_000_000 + index),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":0,"character":0}}}"#.utf8))
        }
        for id in first { XCTAssertNotNil(client.response(to: id)?["result"]?["contents"], "hover \(id)") }
        let lastID = Int64(1_000_000 + count - 1)
        XCTAssertNotNil(client.waitFor("the last hover's answer", timeout: 120) { $0["id"]?.int64Value == lastID })
        let answered = Set(client.allReceived.compactMap { $0["method"] == nil ? $0["id"]?.int64Value : nil }.filter { $0 >= 1_000_000 })
        XCTAssertEqual(answered.count, count, "every request answered")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A client that never reads the server's stderr: once the pipe was full
    /// (64 kB of log lines) the server blocked writing its log and answered
    /// nothing again. Now the log drops lines (and says how many) instead,
    /// and they all reach `window/logMessage`.
    func testAClientThatNeverReadsStandardErrorIsStillAnswered() throws {
        let client = try LSPTestClient(drainStandardError: false)
        client.initialize()
        // Each logs a line of about 100 bytes: 600 kB in all, twice what the pipe (64 kB) and the log (256 kB) hold.
        let lines = 6_000
        for index in 0 ..< lines {
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string("file:///tmp/duo-lsp-backpressure/NeverOpened\(index).swift"), "version": 2]),
                "contentChanges": .array([]),
            ]))
        }
        client.open(Self.uri, ServerSessionTests.source)
        let published = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.count, 2, "the server stopped answering")
        let logged = client.allReceived.filter {
            $0["method"]?.stringValue == "window/logMessage" && ($0["params"]?["message"]?.stringValue ?? "").contains("which is not open")
        }
        XCTAssertEqual(logged.count, lines, "every line reaches window/logMessage")

        client.startDrainingStandardError()
        XCTAssertEqual(client.shutdownAndExit(), 0)
        let standardError = try XCTUnwrap(client.standardErrorAtExit())
        XCTAssertTrue(standardError.contains("log lines dropped: standard error was not read"), String(standardError.suffix(500)))
        XCTAssertTrue(standardError.contains("NeverOpened0.swift"), "the first lines were kept")
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
