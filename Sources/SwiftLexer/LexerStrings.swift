// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and
// interpolation `\(…)` / `\#(…)` nested to any depth.
extension LexerCore {
    /// Lexes the opening delimiter (the `#`s from `delimiterStart`, then the
    /// quote at `quoteAt`) and enters the literal's body.
    mutating func openStringLiteral(quoteAt quote: Int, delimiterStart: Int, pounds: Int) {
        let quoteChar = base[quote]
        var multiline = false
        if quoteChar == UInt8(ascii: "\""), byte(quote + 1) == UInt8(ascii: "\""), byte(quote + 2) == UInt8(ascii: "\"") {
            multiline = !(pounds > 0 && rawTripleQuoteClosesOnSameLine(afterQuotes: quote + 3, pounds: pounds))
        }
        let quoteEnd = quote + (multiline ? 3 : 1)
        let hasDelimiter = pounds > 0 ? 1 : 0
        let literal = OpenStringLiteral(
            quote: quoteChar, multiline: multiline, pounds: pounds,
            openingQuoteToken: tokens.count + hasDelimiter, firstBodyToken: tokens.count + hasDelimiter + 1, bodyStart: quoteEnd
        )
        // Pushed first: nothing may resume between the `#`s and the quote.
        pushMode(.string(literal))
        if pounds > 0 { emit(.rawStringDelimiter, delimiterStart, quote, after: []) }
        pos = quoteEnd
        let kind: TokenKind = quoteChar == UInt8(ascii: "'") ? .singleQuote : multiline ? .multilineStringQuote : .stringQuote
        emit(kind, quote, quoteEnd, after: [])
    }

    /// `#"""#` and `#""" text "#` are single-line strings that start with a quote.
    private mutating func rawTripleQuoteClosesOnSameLine(afterQuotes p: Int, pounds: Int) -> Bool {
        if delimiterFollows(p, pounds: pounds) { return true }
        var q = p
        while q < end, base[q] != UInt8(ascii: "\n"), base[q] != UInt8(ascii: "\r") {
            if base[q] == UInt8(ascii: "\""), delimiterFollows(q + 1, pounds: pounds) {
                examined(upTo: q + 1 + pounds + 1)
                return true
            }
            q += 1
        }
        examined(upTo: q + 1)
        return false
    }

    /// At least `pounds` `#`s at `p`.
    @inline(__always)
    func delimiterFollows(_ p: Int, pounds: Int) -> Bool {
        guard pounds > 0 else { return true }
        guard p + pounds <= end else { return false }
        for i in 0 ..< pounds where base[p + i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Lexes literal text up to the next quote, interpolation, line end or
    /// error, emitting the segment(s) and whatever ends them.
    mutating func lexStringBody(_ literal: OpenStringLiteral) {
        let table = characterTable
        var p = pos
        let segmentStart = pos
        while true {
            while p < end, table[Int(base[p])] & CharacterClass.plainStringByte != 0 { p += 1 }
            guard p < end else {
                // End of input: the literal is unterminated.
                emitSegment(literal, segmentStart, p)
                pos = p
                return
            }
            let c = base[p]
            switch c {
            case UInt8(ascii: "\\"):
                guard delimiterFollows(p + 1, pounds: literal.pounds) else {
                    p += 1
                    continue
                }
                let afterDelimiter = p + 1 + literal.pounds
                let escaped = byte(afterDelimiter)
                if escaped == UInt8(ascii: "(") {
                    emitSegment(literal, segmentStart, p)
                    emit(.backslash, p, p + 1, after: [])
                    if literal.pounds > 0 { emit(.rawStringDelimiter, p + 1, afterDelimiter, after: []) }
                    replaceTopMode(.interpolation(literal, parenDepth: 0))
                    pos = afterDelimiter + 1
                    emit(.interpolationOpen, afterDelimiter, pos)
                    return
                }
                if literal.multiline, let continuationEnd = lineContinuationEnd(afterDelimiter) {
                    emitSegment(literal, segmentStart, p)
                    pos = continuationEnd
                    emitTrivia(.stringTrivia, p, continuationEnd)
                    return
                }
                p = escapeSequenceEnd(afterDelimiter)
                // swift-syntax ends a segment after an escaped newline.
                if escaped == UInt8(ascii: "n") || escaped == UInt8(ascii: "r") {
                    emitSegment(literal, segmentStart, p)
                    pos = p
                    return
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard c == literal.quote, let closingEnd = closingQuoteEnd(at: p, literal) else {
                    p += 1
                    continue
                }
                emitSegment(literal, segmentStart, p)
                closeStringLiteral(literal, quoteStart: p, quoteEnd: closingEnd)
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                let lineEnd = p + (c == UInt8(ascii: "\r") && byte(p + 1) == UInt8(ascii: "\n") ? 2 : 1)
                if literal.multiline {
                    // One segment per line, so indentation can be split off at the close.
                    emitSegment(literal, segmentStart, lineEnd)
                    pos = lineEnd
                    return
                }
                // A single-line literal ends unterminated at the line end.
                emitSegment(literal, segmentStart, p)
                popMode()
                markUnterminated(literal)
                pos = p
                return
            default:
                if c >= 0x80, let (_, length) = UTF8Scalar.decode(base, at: p, end: end) {
                    p += length
                    continue
                }
                // Invalid UTF-8 or a control character: an error token of its own.
                emitSegment(literal, segmentStart, p)
                let badEnd = c >= 0x80 ? p + UTF8Scalar.invalidRunLength(base, at: p, end: end) : p + 1
                pos = badEnd
                emit(.unknown, p, badEnd, after: [])
                return
            }
        }
    }

    @inline(__always)
    private mutating func emitSegment(_ literal: OpenStringLiteral, _ start: Int, _ end: Int) {
        guard end > start else { return }
        emit(.stringSegment, start, end, after: [])
        if literal.multiline { tokens[tokens.count - 1].flags.insert(.pendingMultilineSegment) }
    }

    /// The end of an escape sequence whose character starts at `p` (after
    /// `\` and any `#`s). Invalid escapes take one letter or digit.
    private func escapeSequenceEnd(_ p: Int) -> Int {
        guard p < end else { return p }
        switch base[p] {
        case UInt8(ascii: "u"):
            guard byte(p + 1) == UInt8(ascii: "{") else { return p + 1 }
            var q = p + 2
            while q < end, characterTable[Int(base[q])] & CharacterClass.hexDigit != 0 { q += 1 }
            return byte(q) == UInt8(ascii: "}") ? q + 1 : q
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
            return p
        default:
            if base[p] >= 0x80 { return p }
            return p + 1
        }
    }

    /// `\` followed by spaces and a newline in a multi-line literal joins the
    /// lines; returns the end of that newline.
    private func lineContinuationEnd(_ p: Int) -> Int? {
        var q = p
        while q < end, base[q] == UInt8(ascii: " ") || base[q] == UInt8(ascii: "\t") { q += 1 }
        guard q < end else { return nil }
        if base[q] == UInt8(ascii: "\n") { return q + 1 }
        if base[q] == UInt8(ascii: "\r") { return q + (byte(q + 1) == UInt8(ascii: "\n") ? 2 : 1) }
        return nil
    }

    /// The end of the closing delimiter (quotes and `#`s) at `p`, or nil when
    /// the quote there does not close this literal.
    private mutating func closingQuoteEnd(at p: Int, _ literal: OpenStringLiteral) -> Int? {
        var q = p + 1
        if literal.multiline {
            guard byte(q) == UInt8(ascii: "\""), byte(q + 1) == UInt8(ascii: "\"") else { return nil }
            q += 2
        }
        examined(upTo: q + literal.pounds + 1)
        guard delimiterFollows(q, pounds: literal.pounds) else { return nil }
        return q
    }

    private mutating func closeStringLiteral(_ literal: OpenStringLiteral, quoteStart: Int, quoteEnd: Int) {
        if literal.multiline { finishMultilineBody(literal, closingQuoteStart: quoteStart) }
        let quoteKind: TokenKind = literal.quote == UInt8(ascii: "'") ? .singleQuote : literal.multiline ? .multilineStringQuote : .stringQuote
        pos = quoteEnd
        if literal.pounds == 0 {
            popMode()
            emit(quoteKind, quoteStart, quoteEnd, after: [])
            return
        }
        // The quote alone does not end a raw literal; its `#`s do (all of
        // them: swift-syntax takes extra `#`s into the delimiter too).
        emit(quoteKind, quoteStart, quoteEnd, after: [])
        popMode()
        var poundsEnd = quoteEnd
        while poundsEnd < end, base[poundsEnd] == UInt8(ascii: "#") { poundsEnd += 1 }
        pos = poundsEnd
        emit(.rawStringDelimiter, quoteEnd, poundsEnd, after: [])
    }
}
