/// Re-lexing after an edit: start at the last clean token before the edit
/// that the edit cannot have influenced, lex until a token lines up with an
/// old one in the same state, and keep the old tokens from there on.
extension TokenStore {
    /// What one incremental update did.
    public struct RelexStats: Equatable, Sendable {
        /// Old tokens replaced, and new tokens lexed in their place.
        public var removed: Int
        public var inserted: Int
        /// The whole text was lexed again (the edit reached the lexer's
        /// lookahead limit, or the store was empty).
        public var fullRelex: Bool
    }

    /// Updates the tokens after the bytes `oldRange` of the previous text were
    /// replaced by `insertedLength` bytes, giving `newText`.
    @discardableResult
    public mutating func applyEdit(replacing oldRange: Range<Int>, insertedLength: Int,
                                   newText: UnsafeBufferPointer<UInt8>) -> RelexStats {
        precondition(oldRange.upperBound <= textLength && newText.count == textLength - oldRange.count + insertedLength,
                     "edit does not match the text")
        let oldCount = count
        guard let base = newText.baseAddress, newText.count > 0, oldCount > 0,
              lookaheadBound < Token.unboundedLookahead else {
            self = TokenStore(text: newText)
            return RelexStats(removed: oldCount, inserted: count, fullRelex: true)
        }
        let editStart = oldRange.lowerBound
        let delta = insertedLength - oldRange.count
        let newEditEnd = editStart + insertedLength

        let restart = restartIndex(forEditAt: editStart)
        var core = makeCore(restartingAt: restart, base: base, end: newText.count)
        defer { core.tokens.deallocate() }

        var oldIndex = restart
        var checked = 0
        while core.pos < core.end {
            core.step()
            checked = min(checked, core.tokens.count)
            while checked < core.tokens.count {
                let candidate = core.tokens[checked]
                checked += 1
                // Strictly after the edit: the token after the candidate may
                // look back two bytes (`*/` before an operator).
                guard candidate.start > newEditEnd, !candidate.kind.isTrivia,
                      candidate.flags.contains(.resumable) else { continue }
                let oldOffset = candidate.start - delta
                while oldIndex < oldCount, self[oldIndex].start < oldOffset { oldIndex += 1 }
                guard oldIndex < oldCount, self[oldIndex].start == oldOffset else { continue }
                var old = self[oldIndex]
                old.offset = UInt32(candidate.start)
                if old == candidate, kindOfSignificantToken(before: oldIndex) == core.kindBeforeLast {
                    // Caught up: old tokens from `oldIndex` on stand, shifted.
                    let newTokens = Array(UnsafeBufferPointer(start: core.tokens.base, count: checked - 1))
                    replace(restart ..< oldIndex, with: newTokens, newTextLength: newText.count)
                    return RelexStats(removed: oldIndex - restart, inserted: newTokens.count, fullRelex: false)
                }
            }
        }
        core.closeUnterminatedLiterals()
        let newTokens = Array(UnsafeBufferPointer(start: core.tokens.base, count: core.tokens.count))
        replace(restart ..< oldCount, with: newTokens, newTextLength: newText.count)
        return RelexStats(removed: oldCount - restart, inserted: newTokens.count, fullRelex: false)
    }

    /// The first token to lex again: no token before it looked at bytes from
    /// `editStart` on, and the lexer's state before it is clean.
    private func restartIndex(forEditAt editStart: Int) -> Int {
        var index = min(firstIndex(endingAfter: editStart), count - 1)
        var scan = index - 1
        while scan >= 0 {
            let token = self[scan]
            if token.end + lookaheadBound <= editStart { break }
            if token.end + max(Int(token.lookahead), 1) > editStart { index = scan }
            scan -= 1
        }
        while index > 0, !self[index - 1].flags.contains(.resumable) { index -= 1 }
        return index
    }

    /// A lexer positioned at token `index`, in the state the tokens before it leave.
    private func makeCore(restartingAt index: Int, base: UnsafePointer<UInt8>, end: Int) -> LexerCore {
        var context = TokenFlags.fileStart
        var startsLine = false
        var lastSignificant: Int?
        var scan = index - 1
        while scan >= 0 {
            let token = self[scan]
            if !token.kind.isTrivia {
                lastSignificant = scan
                context = token.flags.intersection(TokenFlags.stateMask.union(.isTryKeyword)).subtracting(.resumable)
                break
            }
            if token.kind == .newline
                || (token.kind == .blockComment || token.kind == .docBlockComment) && containsNewline(token, base: base) {
                startsLine = true
            }
            scan -= 1
        }
        let start = index < count ? self[index].start : textLength
        var core = LexerCore(base: base, end: end, start: start, context: context, startsLine: startsLine,
                             output: TokenOutput(capacity: 64))
        if let lastSignificant {
            let last = self[lastSignificant]
            core.lastKind = last.kind
            core.lastStart = last.start
            core.lastEnd = last.end
            core.kindBeforeLast = kindOfSignificantToken(before: lastSignificant)
        }
        return core
    }

    /// Comments before the edit are unchanged text, so reading them in the new text is safe.
    private func containsNewline(_ token: Token, base: UnsafePointer<UInt8>) -> Bool {
        for p in token.range where base[p] == UInt8(ascii: "\n") || base[p] == UInt8(ascii: "\r") { return true }
        return false
    }

    private func kindOfSignificantToken(before index: Int) -> TokenKind {
        var scan = index - 1
        while scan >= 0 {
            let kind = self[scan].kind
            if !kind.isTrivia { return kind }
            scan -= 1
        }
        return .newline
    }
}
