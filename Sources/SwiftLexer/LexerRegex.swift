// Regex literals: `/…/` and `#/…/#` (SE-0354), told apart from division by
// the same heuristics as swift-syntax.
extension LexerCore {
    /// The pieces of a scanned regex literal, as byte offsets.
    struct RegexPieces {
        var pounds: Int
        var patternStart: Int
        /// Where the closing slash starts; nil when unterminated.
        var closingSlash: Int?
        var closingPoundsEnd: Int
        var end: Int
    }

    /// Lexes a regex literal at `regexStart` (its `#`s or `/`), preceded by a
    /// prefix operator from `prefixStart` when given. Returns false, lexing
    /// nothing, when the text there is not a regex.
    mutating func lexRegexLiteral(at regexStart: Int, prefixStart: Int?, mustBeRegex: Bool) -> Bool {
        guard let pieces = scanRegex(at: regexStart, mustBeRegex: mustBeRegex) else { return false }
        if let prefixStart {
            // The `!` of `!/x/` was told from an operator by the regex after it.
            emit(.prefixOperator, prefixStart, regexStart)
            tokens[tokens.count - 1].flags.remove(.resumable)
        }
        let regexTokenStart = tokens.count
        let openSlash = regexStart + pieces.pounds
        // Inside the literal nothing may resume: mark the open mode.
        if pieces.pounds > 0 {
            emitRegexPiece(.regexPoundDelimiter, regexStart, openSlash)
        }
        emitRegexPiece(.regexSlash, openSlash, openSlash + 1)
        let patternEnd = pieces.closingSlash ?? pieces.end
        if patternEnd > pieces.patternStart {
            emitRegexPiece(.regexPattern, pieces.patternStart, patternEnd)
        }
        if let closingSlash = pieces.closingSlash {
            emitRegexPiece(.regexSlash, closingSlash, closingSlash + 1)
            if pieces.closingPoundsEnd > closingSlash + 1 {
                emitRegexPiece(.regexPoundDelimiter, closingSlash + 1, pieces.closingPoundsEnd)
            }
        } else {
            tokens[regexTokenStart].kind = .unknown
        }
        // Only the last piece may leave the lexer in plain code.
        if isClean { tokens[tokens.count - 1].flags.insert(.resumable) }
        context = []
        pos = pieces.end
        return true
    }

    private mutating func emitRegexPiece(_ kind: TokenKind, _ start: Int, _ end: Int) {
        kindBeforeLast = lastKind
        lastKind = kind
        lastStart = start
        lastEnd = end
        var flags: TokenFlags = []
        if startsLine {
            flags.insert(.startsLine)
            startsLine = false
        }
        tokens.append(Token(kind: kind, offset: start, length: end - start, flags: flags, lookahead: lookahead(after: end)))
    }

    /// Scans a regex literal without emitting anything. The scan's extent is
    /// recorded as lookahead, whether or not it finds a regex.
    private mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> RegexPieces? {
        var p = start
        while p < end, base[p] == UInt8(ascii: "#") { p += 1 }
        let pounds = p - start
        guard byte(p) == UInt8(ascii: "/") else { return nil }
        p += 1
        let patternStart = p

        if pounds == 0 {
            switch byte(p) {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // `/ x /` is more likely a chain of divisions.
                guard mustBeRegex else {
                    examined(upTo: p + 1)
                    return nil
                }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil
            default:
                break
            }
        }

        // `#/` followed only by spaces to the end of the line opens a
        // multi-line literal.
        var firstNewline: Int?
        if pounds > 0 {
            var q = p
            while q < end, base[q] == UInt8(ascii: " ") || base[q] == UInt8(ascii: "\t") { q += 1 }
            if q < end, base[q] == UInt8(ascii: "\n") || base[q] == UInt8(ascii: "\r") {
                firstNewline = q
                p = q
                if let knownEnd = knownUnterminatedMultilineRegex(from: q, pounds: pounds) {
                    examined(upTo: knownEnd)
                    return unterminatedRegex(pounds: pounds, patternStart: patternStart, at: q, mustBeRegex: mustBeRegex)
                }
            }
        }

        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1

        while true {
            // A closing delimiter?
            if p < end, base[p] == UInt8(ascii: "/") {
                var q = p + 1
                var closingPounds = 0
                if pounds > 0 {
                    while q < end, base[q] == UInt8(ascii: "#") { q += 1; closingPounds += 1 }
                }
                if closingPounds >= pounds {
                    examined(upTo: q + 1)
                    if pounds == 0 {
                        let next = byte(q)
                        if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                            // Prefer reading `/…//` as the start of a comment.
                            return unterminatedRegex(pounds: pounds, patternStart: patternStart, at: p, mustBeRegex: mustBeRegex)
                        }
                        if lastUnescapedSpace == p - 1, !mustBeRegex { return nil }
                    }
                    return RegexPieces(pounds: pounds, patternStart: patternStart, closingSlash: p, closingPoundsEnd: q, end: q)
                }
            }
            guard p < end else {
                examined(upTo: end + 1)
                if let firstNewline { rememberUnterminatedMultilineRegex(from: firstNewline, pounds: pounds) }
                return unterminatedRegex(pounds: pounds, patternStart: patternStart, at: firstNewline ?? p, mustBeRegex: mustBeRegex)
            }
            var c = base[p]
            var escaped = false
            if c == UInt8(ascii: "\\") {
                p += 1
                guard p < end else { continue }
                c = base[p]
                escaped = true
            }
            switch c {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if firstNewline == nil {
                    examined(upTo: p + 1)
                    // A single-line literal ends before the newline.
                    let stop = escaped ? p - 1 : p
                    return unterminatedRegex(pounds: pounds, patternStart: patternStart, at: stop, mustBeRegex: mustBeRegex)
                }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex {
                        examined(upTo: p + 1)
                        return nil
                    }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !escaped { lastUnescapedSpace = p }
            default:
                break
            }
            if c >= 0x80 {
                p += UTF8Scalar.decode(base, at: p, end: end)?.length ?? 1
            } else {
                p += 1
            }
        }
    }

    private mutating func unterminatedRegex(pounds: Int, patternStart: Int, at stop: Int, mustBeRegex: Bool) -> RegexPieces? {
        guard mustBeRegex else { return nil }
        return RegexPieces(pounds: pounds, patternStart: patternStart, closingSlash: nil, closingPoundsEnd: stop, end: max(stop, patternStart))
    }
}

extension LexerCore {
    /// A multi-line `#/` literal that found no closer before the end of the
    /// file: a later one with at least as many `#`s finds none either. Keeps
    /// a file of unterminated `#/` lines linear instead of quadratic.
    mutating func rememberUnterminatedMultilineRegex(from start: Int, pounds: Int) {
        guard pounds < unterminatedMultilineRegexFrom.count else { return }
        if unterminatedMultilineRegexFrom[pounds] < 0 || start < unterminatedMultilineRegexFrom[pounds] {
            unterminatedMultilineRegexFrom[pounds] = start
        }
    }

    func knownUnterminatedMultilineRegex(from start: Int, pounds: Int) -> Int? {
        guard pounds < unterminatedMultilineRegexFrom.count else { return nil }
        for n in 1 ... pounds where unterminatedMultilineRegexFrom[n] >= 0 && unterminatedMultilineRegexFrom[n] <= start {
            return end + 1
        }
        return nil
    }
}
