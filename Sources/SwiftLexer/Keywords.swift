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

/// The words swift-syntax's lexer classifies as keywords. Contextual keywords
/// (`override`, `get`, `weak`, …) lex as identifiers; the parser decides.
enum Keywords {
    private static let plain = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "fileprivate", "for", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "static", "struct", "subscript",
        "switch", "throw", "throws", "typealias", "var", "where", "while",
    ]
    private static let expressionLike = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// Words longer than this are never keywords.
    static let maxLength = 15

    private struct Entry { let bytes: [UInt8]; let wordClass: WordClass }

    /// Buckets indexed by `length * 128 + firstByte`, so most identifiers are
    /// rejected by one empty-bucket check.
    private static let buckets: [[Entry]] = {
        var buckets = [[Entry]](repeating: [], count: (maxLength + 1) * 128)
        func add(_ word: String, _ wordClass: WordClass) {
            let bytes = Array(word.utf8)
            buckets[bytes.count * 128 + Int(bytes[0])].append(Entry(bytes: bytes, wordClass: wordClass))
        }
        for word in plain { add(word, .keyword) }
        for word in expressionLike { add(word, .expressionKeyword) }
        add("func", .operatorDeclKeyword)
        add("operator", .operatorDeclKeyword)
        add("try", .tryKeyword)
        return buckets
    }()

    @inline(__always)
    static func classify(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> WordClass {
        guard length >= 2, length <= maxLength else { return .identifier }
        let first = base[start]
        guard first < 128 else { return .identifier }
        return buckets.withUnsafeBufferPointer { buckets in
            for entry in buckets[length * 128 + Int(first)] {
                if entry.bytes.withUnsafeBufferPointer({ bytesEqual($0.baseAddress!, base + start, length) }) {
                    return entry.wordClass
                }
            }
            return .identifier
        }
    }

    /// `#` words that are one token in swift-syntax (others are `#` + identifier).
    static func isPoundKeyword(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> Bool {
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

    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for i in 0 ..< count where a[i] != b[i] { return false }
        return true
    }
}
