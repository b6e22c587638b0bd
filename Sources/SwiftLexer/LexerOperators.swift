// Operators and the punctuation spelled with operator characters.
extension LexerCore {
    /// Whether the operator starting at `p` is bound to what precedes it
    /// (no whitespace, opening bracket or separator before it).
    @inline(__always)
    func isLeftBound(_ p: Int) -> Bool {
        guard p > 0 else { return false }
        switch base[p - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(p >= 2 && base[p - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(p >= 2 && base[p - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the operator ending at `p` is bound to what follows it.
    @inline(__always)
    func isRightBound(_ p: Int, leftBound: Bool) -> Bool {
        guard p < end else { return false }
        switch base[p] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(p + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(p + 1) != 0xA0
        default:
            return true
        }
    }

    /// The end of the operator character run starting at `start`.
    mutating func scanOperatorRun(_ start: Int) -> Int {
        let startsWithDot = base[start] == UInt8(ascii: ".")
        var p = start
        let table = characterTable
        // The first character is known to be an operator head.
        if base[p] < 0x80 { p += 1 } else { p += UTF8Scalar.decode(base, at: p, end: end)?.length ?? 1 }
        while p < end {
            let c = base[p]
            if c == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                p += 1
            } else if c < 0x80 {
                guard table[Int(c)] & CharacterClass.operatorChar != 0 else { break }
                // `//` or `/*` inside a longer operator starts a comment. Stop
                // there, reading nothing past it: what lies beyond cannot
                // change this token, so it must not count as looked at.
                if c == UInt8(ascii: "/"), p > start {
                    let next = byte(p + 1)
                    if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                }
                if c == UInt8(ascii: "<"), byte(p + 1) == UInt8(ascii: "#") {
                    examined(upTo: lineEnd(from: p) + 1)
                    if placeholderEndsOnLine(p) { break }
                }
                p += 1
            } else if let (value, length) = UTF8Scalar.decode(base, at: p, end: end), CharacterClass.isOperatorContinue(value) {
                p += length
            } else {
                break
            }
        }
        return p
    }

    func lineEnd(from p: Int) -> Int {
        var q = p
        while q < end, base[q] != UInt8(ascii: "\n"), base[q] != UInt8(ascii: "\r") { q += 1 }
        return q
    }

    func placeholderEndsOnLine(_ p: Int) -> Bool {
        var q = p + 2
        while q + 1 < end {
            let c = base[q]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return false }
            if c == UInt8(ascii: "#"), base[q + 1] == UInt8(ascii: ">") { return true }
            q += 1
        }
        return false
    }

    mutating func lexOperator(_ start: Int) {
        let runEnd = scanOperatorRun(start)
        examined(upTo: runEnd + 2)
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(runEnd, leftBound: leftBound)

        if !leftBound, let slash = firstSlash(start, runEnd), tryOperatorAsRegex(start: start, slash: slash, rightBound: rightBound) {
            return
        }

        if base[start] == UInt8(ascii: ">"), openAngles > 0 {
            lexGenericClosers(start, runEnd)
            return
        }
        pos = runEnd
        emitOperator(start, runEnd, leftBound: leftBound, rightBound: rightBound)
    }

    /// Classifies the operator run `start ..< runEnd` and emits it.
    private mutating func emitOperator(_ start: Int, _ runEnd: Int, leftBound: Bool, rightBound: Bool) {
        let length = runEnd - start
        if length == 1 {
            switch base[start] {
            case UInt8(ascii: "="):
                openAngles = 0
                emit(.equal, start, runEnd)
                return
            case UInt8(ascii: "<") where leftBound && (lastKind == .identifier || lastKind == .keyword):
                openAngles += 1
                emit(.leftAngle, start, runEnd, after: .regexMayFollow)
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emit(.prefixAmpersand, start, runEnd)
                return
            case UInt8(ascii: "."):
                emit(.period, start, runEnd)
                return
            case UInt8(ascii: "?"):
                emit(leftBound ? .postfixQuestionMark : .infixQuestionMark, start, runEnd)
                return
            default:
                break
            }
        } else if length == 2 {
            if base[start] == UInt8(ascii: "-"), base[start + 1] == UInt8(ascii: ">") {
                emit(.arrow, start, runEnd)
                return
            }
            if base[start] == UInt8(ascii: "*"), base[start + 1] == UInt8(ascii: "/") {
                emit(.unknown, start, runEnd)
                return
            }
        } else if containsCommentEnd(start, runEnd) {
            emit(.unknown, start, runEnd)
            return
        }
        if leftBound == rightBound {
            if !(length == 1 && base[start] == UInt8(ascii: "&")) { openAngles = 0 }
            emit(.binaryOperator, start, runEnd)
        } else if leftBound {
            emit(.postfixOperator, start, runEnd, after: [])
        } else {
            emit(.prefixOperator, start, runEnd)
        }
    }

    private func firstSlash(_ start: Int, _ end: Int) -> Int? {
        var p = start
        while p < end {
            if base[p] == UInt8(ascii: "/") { return p }
            p += 1
        }
        return nil
    }

    private func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var p = start
        while p + 1 < end {
            if base[p] == UInt8(ascii: "*"), base[p + 1] == UInt8(ascii: "/") { return true }
            p += 1
        }
        return false
    }

    /// An operator run that is not left-bound and contains `/` may really be
    /// a prefix operator and a regex literal (`!/x/`), or just a regex.
    private mutating func tryOperatorAsRegex(start: Int, slash: Int, rightBound: Bool) -> Bool {
        if context.contains(.operatorNameFollows) { return false }
        var mustBeRegex = false
        if !rightBound {
            // Both sides unbound looks like a binary operator: only a regex
            // where an expression is expected.
            if context.contains(.afterTry) {
                mustBeRegex = true
            } else {
                guard context.contains(.regexMayFollow) else { return false }
                if context.contains(.regexMustFollow) { mustBeRegex = true }
            }
        }
        return lexRegexLiteral(at: slash, prefixStart: slash > start ? start : nil, mustBeRegex: mustBeRegex)
    }
}

extension LexerCore {
    /// A `>` run while generic argument lists are open on this line: each
    /// `>` closes one, and a trailing `?`/`!` is postfix, as the parser
    /// splits them (`Result<Array<Int>, Error>?`).
    mutating func lexGenericClosers(_ start: Int, _ runEnd: Int) {
        var p = start
        while p < runEnd {
            let c = base[p]
            let kind: TokenKind
            if c == UInt8(ascii: ">"), openAngles > 0 {
                openAngles -= 1
                kind = .rightAngle
            } else if c == UInt8(ascii: "?"), p > start {
                kind = .postfixQuestionMark
            } else if c == UInt8(ascii: "!"), p > start {
                kind = .exclamationMark
            } else {
                break
            }
            pos = p + 1
            emit(kind, p, p + 1, after: [])
            p += 1
            // Lexing cannot resume inside the run: it would start a new one.
            if p < runEnd { tokens[tokens.count - 1].flags.remove(.resumable) }
        }
        guard p < runEnd else { return }
        // Something else follows the closers: an operator bound on its left.
        pos = runEnd
        emitOperator(p, runEnd, leftBound: true, rightBound: isRightBound(runEnd, leftBound: true))
    }
}
