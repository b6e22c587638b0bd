/// One edit of a text as typing makes them, at a random place: at every third step a whole line
/// deleted (a statement, a call, a member gone), at every fourth one to three bytes deleted, otherwise
/// one of `pieces` typed. The tests and the benchmark that compare a lint reusing the last version's
/// findings with a fresh one (`IncrementalLintTests`, `duo-bench reuse`) edit with it.
public enum TypingEdit {
    /// Applies step `step`'s edit to `bytes`; what it did, for a message.
    @discardableResult
    public static func apply(step: Int, to bytes: inout [UInt8], typing pieces: [String], using generator: inout SplitMix64) -> String {
        let start = Int.random(in: 0 ... bytes.count, using: &generator)
        if step % 3 == 0 {
            let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            bytes.removeSubrange(lineStart ..< lineEnd)
            return "line at \(lineStart) deleted"
        }
        if step % 4 == 0 {
            let length = min(bytes.count - start, Int.random(in: 1 ... 3, using: &generator))
            bytes.removeSubrange(start ..< start + length)
            return "\(length) bytes deleted at \(start)"
        }
        let piece = pieces.randomElement(using: &generator)!
        bytes.insert(contentsOf: Array(piece.utf8), at: start)
        return "\(piece.debugDescription) typed at \(start)"
    }
}
