// Integer and floating-point literals: decimal, hex (with `p` exponents),
// octal, binary, underscores. Malformed digits stay in the literal, as in
// swift-syntax, so the boundaries match the compiler's.
extension LexerCore {
    @inline(__always)
    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    private func isHexDigit(_ c: UInt8) -> Bool { characterTable[Int(c)] & CharacterClass.hexDigit != 0 }

    /// Consumes identifier characters after a malformed literal.
    private func skipIdentifierCharacters(_ p: Int) -> Int { scanIdentifierContinuation(from: p) }

    private func startsIdentifierCharacter(_ p: Int) -> Bool { p < end && scanIdentifierContinuation(from: p) > p }

    mutating func lexNumber(_ start: Int) {
        let (kind, stop) = scanNumber(start)
        // Hex floats look past a `.` for a `p` exponent: bound what was read.
        var lookedAt = stop
        while lookedAt < end, characterTable[Int(base[lookedAt])] & CharacterClass.identifierContinue != 0
            || base[lookedAt] == UInt8(ascii: ".") || base[lookedAt] == UInt8(ascii: "+") || base[lookedAt] == UInt8(ascii: "-") {
            lookedAt += 1
        }
        examined(upTo: lookedAt + 2)
        if versionParens > 0, kind == .floatLiteral, let period = versionSplit(start, stop) {
            // The component ends at the period; what follows it is lexed
            // again, as a number of its own (`0e10` of `10.0e10`).
            pos = period
            emit(.integerLiteral, start, period, after: [])
            pos = period + 1
            emit(.period, period, period + 1)
            return
        }
        pos = stop
        emit(kind, start, stop, after: [])
    }

    /// In an availability list the parser splits a float literal whose digits
    /// before its first `.` are all decimal (`15.0` → `15`, `.`, `0`) and
    /// re-lexes what follows the `.`; other floats (`0x1.0p1`, `3e4`) stay
    /// whole. The `.` to split at, if any.
    private func versionSplit(_ start: Int, _ stop: Int) -> Int? {
        var p = start
        while p < stop, isDigit(base[p]) { p += 1 }
        return p > start && p < stop && base[p] == UInt8(ascii: ".") ? p : nil
    }

    private func scanNumber(_ start: Int) -> (TokenKind, Int) {
        if base[start] == UInt8(ascii: "0") {
            switch byte(start + 1) {
            case UInt8(ascii: "x"): return scanHexNumber(start)
            case UInt8(ascii: "o"): return (.integerLiteral, scanRadixDigits(start + 2) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") })
            case UInt8(ascii: "b"): return (.integerLiteral, scanRadixDigits(start + 2) { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") })
            default: break
            }
        }
        var p = start
        while p < end, isDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }

        if byte(p) == UInt8(ascii: ".") {
            // `4.x` is `4` then `.`; so is `x.0.1` (tuple access).
            guard p + 1 < end, isDigit(base[p + 1]), !(start > 0 && base[start - 1] == UInt8(ascii: ".")) else {
                return (.integerLiteral, p)
            }
        } else if byte(p) != UInt8(ascii: "e") && byte(p) != UInt8(ascii: "E") {
            return (.integerLiteral, startsIdentifierCharacter(p) ? skipIdentifierCharacters(p) : p)
        }

        if byte(p) == UInt8(ascii: ".") {
            p += 1
            while p < end, isDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }
        }
        if byte(p) == UInt8(ascii: "e") || byte(p) == UInt8(ascii: "E") {
            p += 1
            if byte(p) == UInt8(ascii: "-") || byte(p) == UInt8(ascii: "+") { p += 1 }
            guard p < end, isDigit(base[p]) else {
                return (.floatLiteral, skipIdentifierCharacters(p))
            }
            while p < end, isDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }
            return (.floatLiteral, skipIdentifierCharacters(p))
        }
        return (.floatLiteral, p)
    }

    /// `0o…` and `0b…`: digits of the radix, then any identifier characters
    /// (an error the compiler reports; they stay in the token).
    private func scanRadixDigits(_ digitsStart: Int, isDigitOfRadix: (UInt8) -> Bool) -> Int {
        var p = digitsStart
        while p < end, isDigitOfRadix(base[p]) || (p > digitsStart && base[p] == UInt8(ascii: "_")) { p += 1 }
        return skipIdentifierCharacters(p)
    }

    private func scanHexNumber(_ start: Int) -> (TokenKind, Int) {
        var p = start + 2
        guard p < end else { return (.integerLiteral, p) }
        guard isHexDigit(base[p]) else { return (.integerLiteral, skipIdentifierCharacters(p)) }
        while p < end, isHexDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }

        let next = byte(p)
        if next != UInt8(ascii: ".") && next != UInt8(ascii: "p") && next != UInt8(ascii: "P") {
            return (.integerLiteral, skipIdentifierCharacters(p))
        }
        var dot: Int?
        if next == UInt8(ascii: ".") {
            dot = p
            p += 1
            // `0xff.description` is an integer and a member access.
            guard p < end, isHexDigit(base[p]) else { return (.integerLiteral, dot!) }
            while p < end, isHexDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }
            if byte(p) != UInt8(ascii: "p") && byte(p) != UInt8(ascii: "P") {
                if p + 1 < end, !isDigit(base[p + 1]) { return (.integerLiteral, dot!) }
                return (.integerLiteral, p)
            }
        }
        p += 1  // the `p`
        var signed = false
        if byte(p) == UInt8(ascii: "+") || byte(p) == UInt8(ascii: "-") {
            p += 1
            signed = true
        }
        if p < end, !isDigit(base[p]) {
            if let dot, dot + 1 < end, !isDigit(base[dot + 1]), !signed {
                return (.integerLiteral, dot)
            }
            return (.floatLiteral, skipIdentifierCharacters(p))
        }
        while p < end, isDigit(base[p]) || base[p] == UInt8(ascii: "_") { p += 1 }
        return (.floatLiteral, skipIdentifierCharacters(p))
    }
}
