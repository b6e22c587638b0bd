import SwiftLexer

/// Maps identifier words to the rules that want to look at them, so one
/// pass over the tokens serves every rule (no rule rescans the file).
struct TriggerTable {
    private struct Entry {
        let word: [UInt8]
        let rules: [Int]
    }

    private static let slotCount = 1024
    private var slots = [[Entry]](repeating: [], count: TriggerTable.slotCount)

    init(rules: [any Rule]) {
        var byWord: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for word in rule.triggers { byWord[word, default: []].append(index) }
        }
        for (word, rules) in byWord.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(word.utf8)
            slots[TriggerTable.slot(bytes.count, bytes.first!, bytes.last!)].append(Entry(word: bytes, rules: rules))
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
        let entries = slots[TriggerTable.slot(length, bytes[range.lowerBound], bytes[range.upperBound - 1])]
        if entries.isEmpty { return nil }
        for entry in entries where entry.word.count == length {
            var equal = true
            for i in 0 ..< length where entry.word[i] != bytes[range.lowerBound + i] {
                equal = false
                break
            }
            if equal { return entry.rules }
        }
        return nil
    }
}
