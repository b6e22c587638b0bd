/// A call as written, read from tokens: `Name(label: value, …) { … } label: { … }`.
/// Rules that rewrite a call's arguments (DUO303, DUO304) or read them
/// (DUO204, DUO305, DUO307) share this reading.
struct CallSyntax {
    struct Argument {
        /// Code index of the label; nil when unlabeled.
        var labelIndex: Int?
        var label: String?
        /// The value's first and last code tokens.
        var value: ClosedRange<Int>
        /// First token of the argument: its label, or its value.
        var start: Int { labelIndex ?? value.lowerBound }
    }

    /// `{ … }` after the parentheses, or `label: { … }` after another closure.
    struct TrailingClosure {
        var label: String?
        var open: Int
        var close: Int
    }

    /// Code index of the called name (`Button`, `UIBarButtonItem`).
    var name: Int
    /// The `(` and `)`, when written.
    var parens: ClosedRange<Int>?
    var arguments: [Argument]
    var trailingClosures: [TrailingClosure]

    /// Last token of the call: the last closure's `}` or the `)`.
    var end: Int { trailingClosures.last?.close ?? parens?.upperBound ?? name }

    func argument(_ label: String) -> Argument? {
        arguments.first { $0.label == label }
    }

    var labels: [String?] { arguments.map(\.label) }
}

extension SourceFile {
    /// The call whose name is code token `name`, or nil when no `(` or `{`
    /// follows it on its line.
    func call(named name: Int) -> CallSyntax? {
        var next = name + 1
        if kind(next) == .leftAngle, !newlineBefore(next), let close = brackets.partner(of: next) { next = close + 1 }
        var parens: ClosedRange<Int>?
        var arguments: [CallSyntax.Argument] = []
        if kind(next) == .leftParen, !newlineBefore(next), let close = brackets.partner(of: next) {
            parens = next ... close
            arguments = self.arguments(inParenAt: next)
            next = close + 1
        }
        var closures: [CallSyntax.TrailingClosure] = []
        if kind(next) == .leftBrace, !newlineBefore(next), let close = brackets.partner(of: next) {
            closures.append(.init(label: nil, open: next, close: close))
            next = close + 1
            // `} label: {`, also on the next line.
            while kind(next) == .identifier || kind(next) == .keyword, kind(next + 1) == .colon, kind(next + 2) == .leftBrace,
                  let close = brackets.partner(of: next + 2) {
                closures.append(.init(label: text(next), open: next + 2, close: close))
                next = close + 1
            }
        }
        guard parens != nil || !closures.isEmpty else { return nil }
        return CallSyntax(name: name, parens: parens, arguments: arguments, trailingClosures: closures)
    }

    /// The arguments between the `(` at `open` and its partner.
    func arguments(inParenAt open: Int) -> [CallSyntax.Argument] {
        elements(inBracketAt: open).map { element in
            let start = element.lowerBound
            let labeled = (kind(start) == .identifier || kind(start) == .keyword || kind(start) == .wildcard)
                && kind(start + 1) == .colon && start + 2 <= element.upperBound
            return .init(labelIndex: labeled ? start : nil, label: labeled ? text(start) : nil,
                         value: (labeled ? start + 2 : start) ... element.upperBound)
        }
    }

    /// The comma-separated elements between the bracket at `open` (`(`, `[`) and its partner, each as its
    /// first and last code token (an empty element, as after a trailing comma, is left out): the one list
    /// reader for arguments, array literals and tuples.
    func elements(inBracketAt open: Int) -> [ClosedRange<Int>] {
        guard let close = brackets.partner(of: open), close > open else { return [] }
        var result: [ClosedRange<Int>] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || kind(index) == .comma {
                if index > start { result.append(start ... index - 1) }
                start = index + 1
            } else if let partner = brackets.partner(of: index), partner > index {
                index = partner
            }
            index += 1
        }
        return result
    }

    /// The name token of the call a closure belongs to: `Button` for both
    /// closures of `Button { } label: { }`, `ToolbarItem` for
    /// `ToolbarItem(placement: .x) {`, `sheet` for `.sheet(isPresented: $x) {`.
    func calleeIndex(ofClosureAt brace: Int) -> Int? {
        var before = brace - 1
        if kind(before) == .colon, kind(before - 1) == .identifier || kind(before - 1) == .keyword { before -= 2 }
        switch kind(before) {
        case .rightBrace:
            guard before != brace - 1, let open = brackets.partner(of: before) else { return nil }
            return calleeIndex(ofClosureAt: open)
        case .rightParen:
            guard let open = brackets.partner(of: before) else { return nil }
            return nameBefore(paren: open)
        case .identifier:
            return before
        case .leftParen, .comma:
            let open = kind(before) == .leftParen ? before : brackets.parent(of: before)
            guard let open, kind(open) == .leftParen else { return nil }
            return nameBefore(paren: open)
        default:
            return nil
        }
    }

    /// The label of the argument of the call opened at `open` that holds `token` (`width` in
    /// `.frame(width: x + 1)` for the `x`), or nil for an unlabeled argument.
    func argumentLabel(holding token: Int, inCallOpenedAt open: Int) -> String? {
        var start = token
        while start > open + 1, kind(start - 1) != .comma {
            start -= 1
            if let partner = brackets.partner(of: start), partner < start { start = partner }
        }
        guard kind(start + 1) == .colon, kind(start) == .identifier || kind(start) == .keyword else { return nil }
        return text(start)
    }

    /// The name token called with the `(` at `open`: `sheet` in `.sheet(`, `Foo` in `Foo<T>(`.
    func nameBefore(paren open: Int) -> Int? {
        var index = open - 1
        if kind(index) == .rightAngle, let angle = brackets.partner(of: index) { index = angle - 1 }
        return kind(index) == .identifier || kind(index) == .keyword ? index : nil
    }

    /// The name called with the `(` at `open`, as text (`nameBefore(paren:)`).
    func calleeName(beforeParen open: Int) -> String? {
        nameBefore(paren: open).map { text($0) }
    }

    /// The modifiers chained after code token `end`: `.axisBehavior(…)`,
    /// `.visibilityPriority(…)` … as their name tokens.
    func modifierNames(after end: Int) -> [Int] {
        var names: [Int] = []
        var index = end + 1
        while kind(index) == .period, kind(index + 1) == .identifier {
            names.append(index + 1)
            index += 2
            if kind(index) == .leftParen, let close = brackets.partner(of: index) { index = close + 1 }
            if kind(index) == .leftBrace, !newlineBefore(index), let close = brackets.partner(of: index) { index = close + 1 }
        }
        return names
    }

    /// Whether `word` occurs as a code token in `range`.
    func containsWord(_ word: StaticString, in range: Range<Int>) -> Bool {
        range.contains { isWord($0, word) }
    }
}

// MARK: Calls that name their type by context

extension SourceFile {
    /// The `init` tokens of the implicit initializer calls (`.init(…)`) whose type is the one written at
    /// `type`: `let item: UIBarButtonItem = .init(…)`, and in a function or computed property declared
    /// `-> UIBarButtonItem`, the `.init(…)` it returns (`return .init(…)`, or its one expression).
    func implicitInits(typedBy type: Int) -> [Int] {
        // `: T = .init(`
        if kind(type - 1) == .colon, kind(type + 1) == .equal, isImplicitInit(at: type + 2) { return [type + 3] }
        guard kind(type - 1) == .arrow else { return [] }
        // The body after the return type (`where` clauses are rare on such helpers: none then).
        var brace = type + 1
        while brace < count, kind(brace) == .identifier || kind(brace) == .keyword || kind(brace) == .postfixQuestionMark, brace - type < 4 {
            brace += 1
        }
        guard kind(brace) == .leftBrace else { return [] }
        let statements = statements(inBlockAt: brace)
        if statements.count == 1, isImplicitInit(at: statements[0].lowerBound) { return [statements[0].lowerBound + 1] }
        return statements.compactMap { statement in
            isWord(statement.lowerBound, "return") && isImplicitInit(at: statement.lowerBound + 1) ? statement.lowerBound + 2 : nil
        }
    }

    /// Whether the implicit initializer call whose `init` is at `initializer` makes a bar button item because
    /// of where it goes: the value of a bar item property (`rightBarButtonItem = .init(customView: v)`), an
    /// element of a list assigned to one (`navigationItem.leftBarButtonItems = [.init(customView: stack)]`), or
    /// given to a setter (`setToolbarItems([.init(customView: v)], animated: false)`).
    func isGivenAsBarButtonItem(implicitInitAt initializer: Int) -> Bool {
        var value = initializer - 1
        guard kind(value) == .period else { return false }
        if let square = brackets.parent(of: value), kind(square) == .leftSquare, kind(value - 1) == .leftSquare || kind(value - 1) == .comma {
            value = square
        }
        if kind(value - 1) == .equal { return isWord(value - 2, oneOf: Self.barItemProperties) }
        if let paren = brackets.parent(of: value), kind(paren) == .leftParen, paren + 1 == value {
            return isWord(paren - 1, oneOf: Self.barItemSetters)
        }
        return false
    }

    private static let barItemProperties: [StaticString] = [
        "leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "toolbarItems", "backBarButtonItem",
    ]
    private static let barItemSetters: [StaticString] = [
        "setLeftBarButton", "setRightBarButton", "setLeftBarButtonItems", "setRightBarButtonItems", "setToolbarItems",
    ]

    /// `.init(` starting at `period`, as a value of its own (not `x.init(`).
    private func isImplicitInit(at period: Int) -> Bool {
        kind(period) == .period && isWord(period + 1, "init") && kind(period + 2) == .leftParen
            && (!endsOperand(period - 1) || isWord(period - 1, "return"))
    }
}
