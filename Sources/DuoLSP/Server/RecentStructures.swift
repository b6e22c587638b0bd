import FixIts
import Foundation

/// The token structure (`TokenStructure`: bracket tree and token index) of the documents linted last, for
/// the next version of each to take instead of building its own when its code tokens have the same
/// kinds — most keystrokes. Two entries: the document being typed in and one more; keeping every open
/// document's would hold all their tokens twice. Shared by the lint lanes, so behind a lock.
final class RecentStructures: @unchecked Sendable {
    static let capacity = 2

    private var entries: [(uri: String, structure: TokenStructure)] = []
    private let lock = NSLock()

    func structure(of uri: String) -> TokenStructure? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.uri == uri }?.structure
    }

    func keep(_ structure: TokenStructure, of uri: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.uri == uri }
        entries.insert((uri, structure), at: 0)
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
    }

    /// The document closed: nothing of it is kept.
    func forget(_ uri: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.uri == uri }
    }
}
