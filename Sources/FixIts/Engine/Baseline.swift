/// Findings a team accepted when it adopted the linter: a baseline reports
/// only what is new. An entry remembers the rule, the file, the flagged text
/// and the line around it, never a line number, so edits elsewhere in the
/// file (lines inserted above, a function renamed nearby) keep it matched.
public struct Baseline: Equatable, Sendable {
    public struct Entry: Equatable, Hashable, Sendable {
        public var path: String
        public var code: String
        /// The flagged text, whitespace removed.
        public var text: String
        /// The line holding the finding, whitespace removed (tells identical findings apart).
        public var context: String

        public init(path: String, code: String, text: String, context: String) {
            self.path = path
            self.code = code
            self.text = text
            self.context = context
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entry a finding in the file `bytes` (at `path`, relative to the baseline) would get.
    public static func entry(for diagnostic: Diagnostic, bytes: [UInt8], lines: LineIndex, path: String) -> Entry {
        let line = lines.line(of: diagnostic.range.lowerBound)
        let lineRange = lines.contentRange(ofLine: line, in: bytes)
        let flagged = max(0, diagnostic.range.lowerBound) ..< min(bytes.count, diagnostic.range.upperBound)
        return Entry(path: path, code: diagnostic.code, text: squeezed(bytes[flagged]), context: squeezed(bytes[lineRange]))
    }

    /// The findings not in the baseline. Each entry absorbs one finding:
    /// first one with the same context, then any with the same text, so a
    /// third copy of a baselined finding is still reported.
    public func newFindings(_ diagnostics: [Diagnostic], bytes: [UInt8], lines: LineIndex, path: String) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries where entry.path == path { remaining[entry, default: 0] += 1 }
        guard !remaining.isEmpty else { return diagnostics }
        let keyed = diagnostics.map { ($0, Baseline.entry(for: $0, bytes: bytes, lines: lines, path: path)) }
        var matched = [Bool](repeating: false, count: keyed.count)
        // Exact matches first, so a loose match does not take an exact one's entry.
        for (index, (_, entry)) in keyed.enumerated() where (remaining[entry] ?? 0) > 0 {
            remaining[entry]! -= 1
            matched[index] = true
        }
        for (index, (_, entry)) in keyed.enumerated() where !matched[index] {
            if let loose = remaining.first(where: { $0.value > 0 && $0.key.code == entry.code && $0.key.text == entry.text })?.key {
                remaining[loose]! -= 1
                matched[index] = true
            }
        }
        return keyed.indices.filter { !matched[$0] }.map { keyed[$0].0 }
    }

    private static func squeezed(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.filter { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }, as: UTF8.self)
    }
}
