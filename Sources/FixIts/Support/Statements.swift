/// Statements from tokens: where the statement around a token starts and
/// ends, and its assignment. Line breaks end a statement unless the next line
/// continues it (`.modifier`, an operator, `else`), the way Swift reads them.
extension SourceFile {
    /// The token at the statement's own level that holds `index`: `index`
    /// itself, or the outermost `(`/`[` around it inside the enclosing `{ }`.
    func statementLevelToken(_ index: Int) -> Int {
        var current = index
        while let open = brackets.parent(of: current), kind(open) != .leftBrace { current = open }
        return current
    }

    /// The first and last code tokens of the statement holding `index`. An
    /// `if`/`switch` statement includes its blocks and `else` branches.
    func statementBounds(containing index: Int) -> ClosedRange<Int> {
        let level = statementLevelToken(index)
        // Unbalanced input (while typing) must still give a range around `index`.
        return min(index, statementStart(from: level)) ... max(index, statementEnd(from: level))
    }

    private func statementStart(from level: Int) -> Int {
        var current = level
        while current > 0 {
            if newlineBefore(current), !continuesStatement(current) { break }
            let previous = current - 1
            if kind(previous) == .leftBrace || kind(previous) == .semicolon || isWord(previous, "in") { break }
            if kind(previous) == .colon, endsCaseLabel(previous) { break }
            switch kind(previous) {
            case .rightParen, .rightSquare, .rightBrace, .rightAngle, .interpolationClose:
                current = brackets.partner(of: previous) ?? previous
            default:
                current = previous
            }
        }
        return current
    }

    private func statementEnd(from level: Int) -> Int {
        var current = level
        while true {
            let last = isOpener(current) ? brackets.partner(of: current) ?? current : current
            let next = last + 1
            if next >= count || kind(next) == .rightBrace || kind(next) == .semicolon { return last }
            if newlineBefore(next), !continuesStatement(next) { return last }
            current = next
        }
    }

    private func isOpener(_ index: Int) -> Bool {
        switch kind(index) {
        case .leftParen, .leftSquare, .leftBrace, .leftAngle, .interpolationOpen: return true
        default: return false
        }
    }

    /// Whether code token `index`, first on its line, continues the statement
    /// of the line before: it starts with `.member`, an operator (`??`, `&&`),
    /// `:`, `,`, `=`, `->`, `{`, `else`, `catch`, `where`, an effect; or the line
    /// before ends with one, an attribute's `@`, an open `(`/`[`, or `else`.
    /// The one definition every statement reader uses (statement bounds, a
    /// block's statements, an initializer's end, a replaced expression's end).
    func continuesStatement(_ index: Int) -> Bool {
        switch kind(index) {
        case .period, .binaryOperator, .arrow, .infixQuestionMark, .colon, .comma, .equal, .leftBrace:
            return true
        default:
            break
        }
        if isWord(index, oneOf: ["else", "catch", "where", "throws", "rethrows", "async"]) { return true }
        switch kind(index - 1) {
        case .comma, .binaryOperator, .equal, .arrow, .infixQuestionMark, .period, .atSign, .prefixOperator, .leftParen, .leftSquare:
            return true
        case .colon:
            return !endsCaseLabel(index - 1)
        default:
            return isWord(index - 1, "else")
        }
    }

    /// `case .pad:` or `default:`: the colon ends a switch label.
    private func endsCaseLabel(_ colon: Int) -> Bool {
        if isWord(colon - 1, "default") { return true }
        var index = colon - 1
        while index > 0, !newlineBefore(index), kind(index - 1) != .leftBrace, kind(index - 1) != .semicolon {
            if let open = brackets.partner(of: index), open < index { index = open }
            index -= 1
        }
        return index >= 0 && isWord(index, "case") && brackets.parent(of: index) == brackets.parent(of: colon)
    }

    /// The assignment (`=`, `+=` …) of the statement `bounds` that comes before
    /// `index`, at the statement's level.
    func assignment(in bounds: ClosedRange<Int>, before index: Int) -> Int? {
        let level = statementLevelToken(index)
        let depth = brackets.parent(of: level)
        var current = level - 1
        while current >= bounds.lowerBound {
            if let open = brackets.partner(of: current), open < current {
                current = open - 1
                continue
            }
            if brackets.parent(of: current) == depth, isAssignmentOperator(current) { return current }
            current -= 1
        }
        return nil
    }

    func isAssignmentOperator(_ index: Int) -> Bool {
        if kind(index) == .equal { return true }
        guard kind(index) == .binaryOperator else { return false }
        return bytesEqual(index, "+=") || bytesEqual(index, "-=") || bytesEqual(index, "*=") || bytesEqual(index, "/=")
    }

    /// Whether code token `index` lies in a string interpolation.
    func isInInterpolation(_ index: Int) -> Bool {
        var current = brackets.parent(of: index)
        while let open = current, kind(open) != .leftBrace {
            if kind(open) == .interpolationOpen { return true }
            current = brackets.parent(of: open)
        }
        return false
    }
}
