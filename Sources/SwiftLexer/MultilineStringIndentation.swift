// swift-syntax leaves some bytes of a multi-line string literal out of its
// segments, as trivia: the newline after the opening `"""`, each line's
// indentation (the closing delimiter's), and the newline before the closing
// line. The body is lexed one segment per line and rewritten here at the
// close, once the indentation is known.
extension LexerCore {
    mutating func finishMultilineBody(_ literal: OpenStringLiteral, closingQuoteStart: Int?) {
        let first = literal.firstBodyToken
        guard first < tokens.count else { return }
        let indentation = closingQuoteStart.flatMap { closingIndentation(literal, closingQuoteStart: $0) }

        var rebuilt: [Token] = []
        rebuilt.reserveCapacity(tokens.count - first + 8)
        for index in first ..< tokens.count {
            var token = tokens[index]
            guard token.flags.contains(.pendingMultilineSegment) else {
                rebuilt.append(token)
                continue
            }
            token.flags.remove(.pendingMultilineSegment)
            var start = token.start
            var stop = token.end
            func piece(_ kind: TokenKind, _ from: Int, _ to: Int) {
                guard to > from else { return }
                var copy = token
                copy.kind = kind
                copy.offset = UInt32(from)
                copy.length = UInt32(to - from)
                rebuilt.append(copy)
            }
            if start == literal.bodyStart, isBlank(start, stop) {
                piece(.stringTrivia, start, stop)
                continue
            }
            guard let indentation else {
                rebuilt.append(token)
                continue
            }
            if start > literal.bodyStart, isNewline(base[start - 1]) {
                let stripped = indentationLength(at: start, stop: stop, indentation: indentation)
                piece(.stringTrivia, start, start + stripped)
                start += stripped
            }
            var trailingNewline = 0
            if stop == indentation.lowerBound, stop > start, isNewline(base[stop - 1]) {
                trailingNewline = stop - 1 > start && base[stop - 1] == UInt8(ascii: "\n") && base[stop - 2] == UInt8(ascii: "\r") ? 2 : 1
            }
            stop -= trailingNewline
            piece(.stringSegment, start, stop)
            piece(.stringTrivia, stop, stop + trailingNewline)
        }
        tokens.removeLast(tokens.count - first)
        for token in rebuilt { tokens.append(token) }
    }

    @inline(__always)
    private func isNewline(_ c: UInt8) -> Bool { c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") }

    /// Only spaces and tabs, then a line end.
    private func isBlank(_ start: Int, _ stop: Int) -> Bool {
        var p = start
        while p < stop, base[p] == UInt8(ascii: " ") || base[p] == UInt8(ascii: "\t") { p += 1 }
        return p < stop && isNewline(base[p])
    }

    /// The spaces and tabs before the closing `"""` when it stands alone on
    /// its line; nil otherwise (no indentation is stripped then).
    private func closingIndentation(_ literal: OpenStringLiteral, closingQuoteStart: Int) -> Range<Int>? {
        var p = closingQuoteStart
        while p > literal.bodyStart, base[p - 1] == UInt8(ascii: " ") || base[p - 1] == UInt8(ascii: "\t") { p -= 1 }
        guard p > literal.bodyStart, isNewline(base[p - 1]) else { return nil }
        return p ..< closingQuoteStart
    }

    /// How much of the line starting at `start` is indentation to strip: the
    /// closing delimiter's indentation, or all of a shorter blank line's.
    private func indentationLength(at start: Int, stop: Int, indentation: Range<Int>) -> Int {
        var n = 0
        while n < indentation.count, start + n < stop, base[start + n] == base[indentation.lowerBound + n] { n += 1 }
        if n == indentation.count { return n }
        return start + n < stop && isNewline(base[start + n]) ? n : 0
    }
}
