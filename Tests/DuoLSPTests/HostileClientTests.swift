import Foundation
import JSONRPC
import SeededRandom
import XCTest

/// A client that does everything wrong, for one long session: a seeded
/// random script of valid and invalid LSP. Afterwards the server must still
/// answer correctly, have answered every request exactly once, have stayed
/// within a memory bound, and exit cleanly.
final class HostileClientTests: XCTestCase {
    /// Messages in the script (a flood counts each request and cancel).
    static let messageCount = 2_000
    /// The server's peak resident memory must stay below this. It holds a
    /// 3 MB document (bytes, tokens, lines, a snapshot being linted, the JSON
    /// it arrived in); about 80 MB is measured for the debug build. A leak
    /// of documents, results or waiting requests would pass it within the
    /// session.
    static let memoryBoundKB = 256 * 1024

    func testSeededHostileSessionLeavesTheServerCorrect() throws {
        let client = try LSPTestClient()
        // UTF-8 positions: offsets are added to the client's `character` unconverted.
        let initialized = client.initialize(capabilities: .object([
            "general": .object(["positionEncodings": .array(["utf-8", "utf-16"])]),
        ]))
        XCTAssertEqual(initialized?["capabilities"]?["positionEncoding"]?.stringValue, "utf-8")

        // `DUO_LSP_HOSTILE_SEED=N` plays another script (to explore; CI plays this one).
        let seed = ProcessInfo.processInfo.environment["DUO_LSP_HOSTILE_SEED"].flatMap(UInt64.init) ?? 0xD0_05EED
        var script = HostileScript(client: client, seed: seed)
        while script.sent < Self.messageCount { script.next() }
        client.resumeReading()
        XCTAssertTrue(client.process.isRunning, "the server died: \(String(decoding: client.stderrOutput.suffix(3000), as: UTF8.self))")

        // Every request answered, exactly once.
        let requests = Set(client.sentRequests.keys)
        let deadline = Date().addingTimeInterval(30)
        var counts: [Int64: Int] = [:]
        repeat {
            counts = [:]
            for message in client.allReceived where message["method"] == nil {
                if let id = message["id"]?.int64Value, requests.contains(id) { counts[id, default: 0] += 1 }
            }
            if counts.count == requests.count { break }
            usleep(50_000)
        } while Date() < deadline
        let unanswered = requests.subtracting(counts.keys).sorted()
        XCTAssertEqual(unanswered, [], "requests without a response: \(unanswered.prefix(10).map { "\($0) \(client.sentRequests[$0]!)" })")
        let repeated = counts.filter { $0.value > 1 }.keys.sorted()
        XCTAssertEqual(repeated, [], "requests answered more than once")
        // Any other response answers a message whose id could not be read (id null).
        let strays = client.allReceived.filter { $0["method"] == nil && !($0["id"]?.isNull ?? true) && !requests.contains($0["id"]?.int64Value ?? -1) }
        XCTAssertEqual(strays.count, 0, "responses to requests never sent: \(strays.prefix(3))")

        // The server still works: a known file gets exactly its findings.
        let uri = "file:///tmp/duo-lsp-hostile/Known.swift"
        client.open(uri, ServerSessionTests.source, version: 7)
        let published = client.notification("textDocument/publishDiagnostics") {
            $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["version"]?.intValue == 7
        }
        XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101", "DUO103"])
        let pull = client.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])]))
        XCTAssertEqual(client.response(to: pull)?["result"]?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101", "DUO103"])

        // The large lane may still be linting it (a configuration change near the end of the script
        // starts it again): wait for its first result, as an editor would.
        let huge = client.notification("textDocument/publishDiagnostics", timeout: 60) {
            $0["params"]?["uri"]?.stringValue == HostileScript.hugeURI
        }
        XCTAssertEqual(huge?["params"]?["diagnostics"]?.arrayValue?.count, 330, "the 3 MB document was not linted")
        let problems = client.schemaProblems
        XCTAssertTrue(problems.isEmpty, "messages not valid LSP 3.17:\n" + problems.prefix(10).joined(separator: "\n"))

        let peak = try XCTUnwrap(client.peakMemoryKB, "cannot read the server's /proc/<pid>/status")
        print("hostile session: \(script.sent) messages (\(script.requestCount) requests, \(script.garbageCount) garbage frames, "
              + "\(script.pauses) slow reads), server peak memory \(peak / 1024) MB")
        XCTAssertLessThan(peak, Self.memoryBoundKB, "server peak memory \(peak / 1024) MB")

        XCTAssertEqual(client.shutdownAndExit(), 0, "the server did not exit cleanly: \(String(decoding: client.stderrOutput.suffix(2000), as: UTF8.self))")
    }

    // MARK: What the session found, one by one

    /// A UTF-8 position's character was added to the line's offset before
    /// clamping: `Int64.max` overflowed and crashed the server.
    func testCharacterAtTheIntegerLimitIsClampedToTheLineEnd() throws {
        let client = try LSPTestClient()
        client.initialize(capabilities: .object(["general": .object(["positionEncodings": .array(["utf-8"])])]))
        let uri = "file:///tmp/duo-lsp-hostile/Limit.swift"
        client.open(uri, "let a = 1\nlet b = 2\n")
        // On the second line: its start plus Int64.max is past Int.max.
        let end = JSONValue.object(["line": 1, "character": .integer(Int64.max)])
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["range": .object(["start": end, "end": end]), "text": "; let s = UIScreen.main.scale"])]),
        ]))
        let published = client.notification("textDocument/publishDiagnostics") { $0["params"]?["version"]?.intValue == 2 }
        XCTAssertEqual(published?["params"]?["diagnostics"]?[0]?["range"]?["start"], .object(["line": 1, "character": 19]))
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A request waiting for a document's first lint result was dropped when
    /// the document closed first, and never answered.
    func testRequestWaitingForAClosedDocumentIsAnswered() throws {
        let client = try LSPTestClient()
        client.initialize()
        let uri = "file:///tmp/duo-lsp-hostile/Closing.swift"
        // Large enough that its lint is still running when the close arrives.
        client.open(uri, String(repeating: ServerSessionTests.source, count: 2_000))
        let hover = client.request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": 5, "character": 30]),
        ]))
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        XCTAssertEqual(client.response(to: hover)?["error"]?["code"]?.intValue, -32801, "ContentModified")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}

/// The random script: each `next()` sends one message or a short burst.
private struct HostileScript {
    let client: LSPTestClient
    var random: SplitMix64
    private(set) var sent = 0
    private(set) var requestCount = 0
    private(set) var garbageCount = 0
    private(set) var pauses = 0
    /// What the server should believe is open (not needed for checks: the
    /// server must cope either way; used to aim most edits at open files).
    private var open: Set<String> = []
    private var hugeOpened = false
    private var hugeWasPublished = false

    /// The huge document is edited only once its first diagnostics are out:
    /// an edit before them (a `/*` or a `"` near the top hides every finding)
    /// would leave the check of its 330 findings to the script's luck.
    private mutating func hugeLinted() -> Bool {
        if !hugeWasPublished {
            hugeWasPublished = client.allReceived.contains {
                $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == Self.hugeURI
            }
        }
        return hugeWasPublished
    }

    static let pauseAt = [600, 1_400]
    static let uris = (0 ..< 6).map { "file:///tmp/duo-lsp-hostile/File\($0).swift" }
    static let hugeURI = "file:///tmp/duo-lsp-hostile/Huge.swift"
    static let texts = [
        ServerSessionTests.source,
        "import SwiftUI\nstruct V: View { var body: some View { Menu { Text(\"a\") } label: { Image(systemName: \"ellipsis\") } } }\n",
        "let s = \"unterminated\n/* open comment\nlet r = #/x/#\n",
        "é🐶\r\n\t\u{0}\u{FEFF}let x = UIScreen.main.bounds.width - insets.left * 2\r",
        "",
    ]
    static let pieces = ["", "x", "\n", "UIScreen.main.scale", "\"", "/*", "*/", "}", "{", "🐶", "é", "\r\n", "let a = b / c\n"]
    /// A 3 MB document: plain code with a finding every 100 lines or so.
    static let hugeText: String = {
        let plain = "    let value = items.map { $0 * 2 }.filter { $0 > 10 } // a comment that pads the line\n"
        let block = String(repeating: plain, count: 99) + "    let scale = UIScreen.main.scale\n"
        return "import UIKit\nfinal class Huge: UIView {\nfunc f() {\n" + String(repeating: block, count: 330) + "}\n}\n"
    }()

    init(client: LSPTestClient, seed: UInt64) {
        self.client = client
        random = SplitMix64(seed: seed)
    }

    mutating func next() {
        // Slow reads at fixed points, the first with the huge document.
        if pauses < Self.pauseAt.count, sent >= Self.pauseAt[pauses] {
            slowRead()
            return
        }
        switch random.int(100) {
        case 0 ..< 12: didOpen(uri: pick(Self.uris))  // duplicate opens included
        case 12 ..< 40: didChange()
        case 40 ..< 46: didClose(uri: random.int(3) == 0 ? "file:///never/opened\(random.int(9)).swift" : pick(Self.uris))
        case 46 ..< 62: request()
        case 62 ..< 70: flood()
        case 70 ..< 80: garbage()
        case 80 ..< 92: wrongTypes()
        case 92 ..< 96: notify("$/setTrace", .object(["value": "verbose"]))
        default: notify("workspace/didChangeConfiguration", .object(["settings": random.int(2) == 0 ? .null : .object(["duo": .object(["ignore": .array(["DUO201"])])])]))
        }
    }

    // MARK: Documents

    private mutating func didOpen(uri: String, text: String? = nil) {
        open.insert(uri)
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": "swift", "version": .integer(Int64(random.int(100))),
            "text": .string(text ?? pick(Self.texts)),
        ])]))
    }

    private mutating func didChange() {
        let uri = random.int(10) == 0 ? "file:///never/opened.swift" : (hugeOpened && random.int(20) == 0 && hugeLinted() ? Self.hugeURI : pick(Self.uris))
        var changes: [JSONValue] = []
        for _ in 0 ..< 1 + random.int(3) {
            if random.int(15) == 0 {
                changes.append(.object(["text": .string(pick(Self.texts))]))  // whole text
            } else {
                changes.append(.object(["range": editRange(), "text": .string(pick(Self.pieces))]))
            }
        }
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(random.int(1_000)) - 10)]),
            "contentChanges": .array(changes),
        ]))
    }

    private mutating func didClose(uri: String) {
        open.remove(uri)
        notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
    }

    /// Mostly small positions; sometimes past the end of the line or the
    /// document, negative, or at the limits of the integer types.
    private mutating func position() -> JSONValue {
        let extremes: [Int64] = [-1, 0, 1 << 31, 1 << 53, Int64.max, Int64.min]
        func coordinate(_ typical: Int) -> Int64 {
            random.int(8) == 0 ? extremes[random.int(extremes.count)] : Int64(random.int(typical))
        }
        return .object(["line": .integer(coordinate(15)), "character": .integer(coordinate(80))])
    }

    private mutating func randomRange() -> JSONValue {
        .object(["start": position(), "end": position()])
    }

    /// An edit's range as a client sends it: start before end, non-negative,
    /// but often past the end of a line or the document (which is clamped).
    /// Malformed edits (which the server refuses, and the document then
    /// waits for a whole text) come from `wrongTypes`.
    private mutating func editRange() -> JSONValue {
        func coordinate(_ typical: Int) -> Int64 {
            random.int(8) == 0 ? [0, 1 << 31, 1 << 53, Int64.max][random.int(4)] : Int64(random.int(typical))
        }
        let a = (coordinate(15), coordinate(80))
        let b = (coordinate(15), coordinate(80))
        let (start, end) = a <= b ? (a, b) : (b, a)
        return .object(["start": .object(["line": .integer(start.0), "character": .integer(start.1)]),
                        "end": .object(["line": .integer(end.0), "character": .integer(end.1)])])
    }

    // MARK: Requests

    private mutating func request() {
        let uri = random.int(6) == 0 ? "file:///never/opened.swift" : pick(Self.uris)
        let document = JSONValue.object(["uri": .string(uri)])
        switch random.int(4) {
        case 0: sendRequest("textDocument/diagnostic", .object(["textDocument": document]))
        case 1: sendRequest("textDocument/hover", .object(["textDocument": document, "position": position()]))
        case 2:
            sendRequest("textDocument/codeAction", .object([
                "textDocument": document, "range": randomRange(), "context": .object(["diagnostics": .array([])]),
            ]))
        default: sendRequest(random.int(2) == 0 ? "duo/unknownMethod" : "workspace/executeCommand",
                             .object(["command": "duo.applyAllFixes", "arguments": .array([.string(uri)])]))
        }
    }

    /// A burst of requests, each cancelled straight away (some twice, some
    /// cancels for ids that do not exist).
    private mutating func flood() {
        var ids: [Int64] = []
        for _ in 0 ..< 10 {
            let uri = pick(Self.uris)
            ids.append(sendRequest("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])])))
        }
        for id in ids + [ids[0], 999_999] {
            notify("$/cancelRequest", .object(["id": .integer(id)]))
        }
    }

    @discardableResult
    private mutating func sendRequest(_ method: String, _ params: JSONValue) -> Int64 {
        sent += 1
        requestCount += 1
        return client.request(method, params)
    }

    private mutating func notify(_ method: String, _ params: JSONValue) {
        sent += 1
        client.notify(method, params)
    }

    // MARK: Invalid input

    private mutating func garbage() {
        sent += 1
        garbageCount += 1
        let frames: [[UInt8]] = [
            Array("this is not a header\r\n\r\n".utf8),
            Array("Content-Length: 5\r\n\r\n{\"a\":".utf8),  // body is not JSON
            Array("Content-Length: -3\r\n\r\n".utf8),
            Array("Content-Length: 12x\r\n\r\n".utf8),
            MessageWriter.frame(Array("[1, 2, 3]".utf8)),  // JSON, not a message
            MessageWriter.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": {\"a\": 1}, \"method\": \"x\"}".utf8)),  // invalid id
            MessageWriter.frame(Array("{\"jsonrpc\": \"1.0\", \"method\": 5}".utf8)),
            MessageWriter.frame([0xFF, 0xFE, 0x00, 0x7B]),  // not UTF-8
            MessageWriter.frame(Array("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":".utf8) + Array(repeating: UInt8(ascii: "["), count: 5_000)),
            (0 ..< 64).map { _ in UInt8(truncatingIfNeeded: random.int(256)) },  // noise
        ]
        client.writeRaw(frames[random.int(frames.count)])
    }

    /// Known notifications and requests with parameters of the wrong type.
    private mutating func wrongTypes() {
        let uri = JSONValue.string(pick(Self.uris))
        switch random.int(9) {
        case 0: notify("textDocument/didOpen", .array([uri]))
        case 1: notify("textDocument/didOpen", .object(["textDocument": .object(["uri": uri, "text": 42, "version": "one"])]))
        case 2: notify("textDocument/didChange", .object(["textDocument": .object(["uri": uri]), "contentChanges": "everything"]))
        case 3: notify("textDocument/didChange", .object(["textDocument": .object(["uri": uri, "version": 1.5]), "contentChanges": .array([
            .object(["range": .object(["start": .object(["line": "3", "character": .null]), "end": .array([])]), "text": .bool(true)]),
        ])]))
        case 4: notify("textDocument/didClose", .string("all of them"))
        case 5: sendRequest("textDocument/hover", .object(["textDocument": .object(["uri": uri]), "position": "here"]))
        case 6: sendRequest("textDocument/codeAction", .object(["textDocument": .object(["uri": uri]), "range": .array([1, 2])]))
        case 7: sendRequest("initialize", .object(["processId": "me", "capabilities": 3]))  // again, and wrong
        default: sendRequest("textDocument/diagnostic", .array([.null]))
        }
    }

    // MARK: A slow reader

    /// Stops reading for a second while the server has plenty to say (the
    /// first time also a 3 MB document to lint), so its writes block on a
    /// full pipe; then reads again. The reading resumes on a timer, as in a
    /// client whose reader is not its writer: the server stops reading while
    /// it waits to write (backpressure), so the writes here may block too
    /// until then.
    private mutating func slowRead() {
        pauses += 1
        let before = client.stdoutBytes.count
        client.pauseReading()
        let resumed = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [client] in
            client.resumeReading()
            resumed.signal()
        }
        if !hugeOpened {
            hugeOpened = true
            didOpen(uri: Self.hugeURI, text: Self.hugeText)
        }
        // Hover on a finding carries the rule's documentation: a few kB each.
        didOpen(uri: Self.uris[0], text: ServerSessionTests.source)
        for _ in 0 ..< 40 {
            sendRequest("textDocument/hover", .object([
                "textDocument": .object(["uri": .string(Self.uris[0])]), "position": .object(["line": 5, "character": 30]),
            ]))
        }
        resumed.wait()
        XCTAssertTrue(client.process.isRunning, "the server died while its output was blocked")
        // More than a pipe holds (64 kB on Linux) was to be said meanwhile:
        // the server's writes did block.
        let deadline = Date().addingTimeInterval(20)
        while client.stdoutBytes.count - before <= 1 << 16, Date() < deadline { usleep(10_000) }
        XCTAssertGreaterThan(client.stdoutBytes.count - before, 1 << 16, "the server had too little to say to block")
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.int(items.count)] }
}
