import SwiftLexer

/// Maps identifier words to the rules that want to look at them, so one
/// pass over the tokens serves every rule (no rule rescans the file).
///
/// Every identifier of every version is looked up here, so the table is flat:
/// one array of entries grouped by slot and one byte buffer of words, read
/// without reference counting.
struct TriggerTable {
    private struct Entry {
        let wordStart: Int
        let wordLength: Int
        /// Index into `ruleLists`.
        let rules: Int
    }

    private static let slotCount = 1024
    /// Entries of slot `s` are `entries[slotStarts[s] ..< slotStarts[s + 1]]`.
    private var slotStarts: [Int32]
    private var entries: [Entry] = []
    private var words: [UInt8] = []
    private var ruleLists: [[Int]] = []
    /// For each first byte, bit `n` set when some word of length `n` (63 for
    /// 63 and longer) starts with it: most identifiers stop here.
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    init(rules: [any Rule]) {
        var byWord: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for word in rule.triggers { byWord[word, default: []].append(index) }
        }
        self.init(byWord: byWord)
    }

    /// Each word maps to its position in `words` (the workspace's wrapper names).
    init(words: [String]) {
        var byWord: [String: [Int]] = [:]
        for (index, word) in words.enumerated() where !word.isEmpty { byWord[word, default: []].append(index) }
        self.init(byWord: byWord)
    }

    private init(byWord: [String: [Int]]) {
        var bySlot = [[(word: [UInt8], rules: [Int])]](repeating: [], count: TriggerTable.slotCount)
        for (word, rules) in byWord.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(word.utf8)
            bySlot[TriggerTable.slot(bytes.count, bytes.first!, bytes.last!)].append((bytes, rules))
            lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt64(min(bytes.count, 63))
        }
        slotStarts = [0]
        for slot in bySlot {
            for (word, rules) in slot {
                entries.append(Entry(wordStart: words.count, wordLength: word.count, rules: ruleLists.count))
                words += word
                ruleLists.append(rules)
            }
            slotStarts.append(Int32(entries.count))
        }
    }

    @inline(__always)
    private static func slot(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (length &* 31 &+ Int(first) &* 7 &+ Int(last) &* 131) & (slotCount - 1)
    }

    /// The rules triggered by the word at `range` of `bytes`.
    @inline(__always)
    func rules(for range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        let length = range.count
        let mayMatch = lengthsByFirstByte.withUnsafeBufferPointer { $0[Int(bytes[range.lowerBound])] & (1 << UInt64(min(length, 63))) != 0 }
        if !mayMatch { return nil }
        let slot = TriggerTable.slot(length, bytes[range.lowerBound], bytes[range.upperBound - 1])
        let found: Int? = slotStarts.withUnsafeBufferPointer { starts in
            let first = Int(starts[slot])
            let end = Int(starts[slot + 1])
            if first == end { return nil }
            return entries.withUnsafeBufferPointer { entries in
                words.withUnsafeBufferPointer { words in
                    for entry in entries[first ..< end] where entry.wordLength == length {
                        var equal = true
                        for i in 0 ..< length where words[entry.wordStart + i] != bytes[range.lowerBound + i] {
                            equal = false
                            break
                        }
                        if equal { return entry.rules }
                    }
                    return nil
                }
            }
        }
        return found.map { ruleLists[$0] }
    }
}
