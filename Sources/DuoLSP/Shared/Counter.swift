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
