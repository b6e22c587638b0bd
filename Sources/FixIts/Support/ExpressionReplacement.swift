/// Putting a lower-precedence expression where a postfix expression stood:
/// `!x.isLandscape` must become `!(w > h)`, while `if x.isLandscape {` can
/// take `if w > h {` as is.
extension SourceFile {
    /// `replacement` (a comparison or anything binding looser than a postfix
    /// expression) as it must be written in place of code tokens `first ... last`:
    /// bare where the neighbours bind looser than a comparison, else in parentheses.
    func comparisonReplacing(from first: Int, through last: Int, with replacement: String) -> String {
        looseBefore(first) && looseAfter(last) ? replacement : "(\(replacement))"
    }

    private func looseBefore(_ first: Int) -> Bool {
        let previous = first - 1
        if previous < 0 { return true }
        if newlineBefore(first), !continuesStatement(first) { return true }
        switch kind(previous) {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .equal, .infixQuestionMark, .interpolationOpen, .semicolon:
            return true
        case .keyword:
            return isWord(previous, oneOf: ["if", "guard", "while", "return", "in", "where"])
        case .binaryOperator:
            return bytesEqual(previous, "&&") || bytesEqual(previous, "||")
        default:
            return false
        }
    }

    private func looseAfter(_ last: Int) -> Bool {
        let next = last + 1
        if next >= count { return true }
        if newlineBefore(next), !continuesStatement(next) { return true }
        switch kind(next) {
        case .rightParen, .rightSquare, .rightBrace, .comma, .colon, .leftBrace, .infixQuestionMark, .interpolationClose, .semicolon:
            return true
        case .keyword:
            return isWord(next, "else")
        case .binaryOperator:
            return bytesEqual(next, "&&") || bytesEqual(next, "||")
        default:
            return false
        }
    }
}
