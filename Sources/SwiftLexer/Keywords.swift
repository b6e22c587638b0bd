/// What the lexer needs to know about a word it just lexed.
enum WordClass: UInt8 {
    case identifier
    case keyword
    /// `true`, `false`, `nil`, `self`, `Self`, `super`, `Any`: a `/` after them divides.
    case expressionKeyword
    /// `func`, `operator`: a `/` after them is an operator's name.
    case operatorDeclKeyword
    case tryKeyword
}

/// The words swift-syntax's lexer classifies as keywords (contextual keywords
/// such as `override`, `get` or `weak` lex as identifiers; the parser decides),
/// in an open-addressing table that rejects most identifiers with one probe.
struct KeywordTable {
    private static let plain = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "fileprivate", "for", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "static", "struct", "subscript",
        "switch", "throw", "throws", "typealias", "var", "where", "while",
    ]
    private static let expressionLike = ["true", "false", "Any", "nil", "self", "Self", "super"]
    private static let maxLength = 15
    private static let slotCount = 256

    /// Per slot: offset of the word in `words` (+1; 0 = empty), its length, its class.
    private let slotWord: UnsafeMutablePointer<UInt16>
    private let slotLength: UnsafeMutablePointer<UInt8>
    private let slotClass: UnsafeMutablePointer<UInt8>
    private let words: UnsafeMutablePointer<UInt8>

    nonisolated(unsafe) static let shared = KeywordTable()

    private init() {
        var entries: [(String, WordClass)] = KeywordTable.plain.map { ($0, .keyword) }
        entries += KeywordTable.expressionLike.map { ($0, .expressionKeyword) }
        entries += [("func", .operatorDeclKeyword), ("operator", .operatorDeclKeyword), ("try", .tryKeyword)]
        let blob = entries.flatMap { Array($0.0.utf8) }
        words = .allocate(capacity: blob.count)
        words.initialize(from: blob, count: blob.count)
        slotWord = .allocate(capacity: KeywordTable.slotCount)
        slotWord.initialize(repeating: 0, count: KeywordTable.slotCount)
        slotLength = .allocate(capacity: KeywordTable.slotCount)
        slotLength.initialize(repeating: 0, count: KeywordTable.slotCount)
        slotClass = .allocate(capacity: KeywordTable.slotCount)
        slotClass.initialize(repeating: 0, count: KeywordTable.slotCount)
        var offset = 0
        for (word, wordClass) in entries {
            let bytes = Array(word.utf8)
            var slot = KeywordTable.hash(first: bytes[0], last: bytes[bytes.count - 1], length: bytes.count)
            while slotWord[slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slotWord[slot] = UInt16(offset + 1)
            slotLength[slot] = UInt8(bytes.count)
            slotClass[slot] = wordClass.rawValue
            offset += bytes.count
        }
    }

    @inline(__always)
    private static func hash(first: UInt8, last: UInt8, length: Int) -> Int {
        (Int(first) &* 7 &+ Int(last) &* 3 &+ length &* 31) & (slotCount - 1)
    }

    @inline(__always)
    func classify(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> WordClass {
        guard length >= 2, length <= KeywordTable.maxLength else { return .identifier }
        var slot = KeywordTable.hash(first: base[start], last: base[start + length - 1], length: length)
        while true {
            let word = Int(slotWord[slot])
            if word == 0 { return .identifier }
            if Int(slotLength[slot]) == length, bytesEqual(words + (word - 1), base + start, length) {
                return WordClass(rawValue: slotClass[slot])!
            }
            slot = (slot + 1) & (KeywordTable.slotCount - 1)
        }
    }
}

@inline(__always)
func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for i in 0 ..< count where a[i] != b[i] { return false }
    return true
}

enum PoundKeywords {
    /// `#` words that are one token in swift-syntax (others are `#` + identifier).
    static func contains(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> Bool {
        switch length {
        case 2: return matches(base, start, "if")
        case 4: return matches(base, start, "else")
        case 5: return matches(base, start, "endif")
        case 6: return matches(base, start, "elseif")
        case 9: return matches(base, start, "available")
        case 10: return matches(base, start, "_hasSymbol")
        case 11: return matches(base, start, "unavailable")
        case 14: return matches(base, start, "sourceLocation")
        default: return false
        }
    }

    private static func matches(_ base: UnsafePointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        bytesEqual(word.utf8Start, base + start, word.utf8CodeUnitCount)
    }
}
