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
        if kind(index) == .poundKeyword, isPostfixDirective(index) { return true }
        switch kind(index - 1) {
        case .comma, .binaryOperator, .equal, .arrow, .infixQuestionMark, .period, .atSign, .prefixOperator, .leftParen, .leftSquare:
            return true
        case .colon:
            return !endsCaseLabel(index - 1)
        default:
            return isWord(index - 1, "else")
        }
    }

    /// `#if os(iOS)` … `#endif` around modifiers in the middle of an expression (`Text("x")`, then `#if os(iOS)`,
    /// `.padding()`, `#endif`): the directive lines belong to the expression's statement. A branch directive
    /// is one when the code after its line goes on with `.member`; an `#endif` when its `#if` is one.
    private func isPostfixDirective(_ index: Int) -> Bool {
        if bytesEqual(index, "#endif") {
            // Back to the matching `#if` at this level (a bounded look: a directive group is short).
            var depth = 0
            var current = index - 1
            while current >= 0, index - current < 400 {
                if kind(current) == .poundKeyword, brackets.parent(of: current) == brackets.parent(of: index) {
                    if bytesEqual(current, "#endif") { depth += 1 }
                    if bytesEqual(current, "#if") {
                        if depth == 0 { return isPostfixDirective(current) }
                        depth -= 1
                    }
                }
                current -= 1
            }
            return false
        }
        guard bytesEqual(index, "#if") || bytesEqual(index, "#elseif") || bytesEqual(index, "#else") else { return false }
        var next = index + 1
        while next < count, !newlineBefore(next) { next += 1 }
        return kind(next) == .period
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

    /// The statements of the block at `open` (a view builder's views): each
    /// as its first and last code token. A line break ends a statement unless
    /// the next line continues it (`.modifier`, an operator, `else`).
    /// `atMost`: stop after that many (a caller that asks whether there is one statement must not walk
    /// a function of 45,000: the cost per finding stays bounded).
    func statements(inBlockAt open: Int, atMost limit: Int = .max) -> [ClosedRange<Int>] {
        guard let close = brackets.partner(of: open) else { return [] }
        var start = open + 1
        // Skip a closure signature on the brace's line: `{ item in`, `{ [weak self] in`.
        if !isWord(start, oneOf: ["for", "if", "guard", "while", "switch", "return", "let", "var"]) {
            var scan = start
            while scan < close, scan == start || !newlineBefore(scan) {
                if isWord(scan, "in") {
                    start = scan + 1
                    break
                }
                if let partner = brackets.partner(of: scan), partner > scan { scan = partner }
                scan += 1
            }
        }
        var result: [ClosedRange<Int>] = []
        var index = start
        var current = start
        while index < close, result.count < limit {
            if index > current, kind(index) == .semicolon {
                result.append(current ... index - 1)
                current = index + 1
            } else if index > current, newlineBefore(index), !continuesStatement(index) {
                result.append(current ... index - 1)
                current = index
            }
            if let partner = brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        if current < close, result.count < limit { result.append(current ... close - 1) }
        return result
    }

    /// The one statement of the block at `open` (a label closure's single view, a wrapper's value), as its
    /// first and last tokens; nil when it has none or several (it looks at two at most).
    func soleStatement(ofBlockAt open: Int) -> ClosedRange<Int>? {
        let statements = statements(inBlockAt: open, atMost: 2)
        return statements.count == 1 ? statements[0] : nil
    }
}
