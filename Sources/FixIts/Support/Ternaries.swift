/// The two halves of a conditional expression (`condition ? first : second`), found from either
/// mark. One model for the rules that read a ternary's values (DUO201's column counts) and for
/// `LayoutDecision`, which follows a condition into the values it chooses between.
///
/// Both walks stay at the mark's bracket depth, jump over bracketed groups (a closure, a call's
/// arguments), count nested ternaries (`a ? b ? 1 : 2 : 3`), stop at what ends an expression at
/// that depth (`,`, `;`, a change of depth) and give up after 400 tokens: an unfinished ternary
/// while the user types yields nil, never a mark of another expression.
extension SourceFile {
    /// The `:` of the ternary whose `?` is at `question`.
    func ternaryColon(after question: Int) -> Int? {
        let depth = brackets.parent(of: question)
        var nested = 0
        var index = question + 1
        while index < count, index - question < 400 {
            if let close = brackets.partner(of: index), close > index { index = close + 1; continue }
            if brackets.parent(of: index) != depth { return nil }
            switch kind(index) {
            case .infixQuestionMark: nested += 1
            case .colon:
                if nested == 0 { return index }
                nested -= 1
            case .comma, .semicolon: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The `?` of the ternary whose `:` is at `colon` (nil when that `:` is not a ternary's: an
    /// argument label's, a type annotation's, a dictionary's).
    func ternaryQuestion(before colon: Int) -> Int? {
        let depth = brackets.parent(of: colon)
        var nested = 0
        var index = colon - 1
        while index >= 0, colon - index < 400 {
            if let open = brackets.partner(of: index), open < index { index = open - 1; continue }
            if brackets.parent(of: index) != depth { return nil }
            switch kind(index) {
            case .colon: nested += 1
            case .infixQuestionMark:
                if nested == 0 { return index }
                nested -= 1
            case .comma, .semicolon: return nil
            default: break
            }
            index -= 1
        }
        return nil
    }
}
