import Foundation
import SwiftLexer

/// Tokens the index pass lexed, kept for the lint pass of the same run: batch mode reads every file twice
/// (its declarations first, for rules across files, then its findings), and lexing is most of what the
/// second read would redo. Bounded (`budget`, in bytes of text and tokens held): what does not fit is
/// lexed again. An entry is handed out once, and only for the same bytes (a file changed between the
/// passes is lexed anew).
final class LexedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: (bytes: [UInt8], tokens: [Token])] = [:]
    private var held = 0
    private let budget: Int

    /// 64 MB: a whole app of a few thousand files fits; the peak stays under the batch mode's 200 MB.
    init(budget: Int = 64 << 20) {
        self.budget = budget
    }

    /// Keeps the tokens of `bytes` for `path` if they fit.
    func keep(_ path: String, bytes: [UInt8], tokens: [Token]) {
        let cost = bytes.count + tokens.count * MemoryLayout<Token>.stride
        lock.withLock {
            guard held + cost <= budget, kept[path] == nil else { return }
            kept[path] = (bytes, tokens)
            held += cost
        }
    }

    /// The kept tokens of `path` if its bytes are still `bytes`; the entry is dropped either way.
    func take(_ path: String, bytes: [UInt8]) -> [Token]? {
        lock.withLock {
            guard let entry = kept.removeValue(forKey: path) else { return nil }
            held -= entry.bytes.count + entry.tokens.count * MemoryLayout<Token>.stride
            return entry.bytes == bytes ? entry.tokens : nil
        }
    }
}
