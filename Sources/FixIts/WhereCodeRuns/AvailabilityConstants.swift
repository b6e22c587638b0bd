/// A Bool property every iPhone Duo system answers the same way, because its body only asks for the
/// system version before it answers (`var supportsGlass: Bool { if #available(iOS 26, *) { true } else
/// { false } }`, `guard #unavailable(iOS 26) else { return true }`): a branch of an `if` that its answer
/// rules out never runs there — the block of `if !supportsGlass { … }` (also as one condition of a list,
/// `if !hidden, !supportsGlass { … }`), the `else` of `if supportsGlass { … } else { … }`. Only
/// properties of the same file.
struct AvailabilityConstants {
    /// The answer iPhone Duo gets, by property name.
    private(set) var answers: [String: Bool] = [:]

    init(_ file: SourceFile) {
        var read = Set<Int>()
        for directive in file.kinds.directives {
            guard let check = DuoAvailabilityCheck(at: Int(directive), in: file),
                  let body = file.brackets.parent(of: check.keyword), read.insert(body).inserted,
                  let name = Self.boolPropertyName(openedAt: body, in: file),
                  let answer = Self.answer(ofBodyAt: body, in: file) else { continue }
            answers[name] = answer
        }
    }

    /// `var name: Bool {` (any modifiers before): the name.
    private static func boolPropertyName(openedAt brace: Int, in file: SourceFile) -> String? {
        guard file.kind(brace) == .leftBrace, file.isWord(brace - 1, "Bool"), file.kind(brace - 2) == .colon,
              file.kind(brace - 3) == .identifier, file.isWord(brace - 4, "var") else { return nil }
        return file.text(brace - 3)
    }

    /// What the body answers on iPhone Duo's systems, read statement by statement: a version check that
    /// those systems pass goes on (`guard #available(iOS 18, *) else { … }`), one that decides answers
    /// (`guard #unavailable(iOS 26) else { return true }`, `if #available(iOS 26, *) { true } else { … }`),
    /// a literal answers; anything else: no answer.
    private static func answer(ofBodyAt body: Int, in file: SourceFile) -> Bool? {
        for statement in file.statements(inBlockAt: body, atMost: 8) {
            if let value = literal(in: statement, in: file) { return value }
            let keyword = statement.lowerBound
            guard file.isWord(keyword, "guard") || file.isWord(keyword, "if"), let check = DuoAvailabilityCheck(at: keyword + 1, in: file) else { return nil }
            let (passes, close) = (check.passesOnDuo, check.close)
            if file.isWord(keyword, "guard") {
                guard file.isWord(close + 1, "else"), file.kind(close + 2) == .leftBrace else { return nil }
                if passes { continue }
                return literal(inBlockAt: close + 2, in: file)
            }
            guard file.kind(close + 1) == .leftBrace, let thenClose = file.brackets.partner(of: close + 1) else { return nil }
            if passes { return literal(inBlockAt: close + 1, in: file) }
            guard file.isWord(thenClose + 1, "else") else { continue }
            guard file.kind(thenClose + 2) == .leftBrace else { return nil }
            return literal(inBlockAt: thenClose + 2, in: file)
        }
        return nil
    }

    /// `{ true }`, `{ return false }`: the Bool literal the block gives.
    private static func literal(inBlockAt open: Int, in file: SourceFile) -> Bool? {
        file.soleStatement(ofBlockAt: open).flatMap { literal(in: $0, in: file) }
    }

    private static func literal(in statement: ClosedRange<Int>, in file: SourceFile) -> Bool? {
        var start = statement.lowerBound
        if file.isWord(start, "return") { start += 1 }
        guard start == statement.upperBound else { return nil }
        if file.isWord(start, "true") { return true }
        if file.isWord(start, "false") { return false }
        return nil
    }

    /// The blocks of `if` statements on these properties that iPhone Duo never runs, as code-token
    /// ranges with the property's name and answer.
    func ruledOutBlocks(in file: SourceFile) -> [(first: Int, last: Int, name: String, answer: Bool)] {
        var blocks: [(first: Int, last: Int, name: String, answer: Bool)] = []
        for (name, answer) in answers {
            for use in file.names.of(name) where file.kind(use - 1) != .period || file.isWord(use - 2, "self") {
                var start = file.kind(use - 1) == .period ? use - 2 : use
                let negated = file.isOperator(start - 1, "!")
                if negated { start -= 1 }
                guard let (keyword, body) = Self.ifCondition(elementFrom: start, to: use, in: file),
                      let bodyClose = file.brackets.partner(of: body) else { continue }
                if answer == negated {
                    // This condition never holds: the block never runs.
                    blocks.append((body, bodyClose, name, answer))
                } else if keyword == start - 1, body == use + 1, file.isWord(bodyClose + 1, "else"), file.kind(bodyClose + 2) == .leftBrace,
                          let elseClose = file.brackets.partner(of: bodyClose + 2) {
                    // The whole condition, and it always holds: the `else` never runs.
                    blocks.append((bodyClose + 2, elseClose, name, answer))
                }
            }
        }
        return blocks
    }

    /// For a condition element `start … end` of an `if` (`if x {`, `if a, x, b {`): the `if` and the
    /// body's `{`; nil for anything else (a `guard`, a ternary, an argument, a `&&` operand).
    private static func ifCondition(elementFrom start: Int, to end: Int, in file: SourceFile) -> (keyword: Int, body: Int)? {
        guard file.isWord(start - 1, "if") || file.kind(start - 1) == .comma,
              file.kind(end + 1) == .comma || file.kind(end + 1) == .leftBrace else { return nil }
        let depth = file.brackets.parent(of: start)
        // Back to the `if` over the earlier conditions of its list.
        var keyword = start - 1
        while !file.isWord(keyword, "if") {
            guard keyword > 0, start - keyword < 64, !file.isWord(keyword, "guard"), !file.isWord(keyword, "while"),
                  file.kind(keyword) != .semicolon, file.kind(keyword) != .leftBrace, file.kind(keyword) != .rightBrace || file.brackets.partner(of: keyword) != nil
            else { return nil }
            if let open = file.brackets.partner(of: keyword), open < keyword { keyword = open }
            keyword -= 1
        }
        guard file.brackets.parent(of: keyword) == depth else { return nil }
        // On to the body's `{` over the later conditions.
        var body = end + 1
        while file.kind(body) != .leftBrace {
            guard body < file.count, body - end < 64, file.brackets.parent(of: body) == depth || file.kind(body) == .comma else { return nil }
            if let close = file.brackets.partner(of: body), close > body { body = close }
            body += 1
        }
        return file.brackets.parent(of: body) == depth ? (keyword, body) : nil
    }
}
