import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON-RPC connection over a pair of file descriptors (stdin/stdout in
/// production, pipes in tests).
///
/// One reader thread reads frames, answers what is malformed, and hands
/// requests and notifications to the handler in arrival order: on the reader
/// thread, or on the handler's own queue with a bounded backlog (the reader
/// stops reading while it is full, see `InputBacklog`). Writes come from any
/// thread; each message is framed whole and written under one lock, and
/// blocks while the peer does not read. Only frames are ever written to
/// `output`; everything else goes to `log`.
///
/// The connection does not close the descriptors: their owner does.
public final class Connection: @unchecked Sendable {
    public let input: Int32
    public let output: Int32
    public let maxMessageBytes: Int
    private let log: @Sendable (String) -> Void

    private let writeLock = NSLock()
    /// After a failed write (the peer is gone) further output is dropped.
    private var outputFailed = false

    private let stateLock = NSLock()
    private var started = false
    private var inputClosed = false
    private var nextRequestNumber: Int64 = 1
    private var pendingRequests: [RequestID: @Sendable (Result<JSONValue, ResponseError>) -> Void] = [:]
    private var requestsInFlight: [RequestID: CancellationToken] = [:]

    private let closedCondition = NSCondition()
    private var closed = false

    /// Where requests and notifications are handed to the handler; nil: the reader thread.
    private var deliveryQueue: DispatchQueue?
    private let backlog: InputBacklog

    private static let readChunkBytes = 64 << 10

    public init(
        input: Int32,
        output: Int32,
        maxMessageBytes: Int = 256 << 20,
        inputLimits: InputLimits = .standard,
        log: @escaping @Sendable (String) -> Void = Connection.logToStandardError
    ) {
        self.input = input
        self.output = output
        self.maxMessageBytes = maxMessageBytes
        backlog = InputBacklog(limits: inputLimits)
        self.log = log
    }

    /// One line to stderr (`BoundedLog.standardError`, which never blocks):
    /// the default log, never the protocol stream.
    public static let logToStandardError: @Sendable (String) -> Void = { message in
        BoundedLog.standardError.write(message)
    }

    /// Makes a write to a closed pipe fail with EPIPE instead of killing the
    /// process. Process-wide; the executable calls it once at start-up.
    public static func ignoreSIGPIPE() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    // MARK: Lifecycle

    /// Starts the reader thread. Call once. With `queue`, the handler is
    /// called on it (in arrival order) instead of on the reader thread, and
    /// the reader stops reading while `inputLimits` worth of messages wait
    /// there or are being handled.
    public func start(handler: MessageHandler, on queue: DispatchQueue? = nil) {
        stateLock.withLock {
            precondition(!started, "Connection.start called twice")
            started = true
            deliveryQueue = queue
        }
        let thread = Thread { [self] in
            readLoop(handler: handler)
        }
        thread.name = "jsonrpc-reader"
        // Room for the JSON parser's bounded recursion and the handler's own.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Blocks until the end of input has been processed and the handler's
    /// `connectionClosed()` has returned.
    public func waitUntilClosed() {
        closedCondition.lock()
        while !closed { closedCondition.wait() }
        closedCondition.unlock()
    }

    private func readLoop(handler: MessageHandler) {
        var reader = FrameReader(maxMessageBytes: maxMessageBytes)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readChunkBytes, alignment: 16)
        defer { chunk.deallocate() }
        reading: while true {
            switch FileDescriptorIO.read(input, into: chunk) {
            case .success(0):
                break reading
            case .success(let count):
                reader.append(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
                while let event = reader.next() { process(event, handler: handler) }
            case .failure(let error):
                log("jsonrpc: reading failed, closing: \(error)")
                break reading
            }
        }
        reader.finish()
        while let event = reader.next() { process(event, handler: handler) }
        finishClosing(handler: handler)
    }

    private func finishClosing(handler: MessageHandler) {
        let (tokens, completions) = stateLock.withLock {
            inputClosed = true
            defer {
                requestsInFlight = [:]
                pendingRequests = [:]
            }
            return (Array(requestsInFlight.values), Array(pendingRequests.values))
        }
        // Nobody is left to ask for these answers or to give them.
        for token in tokens { token.cancel() }
        for completion in completions { completion(.failure(Self.closedError)) }
        // After every message handed on before it.
        deliver(bytes: 0) { [self] in
            handler.connectionClosed()
            closedCondition.lock()
            closed = true
            closedCondition.broadcast()
            closedCondition.unlock()
        }
    }

    /// Runs `body` on the delivery queue, once the backlog has room for
    /// `bytes` (the reader waits here meanwhile), or at once on the reader thread.
    private func deliver(bytes: Int, _ body: @escaping @Sendable () -> Void) {
        guard let queue = stateLock.withLock({ deliveryQueue }) else {
            body()
            return
        }
        backlog.admit(bytes)
        queue.async { [backlog] in
            body()
            backlog.release(bytes)
        }
    }

    private static let closedError = ResponseError.requestFailed("The connection closed before a response arrived")

    // MARK: Incoming

    private func process(_ event: FrameEvent, handler: MessageHandler) {
        let body: [UInt8]
        switch event {
        case .error(let error):
            log("jsonrpc: dropped input: \(error)")
            return
        case .frame(let frame):
            body = frame
        }

        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            log("jsonrpc: parse error: \(error)")
            send(.response(Response(id: nil, result: .failure(.parseError("Parse error: \(error)")))))
            return
        }

        let message: Message
        do {
            message = try Message(json: json)
        } catch {
            if error.shouldReply {
                log("jsonrpc: invalid request: \(error)")
                send(.response(Response(id: error.id, result: .failure(error.error))))
            } else {
                log("jsonrpc: dropped invalid message: \(error)")
            }
            return
        }

        switch message {
        case .request(let request): dispatch(request, bytes: body.count, handler: handler)
        case .notification(let notification): dispatch(notification, bytes: body.count, handler: handler)
        case .response(let response): dispatch(response)
        }
    }

    private func dispatch(_ request: Request, bytes: Int, handler: MessageHandler) {
        let id = request.id
        let token = CancellationToken()
        let duplicate = stateLock.withLock {
            defer { requestsInFlight[id] = token }
            return requestsInFlight[id] != nil
        }
        if duplicate { log("jsonrpc: request id \(id) reused while still in flight") }
        let reply = ReplyHandle(requestID: id, log: log) { [self] result in
            stateLock.withLock {
                if requestsInFlight[id] === token { requestsInFlight[id] = nil }
            }
            send(.response(Response(id: id, result: result)))
        }
        deliver(bytes: bytes) { handler.handle(request, cancellation: token, reply: reply) }
    }

    private func dispatch(_ notification: Notification, bytes: Int, handler: MessageHandler) {
        // A cancel takes effect here, at once, even while the handler is busy.
        guard notification.method == "$/cancelRequest" else {
            deliver(bytes: bytes) { handler.handle(notification) }
            return
        }
        guard let id = notification.params?["id"].flatMap(RequestID.init(json:)) else {
            log("jsonrpc: $/cancelRequest without an integer or string id ignored")
            return
        }
        // Not finding it is normal: the reply may have crossed the cancel.
        stateLock.withLock { requestsInFlight[id] }?.cancel()
    }

    private func dispatch(_ response: Response) {
        guard let id = response.id else {
            log("jsonrpc: the peer reported an error about a message it could not read: \(response.result)")
            return
        }
        guard let completion = stateLock.withLock({ pendingRequests.removeValue(forKey: id) }) else {
            log("jsonrpc: response to unknown request id \(id) dropped")
            return
        }
        completion(response.result)
    }

    // MARK: Outgoing

    public func send(_ notification: Notification) {
        send(.notification(notification))
    }

    /// Sends a request to the peer; `completion` runs once, on the reader
    /// thread, with its result, or with a `requestFailed` error if the
    /// connection closes or the request cannot be written.
    @discardableResult
    public func sendRequest(
        method: String,
        params: JSONValue?,
        completion: @escaping @Sendable (Result<JSONValue, ResponseError>) -> Void
    ) -> RequestID {
        let (id, isOpen) = stateLock.withLock {
            let id = RequestID.integer(nextRequestNumber)
            nextRequestNumber += 1
            if !inputClosed { pendingRequests[id] = completion }
            return (id, !inputClosed)
        }
        guard isOpen else {
            completion(.failure(Self.closedError))
            return id
        }
        if !send(.request(Request(id: id, method: method, params: params))) {
            if let completion = stateLock.withLock({ pendingRequests.removeValue(forKey: id) }) {
                completion(.failure(.requestFailed("The request could not be written")))
            }
        }
        return id
    }

    /// Asks the peer to cancel a request this side sent; its completion still
    /// runs with whatever the peer answers.
    public func cancelRequest(_ id: RequestID) {
        send(Notification(method: "$/cancelRequest", params: ["id": id.jsonValue]))
    }

    /// Frames and writes one message; false when the output is unusable.
    @discardableResult
    public func send(_ message: Message) -> Bool {
        let (frame, start) = MessageWriter.framed(message)
        return write(frame, from: start)
    }

    /// Frames and writes a message the caller serialized itself (`body` must be one JSON-RPC message):
    /// for a notification built of pieces kept from the previous one (`publishDiagnostics`).
    @discardableResult
    public func send(serializedBody body: [UInt8]) -> Bool {
        write(MessageWriter.frame(body), from: 0)
    }

    private func write(_ frame: [UInt8], from start: Int) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        guard !outputFailed else { return false }
        let error = frame.withUnsafeBytes { FileDescriptorIO.writeAll(output, UnsafeRawBufferPointer(rebasing: $0[start...])) }
        if let error {
            outputFailed = true
            log("jsonrpc: writing failed, further output dropped: \(error)")
            return false
        }
        return true
    }
}
