// Code between literals: trivia, punctuation, words, `#` forms.
extension LexerCore {
    mutating func lexCodeToken() {
        let start = pos
        let c = base[start]
        switch c {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            var p = start + 1
            while p < end, isHorizontalSpace(base[p]) { p += 1 }
            pos = p
            emitTrivia(.whitespace, start, p)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            endSingleLineInterpolationAtNewline()
            openAngles = 0
            pos = start + (c == UInt8(ascii: "\r") && byte(start + 1) == UInt8(ascii: "\n") ? 2 : 1)
            startsLine = true
            emitTrivia(.newline, start, pos)
        case UInt8(ascii: "/"):
            switch byte(start + 1) {
            case UInt8(ascii: "/"): lexLineComment(start)
            case UInt8(ascii: "*"): lexBlockComment(start)
            default: lexOperator(start)
            }
        case UInt8(ascii: "#"):
            lexPound(start)
        case UInt8(ascii: "("):
            if modeDepth > 0, case .interpolation(let literal, let depth)? = modes.last {
                replaceTopMode(.interpolation(literal, parenDepth: depth + 1))
            }
            if versionParens > 0 {
                versionParens += 1
            } else if opensAvailabilityList() {
                versionParens = 1
            }
            punctuation(.leftParen)
        case UInt8(ascii: ")"):
            if modeDepth > 0, case .interpolation(let literal, let depth)? = modes.last {
                if depth == 0 {
                    replaceTopMode(.string(literal))
                    punctuation(.interpolationClose)
                    return
                }
                replaceTopMode(.interpolation(literal, parenDepth: depth - 1))
            }
            if versionParens > 0 { versionParens -= 1 }
            punctuation(.rightParen)
        case UInt8(ascii: "{"):
            openAngles = 0
            versionParens = 0
            punctuation(.leftBrace)
        case UInt8(ascii: "}"):
            openAngles = 0
            versionParens = 0
            punctuation(.rightBrace)
        case UInt8(ascii: "["): punctuation(.leftSquare)
        case UInt8(ascii: "]"): punctuation(.rightSquare)
        case UInt8(ascii: ","): punctuation(.comma)
        case UInt8(ascii: ";"):
            openAngles = 0
            punctuation(.semicolon)
        case UInt8(ascii: ":"):
            if byte(start + 1) == UInt8(ascii: ":") {
                pos = start + 2
                emit(.colonColon, start, pos)
            } else {
                punctuation(.colon)
            }
        case UInt8(ascii: "@"): punctuation(.atSign)
        case UInt8(ascii: "\\"): lexBackslash(start)
        case UInt8(ascii: "!"):
            if isLeftBound(start) { punctuation(.exclamationMark) } else { lexOperator(start) }
        case UInt8(ascii: "?"):
            if isLeftBound(start) { punctuation(.postfixQuestionMark) } else { lexOperator(start) }
        case UInt8(ascii: "<"):
            if byte(start + 1) == UInt8(ascii: "#"), lexEditorPlaceholder(start) { return }
            if lexConflictMarker(start) { return }
            lexOperator(start)
        case UInt8(ascii: ">"):
            if lexConflictMarker(start) { return }
            lexOperator(start)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."):
            lexOperator(start)
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexWord(start)
        case UInt8(ascii: "$"):
            lexDollarIdentifier(start)
        case UInt8(ascii: "0") ... UInt8(ascii: "9"):
            lexNumber(start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            openStringLiteral(quoteAt: start, delimiterStart: start, pounds: 0)
        case UInt8(ascii: "`"):
            lexBacktick(start)
        case 0x80 ... 0xFF:
            lexNonASCII(start)
        default:
            // Control characters (and NUL) are not Swift.
            pos = start + 1
            emit(.unknown, start, pos)
        }
    }

    @inline(__always)
    func isHorizontalSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C
    }

    @inline(__always)
    mutating func punctuation(_ kind: TokenKind) {
        let start = pos
        pos = start + 1
        emit(kind, start, pos)
    }

    /// A single-line string cannot continue past a newline, even inside an
    /// interpolation: the literal ends unterminated there.
    mutating func endSingleLineInterpolationAtNewline() {
        if modeDepth > 0, case .interpolation(let literal, _)? = modes.last, !literal.multiline {
            popMode()
            markUnterminated(literal)
        }
    }

    // MARK: Comments

    mutating func lexLineComment(_ start: Int) {
        var p = start + 2
        while p < end, base[p] != UInt8(ascii: "\n"), base[p] != UInt8(ascii: "\r") { p += 1 }
        pos = p
        let isDoc = byte(start + 2) == UInt8(ascii: "/") && byte(start + 3) != UInt8(ascii: "/")
        emitTrivia(isDoc ? .docLineComment : .lineComment, start, p)
    }

    mutating func lexBlockComment(_ start: Int) {
        var p = start + 2
        var depth = 1
        var sawNewline = false
        while p < end {
            let c = base[p]
            if c == UInt8(ascii: "*"), byte(p + 1) == UInt8(ascii: "/") {
                p += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/"), byte(p + 1) == UInt8(ascii: "*") {
                p += 2
                depth += 1
            } else {
                if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { sawNewline = true }
                p += 1
            }
        }
        pos = p
        if sawNewline { startsLine = true }
        if depth > 0 {
            emit(.unknown, start, p)
            return
        }
        let isDoc = byte(start + 2) == UInt8(ascii: "*") && p - start > 4
        emitTrivia(isDoc ? .docBlockComment : .blockComment, start, p)
    }

    // MARK: Words

    mutating func lexWord(_ start: Int) {
        let p = scanIdentifierContinuation(from: start + 1)
        pos = p
        let length = p - start
        if length == 1, base[start] == UInt8(ascii: "_") {
            emit(.wildcard, start, p)
            return
        }
        switch keywords.classify(base, start: start, length: length) {
        case .identifier: emit(.identifier, start, p, after: [])
        // After a keyword an expression may start, and the parser re-lexes a
        // `/` there as a regex literal even where the lexer alone would not.
        case .keyword: emit(.keyword, start, p, after: [.regexMayFollow, .regexMustFollow])
        case .expressionKeyword: emit(.keyword, start, p, after: [])
        case .operatorDeclKeyword: emit(.keyword, start, p, after: [.regexMayFollow, .operatorNameFollows])
        case .tryKeyword: emit(.keyword, start, p, after: [.regexMayFollow, .regexMustFollow, .isTryKeyword])
        }
    }

    /// The end of a run of identifier characters starting at `p`.
    @inline(__always)
    func scanIdentifierContinuation(from p: Int) -> Int {
        var p = p
        let table = characterTable
        while p < end {
            let c = base[p]
            if table[Int(c)] & CharacterClass.identifierContinue != 0 {
                p += 1
            } else if c >= 0x80, let (value, length) = UTF8Scalar.decode(base, at: p, end: end),
                      CharacterClass.isIdentifierContinue(value) {
                p += length
            } else {
                break
            }
        }
        return p
    }

    mutating func lexDollarIdentifier(_ start: Int) {
        var p = start + 1
        var allDigits = true
        while p < end {
            let c = base[p]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                p += 1
                continue
            }
            let next = scanIdentifierContinuation(from: p)
            if next == p { break }
            allDigits = false
            p = next
        }
        pos = p
        emit(p > start + 1 && allDigits ? .dollarIdentifier : .identifier, start, p, after: [])
    }

    /// `` `name` `` is an identifier; Swift 6's raw identifiers allow any
    /// characters but a backtick or newline between the backticks.
    mutating func lexBacktick(_ start: Int) {
        var p = start + 1
        while p < end {
            let c = base[p]
            if c == UInt8(ascii: "`") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            p += 1
        }
        examined(upTo: p + 1)
        if p < end, base[p] == UInt8(ascii: "`"), p > start + 1 {
            pos = p + 1
            emit(.identifier, start, pos, after: [])
        } else {
            pos = start + 1
            emit(.backtick, start, pos, after: [])
        }
    }

    /// `<#placeholder#>` on one line is an identifier (as in swift-syntax).
    mutating func lexEditorPlaceholder(_ start: Int) -> Bool {
        var p = start + 2
        while p + 1 < end {
            let c = base[p]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            if c == UInt8(ascii: "<"), base[p + 1] == UInt8(ascii: "#") { break }
            if c == UInt8(ascii: "#"), base[p + 1] == UInt8(ascii: ">") {
                pos = p + 2
                emit(.identifier, start, pos, after: [])
                return true
            }
            p += 1
        }
        examined(upTo: p + 2)
        return false
    }

    /// A key path's `\`. Anywhere else a backslash is not Swift.
    mutating func lexBackslash(_ start: Int) {
        let next = byte(start + 1)
        let startsKeyPath = next == UInt8(ascii: ".") || next == UInt8(ascii: "(") || next == UInt8(ascii: "`")
            || next == UInt8(ascii: "$") || next == UInt8(ascii: "[") || next == UInt8(ascii: "?")
            || next == UInt8(ascii: "!") || next >= 0x80
            || characterTable[Int(next)] & CharacterClass.identifierStart != 0
        pos = start + 1
        emit(startsKeyPath ? .backslash : .unknown, start, pos, after: [])
    }

    // MARK: Non-ASCII

    mutating func lexNonASCII(_ start: Int) {
        guard let (value, length) = UTF8Scalar.decode(base, at: start, end: end) else {
            pos = start + UTF8Scalar.invalidRunLength(base, at: start, end: end)
            emit(.unknown, start, pos)
            return
        }
        if value == 0xFEFF {
            pos = start + length
            emitTrivia(.byteOrderMark, start, pos)
        } else if CharacterClass.isIdentifierStart(value) {
            let p = scanIdentifierContinuation(from: start + length)
            pos = p
            emit(.identifier, start, p, after: [])
        } else if CharacterClass.isOperatorStart(value) {
            lexOperator(start)
        } else if value == 0xA0 {
            // A no-break space is skipped by the compiler with a diagnostic:
            // trivia to the rules, but not whitespace (swift-syntax's unexpectedText).
            var p = start + length
            while p + 1 < end, base[p] == 0xC2, base[p + 1] == 0xA0 { p += 2 }
            pos = p
            emitTrivia(.unexpectedText, start, p)
        } else {
            pos = start + length
            emit(.unknown, start, pos)
        }
    }

    // MARK: Pound

    mutating func lexPound(_ start: Int) {
        if start == 0, byte(1) == UInt8(ascii: "!") {
            var p = 2
            while p < end, base[p] != UInt8(ascii: "\n"), base[p] != UInt8(ascii: "\r") { p += 1 }
            pos = p
            emitTrivia(.shebang, start, p)
            return
        }
        var p = start
        while p < end, base[p] == UInt8(ascii: "#") { p += 1 }
        examined(upTo: p + 1)
        let pounds = p - start
        if byte(p) == UInt8(ascii: "\"") {
            openStringLiteral(quoteAt: p, delimiterStart: start, pounds: pounds)
            return
        }
        if byte(p) == UInt8(ascii: "/"), lexRegexLiteral(at: start, prefixStart: nil, mustBeRegex: true) {
            return
        }
        // `#if`, `#available` … are one token; other words are `#` + identifier.
        var q = start + 1
        while q < end, characterTable[Int(base[q])] & CharacterClass.identifierStart != 0 { q += 1 }
        examined(upTo: q + 1)
        let wordLength = q - start - 1
        if wordLength > 0, PoundKeywords.contains(base, start: start + 1, length: wordLength) {
            pos = q
            // After `#if`/`#else`… an expression may start; after `#available` it may not.
            let first = base[start + 1]
            let opensCode = first == UInt8(ascii: "i") || first == UInt8(ascii: "e")
            emit(.poundKeyword, start, q, after: opensCode ? .regexMayFollow : [])
            return
        }
        pos = start + 1
        emit(.pound, start, pos, after: [])
    }
}

extension LexerCore {
    /// `(` after `@available`, `@backDeployed`, `@_originallyDefinedIn`,
    /// `#available` or `#unavailable`.
    func opensAvailabilityList() -> Bool {
        let length = lastEnd - lastStart
        switch lastKind {
        case .poundKeyword:
            return length >= 10 && (base[lastStart + 1] == UInt8(ascii: "a") || base[lastStart + 1] == UInt8(ascii: "u"))
        case .identifier where kindBeforeLast == .atSign:
            return wordIs("available") || wordIs("backDeployed") || wordIs("_originallyDefinedIn") || wordIs("_specialize")
        default:
            return false
        }
    }

    private func wordIs(_ word: StaticString) -> Bool {
        lastEnd - lastStart == word.utf8CodeUnitCount && bytesEqual(word.utf8Start, base + lastStart, word.utf8CodeUnitCount)
    }
}
