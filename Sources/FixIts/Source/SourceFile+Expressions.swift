import SwiftLexer

/// Reading postfix expressions (`self.view?.bounds.size.width`,
/// `items[0].frame`, `foo(x).bar`) backwards and forwards from a token.
extension SourceFile {
    /// Whether code token `index` can end an operand (a name, literal, `)`, `]`, `?`, `!`, `>`).
    func endsOperand(_ index: Int) -> Bool {
        switch kind(index) {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare,
             .postfixQuestionMark, .exclamationMark, .rightAngle, .stringQuote, .multilineStringQuote, .rawStringDelimiter:
            return true
        default:
            return false
        }
    }

    /// The first token of the postfix chain that ends at `end`: `self.view.bounds.width` from `width`.
    public func postfixChainStart(endingAt end: Int) -> Int {
        var index = end
        while index >= 0 {
            switch kind(index) {
            case .rightParen, .rightSquare:
                guard let open = brackets.partner(of: index) else { return index }
                // A call or subscript continues the chain; a bare `( … )` starts it.
                if open > 0, endsOperand(open - 1), !newlineBefore(open) {
                    index = open - 1
                    continue
                }
                return open
            case .postfixQuestionMark, .exclamationMark:
                index -= 1
                continue
            case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .rightAngle:
                if kind(index) == .rightAngle, let open = brackets.partner(of: index) {
                    index = open - 1
                    continue
                }
                if kind(index - 1) == .period {
                    // `a.b`, `a?.b`, `a().b`; or an implicit member `.zero`.
                    if index - 2 >= 0, endsOperand(index - 2) {
                        index -= 2
                        continue
                    }
                    // `image.configure { … }.aspectRatio(…)`: a call's trailing closure ends the operand.
                    if kind(index - 2) == .rightBrace, let open = brackets.partner(of: index - 2), open < index - 2, !newlineBefore(open),
                       let callee = calleeIndex(ofClosureAt: open), callee < open {
                        index = callee
                        continue
                    }
                    return index - 1
                }
                return index
            default:
                return index + 1
            }
        }
        return 0
    }

    /// The last token of the postfix chain that starts at `start`.
    public func postfixChainEnd(startingAt start: Int) -> Int {
        var index = start
        if kind(index) == .period { index += 1 }
        while index < count {
            let next = index + 1
            switch kind(next) {
            case .period where kind(next + 1) == .identifier || kind(next + 1) == .keyword || kind(next + 1) == .integerLiteral:
                index = next + 1
            case .postfixQuestionMark, .exclamationMark:
                index = next
            case .leftParen, .leftSquare:
                guard !newlineBefore(next), let close = brackets.partner(of: next) else { return index }
                index = close
            default:
                return index
            }
        }
        return index
    }

    /// The identifier components of a chain, skipping calls and optional marks:
    /// `self.view?.bounds.size` → ["self", "view", "bounds", "size"].
    func chainComponents(from start: Int, through end: Int) -> [String] {
        var names: [String] = []
        var index = start
        while index <= end {
            if let close = brackets.partner(of: index), close > index {
                index = close + 1
                continue
            }
            if kind(index) == .identifier || kind(index) == .keyword { names.append(text(index)) }
            index += 1
        }
        return names
    }
}
