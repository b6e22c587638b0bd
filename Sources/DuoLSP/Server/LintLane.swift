import FixIts
import Foundation

/// One worker that lints the snapshots given to it, one at a time, always
/// the newest of each document: a newer snapshot replaces one still waiting,
/// so a burst of edits is linted once, for its last version.
final class LintLane: @unchecked Sendable {
    private let lock = NSLock()
    /// The newest snapshot per URI not yet linted.
    private var pending: [String: DocumentSnapshot] = [:]
    private var order: [String] = []
    private var workerRunning = false
    private let worker: DispatchQueue
    private let deliver: @Sendable (LintScheduler.Result) -> Void

    /// `deliver` is called on the lane's worker thread.
    init(label: String, deliver: @escaping @Sendable (LintScheduler.Result) -> Void) {
        worker = DispatchQueue(label: label, qos: .userInitiated)
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

    /// Drops a waiting snapshot (the document was closed, or a newer one went to another lane).
    func cancel(uri: String) {
        lock.lock()
        if pending.removeValue(forKey: uri) != nil { order.removeAll { $0 == uri } }
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
            let (diagnostics, changed, replaced) = snapshot.lintAndIndex()
            deliver(LintScheduler.Result(snapshot: snapshot, diagnostics: diagnostics, changedDeclarations: changed))
            DeferredRelease.later(replaced)
        }
    }
}
