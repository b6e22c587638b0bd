import Foundation

/// Answers one request. Call it exactly once, from any thread; a second call
/// is ignored with a log line. If the last reference goes away unanswered,
/// the request is answered with an internal error, so that the client is
/// never left waiting because a code path forgot to reply.
public final class ReplyHandle: @unchecked Sendable {
    public let requestID: RequestID
    private let lock = NSLock()
    private var send: (@Sendable (Result<JSONValue, ResponseError>) -> Void)?
    private let log: @Sendable (String) -> Void

    public init(
        requestID: RequestID,
        log: @escaping @Sendable (String) -> Void,
        send: @escaping @Sendable (Result<JSONValue, ResponseError>) -> Void
    ) {
        self.requestID = requestID
        self.log = log
        self.send = send
    }

    public var hasReplied: Bool {
        lock.withLock { send == nil }
    }

    public func callAsFunction(_ result: Result<JSONValue, ResponseError>) {
        let send = lock.withLock {
            defer { self.send = nil }
            return self.send
        }
        guard let send else {
            log("second reply to request \(requestID) ignored")
            return
        }
        send(result)
    }

    /// Encodes `value` with `JSONValueEncoder`; an encoding failure becomes
    /// an internal error reply.
    public func callAsFunction<T: Encodable>(encoding value: T) {
        do {
            self(.success(try JSONValueEncoder().encode(value)))
        } catch {
            self(.failure(.internalError("Could not encode the result: \(error)")))
        }
    }

    deinit {
        guard let send else { return }
        log("request \(requestID) was dropped without a reply; answering with an internal error")
        send(.failure(.internalError("The server dropped the request without replying")))
    }
}
