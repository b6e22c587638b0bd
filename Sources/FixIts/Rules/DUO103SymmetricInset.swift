/// DUO103 symmetric-inset: `width - insets.left * 2` and its variants.
public struct SymmetricInset: Rule {
    public var code: String { "DUO103" }
    public var name: String { "symmetric-inset" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["left", "right", "top", "bottom", "leading", "trailing"] }
    public var offeredFixes: [Fix.Safety] { [.safe, .unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Safe-area insets differ per side on iPhone Duo: don't double one of them.",
            whatItFlags: """
                Arithmetic that subtracts one safe-area inset twice: `bounds.width - safeAreaInsets.left * 2`, \
                `- 2 * insets.right`, `- (insets.top * 2)`, also through a local `let insets = view.safeAreaInsets` \
                and in SwiftUI (`proxy.size.width - proxy.safeAreaInsets.leading * 2`); and a constant holding one \
                side, `let inset = view.safeAreaInsets.left`, doubled where it is used in the same block \
                (`width - inset * 2`; not a `var`, which may hold something else by then).
                """,
            whyItMatters: """
                On iPhone Duo the side bars and the outer camera make the insets lopsided: the left inset is not \
                the right one, and the top is not the bottom. Doubling one side makes content too narrow on one \
                side and run under a bar or the camera on the other.
                """,
            example: """
                let cardWidth = view.bounds.width - view.safeAreaInsets.left * 2
                """,
            useInstead: """
                let cardWidth = view.bounds.inset(by: view.safeAreaInsets).width
                // Without a rect: width - insets.left - insets.right
                // SwiftUI: proxy.size.width - proxy.safeAreaInsets.leading - proxy.safeAreaInsets.trailing
                """,
            fixSafety: """
                Safe. When the width or height is read from a `bounds` or `frame`, the whole expression becomes \
                `rect.inset(by: insets).width` (or `.height`); otherwise the doubled term becomes the sum of both \
                sides. On a device with symmetric insets both give the same value. For a local holding one side \
                the fix is unsafe: it reads the other side where the local is used, not where it was bound.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": use bounds.inset(by: safeAreaInsets), not width - insets.left * 2 (seeds/000)",
                "HIG reference §4 \"Account for asymmetry\" (seeds/000)",
            ]
        )
    }

    private static let opposite = ["left": ("left", "right"), "right": ("left", "right"), "top": ("top", "bottom"),
                                   "bottom": ("top", "bottom"), "leading": ("leading", "trailing"), "trailing": ("leading", "trailing")]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) == .period, file.kind(index + 1) != .period, file.kind(index + 1) != .leftParen,
              let side = SymmetricInset.opposite[file.text(index)] else { return }
        let insetsEnd = index - 2
        let insetsStart = file.postfixChainStart(endingAt: insetsEnd)
        guard insetsStart <= insetsEnd else { return }
        guard let term = doubledTerm(side: index, insetsStart: insetsStart, in: file) else {
            checkUsesOfOneSide(boundAt: index, insets: insetsStart ... insetsEnd, context: context)
            return
        }
        // The doubled term is subtracted from something.
        let minus = term.outer.lowerBound - 1
        guard file.kind(minus) == .binaryOperator, file.bytesEqual(minus, "-"), file.endsOperand(minus - 1) else { return }
        // Only then the costlier question: are these the safe-area insets?
        guard isSafeAreaInsets(insetsStart ... insetsEnd, at: index, in: file) else { return }
        let leftEnd = minus - 1
        let leftStart = file.postfixChainStart(endingAt: leftEnd)
        let range = file.range(from: leftStart, through: term.outer.upperBound)
        let insets = file.text(from: insetsStart, through: insetsEnd)
        var fixes: [Fix] = []
        if !file.hasComment(in: range) {
            if let rectForm = insetForm(leftStart: leftStart, leftEnd: leftEnd, side: file.text(index), insets: insets, range: range, in: file) {
                fixes.append(rectForm)
            } else {
                let (first, second) = side
                let sum = term.parenthesized ? "(\(insets).\(first) + \(insets).\(second))" : "\(insets).\(first) - \(insets).\(second)"
                let termRange = file.range(from: term.outer.lowerBound, through: term.outer.upperBound)
                fixes.append(Fix(title: "Subtract both insets", safety: .safe, edits: [TextEdit(range: termRange, newText: sum)]))
            }
        }
        context.report("`\(file.text(index))` is doubled, but iPhone Duo's safe-area insets differ per side; "
                       + "inset by both sides (`bounds.inset(by: safeAreaInsets)`)", bytes: range, fixes: fixes)
    }

    /// `let inset = view.safeAreaInsets.left` (`side` is `left`), then
    /// `width - inset * 2` in the same block: the local holds one side, and
    /// each doubled use of it is reported where it is.
    private func checkUsesOfOneSide(boundAt side: Int, insets: ClosedRange<Int>, context: RuleContext) {
        let file = context.file
        guard let name = localName(initializedByChainEndingAt: side, in: file),
              isSafeAreaInsets(insets, at: side, in: file) else { return }
        let sideWord = file.text(side)
        guard let (first, second) = SymmetricInset.opposite[sideWord] else { return }
        let other = sideWord == first ? second : first
        let insetsText = file.text(from: insets.lowerBound, through: insets.upperBound)
        let end = file.scopes.innermost(containing: side, in: file).flatMap { file.brackets.partner(of: $0) } ?? file.count
        var use = side + 1
        while use < end {
            defer { use += 1 }
            guard file.kind(use) == .identifier, file.kind(use - 1) != .period, file.isToken(use, spelled: name.text),
                  let term = doubledTerm(side: use, insetsStart: use, in: file) else { continue }
            let minus = term.outer.lowerBound - 1
            guard file.kind(minus) == .binaryOperator, file.bytesEqual(minus, "-"), file.endsOperand(minus - 1),
                  file.bindings.lookup(name.text, at: use, in: file)?.nameIndex == name.index else { continue }
            let leftEnd = minus - 1
            let leftStart = file.postfixChainStart(endingAt: leftEnd)
            let range = file.range(from: leftStart, through: term.outer.upperBound)
            var fixes: [Fix] = []
            if !file.hasComment(in: range) {
                // Both sides are read here, not where the local was bound: a person should look.
                if let rectForm = insetForm(leftStart: leftStart, leftEnd: leftEnd, side: sideWord, insets: insetsText, range: range, in: file) {
                    fixes.append(Fix(title: rectForm.title, safety: .unsafe, edits: rectForm.edits))
                } else {
                    let both = term.parenthesized ? "(\(name.text) + \(insetsText).\(other))" : "\(name.text) - \(insetsText).\(other)"
                    let termRange = file.range(from: term.outer.lowerBound, through: term.outer.upperBound)
                    fixes.append(Fix(title: "Subtract both insets", safety: .unsafe, edits: [TextEdit(range: termRange, newText: both)]))
                }
            }
            context.report("`\(name.text)` is the \(sideWord) inset only and is doubled, but iPhone Duo's safe-area insets differ "
                           + "per side; inset by both sides (`bounds.inset(by: safeAreaInsets)`)", bytes: range, fixes: fixes)
        }
    }

    /// The name a `let` binds when the postfix chain ending at `end` is its
    /// whole initializer: `let inset = chain`, `let inset: CGFloat = chain`.
    /// Not a `var`: it may hold something else by the time it is doubled.
    private func localName(initializedByChainEndingAt end: Int, in file: SourceFile) -> (text: String, index: Int)? {
        let start = file.postfixChainStart(endingAt: end)
        let next = end + 1
        guard file.kind(start - 1) == .equal,
              next >= file.count || file.newlineBefore(next) || file.kind(next) == .semicolon || file.kind(next) == .rightBrace
        else { return nil }
        var nameIndex = start - 2
        if file.kind(nameIndex) == .identifier, file.kind(nameIndex - 1) == .colon { nameIndex -= 2 }
        guard file.kind(nameIndex) == .identifier, file.isWord(nameIndex - 1, "let") else { return nil }
        return (file.text(nameIndex), nameIndex)
    }

    /// Whether the chain is a safe-area insets value: ends in `safeAreaInsets`,
    /// or is a local bound to one.
    private func isSafeAreaInsets(_ chain: ClosedRange<Int>, at index: Int, in file: SourceFile) -> Bool {
        if file.isWord(chain.upperBound, "safeAreaInsets") { return true }
        guard chain.count == 1, file.kind(chain.lowerBound) == .identifier,
              let binding = file.bindings.lookup(file.text(chain.lowerBound), at: index, in: file),
              !binding.initializer.isEmpty else { return false }
        let initializer = binding.initializer
        let last = file.postfixChainEnd(startingAt: initializer.lowerBound)
        return last == initializer.upperBound - 1 && file.isWord(last, "safeAreaInsets")
            || (initializer.upperBound - 1 >= initializer.lowerBound && file.isWord(initializer.upperBound - 1, "safeAreaInsets"))
    }

    /// `I.side * 2`, `2 * I.side`, optionally in parentheses: the code range
    /// of the whole term and whether it was parenthesized.
    private func doubledTerm(side: Int, insetsStart: Int, in file: SourceFile) -> (outer: ClosedRange<Int>, parenthesized: Bool)? {
        var term: ClosedRange<Int>
        if file.isOperator(side + 1, "*"), isTwo(side + 2, in: file) {
            term = insetsStart ... side + 2
        } else if file.isOperator(insetsStart - 1, "*"), isTwo(insetsStart - 2, in: file) {
            term = insetsStart - 2 ... side
        } else {
            return nil
        }
        // Something binding tighter than `-` after the term makes it another expression.
        if isMultiplicative(term.upperBound + 1, in: file) { return nil }
        if file.kind(term.lowerBound - 1) == .leftParen, file.kind(term.upperBound + 1) == .rightParen,
           file.brackets.partner(of: term.lowerBound - 1) == term.upperBound + 1,
           !file.endsOperand(term.lowerBound - 2) || file.isOperator(term.lowerBound - 2, "-") {
            term = term.lowerBound - 1 ... term.upperBound + 1
            if isMultiplicative(term.upperBound + 1, in: file) { return nil }
            return (term, true)
        }
        return (term, false)
    }

    private func isTwo(_ index: Int, in file: SourceFile) -> Bool {
        let text = file.text(index)
        return (file.kind(index) == .integerLiteral || file.kind(index) == .floatLiteral) && (text == "2" || text == "2.0")
    }

    private func isMultiplicative(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index) == .binaryOperator else { return file.kind(index) == .period }
        return ["*", "/", "%", "&", "<<", ">>", "&*", "&<<", "&>>"].contains(file.text(index))
    }

    /// `rect.width - insets.left * 2` → `rect.inset(by: insets).width`, when
    /// the width comes from a `bounds`/`frame`, the sides match its axis, and
    /// nothing around the subtraction binds tighter than `-`.
    private func insetForm(leftStart: Int, leftEnd: Int, side: String, insets: String, range: Range<Int>, in file: SourceFile) -> Fix? {
        let axis: String
        switch side {
        case "left", "right": axis = "width"
        case "top", "bottom": axis = "height"
        default: return nil
        }
        guard file.kind(leftEnd) == .identifier, file.text(leftEnd) == axis, file.kind(leftEnd - 1) == .period else { return nil }
        var rectEnd = leftEnd - 2
        if file.isWord(rectEnd, "size"), file.kind(rectEnd - 1) == .period { rectEnd -= 2 }
        guard rectEnd >= leftStart, file.isWord(rectEnd, "bounds") || file.isWord(rectEnd, "frame") else { return nil }
        guard leftContextAllowsReplacement(before: leftStart, in: file) else { return nil }
        let rect = file.text(from: leftStart, through: rectEnd)
        return Fix(title: "Use \(rect).inset(by: \(insets)).\(axis)", safety: .safe,
                   edits: [TextEdit(range: range, newText: "\(rect).inset(by: \(insets)).\(axis)")])
    }

    /// The subtraction is a whole operand where it stands: replacing it by
    /// one value keeps the surrounding expression's meaning.
    private func leftContextAllowsReplacement(before start: Int, in file: SourceFile) -> Bool {
        let previous = start - 1
        if previous < 0 || file.newlineBefore(start) && !file.endsOperand(previous) { return true }
        switch file.kind(previous) {
        case .equal, .leftParen, .leftSquare, .comma, .colon, .leftBrace, .infixQuestionMark, .arrow, .interpolationOpen:
            return true
        case .keyword:
            return file.isWord(previous, "return") || file.isWord(previous, "in")
        case .binaryOperator:
            // Operators of lower precedence than `-` (and `+`, which is associative with it).
            return ["+", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "...", "..<", "=", "+=", "-=", "*=", "/="].contains(file.text(previous))
        case .leftAngle, .rightAngle:
            return true
        default:
            return false
        }
    }
}
