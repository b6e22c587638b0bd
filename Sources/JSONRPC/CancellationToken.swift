import Foundation

/// Set when the client cancels a request (`$/cancelRequest`) or the
/// connection closes while it is in flight. Handlers poll `isCancelled` in
/// long loops or register `onCancel` to stop work that waits elsewhere;
/// either way the request still needs its one reply (LSP answers a
/// cancelled request with `ResponseError.requestCancelled()`).
public final class CancellationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var handlers: [@Sendable () -> Void] = []

    public init() {}

    public var isCancelled: Bool {
        lock.withLock { cancelled }
    }

    /// Runs `body` once on cancellation, on the cancelling thread; at once
    /// (on the calling thread) if the token is already cancelled.
    public func onCancel(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        if cancelled {
            lock.unlock()
            body()
            return
        }
        handlers.append(body)
        lock.unlock()
    }

    /// Cancels; the second and later calls do nothing.
    public func cancel() {
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            return
        }
        cancelled = true
        let toRun = handlers
        handlers = []
        // Handlers run outside the lock so that they may query the token.
        lock.unlock()
        for handler in toRun { handler() }
    }
}
