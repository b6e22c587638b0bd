import XCTest
@testable import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

/// Collects log lines from any thread.
final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] { lock.withLock { storage } }

    var function: @Sendable (String) -> Void {
        { [self] line in lock.withLock { storage.append(line) } }
    }

    func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
}

/// Records what the connection delivers; requests are answered by
/// `onRequest`, which by default echoes the params back as the result.
final class RecordingHandler: MessageHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storedNotifications: [JSONRPC.Notification] = []
    private var storedRequests: [Request] = []
    private var closedCount = 0
    let onRequest: @Sendable (Request, CancellationToken, ReplyHandle) -> Void
    let onClose: @Sendable () -> Void

    init(
        onRequest: @escaping @Sendable (Request, CancellationToken, ReplyHandle) -> Void = { request, _, reply in
            reply(.success(["echo": request.params ?? .null]))
        },
        onClose: @escaping @Sendable () -> Void = {}
    ) {
        self.onRequest = onRequest
        self.onClose = onClose
    }

    var notifications: [JSONRPC.Notification] { lock.withLock { storedNotifications } }
    var requests: [Request] { lock.withLock { storedRequests } }
    var timesClosed: Int { lock.withLock { closedCount } }

    func handle(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle) {
        lock.withLock { storedRequests.append(request) }
        onRequest(request, cancellation, reply)
    }

    func handle(_ notification: JSONRPC.Notification) {
        lock.withLock { storedNotifications.append(notification) }
    }

    func connectionClosed() {
        onClose()
        lock.withLock { closedCount += 1 }
    }
}

/// A server `Connection` over two real pipes, and the client's ends of them.
final class PipeHarness {
    let connection: Connection
    let handler: RecordingHandler
    let log = LogRecorder()
    private let serverInput: Int32
    private let serverOutput: Int32
    private(set) var clientWrite: Int32
    private(set) var clientRead: Int32
    private var reader = FrameReader()
    private var isShutDown = false

    init(handler: RecordingHandler = RecordingHandler(), maxMessageBytes: Int = 256 << 20) {
        Connection.ignoreSIGPIPE()
        var toServer: [Int32] = [-1, -1]
        var fromServer: [Int32] = [-1, -1]
        precondition(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        serverInput = toServer[0]
        clientWrite = toServer[1]
        clientRead = fromServer[0]
        serverOutput = fromServer[1]
        self.handler = handler
        connection = Connection(input: serverInput, output: serverOutput, maxMessageBytes: maxMessageBytes, log: log.function)
        connection.start(handler: handler)
    }

    func write(_ bytes: [UInt8]) {
        XCTAssertNil(FileDescriptorIO.writeAll(clientWrite, bytes))
    }

    func send(_ json: String) { write(MessageWriter.frame(Array(json.utf8))) }

    func send(_ message: Message) { write(MessageWriter.frame(message)) }

    /// The next message the server wrote, or nil (with a test failure) if
    /// none arrives: the timeout guards against hangs, it measures nothing.
    func readMessage(file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        guard let body = readFrame(file: file, line: line) else { return nil }
        do {
            return try JSONParser.parse(body)
        } catch {
            XCTFail("server wrote invalid JSON: \(error)", file: file, line: line)
            return nil
        }
    }

    func readFrame(file: StaticString = #filePath, line: UInt = #line) -> [UInt8]? {
        while true {
            switch reader.next() {
            case .frame(let body)?: return body
            case .error(let error)?:
                XCTFail("server wrote something that is not a frame: \(error)", file: file, line: line)
                return nil
            case nil: break
            }
            var descriptor = pollfd(fd: clientRead, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20_000) == 1 else {
                XCTFail("no message from the server", file: file, line: line)
                return nil
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(clientRead, $0.baseAddress, $0.count) }
            guard count > 0 else {
                XCTFail("server output closed", file: file, line: line)
                return nil
            }
            reader.append(chunk[0..<count])
        }
    }

    /// Sends a request and returns the next message, expected to be its answer.
    func roundTrip(id: Int64, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        send(.request(Request(id: .integer(id), method: "ping")))
        let response = readMessage(file: file, line: line)
        XCTAssertEqual(response?["id"], .integer(id), "\(response.map(String.init(describing:)) ?? "nil")", file: file, line: line)
        return response
    }

    /// Ends the server's input (EOF).
    func closeInput() {
        guard clientWrite >= 0 else { return }
        close(clientWrite)
        clientWrite = -1
    }

    func closeClientRead() {
        close(clientRead)
        clientRead = -1
    }

    /// Ends the session and checks that everything the server wrote after
    /// the last message read was frames too.
    func shutDown(file: StaticString = #filePath, line: UInt = #line) {
        guard !isShutDown else { return }
        isShutDown = true
        closeInput()
        connection.waitUntilClosed()
        close(serverInput)
        close(serverOutput)
        guard clientRead >= 0 else { return }
        var rest: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(clientRead, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            rest += chunk[0..<count]
        }
        close(clientRead)
        reader.append(rest)
        reader.finish()
        while let event = reader.next() {
            if case .error(let error) = event {
                XCTFail("server wrote something that is not a frame: \(error)", file: file, line: line)
            }
        }
    }
}

/// A value filled in on one thread and awaited on another.
final class Awaited<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    func set(_ newValue: Value) {
        condition.lock()
        value = newValue
        condition.broadcast()
        condition.unlock()
    }

    /// nil after a generous timeout, so a missing callback fails instead of hanging.
    func wait(seconds: Double = 20) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while value == nil, condition.wait(until: deadline) {}
        return value
    }
}
