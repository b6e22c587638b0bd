/// What the code around a value does with it, read from tokens: whether it
/// is added or subtracted (a length in arithmetic), whether it is what a
/// function or computed property returns, and the later uses of the local it
/// is bound to. DUO114 and DUO404 follow values this way.
extension SourceFile {
    /// The end of the value whose postfix chain ends at `last`, taking a
    /// trailing `?? default` along: `statusBarFrame.height ?? 0`.
    func valueEnd(afterChainEndingAt last: Int) -> Int {
        guard isOperator(last + 1, "??"), last + 2 < count else { return last }
        return postfixChainEnd(startingAt: last + 2)
    }

    /// Whether the value `first ... last` is an operand of `+` or `-`
    /// (`44 + h`, `h - 8`, `-h`), also inside parentheses: `(h ?? 0) + 44`.
    func isAddedOrSubtracted(_ first: Int, _ last: Int) -> Bool {
        var first = first
        var last = last
        for _ in 0 ..< 8 {
            if isPlusOrMinus(first - 1) || isPlusOrMinus(last + 1) { return true }
            // `( value )` written alone: look around the parentheses.
            guard kind(first - 1) == .leftParen, brackets.partner(of: first - 1) == last + 1, !endsOperand(first - 2) else { return false }
            first -= 1
            last += 1
        }
        return false
    }

    private func isPlusOrMinus(_ index: Int) -> Bool {
        (kind(index) == .binaryOperator || kind(index) == .prefixOperator) && (bytesEqual(index, "+") || bytesEqual(index, "-"))
    }

    /// Whether the value `first ... last` is the whole result of the function
    /// or computed property around it: `return value`, or a body that is
    /// only `value` (`var height: CGFloat { value }`).
    func isReturnedValue(_ first: Int, _ last: Int) -> Bool {
        let statement = statementBounds(containing: first)
        guard statement.upperBound == last else { return false }
        if statement.lowerBound == first - 1, isWord(first - 1, "return") { return true }
        guard statement.lowerBound == first, let brace = scopes.innermost(containing: first, in: self) else { return false }
        let scope = scopes[brace]
        switch scope.kind {
        case .function, .accessor:
            return brace + 1 == first && scope.close == last + 1
        default:
            return false
        }
    }

    /// The name a `let`/`var` statement binds to the value `first ... last`
    /// when the value is its initializer or a branch of it: `let h = value`,
    /// `let h = compact ? 0 : value`, `guard let window = value else`,
    /// `if let scene = value as? UIWindowScene {`, `guard let host = presenter ?? value else`.
    func localName(boundTo first: Int, _ last: Int) -> Int? {
        guard let equal = assignment(in: statementBounds(containing: first), before: first), kind(equal) == .equal else { return nil }
        if equal != first - 1 {
            // Only a conditional's branch: `cond ? value : other`, `cond ? other : value`, `other ?? value`.
            let isTernaryBranch = (kind(first - 1) == .colon || kind(first - 1) == .infixQuestionMark)
                && (equal + 1 ..< first).contains(where: { kind($0) == .infixQuestionMark })
            guard isTernaryBranch || isOperator(first - 1, "??") else { return nil }
        }
        var name = equal - 1
        // `let h: CGFloat = value`: back over the type annotation, on the same line.
        var steps = 0
        while kind(name) != .identifier || !(isWord(name - 1, "let") || isWord(name - 1, "var")) {
            steps += 1
            guard steps < 12, name > 1, !newlineBefore(name), kind(name) != .equal, kind(name) != .leftBrace else { return nil }
            name -= 1
        }
        guard name == equal - 1 || kind(name + 1) == .colon else { return nil }
        // The value must end its branch or the initializer: a line break, `:` of the
        // conditional, `as? T`, `,`, `{` or `else` may follow, nothing else.
        let next = last + 1
        if next < count, !newlineBefore(next) {
            switch kind(next) {
            case .comma, .leftBrace, .semicolon, .rightBrace, .colon: break
            default:
                // `value ?? other`: the value when there is one.
                if !isWord(next, "else"), !isWord(next, "as"), !isOperator(next, "??") { return nil }
            }
        }
        return name
    }

    /// The later uses of the local declared at `name`: identifiers spelled
    /// the same that resolve to this declaration (not a member `.name`, not a
    /// label `name:`), in the rest of its block, at most `limit` tokens on.
    func usesOfLocal(declaredAt name: Int, limit: Int = 2000) -> [Int] {
        let spelling = text(name)
        let end = scopes.innermost(containing: name, in: self).map { scopes[$0].close } ?? count
        var uses: [Int] = []
        var index = name + 1
        let stop = min(end, index + limit)
        while index < stop, uses.count < 16 {
            if kind(index) == .identifier, kind(index - 1) != .period, kind(index + 1) != .colon, isToken(index, spelled: spelling),
               bindings.lookup(spelling, at: index, in: self)?.nameIndex == name {
                uses.append(index)
            }
            index += 1
        }
        return uses
    }
}
