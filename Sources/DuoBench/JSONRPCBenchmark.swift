// `duo-bench jsonrpc [--one-core] [--count N] [--only publish]`: the JSONRPC layer's figures.
//
// - small request round trips per second through pipes: a client thread
//   writes N `textDocument/hover`-sized requests (one write each) while
//   another reads the N responses; the server is a `Connection` whose handler
//   decodes the params and replies. Also one at a time (latency).
// - `didChange` with a 10 KB change: frames written to a `Connection`,
//   parsed, dispatched, params decoded, and a `publishDiagnostics` sent back.
// - parsing a 1 MB `didOpen` body, median of several runs, beside
//   Foundation's JSONSerialization on the same bytes.
// - parsing a 750-diagnostic `publishDiagnostics` body, as a client does on
//   each keystroke in a hazard-dense file (`--only publish`: this row alone,
//   for a profiler).
//
// `--one-core` pins the whole process (client and server threads) to CPU 0.
import Foundation
import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

enum JSONRPCBenchmark {
    static func run(arguments: [String]) {
        var count = 50_000
        var oneCore = false
        var only: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--one-core": oneCore = true
            case "--only":
                guard let part = remaining.popFirst(), part == "publish" else { usage() }
                only = part
            case "--count":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { usage() }
                count = value
            default: usage()
            }
        }
        Connection.ignoreSIGPIPE()
        if oneCore && !pinToFirstCPU() {
            FileHandle.standardError.write(Data("duo-bench: could not pin to one CPU\n".utf8))
            exit(1)
        }

        print("jsonrpc benchmark (\(oneCore ? "pinned to 1 core" : "\(ProcessInfo.processInfo.activeProcessorCount) cores"))")
        if only == nil {
            transport(count: count)
        }
        let (bytes, diagnostics) = publishBody(diagnostics: 750)
        let publish = median(runs: 51) { _ = try? JSONParser.parse(bytes) }
        print(line("publishDiagnostics parse (median)", String(format: "%.2f ms", publish * 1e3),
            String(format: "%d diagnostics, %.0f KB: what a client reads per keystroke in a hazard-dense file", diagnostics, Double(bytes.count) / 1000)))
    }

    /// Round trips, server capacity, didChange throughput and didOpen parse: the rows before the publication's.
    private static func transport(count: Int) {
        let pipelined = smallRequestRoundTrips(count: count, inFlight: count)
        print(line("small request round trips (pipelined)", rate(pipelined), "\(count) requests through pipes"))
        let serverOnly = serverCapacity(count: count)
        print(line("small requests, server side only", rate(serverOnly), "read+parse+dispatch+reply, output to /dev/null"))
        let lockStep = smallRequestRoundTrips(count: max(count / 5, 1), inFlight: 1)
        print(line("small request round trips (one at a time)", rate(lockStep),
            String(format: "%.1f µs each", 1e6 / lockStep)))
        let changes = max(count / 10, 1)
        let (didChangeRate, megabytesPerSecond) = didChangeThroughput(count: changes)
        print(line("didChange 10 KB parse+dispatch+reply", rate(didChangeRate),
            String(format: "%.0f MB/s of frames, %d messages", megabytesPerSecond, changes)))
        let (parse, decode, foundation) = didOpenParseTimes()
        print(line("didOpen 1 MB parse (median)", String(format: "%.2f ms", parse * 1e3),
            String(format: "+ message and Codable decode %.2f ms; JSONSerialization %.2f ms", decode * 1e3, foundation * 1e3)))
    }

    /// A `publishDiagnostics` notification shaped as the server writes them (range, severity, code,
    /// source, a sentence of message, the rule's page, a deprecation tag on some).
    private static func publishBody(diagnostics count: Int) -> (bytes: [UInt8], count: Int) {
        func position(_ line: Int, _ character: Int) -> JSONValue { ["line": .integer(Int64(line)), "character": .integer(Int64(character))] }
        let diagnostics: [JSONValue] = (0 ..< count).map { index in
            var diagnostic: JSONObject = [
                "range": ["start": position(index * 13, 8 + index % 40), "end": position(index * 13, 30 + index % 40)],
                "severity": 2, "code": .string("DUO1\(10 + index % 12)"), "source": "duo",
                "message": .string("`UIScreen.main.bounds` is the size of one display, not of the space the app is given on a device with two displays (\(index)); read the size of the view or window that shows the content"),
                "codeDescription": ["href": .string("https://github.com/duo-lsp/duo-lsp/blob/main/docs/rules/DUO1\(10 + index % 12).md")],
            ]
            if index % 3 == 0 { diagnostic["tags"] = [2] }
            return .object(diagnostic)
        }
        let message = Message.notification(JSONRPC.Notification(method: "textDocument/publishDiagnostics", params: [
            "uri": "file:///Users/dev/Project/Sources/App/Large.swift", "version": 2, "diagnostics": .array(diagnostics),
        ]))
        return (message.serialized(), count)
    }

    private static func usage() -> Never {
        FileHandle.standardError.write(Data("usage: duo-bench jsonrpc [--one-core] [--count N] [--only publish]\n".utf8))
        exit(2)
    }

    private static func line(_ label: String, _ figure: String, _ detail: String) -> String {
        label.padding(toLength: 42, withPad: " ", startingAt: 0) + figure.padding(toLength: 14, withPad: " ", startingAt: 0)
            + "  (" + detail + ")"
    }

    private static func rate(_ perSecond: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        return (formatter.string(from: NSNumber(value: perSecond)) ?? "\(Int(perSecond))") + "/s"
    }

    // MARK: Payloads

    private struct TextDocumentIdentifier: Codable {
        var uri: String
        var version: Int?
    }

    private struct Position: Codable {
        var line: Int
        var character: Int
    }

    private struct Range: Codable {
        var start: Position
        var end: Position
    }

    private struct HoverParams: Codable {
        var textDocument: TextDocumentIdentifier
        var position: Position
    }

    private struct Hover: Codable {
        struct Contents: Codable {
            var kind: String
            var value: String
        }
        var contents: Contents
        var range: Range
    }

    private struct DidChangeParams: Codable {
        struct Change: Codable {
            var range: Range?
            var text: String
        }
        var textDocument: TextDocumentIdentifier
        var contentChanges: [Change]
    }

    private struct PublishDiagnosticsParams: Codable {
        var uri: String
        var version: Int?
        var diagnostics: [JSONValue]
    }

    private struct DidOpenParams: Codable {
        struct Item: Codable {
            var uri: String
            var languageId: String
            var version: Int
            var text: String
        }
        var textDocument: Item
    }

    /// Swift-looking text with the escapes a real document needs (quotes,
    /// backslashes, tabs, newlines) and some non-ASCII.
    private static func sourceText(bytes: Int) -> String {
        let lines = [
            "import SwiftUI\n",
            "struct ContentView: View {\n",
            "\tvar body: some View {\n",
            "\t\tText(\"Hello, \\(name)! — café 😀\")\n",
            "\t\t\t.padding(.top, 44) // \"safe area\" \\ reserved region\n",
            "\t}\n",
            "}\n",
        ]
        var text = ""
        text.reserveCapacity(bytes + 100)
        var index = 0
        while text.utf8.count < bytes {
            text += lines[index % lines.count]
            index += 1
        }
        return text
    }

    // MARK: Server

    private final class BenchmarkHandler: MessageHandler, @unchecked Sendable {
        weak var connection: Connection?
        private let decoder = JSONValueDecoder()
        private let encoder = JSONValueEncoder()
        private let hoverText = String(repeating: "Use `safeAreaInset` instead of a fixed inset. ", count: 2)

        func handle(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle) {
            guard let params = request.params, let hover = try? decoder.decode(HoverParams.self, from: params) else {
                reply(.failure(.invalidParams("bad hover params")))
                return
            }
            let end = Position(line: hover.position.line, character: hover.position.character + 8)
            reply(encoding: Hover(contents: .init(kind: "markdown", value: hoverText), range: Range(start: hover.position, end: end)))
        }

        func handle(_ notification: JSONRPC.Notification) {
            guard let params = notification.params, let change = try? decoder.decode(DidChangeParams.self, from: params),
                let diagnostics = try? encoder.encode(PublishDiagnosticsParams(
                    uri: change.textDocument.uri, version: change.textDocument.version, diagnostics: []))
            else { return }
            connection?.send(JSONRPC.Notification(method: "textDocument/publishDiagnostics", params: diagnostics))
        }

        func connectionClosed() {}
    }

    /// Runs a server `Connection` over two pipes; `client` gets the fds to
    /// write to and read from, and the time it returns is the measurement.
    private static func withServer(_ client: (_ write: Int32, _ read: Int32) -> Void) -> Double {
        var toServer: [Int32] = [-1, -1]
        var fromServer: [Int32] = [-1, -1]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { fatalError("pipe failed") }
        let handler = BenchmarkHandler()
        let connection = Connection(input: toServer[0], output: fromServer[1])
        handler.connection = connection
        connection.start(handler: handler)
        let start = DispatchTime.now().uptimeNanoseconds
        client(toServer[1], fromServer[0])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        close(toServer[1])
        connection.waitUntilClosed()
        for fd in [toServer[0], fromServer[0], fromServer[1]] { close(fd) }
        return seconds
    }

    /// Writes `frames` from a separate thread, at most `inFlight` ahead of
    /// the answers read on this one; returns after all answers are read.
    private static func exchange(frames: [[UInt8]], inFlight: Int, write: Int32, read: Int32) {
        let window = DispatchSemaphore(value: inFlight)
        let writer = Thread {
            for frame in frames {
                window.wait()
                writeAll(write, frame)
            }
        }
        writer.start()
        var reader = FrameReader()
        var received = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while received < frames.count {
            while let event = reader.next() {
                guard case .frame(let body) = event, (try? JSONParser.parse(body)) != nil else {
                    fatalError("bad frame from server: \(event)")
                }
                received += 1
                window.signal()
            }
            guard received < frames.count else { break }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) }
            guard count > 0 else { fatalError("server closed its output") }
            reader.append(chunk[0..<count])
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { fatalError("write failed") }
                offset += written
            }
        }
    }

    // MARK: Measurements

    private static func hoverRequests(count: Int) -> [[UInt8]] {
        (0..<count).map { id in
            MessageWriter.frame(.request(Request(id: .integer(Int64(id)), method: "textDocument/hover", params: [
                "textDocument": ["uri": "file:///Users/dev/Project/Sources/App/ContentView.swift"],
                "position": ["line": .integer(Int64(id % 500)), "character": 12],
            ])))
        }
    }

    /// The server's own cost: requests arrive in large writes, as fast as
    /// it can read them, and replies go to /dev/null.
    private static func serverCapacity(count: Int) -> Double {
        let input = hoverRequests(count: count).flatMap { $0 }
        var toServer: [Int32] = [-1, -1]
        guard pipe(&toServer) == 0 else { fatalError("pipe failed") }
        let devNull = open("/dev/null", O_WRONLY)
        let handler = BenchmarkHandler()
        let connection = Connection(input: toServer[0], output: devNull)
        let start = DispatchTime.now().uptimeNanoseconds
        connection.start(handler: handler)
        writeAll(toServer[1], input)
        close(toServer[1])
        connection.waitUntilClosed()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        close(toServer[0])
        close(devNull)
        return Double(count) / seconds
    }

    private static func smallRequestRoundTrips(count: Int, inFlight: Int) -> Double {
        let frames = hoverRequests(count: count)
        let seconds = withServer { write, read in exchange(frames: frames, inFlight: inFlight, write: write, read: read) }
        return Double(count) / seconds
    }

    private static func didChangeThroughput(count: Int) -> (perSecond: Double, megabytesPerSecond: Double) {
        let text = sourceText(bytes: 10 << 10)
        let frames = (0..<count).map { version in
            MessageWriter.frame(.notification(JSONRPC.Notification(method: "textDocument/didChange", params: [
                "textDocument": ["uri": "file:///Users/dev/Project/Sources/App/ContentView.swift", "version": .integer(Int64(version))],
                "contentChanges": [[
                    "range": ["start": ["line": 10, "character": 0], "end": ["line": 10, "character": 4]],
                    "text": .string(text),
                ]],
            ])))
        }
        let seconds = withServer { write, read in exchange(frames: frames, inFlight: 64, write: write, read: read) }
        let bytes = frames.reduce(0) { $0 + $1.count }
        return (Double(count) / seconds, Double(bytes) / seconds / 1e6)
    }

    private static func didOpenParseTimes() -> (parse: Double, decode: Double, foundation: Double) {
        let message = Message.notification(JSONRPC.Notification(method: "textDocument/didOpen", params: [
            "textDocument": [
                "uri": "file:///Users/dev/Project/Sources/App/ContentView.swift",
                "languageId": "swift", "version": 1, "text": .string(sourceText(bytes: 1 << 20)),
            ],
        ]))
        let body = message.serialized()
        let data = Data(body)
        let decoder = JSONValueDecoder()
        let parse = median(runs: 21) { _ = try? JSONParser.parse(body) }
        let decode = median(runs: 21) {
            guard let json = try? JSONParser.parse(body), case .notification(let notification)? = try? Message(json: json),
                let params = notification.params, let open = try? decoder.decode(DidOpenParams.self, from: params),
                open.textDocument.text.utf8.count >= 1 << 20
            else { fatalError("didOpen did not decode") }
        }
        let foundation = median(runs: 11) { _ = try? JSONSerialization.jsonObject(with: data) }
        return (parse, decode, foundation)
    }

    private static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[runs / 2]
    }

    /// `sched_setaffinity` is not in Swift's Glibc module; found at run time.
    private static func pinToFirstCPU() -> Bool {
        typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity") else { return false }
        let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
        var mask = [UInt64](repeating: 0, count: 16)
        mask[0] = 1
        return mask.withUnsafeBytes { setAffinity(0, $0.count, $0.baseAddress!) } == 0
    }
}
