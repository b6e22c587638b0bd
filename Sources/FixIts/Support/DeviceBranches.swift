import SwiftLexer

extension SourceFile {
    /// Whether code token `index` runs only on an iPad: in the block of an `if` (or `else if`) whose condition
    /// requires the pad idiom — `userInterfaceIdiom == .pad`, or an `isPad`/`isIPad` wrapper — joined only by
    /// `,` and `&&`, at any depth; or in the `else` of an `if` that tests for the phone idiom alone. iPhone Duo
    /// is a phone: such code never runs on it, and what it lays out is the iPad's (DUO105 reports the idiom
    /// test itself).
    func runsOnlyOnIPad(_ index: Int) -> Bool {
        var inner = brackets.parent(of: index)
        var depth = 0
        while let open = inner, depth < 16 {
            depth += 1
            if kind(open) == .leftBrace, let condition = ifCondition(ofBlockAt: open), requiresPadIdiom(condition) { return true }
            if kind(open) == .leftBrace, let condition = elseOfCondition(ofBlockAt: open), isPhoneIdiomTest(condition) { return true }
            inner = brackets.parent(of: open)
        }
        return false
    }

    /// The blocks of the `if`s (and `else if`s) of the file whose condition requires the pad idiom
    /// (`runsOnlyOnIPad`): their braces and conditions, in file order. Found from the mentions of `.pad` and of
    /// `isPad`-like names, each a few tokens after its `if`: most files mention neither.
    func padOnlyBlocks() -> [(open: Int, close: Int, condition: Range<Int>)] {
        var heads = Set<Int>()
        for mention in names.find(["pad", "isPad", "isIPad", "isiPad", "isIpad"], by: .chains) {
            var index = mention - 1
            while index >= 0, mention - index < 24, kind(index) != .leftBrace, kind(index) != .rightBrace {
                if isWord(index, "if") {
                    heads.insert(index)
                    break
                }
                index -= 1
            }
        }
        var blocks: [(open: Int, close: Int, condition: Range<Int>)] = []
        for head in heads.sorted() {
            // The block is the first brace at the `if`'s own level (a closure in a condition is in parentheses).
            let level = brackets.parent(of: head)
            var open = head + 1
            while open < count, open - head < 256, kind(open) != .leftBrace || brackets.parent(of: open) != level { open += 1 }
            guard kind(open) == .leftBrace, let close = brackets.partner(of: open), head + 1 < open,
                  requiresPadIdiom(head + 1 ..< open) else { continue }
            blocks.append((open, close, head + 1 ..< open))
        }
        return blocks
    }

    /// The bodies of `case .pad:` in a `switch` over the idiom (`switch traitCollection.userInterfaceIdiom {
    /// case .pad: … }`), from the first token after the colon to the last before the next `case` or `default`,
    /// with the switch's subject: they run on an iPad. A case of several values (`case .pad, .mac:`) is not one.
    func padOnlyCases() -> [(first: Int, last: Int, subject: Range<Int>)] {
        var cases: [(first: Int, last: Int, subject: Range<Int>)] = []
        for mention in names.of("pad", by: .chains) where kind(mention - 1) == .period && isWord(mention - 2, "case") && kind(mention + 1) == .colon {
            guard let body = brackets.parent(of: mention), kind(body) == .leftBrace, let close = brackets.partner(of: body) else { continue }
            let head = scopes[body].headerStart
            guard isWord(head, "switch"), head + 1 < body,
                  (head + 1 ..< body).contains(where: { isWord($0, "userInterfaceIdiom") || isWord($0, "idiom") }) else { continue }
            var last = mention + 1
            while last + 1 < close, !(brackets.parent(of: last + 1) == body && (isWord(last + 1, "case") || isWord(last + 1, "default"))) { last += 1 }
            if last > mention + 1 { cases.append((mention + 2, last, head + 1 ..< body)) }
        }
        return cases
    }

    /// The condition of the `if` (or `else if`) whose first block opens at `open`, from the block's header
    /// (`ScopeTree`): the tokens between `if` and the brace.
    private func ifCondition(ofBlockAt open: Int) -> Range<Int>? {
        var head = scopes[open].headerStart
        if isWord(head, "else") { head += 1 }
        guard isWord(head, "if"), head + 1 < open else { return nil }
        return head + 1 ..< open
    }

    /// For the plain `else` block opened at `open` (`if … { } else { … }`), the condition of its `if`.
    private func elseOfCondition(ofBlockAt open: Int) -> Range<Int>? {
        let head = scopes[open].headerStart
        guard isWord(head, "else"), head + 1 == open, kind(head - 1) == .rightBrace, let ifBlock = brackets.partner(of: head - 1) else { return nil }
        return ifCondition(ofBlockAt: ifBlock)
    }

    /// `idiom == .phone` alone (also through a local bound to the idiom, `let device = UIDevice.current
    /// .userInterfaceIdiom`): its `else` runs on every device but a phone, so never on iPhone Duo.
    private func isPhoneIdiomTest(_ condition: Range<Int>) -> Bool {
        let level = brackets.parent(of: condition.lowerBound)
        guard condition.count >= 3, !condition.contains(where: { brackets.parent(of: $0) == level && (kind($0) == .comma || isOperator($0, "&&") || isOperator($0, "||")) }),
              let equal = condition.first(where: { isOperator($0, "==") && brackets.parent(of: $0) == level }) else { return false }
        let (idiom, value) = kind(equal + 1) == .period ? (condition.lowerBound ..< equal, equal + 2) : (equal + 1 ..< condition.upperBound, condition.lowerBound + 1)
        guard isWord(value, "phone"), kind(value - 1) == .period, let last = idiom.last else { return false }
        if isWord(last, "userInterfaceIdiom") || isWord(last, "idiom") { return true }
        guard idiom.count == 1, kind(last) == .identifier, let binding = bindings.lookup(text(last), at: last, in: self),
              let bound = binding.initializer.last else { return false }
        return isWord(bound, "userInterfaceIdiom")
    }

    /// Whether every way through `condition` requires the pad idiom: one of its clauses (split at top-level
    /// `,` and `&&`) tests for it, and no top-level `||` offers another way.
    func requiresPadIdiom(_ condition: Range<Int>) -> Bool {
        let level = brackets.parent(of: condition.lowerBound)
        var clauses: [Range<Int>] = []
        var start = condition.lowerBound
        for index in condition where brackets.parent(of: index) == level {
            if isOperator(index, "||") { return false }
            if kind(index) == .comma || isOperator(index, "&&") {
                clauses.append(start ..< index)
                start = index + 1
            }
        }
        clauses.append(start ..< condition.upperBound)
        return clauses.contains { clause in
            guard let first = clause.first, !isOperator(first, "!") else { return false }
            if clause.contains(where: { isOperator($0, "!=") }) { return false }
            let comparesIdiom = clause.contains { isWord($0, "userInterfaceIdiom") || isWord($0, "idiom") }
                && clause.contains { isOperator($0, "==") } && clause.contains { isWord($0, "pad") && kind($0 - 1) == .period }
            // `isPad`, `UIDevice.isPad`, `UIDevice.current.isIPad()`: the clause's last name.
            var last = clause.upperBound - 1
            if kind(last) == .rightParen, let open = brackets.partner(of: last), open == last - 1 { last = open - 1 }
            let wrapper = kind(last) == .identifier && ["ispad", "isipad"].contains(text(last).lowercased())
                && (clause.lowerBound ..< last).allSatisfy { kind($0) == .identifier || kind($0) == .period }
            return comparesIdiom || wrapper
        }
    }
}
