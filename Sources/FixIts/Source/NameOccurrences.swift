import SwiftLexer

/// How a file's few name questions are best answered: by one `scan` of its identifiers when the file is
/// read only for them (the index pass), or from the name `chains` when the linter reads the file next and
/// builds them anyway (the editor's index update, before its lint).
public enum NameLookup: Sendable {
    case scan, chains
    /// A scan of the code tokens `range` only: an item of a file being edited, read again alone
    /// (`EditedFile.declarations`).
    case within(Range<Int>)
}

/// Where each name occurs among a file's identifiers. Rules that follow a name through the file (a view's
/// constraints, a stored value's reads, a wrapper's uses, a localizing call, a preview) ask about some
/// thirty distinct names per lint; a scan of every identifier per name was a third of a keystroke's lint
/// on a 10,000-line file. So the first question hashes every identifier once into chains (a flat table of
/// chain heads and one `next` link per identifier, no allocation per name), and each question walks only
/// its chain. Built on demand, on the thread that lints the file (as `ScopeTree`); answers are remembered.
public final class NameOccurrences: @unchecked Sendable {
    private unowned(unsafe) let file: SourceFile
    private var cache: [String: [Int]] = [:]
    /// For each hash bucket, the position (in `kinds.identifiers`) of its first identifier, or -1.
    private var heads: [Int32] = []
    /// For each identifier position, the next position in its bucket, or -1 (file order).
    private var next: [Int32] = []

    init(file: SourceFile) {
        self.file = file
    }

    /// The bytes the chains take, once built.
    var chainSize: Int { (heads.count + next.count) * MemoryLayout<Int32>.stride }

    /// The code indices of the identifiers spelled `name`, in order.
    public func of(_ name: String) -> [Int] {
        file.askedNames?.ask(name)
        if let known = cache[name] { return known }
        file.checkOwningThread()
        let spelled = Array(name.utf8)
        guard !spelled.isEmpty else { return [] }
        if heads.isEmpty { buildChains() }
        var found: [Int] = []
        let identifiers = file.kinds.identifiers
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                var position = Int(heads[spelled.withUnsafeBufferPointer { Self.hash($0.baseAddress!, count: $0.count) } & (heads.count - 1)])
                while position >= 0 {
                    let identifier = Int(identifiers[position])
                    let token = code[identifier]
                    if Int(token.length) == spelled.count, (0 ..< spelled.count).allSatisfy({ bytes[token.start + $0] == spelled[$0] }) {
                        found.append(identifier)
                    }
                    position = Int(next[position])
                }
            }
        }
        cache[name] = found
        return found
    }

    /// The code indices of the identifiers spelled `name` within `range`, in order: a binary search in
    /// `of(name)` (a View type asking for its own `body` walked every `body` of the file).
    public func of(_ name: String, within range: Range<Int>) -> ArraySlice<Int> {
        let recorder = file.askedNames
        file.askedNames = nil
        defer {
            file.askedNames = recorder
            recorder?.ask(name, within: range)
        }
        let all = of(name)
        func firstPosition(notBelow bound: Int) -> Int {
            var low = 0, high = all.count
            while low < high {
                let mid = (low + high) / 2
                if all[mid] < bound { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let lower = firstPosition(notBelow: range.lowerBound)
        return all[lower ..< max(lower, firstPosition(notBelow: range.upperBound))]
    }

    /// The code indices of the identifiers spelled as one of `names`, in order, found as `lookup` says.
    public func find(_ names: [String], by lookup: NameLookup) -> [Int] {
        switch lookup {
        case .scan: scan(for: names)
        case .chains: names.flatMap { of($0) }.sorted()
        case .within(let range): scan(for: names, in: range)
        }
    }

    /// The identifiers spelled `name`: from the chains, or within the range `lookup` gives.
    public func of(_ name: String, by lookup: NameLookup) -> [Int] {
        if case .within(let range) = lookup { return scan(for: [name], in: range) }
        return of(name)
    }

    /// The code indices of the identifiers spelled as one of `names`, in order: one pass over the
    /// identifiers comparing lengths first, for a question asked once per file (the index pass reads every
    /// file once and asks few names; building the chains for them cost more than the answer).
    public func scan(for names: [String], in range: Range<Int>? = nil) -> [Int] {
        if let asked = file.askedNames { for name in names { asked.ask(name) } }
        let spellings = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        // The lengths asked for, as bits: most identifiers are passed over on their length alone.
        let lengths = spellings.reduce(UInt64(0)) { $0 | ($1.count < 64 ? 1 << UInt64($1.count) : 1 << 63) }
        return identifiers(in: range) { bytes, token in
            guard lengths & (1 << UInt64(min(Int(token.length), 63))) != 0 else { return false }
            return spellings.contains { spelled in
                Int(token.length) == spelled.count && (0 ..< spelled.count).allSatisfy { bytes[token.start + $0] == spelled[$0] }
            }
        }
    }

    /// The code indices of the identifiers that start with `prefix` and are longer than it, in order
    /// (`previewDisplayName`, `previewLayout` … for `preview`): a scan, not remembered.
    public func of(prefix: String) -> [Int] {
        file.askedNames?.ask(prefix: prefix)
        let spelled = Array(prefix.utf8)
        guard let first = spelled.first else { return [] }
        return identifiers(in: nil) { bytes, token in
            Int(token.length) > spelled.count && bytes[token.start] == first
                && (1 ..< spelled.count).allSatisfy { bytes[token.start + $0] == spelled[$0] }
        }
    }

    /// The code indices of the identifiers that end with `suffix` and are longer than it, in order
    /// (`VectorL10n`, `AppL10n` … for `L10n`): a scan, not remembered.
    public func of(suffix: String) -> [Int] {
        file.askedNames?.ask(suffix: suffix)
        let spelled = Array(suffix.utf8)
        guard !spelled.isEmpty else { return [] }
        return identifiers(in: nil) { bytes, token in
            let length = Int(token.length)
            return length > spelled.count && (0 ..< spelled.count).allSatisfy { bytes[token.start + length - spelled.count + $0] == spelled[$0] }
        }
    }

    /// The code indices of the identifiers whose token `matches`, in order: one pass over the file's
    /// identifiers (those among the code tokens `range`), reading its bytes in place.
    private func identifiers(in range: Range<Int>?, where matches: (UnsafeBufferPointer<UInt8>, Token) -> Bool) -> [Int] {
        var found: [Int] = []
        let candidates = range.map { file.kinds.identifiers(in: $0) } ?? file.kinds.identifiers[...]
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                candidates.withUnsafeBufferPointer { identifiers in
                    for identifier in identifiers where matches(bytes, code[Int(identifier)]) {
                        found.append(Int(identifier))
                    }
                }
            }
        }
        return found
    }

    /// A hash of the name's length and its first, middle and last bytes: cheap to take for every
    /// identifier (a full-byte hash made building the chains cost ten name scans), and names that share
    /// all four only share a chain, which the byte comparison sorts out.
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let mixed = UInt64(count) | UInt64(bytes[0]) << 8 | UInt64(bytes[count >> 1]) << 16 | UInt64(bytes[count - 1]) << 24
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// Takes `previous`'s chains, built for an earlier version of the file whose identifiers are spelled
    /// as this version's, in the same order (an edit that changed no identifier: a space, a `;`, a line):
    /// the chains link identifiers by their place among the identifiers, not in the code, so they hold as
    /// they are. Answers are not taken: they are code indices, which the edit may have moved.
    func adoptChains(of previous: NameOccurrences) {
        guard heads.isEmpty, !previous.heads.isEmpty, previous.next.count == file.kinds.identifiers.count else { return }
        heads = previous.heads
        next = previous.next
        adoptedChains = true
    }

    /// Whether the chains are an earlier version's (`adoptChains`).
    private(set) var adoptedChains = false

    /// One pass over the identifiers, last to first, so that each chain is in file order.
    private func buildChains() {
        let identifiers = file.kinds.identifiers
        var size = 64
        while size < identifiers.count * 2 { size <<= 1 }
        var heads = [Int32](repeating: -1, count: size)
        var next = [Int32](repeating: -1, count: identifiers.count)
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                for position in identifiers.indices.reversed() {
                    let token = code[Int(identifiers[position])]
                    guard token.length > 0 else { continue }
                    let bucket = Self.hash(bytes.baseAddress! + token.start, count: Int(token.length)) & (size - 1)
                    next[position] = heads[bucket]
                    heads[bucket] = Int32(position)
                }
            }
        }
        self.heads = heads
        self.next = next
    }
}
