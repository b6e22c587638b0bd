import Foundation

/// A shared index for workers to take files from.
final class Counter: @unchecked Sendable {
    private var value = -1
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

extension Counter {
    /// Runs `body` for each index below `count` on up to `jobs` workers, each taking the next index as it
    /// finishes one (files differ in size, so a fixed split would leave a worker idle).
    static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = next.increment()
                guard index < count else { return }
                body(index)
            }
        }
    }
}
