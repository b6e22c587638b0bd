/// A document's tokens, kept up to date across edits.
///
/// Tokens live in chunks of a few hundred, each holding offsets relative to
/// its own base: an edit rewrites the one or two chunks it touches and moves
/// the bases of the chunks after it, so any one-character edit costs a few
/// microseconds however large the file and wherever the previous edit was.
/// Invariant: reading it always gives exactly `Lexer.lex` of the current text.
public struct TokenStore: Sendable {
    private var chunks: [[Token]] = []
    /// Absolute offset that each chunk's stored offsets are relative to.
    private var bases: [Int] = []
    /// Global index of each chunk's first token (prefix sums of chunk sizes).
    private var firstIndices: [Int] = []
    public private(set) var count = 0
    public private(set) var textLength: Int
    /// No token looked further past its end than this (monotone).
    private var maxLookahead = 0
    /// What `materialize()` gives, kept up to date by each edit once `keepMaterialized()` asked for it
    /// (an open document, materialized on every keystroke: an edit changes a few code tokens and moves
    /// the others, which costs a copy, not the chunk-by-chunk pass; issue 17).
    private var kept: Materialized?

    private struct Materialized: Sendable {
        var significant: [Token]
        var comments: [Token]
    }

    static let chunkSize = 512

    public init(text: UnsafeBufferPointer<UInt8>) {
        self.init(tokens: Lexer.lex(text), textLength: text.count)
    }

    public init(text: [UInt8]) {
        self = text.withUnsafeBufferPointer { TokenStore(text: $0) }
    }

    init(tokens: [Token], textLength: Int) {
        self.textLength = textLength
        appendChunks(from: tokens[...])
        count = tokens.count
        maxLookahead = tokens.reduce(0) { max($0, Int($1.lookahead)) }
        rebuildFirstIndices(from: 0)
    }

    /// Splits absolute-offset tokens into chunks appended at the end.
    private mutating func appendChunks(from tokens: ArraySlice<Token>) {
        var start = tokens.startIndex
        while start < tokens.endIndex {
            let end = min(start + TokenStore.chunkSize, tokens.endIndex)
            let base = Int(tokens[start].offset)
            chunks.append(tokens[start ..< end].map { token in
                var relative = token
                relative.offset = token.offset &- UInt32(base)
                return relative
            })
            bases.append(base)
            start = end
        }
    }

    private mutating func rebuildFirstIndices(from chunk: Int) {
        firstIndices.removeSubrange(min(chunk, firstIndices.count)...)
        var index = chunk == 0 ? 0 : firstIndices[chunk - 1] + chunks[chunk - 1].count
        for k in chunk ..< chunks.count {
            firstIndices.append(index)
            index += chunks[k].count
        }
    }

    /// The chunk holding token `index` (the last chunk for `index == count`).
    private func chunk(containing index: Int) -> Int {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstIndices[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public subscript(index: Int) -> Token {
        let k = chunk(containing: index)
        var token = chunks[k][index - firstIndices[k]]
        token.offset = token.offset &+ UInt32(bases[k])
        return token
    }

    /// All tokens with absolute offsets, in one array.
    public var tokens: [Token] {
        var result = [Token]()
        result.reserveCapacity(count)
        for (chunk, base) in zip(chunks, bases) {
            let shift = UInt32(base)
            for var token in chunk {
                token.offset = token.offset &+ shift
                result.append(token)
            }
        }
        return result
    }

    /// The significant tokens (not trivia) and the comments, with absolute
    /// offsets: what a rule pass reads. Whitespace and line breaks, most of
    /// the tokens, are not kept.
    public func materialize() -> (significant: [Token], comments: [Token]) {
        if let kept { return (kept.significant, kept.comments) }
        return materializeChunks()
    }

    /// From here on, edits keep `materialize()`'s arrays up to date instead of building them again
    /// from the chunks each time they are asked for.
    public mutating func keepMaterialized() {
        guard kept == nil else { return }
        let (significant, comments) = materializeChunks()
        kept = Materialized(significant: significant, comments: comments)
    }

    /// `materialize()` in one pass over the chunks.
    private func materializeChunks() -> (significant: [Token], comments: [Token]) {
        var comments = [Token]()
        let significant = [Token](unsafeUninitializedCapacity: count) { codeBuffer, codeCount in
            var code = 0
            // A token is copied as two words (offset and length; kind, flags
            // and lookahead) rather than field by field: this loop touches every
            // token of the document on every keystroke. `Token.wordLayoutHolds`
            // checks the layout it relies on.
            precondition(Token.wordLayoutHolds)
            let output = UnsafeMutableRawPointer(codeBuffer.baseAddress!)
            for k in chunks.indices {
                let shift = UInt64(UInt32(truncatingIfNeeded: bases[k]))
                chunks[k].withUnsafeBytes { chunk in
                    var position = 0
                    while position < chunk.count {
                        let place = chunk.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                        let rest = chunk.loadUnaligned(fromByteOffset: position + 8, as: UInt32.self)
                        let offset = (place & 0xFFFF_FFFF) &+ shift
                        output.storeBytes(of: (place & ~0xFFFF_FFFF) | (offset & 0xFFFF_FFFF), toByteOffset: code &* 12, as: UInt64.self)
                        output.storeBytes(of: rest, toByteOffset: code &* 12 &+ 8, as: UInt32.self)
                        let kind = UInt8(truncatingIfNeeded: rest)
                        if TokenKind.isComment(rawValue: kind) { comments.append(codeBuffer[code]) }
                        // Branch-free: trivia and code alternate, so a branch here mispredicts half the time.
                        code &+= TokenKind.isTrivia(rawValue: kind) ? 0 : 1
                        position &+= 12
                    }
                }
            }
            codeCount = code
        }
        return (significant, comments)
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

    /// Replaces tokens `range` with `newTokens` (absolute offsets in the new
    /// text); tokens after the range move by the text's change in length.
    mutating func replace(_ range: Range<Int>, with newTokens: [Token], newTextLength: Int) {
        if kept != nil { updateKept(replacing: range, with: newTokens, newTextLength: newTextLength) }
        let delta = newTextLength - textLength
        textLength = newTextLength
        for token in newTokens { maxLookahead = max(maxLookahead, Int(token.lookahead)) }
        guard !chunks.isEmpty else {
            appendChunks(from: newTokens[...])
            count = newTokens.count
            rebuildFirstIndices(from: 0)
            return
        }
        let first = chunk(containing: min(range.lowerBound, count - 1))
        let last = chunk(containing: max(range.lowerBound, range.upperBound - 1))
        // The touched chunks, rebuilt: their tokens before the range, the new
        // tokens, and their tokens after it (moved by `delta`).
        var merged: [Token] = []
        merged.reserveCapacity(newTokens.count + TokenStore.chunkSize * 2)
        let lowerInFirst = range.lowerBound - firstIndices[first]
        for var token in chunks[first][..<min(lowerInFirst, chunks[first].count)] {
            token.offset = token.offset &+ UInt32(bases[first])
            merged.append(token)
        }
        merged.append(contentsOf: newTokens)
        let upperInLast = range.upperBound - firstIndices[last]
        if upperInLast < chunks[last].count {
            let shift = bases[last] + delta
            for var token in chunks[last][max(0, upperInLast)...] {
                token.offset = UInt32(Int(token.offset) + shift)
                merged.append(token)
            }
        }
        let tail = Array(chunks[(last + 1)...])
        let tailBases = bases[(last + 1)...].map { $0 + delta }
        chunks.removeSubrange(first...)
        bases.removeSubrange(first...)
        appendChunks(from: merged[...])
        chunks += tail
        bases += tailBases
        count += newTokens.count - range.count
        if chunks.isEmpty {
            chunks = [[]]
            bases = [0]
        }
        rebuildFirstIndices(from: first)
    }

    /// `kept` after `replace(range, with: newTokens, …)`, before the chunks change. Tokens cover the
    /// text with no gap and none empty (the lexer's invariant), so the code tokens before the replaced
    /// ones are exactly those starting before the first replaced token, and those after it exactly those
    /// starting at or after the first token kept after it.
    private mutating func updateKept(replacing range: Range<Int>, with newTokens: [Token], newTextLength: Int) {
        guard var old = kept else { return }
        kept = nil
        let delta = newTextLength - textLength
        let replacedStart = range.lowerBound < count ? Int(self[range.lowerBound].offset) : textLength
        let replacedEnd = range.upperBound < count ? Int(self[range.upperBound].offset) : textLength
        func update(_ tokens: inout [Token], keeping keeps: (UInt8) -> Bool) {
            let before = Self.firstIndex(in: tokens, startingAtOrAfter: replacedStart)
            let after = Self.firstIndex(in: tokens, startingAtOrAfter: replacedEnd)
            let inserted = newTokens.filter { keeps($0.kind.rawValue) }
            let shift = UInt32(truncatingIfNeeded: delta)
            // Raw copies: appending token by token cost as much as materializing from the chunks.
            // (A buffer's base address is only promised when it holds something: an emptied text has none.)
            tokens = tokens.withUnsafeBufferPointer { old in
                [Token](unsafeUninitializedCapacity: before + inserted.count + (old.count - after)) { buffer, initialized in
                    guard let output = buffer.baseAddress else { return }
                    if before > 0 { output.initialize(from: old.baseAddress!, count: before) }
                    if !inserted.isEmpty {
                        inserted.withUnsafeBufferPointer { output.advanced(by: before).initialize(from: $0.baseAddress!, count: $0.count) }
                    }
                    let moved = output.advanced(by: before + inserted.count)
                    let count = old.count - after
                    if count > 0 { moved.initialize(from: old.baseAddress! + after, count: count) }
                    Self.shiftOffsets(of: UnsafeMutableBufferPointer(start: moved, count: count), by: shift)
                    initialized = before + inserted.count + (old.count - after)
                }
            }
        }
        update(&old.significant) { !TokenKind.isTrivia(rawValue: $0) }
        update(&old.comments) { TokenKind.isComment(rawValue: $0) }
        kept = old
    }

    /// Adds `shift` to every token's offset: four tokens (twelve words, three vectors) a step where the
    /// layout allows (`wordLayoutHolds`: the offset is each token's first word), the rest one by one.
    static func shiftOffsets(of tokens: UnsafeMutableBufferPointer<Token>, by shift: UInt32) {
        guard shift != 0, let base = tokens.baseAddress else { return }
        var done = 0
        if Token.wordLayoutHolds {
            let raw = UnsafeMutableRawPointer(base)
            let (first, second, third) = (SIMD4<UInt32>(shift, 0, 0, shift), SIMD4<UInt32>(0, 0, shift, 0), SIMD4<UInt32>(0, shift, 0, 0))
            while done + 4 <= tokens.count {
                let at = done * 12
                raw.storeBytes(of: raw.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt32>.self) &+ first, toByteOffset: at, as: SIMD4<UInt32>.self)
                raw.storeBytes(of: raw.loadUnaligned(fromByteOffset: at + 16, as: SIMD4<UInt32>.self) &+ second, toByteOffset: at + 16,
                               as: SIMD4<UInt32>.self)
                raw.storeBytes(of: raw.loadUnaligned(fromByteOffset: at + 32, as: SIMD4<UInt32>.self) &+ third, toByteOffset: at + 32,
                               as: SIMD4<UInt32>.self)
                done += 4
            }
        }
        for index in done ..< tokens.count { tokens[index].offset &+= shift }
    }

    /// The index of the first of `tokens` (in offset order) that starts at or after `offset`.
    private static func firstIndex(in tokens: [Token], startingAtOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].offset) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Furthest a token's lexing may have looked past its end.
    var lookaheadBound: Int { maxLookahead }
}
