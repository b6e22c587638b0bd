import Foundation

/// One result slot per job, filled by concurrent workers in any order (the lint's reports, the
/// output's parts) and read once all are done.
final class Slots<Element>: @unchecked Sendable {
    private var slots: [Element?]
    private let lock = NSLock()

    init(count: Int) {
        slots = [Element?](repeating: nil, count: count)
    }

    func set(_ index: Int, _ element: Element) {
        lock.lock()
        slots[index] = element
        lock.unlock()
    }

    var all: [Element] { slots.map { $0! } }
}
