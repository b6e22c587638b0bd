import FixIts
import Foundation

/// Lints documents off the server's queue, one at a time, always the latest
/// version: a burst of edits to a document is linted once, for its last
/// version. Results come back on the server's queue.
final class LintScheduler: @unchecked Sendable {
    struct Result {
        let snapshot: DocumentSnapshot
        let diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    /// The newest snapshot per URI not yet linted.
    private var pending: [String: DocumentSnapshot] = [:]
    private var order: [String] = []
    private var workerRunning = false
    private let worker = DispatchQueue(label: "duo-lsp.lint", qos: .userInitiated)
    private let deliver: @Sendable (Result) -> Void

    /// `deliver` is called on the worker thread; it hops to the server's queue.
    init(deliver: @escaping @Sendable (Result) -> Void) {
        self.deliver = deliver
    }

    /// Replaces any waiting snapshot of the same document.
    func schedule(_ snapshot: DocumentSnapshot) {
        lock.lock()
        if pending.updateValue(snapshot, forKey: snapshot.uri) == nil { order.append(snapshot.uri) }
        let start = !workerRunning
        workerRunning = true
        lock.unlock()
        if start { worker.async { self.drain() } }
    }

    /// Drops a waiting snapshot (the document was closed).
    func cancel(uri: String) {
        lock.lock()
        pending[uri] = nil
        order.removeAll { $0 == uri }
        lock.unlock()
    }

    private func drain() {
        while true {
            lock.lock()
            guard !order.isEmpty else {
                workerRunning = false
                lock.unlock()
                return
            }
            let uri = order.removeFirst()
            let snapshot = pending.removeValue(forKey: uri)
            lock.unlock()
            guard let snapshot else { continue }
            deliver(Result(snapshot: snapshot, diagnostics: snapshot.lint()))
        }
    }

    /// Whether a newer snapshot of `uri` waits to be linted.
    func hasPending(uri: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending[uri] != nil
    }
}
