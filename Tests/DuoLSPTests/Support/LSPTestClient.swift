import Foundation
import JSONRPC
import XCTest

/// A scripted LSP client: spawns `duo-lsp` over pipes, writes frames (or raw
/// bytes), and collects every message the server sends, in order.
final class LSPTestClient: @unchecked Sendable {
    let process = Process()
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let lock = NSCondition()
    private var inbox: [JSONValue] = []
    /// Every message received, for schema checks.
    private(set) var received: [JSONValue] = []
    private var nextID: Int64 = 1
    /// Method of each request sent, by id (for schema checks of the results).
    private(set) var sentRequests: [Int64: String] = [:]
    private var closed = false
    private var rawOutput: [UInt8] = []
    var stderrOutput = Data()
    /// While set, the reader takes nothing from the server's stdout, so the
    /// server's writes block once the pipe is full (a client slow to read).
    private var readingPaused = false

    private let errPipe = Pipe()
    private var drainingStandardError = false
    private var standardErrorEnded = false

    /// `drainStandardError: false`: nothing reads the server's stderr until
    /// `startDrainingStandardError()` (a client that never drains the pipe).
    init(arguments: [String] = [], drainStandardError: Bool = true) throws {
        process.executableURL = URL(fileURLWithPath: try DuoBinary.path())
        process.arguments = arguments
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = errPipe
        try process.run()
        let readHandle = fromServer.fileHandleForReading
        Thread.detachNewThread { [self] in
            var reader = FrameReader()
            while true {
                lock.lock()
                while readingPaused { lock.wait() }
                lock.unlock()
                let data = readHandle.availableData
                if data.isEmpty { break }
                lock.lock()
                rawOutput += data
                lock.unlock()
                reader.append(data)
                while let event = reader.next() {
                    guard case .frame(let body) = event, let json = try? JSONParser.parse(body) else {
                        XCTFail("the server wrote something that is not a frame: \(event)")
                        continue
                    }
                    lock.lock()
                    inbox.append(json)
                    received.append(json)
                    lock.broadcast()
                    lock.unlock()
                }
            }
            lock.lock()
            closed = true
            lock.broadcast()
            lock.unlock()
        }
        if drainStandardError { startDrainingStandardError() }
    }

    func startDrainingStandardError() {
        lock.lock()
        defer { lock.unlock() }
        guard !drainingStandardError else { return }
        drainingStandardError = true
        Thread.detachNewThread { [self] in
            let data = errPipe.fileHandleForReading.readDataToEndOfFile()
            lock.lock()
            stderrOutput = data
            standardErrorEnded = true
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Everything the server wrote to stderr, once it has closed it (exited); nil after `timeout`.
    func standardErrorAtExit(timeout: TimeInterval = 20) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !standardErrorEnded { if !lock.wait(until: deadline) { return nil } }
        return String(decoding: stderrOutput, as: UTF8.self)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Writing

    /// Writes to the server; if it is gone, the bytes are dropped (the test
    /// then fails on what it expected back, and `stderrOutput` says why)
    /// instead of the test process dying of SIGPIPE.
    func writeRaw(_ bytes: [UInt8]) {
        Self.ignoreSIGPIPE
        try? toServer.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    func send(_ json: JSONValue) {
        writeRaw(MessageWriter.frame(json.serialized()))
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([:])) -> Int64 {
        lock.lock()
        let id = nextID
        nextID += 1
        sentRequests[id] = method
        lock.unlock()
        send(.object(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]))
        return id
    }

    func notify(_ method: String, _ params: JSONValue = .object([:])) {
        send(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    func respond(to id: JSONValue, result: JSONValue) {
        send(.object(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    func closeInput() {
        try? toServer.fileHandleForWriting.close()
    }

    // MARK: Reading

    /// The first message (in arrival order) matching `predicate`, removed from
    /// the inbox; fails after `timeout`.
    func waitFor(_ what: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line,
                 _ predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = inbox.firstIndex(where: predicate) { return inbox.remove(at: index) }
            if closed || !lock.wait(until: deadline) {
                if closed, let index = inbox.firstIndex(where: predicate) { return inbox.remove(at: index) }
                XCTFail("timed out waiting for \(what)", file: file, line: line)
                return nil
            }
        }
    }

    func response(to id: Int64, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        waitFor("response to \(id)", file: file, line: line) { $0["id"]?.int64Value == id && $0["method"] == nil }
    }

    func notification(_ method: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line,
                      where predicate: (JSONValue) -> Bool = { _ in true }) -> JSONValue? {
        waitFor(method, timeout: timeout, file: file, line: line) { $0["method"]?.stringValue == method && $0["id"] == nil && predicate($0) }
    }

    /// Schema problems in everything received so far.
    var schemaProblems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return LSP.validate(received, requests: sentRequests)
    }

    /// Stops reading the server's output until `resumeReading()`.
    func pauseReading() {
        lock.lock()
        readingPaused = true
        lock.unlock()
    }

    func resumeReading() {
        lock.lock()
        readingPaused = false
        lock.broadcast()
        lock.unlock()
    }

    /// Every message received so far, in order (read or not).
    var allReceived: [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// The server's peak resident memory so far, in kB (`VmHWM` in /proc), if it runs.
    var peakMemoryKB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let fields = line.split { $0 == " " || $0 == "\t" }  // "VmHWM:\t  123456 kB"
        return fields.count > 1 ? Int(fields[1]) : nil
    }

    /// Messages still unread.
    var pending: [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        return inbox
    }

    /// Waits for the process to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Bytes the server wrote to stdout (all frames).
    var stdoutBytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return rawOutput
    }

    // MARK: Session helpers

    /// `initialize` + `initialized`; returns the initialize result.
    @discardableResult
    func initialize(capabilities: JSONValue = .object([:]), options: JSONValue? = nil, rootURI: String? = nil) -> JSONValue? {
        var params: JSONObject = ["processId": .null, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        if let rootURI { params["rootUri"] = .string(rootURI) }
        let id = request("initialize", .object(params))
        let response = self.response(to: id)
        notify("initialized")
        return response?["result"]
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": "swift", "version": .integer(Int64(version)), "text": .string(text),
        ])]))
    }

    func shutdownAndExit() -> Int32? {
        let id = request("shutdown", .null)
        _ = response(to: id)
        notify("exit", .null)
        closeInput()
        return waitForExit()
    }
}
