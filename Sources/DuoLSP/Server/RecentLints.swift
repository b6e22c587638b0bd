import FixIts
import Foundation

/// What the last lints of the documents being typed in left for their next versions: the token
/// structure (`TokenStructure`: bracket tree and token index), taken instead of built again when the
/// code tokens have the same kinds, and the findings per top-level item (`LintMemo`), taken for the
/// items an edit did not change. Two entries: the document being typed in and one more; keeping every
/// open document's would hold all their tokens twice. Shared by the lint lanes, so behind a lock.
final class RecentLints: @unchecked Sendable {
    static let capacity = 2

    private struct Entry {
        let uri: String
        let structure: TokenStructure
        var memo: LintMemo?
    }

    private var entries: [Entry] = []
    private let lock = NSLock()

    func structure(of uri: String) -> TokenStructure? {
        lock.withLock { entries.first { $0.uri == uri }?.structure }
    }

    func memo(of uri: String) -> LintMemo? {
        lock.withLock { entries.first { $0.uri == uri }?.memo }
    }

    /// A version's structure, before it is linted: its last memo no longer matches.
    func keep(_ structure: TokenStructure, of uri: String) {
        lock.withLock {
            let memo = entries.first { $0.uri == uri }?.memo
            entries.removeAll { $0.uri == uri }
            entries.insert(Entry(uri: uri, structure: structure, memo: memo), at: 0)
            if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
        }
    }

    /// What the lint of a version found, for the next version's lint. Returns the memo it replaces: the
    /// caller lets go of it after publishing (`DeferredRelease`).
    func keep(_ memo: LintMemo, of uri: String) -> LintMemo? {
        lock.withLock {
            guard let position = entries.firstIndex(where: { $0.uri == uri }) else { return nil }
            let replaced = entries[position].memo
            entries[position].memo = memo
            return replaced
        }
    }

    /// The document closed: nothing of it is kept.
    func forget(_ uri: String) {
        lock.withLock { entries.removeAll { $0.uri == uri } }
    }
}
