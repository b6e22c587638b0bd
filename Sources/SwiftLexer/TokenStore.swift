/// A document's tokens, kept up to date across edits.
///
/// A gap buffer: edits near the previous one move few tokens, and tokens
/// after the gap store their distance from the end of the text, so an edit
/// that changes the text's length shifts them all without touching them.
/// Invariant: reading it always gives exactly `Lexer.lex` of the current text.
public struct TokenStore: Sendable {
    private var storage: [Token]
    /// Tokens `0 ..< gapStart` hold absolute offsets; tokens from `gapEnd`
    /// hold `textLength - offset`.
    private var gapStart: Int
    private var gapEnd: Int
    public private(set) var textLength: Int
    /// No token looked further past its end than this (monotone).
    private var maxLookahead: Int

    public init(text: UnsafeBufferPointer<UInt8>) {
        self.init(tokens: Lexer.lex(text), textLength: text.count)
    }

    public init(text: [UInt8]) {
        self = text.withUnsafeBufferPointer { TokenStore(text: $0) }
    }

    init(tokens: [Token], textLength: Int) {
        storage = tokens
        gapStart = tokens.count
        gapEnd = tokens.count
        self.textLength = textLength
        maxLookahead = tokens.reduce(0) { max($0, Int($1.lookahead)) }
    }

    public var count: Int { storage.count - (gapEnd - gapStart) }

    public subscript(index: Int) -> Token {
        if index < gapStart { return storage[index] }
        var token = storage[index + gapEnd - gapStart]
        token.offset = UInt32(textLength) - token.offset
        return token
    }

    /// All tokens with absolute offsets, in one array.
    public var tokens: [Token] {
        var result = [Token]()
        result.reserveCapacity(count)
        result.append(contentsOf: storage[0 ..< gapStart])
        let length = UInt32(textLength)
        for var token in storage[gapEnd...] {
            token.offset = length - token.offset
            result.append(token)
        }
        return result
    }

    /// Index of the first token that ends after `offset` (`count` if none).
    public func firstIndex(endingAfter offset: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid].end > offset { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Puts the gap before token `index`.
    private mutating func moveGap(to index: Int) {
        let length = UInt32(textLength)
        while gapStart > index {
            // Token gapStart-1 moves after the gap.
            gapStart -= 1
            gapEnd -= 1
            var token = storage[gapStart]
            token.offset = length - token.offset
            storage[gapEnd] = token
        }
        while gapStart < index {
            var token = storage[gapEnd]
            token.offset = length - token.offset
            storage[gapStart] = token
            gapStart += 1
            gapEnd += 1
        }
    }

    /// Replaces tokens `range` with `newTokens` (absolute offsets in the new
    /// text) and sets the new text length.
    mutating func replace(_ range: Range<Int>, with newTokens: [Token], newTextLength: Int) {
        moveGap(to: range.lowerBound)
        gapEnd += range.count
        let gapSize = gapEnd - gapStart
        if newTokens.count > gapSize {
            // Grow the gap: room for these tokens and as many again.
            let extra = newTokens.count - gapSize + max(64, storage.count / 8)
            storage.insert(contentsOf: repeatElement(Token(kind: .unknown, offset: 0, length: 0), count: extra), at: gapEnd)
            gapEnd += extra
        }
        for token in newTokens {
            storage[gapStart] = token
            gapStart += 1
            maxLookahead = max(maxLookahead, Int(token.lookahead))
        }
        textLength = newTextLength
    }

    /// Furthest a token's lexing may have looked past its end.
    var lookaheadBound: Int { maxLookahead }
}
