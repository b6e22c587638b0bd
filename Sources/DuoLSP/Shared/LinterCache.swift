import FixIts
import Foundation

/// One `Linter` per configuration, reused across edits and files: building
/// one sets up the trigger table, which every keystroke (and every file of a
/// batch run) would otherwise pay for. Keeps the few most recent
/// configurations (a workspace has one per folder with a `.duo-lsp.json`).
final class LinterCache: @unchecked Sendable {
    static let shared = LinterCache()
    private static let capacity = 8
    private let lock = NSLock()
    private var cached: [(Configuration, Linter)] = []

    func linter(for configuration: Configuration) -> Linter {
        lock.lock()
        defer { lock.unlock() }
        if let entry = cached.first(where: { $0.0 == configuration }) { return entry.1 }
        let linter = Linter(configuration: configuration)
        if cached.count == LinterCache.capacity { cached.removeFirst() }
        cached.append((configuration, linter))
        return linter
    }
}
