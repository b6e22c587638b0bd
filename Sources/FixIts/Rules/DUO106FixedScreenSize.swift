/// DUO106 fixed-screen-size: a size compared with a known iPhone screen size.
public struct FixedScreenSize: Rule {
    public var code: String { "DUO106" }
    public var name: String { "fixed-screen-size" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] {
        ["height", "width", "screenHeight", "screenWidth", "deviceHeight", "deviceWidth", "windowHeight", "windowWidth", "CGSize"]
    }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Comparing a size with a known iPhone screen size (`bounds.height == 844`) matches no iPhone Duo display.",
            whatItFlags: """
                Equality and ordering comparisons (`==`, `!=`, `<`, `>`, `<=`, `>=`) of a height or width with a \
                known iPhone point size (320, 375, 390, 393, 402, 414, 428, 430, 440, 568, 667, 736, 812, 844, 852, \
                874, 896, 926, 932, 956), and `switch` cases on such a size. The size is a `bounds`, `frame` or \
                `size` read (`UIScreen.main.bounds.height`, `view.frame.width`, `proxy.size.width`, \
                `max(bounds.width, bounds.height)`), a local bound to one, or a name like `screenHeight`; \
                `bounds.size == CGSize(width: 390, height: 844)` too; and the size compared with a constant this \
                file declares as one (`size.width <= UIDevice.compactWidthLimit` with `static let compactWidthLimit: \
                CGFloat = 428`, also `CGFloat(428)`), or as a difference within a point or two of one (`(UIScreen.main.bounds.height - 568) < 1`). Passing such a number elsewhere \
                (`.frame(width: 375)`) is not a comparison and is not reported.
                """,
            whyItMatters: """
                Device-size checks guess the device from its screen. iPhone Duo's displays match none of the \
                known sizes, and the app's window is resized whenever the device folds or unfolds, in Split View \
                and in iPhone Mirroring, so a check like `bounds.height == 844` silently takes the fallback \
                branch, and `height < 667` style thresholds flip mid-session.
                """,
            example: """
                if UIScreen.main.bounds.height <= 667 {
                    heroHeight = 180   // "small phones"
                }
                """,
            useInstead: """
                // Decide from the size class, or scale from the space you actually have:
                if traitCollection.verticalSizeClass == .compact || view.bounds.height < heroHeight * 3 {
                    heroHeight = 180
                }
                // SwiftUI: @Environment(\\.verticalSizeClass), or GeometryReader / onGeometryChange.
                """,
            fixSafety: """
                No fix: what the check was standing in for (a small screen, a notch, a home indicator) decides \
                what to write instead — a size class, a safe-area inset, or a proportion of the available size.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": drop comparisons with known iPhone sizes (bounds.height == 844); none match (seeds/000)",
                "HIG reference §2 \"Best practices\": build to resize, no display-specific dependencies (seeds/000)",
            ]
        )
    }

    static let pointSizes: Set<Int> = [320, 375, 390, 393, 402, 414, 428, 430, 440, 568, 667, 736, 812, 844, 852, 874, 896, 926, 932, 956]
    private static let comparisons: [StaticString] = ["==", "!=", "<", ">", "<=", ">="]
    private static let screenNameWords: Set<String> = ["screen", "device", "window"]
    private static let sizeSources: Set<String> = ["bounds", "frame", "size", "nativeBounds"]
    /// The size of media, not of a screen or window: `image.size.width == 320`.
    private static let mediaWords: Set<String> = ["image", "photo", "picture", "thumbnail", "icon", "video", "asset", "pixel", "pixels"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        if file.isWord(index, "CGSize") {
            checkSizeLiteral(at: index, context: context)
            return
        }
        guard let (operand, chain) = sizeOperand(endingAt: index, in: file) else { return }
        // Token checks first; the name judgement only where a listed size is compared.
        if let comparison = literalComparison(operand, in: file) ?? differenceComparison(operand, in: file), isSizeChain(chain, at: index, in: file) {
            let literal = file.text(comparison.literal)
            context.report("`\(literal)` points is an iPhone screen size; iPhone Duo's displays match none of them and the app is resized as it folds: "
                           + "decide from size classes or the space you have", from: comparison.range.lowerBound, through: comparison.range.upperBound)
        } else if let comparison = constantComparison(operand, in: file), isSizeChain(chain, at: index, in: file) {
            context.report("`\(file.text(comparison.name))` is \(file.text(comparison.literal)) points, an iPhone screen size; iPhone Duo's displays match "
                           + "none of them and the app is resized as it folds: decide from size classes or the space you have",
                           from: comparison.range.lowerBound, through: comparison.range.upperBound)
        } else if file.isWord(operand.lowerBound - 1, "switch"), file.kind(operand.upperBound + 1) == .leftBrace, isSizeChain(chain, at: index, in: file) {
            for literal in switchCaseLiterals(brace: operand.upperBound + 1, in: file) {
                context.report("`case \(file.text(literal))` matches an iPhone screen size; iPhone Duo's displays match none of them and the app is resized as it folds: "
                               + "decide from size classes or the space you have", from: literal, through: literal)
            }
        }
    }

    /// The size expression whose last token is the trigger at `index`: a
    /// `bounds`/`frame`/`size` chain, a local bound to one, a screen-named
    /// variable, or a `max(…)`/`min(…)` of them.
    private func sizeOperand(endingAt index: Int, in file: SourceFile) -> (operand: ClosedRange<Int>, chain: ClosedRange<Int>)? {
        switch file.kind(index + 1) {
        case .period, .leftParen, .colon, .equal: return nil
        default: break
        }
        let start = file.postfixChainStart(endingAt: index)
        let chain = start ... index
        var end = index
        // `window?.frame.height ?? 0` (`??` binds tighter than a comparison).
        if file.isOperator(end + 1, "??"), file.kind(end + 2) == .integerLiteral || file.kind(end + 2) == .floatLiteral { end += 2 }
        // `max(bounds.width, bounds.height)`, `Int(bounds.height)`: the call is the operand.
        if file.kind(end + 1) == .rightParen || file.kind(end + 1) == .comma, let open = file.brackets.parent(of: index),
           file.kind(open) == .leftParen, file.kind(open - 2) != .period, let close = file.brackets.partner(of: open) {
            let wholeArgument = start == open + 1 && end + 1 == close
            if file.isWord(open - 1, "max") || file.isWord(open - 1, "min")
                || wholeArgument && file.isWord(open - 1, oneOf: ["Int", "CGFloat", "Double", "Float"]) {
                return (open - 1 ... close, chain)
            }
        }
        return (start ... end, chain)
    }

    private func isSizeChain(_ chain: ClosedRange<Int>, at index: Int, in file: SourceFile) -> Bool {
        let names = file.chainComponents(from: chain.lowerBound, through: chain.upperBound)
        guard let last = names.last else { return false }
        if last != "width", last != "height" { return true }  // `screenHeight` and the like: the trigger list names them
        if names.count >= 2 {
            let receiver = names.dropLast()
            if receiver.contains(where: { NameWords.contains($0, anyOf: FixedScreenSize.mediaWords) }) { return false }
            return receiver.contains { FixedScreenSize.sizeSources.contains($0) || NameWords.contains($0, anyOf: FixedScreenSize.screenNameWords) }
        }
        // `let height = view.bounds.height`
        guard chain.count == 1, let binding = file.bindings.lookup(last, at: index, in: file), !binding.initializer.isEmpty else { return false }
        let end = binding.initializer.upperBound - 1
        guard file.isWord(end, "width") || file.isWord(end, "height"), file.postfixChainEnd(startingAt: binding.initializer.lowerBound) == end else { return false }
        let start = file.postfixChainStart(endingAt: end)
        return start == binding.initializer.lowerBound && start < end && isSizeChain(start ... end, at: end, in: file)
    }

    /// `operand <op> 844` or `844 <op> operand`, each side a whole operand of the comparison.
    private func literalComparison(_ operand: ClosedRange<Int>, in file: SourceFile) -> (literal: Int, range: ClosedRange<Int>)? {
        let after = operand.upperBound + 1
        if isComparison(after, in: file), isListedSize(after + 1, in: file), bindsLooser(after + 2, in: file),
           !bindsTighter(before: operand.lowerBound, in: file) {
            return (after + 1, operand.lowerBound ... after + 1)
        }
        let before = operand.lowerBound - 1
        if isComparison(before, in: file), isListedSize(before - 1, in: file), !bindsTighter(before: before - 1, in: file),
           bindsLooser(after, in: file) {
            return (before - 1, before - 1 ... operand.upperBound)
        }
        return nil
    }

    /// `(UIScreen.main.bounds.height - 568) < 1`, `height - 667 <= 0.5`: the same comparison with `568`, written
    /// as a difference within a point or two of it.
    private func differenceComparison(_ operand: ClosedRange<Int>, in file: SourceFile) -> (literal: Int, range: ClosedRange<Int>)? {
        let minus = operand.upperBound + 1
        guard file.isOperator(minus, "-"), isListedSize(minus + 1, in: file) else { return nil }
        var start = operand.lowerBound
        var end = minus + 1
        if file.kind(end + 1) == .rightParen, let open = file.brackets.partner(of: end + 1), open == start - 1 {
            start = open
            end += 1
        } else if bindsTighter(before: start, in: file) {
            return nil
        }
        var tolerance = end + 2
        if file.kind(tolerance) == .prefixOperator, file.isOperator(tolerance, "-") { tolerance += 1 }
        guard isComparison(end + 1, in: file), file.kind(tolerance) == .integerLiteral || file.kind(tolerance) == .floatLiteral,
              let value = Double(file.text(tolerance).filter { $0 != "_" }), value < 2, bindsLooser(tolerance + 1, in: file) else { return nil }
        return (minus + 1, start ... tolerance)
    }

    /// `size.width <= UIDevice.compactWidthLimit` where this file declares `static let compactWidthLimit:
    /// CGFloat = 428`: a listed size one constant away (the comparison's right side only, as written).
    private func constantComparison(_ operand: ClosedRange<Int>, in file: SourceFile) -> (name: Int, literal: Int, range: ClosedRange<Int>)? {
        let after = operand.upperBound + 1
        guard isComparison(after, in: file), file.kind(after + 1) == .identifier, !bindsTighter(before: operand.lowerBound, in: file) else { return nil }
        let end = file.postfixChainEnd(startingAt: after + 1)
        guard file.kind(end) == .identifier, bindsLooser(end + 1, in: file), let literal = listedConstant(named: file.text(end), in: file) else { return nil }
        return (end, literal, operand.lowerBound ... end)
    }

    /// The literal of a constant this file declares with a listed size (`let limit: CGFloat = 428`, `let limit =
    /// CGFloat(428)`), among the
    /// first mentions of the name: a declaration comes before most uses, and reading every mention at every
    /// comparison would be quadratic in a file that repeats one.
    private func listedConstant(named name: String, in file: SourceFile) -> Int? {
        for index in file.names.of(name).prefix(64) where file.isWord(index - 1, "let") {
            var value = index + 1
            if file.kind(value) == .colon, file.kind(value + 1) == .identifier { value += 2 }
            guard file.kind(value) == .equal else { continue }
            var literal = value + 1
            // `let iPhone6Width = CGFloat(375)`: the literal converted.
            if file.isWord(literal, oneOf: ["CGFloat", "Double", "Float", "Int"]), file.kind(literal + 1) == .leftParen,
               file.brackets.partner(of: literal + 1) == literal + 3 {
                literal += 2
            }
            let end = literal == value + 1 ? literal : literal + 1
            guard isListedSize(literal, in: file), file.statementBounds(containing: value + 1).upperBound == end else { continue }
            return literal
        }
        return nil
    }

    private func isComparison(_ index: Int, in file: SourceFile) -> Bool {
        FixedScreenSize.comparisons.contains { file.isOperator(index, $0) }
    }

    func isListedSize(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index) == .integerLiteral || file.kind(index) == .floatLiteral,
              let value = Double(file.text(index).filter { $0 != "_" }), value == value.rounded(), value < 10_000 else { return false }
        return FixedScreenSize.pointSizes.contains(Int(value))
    }

    /// Whether what follows an operand ends it at comparison precedence.
    private func bindsLooser(_ index: Int, in file: SourceFile) -> Bool {
        switch file.kind(index) {
        case .period, .leftParen, .leftSquare, .postfixQuestionMark, .exclamationMark: return false
        case .binaryOperator: return file.isOperator(index, "&&") || file.isOperator(index, "||")
        default: return true
        }
    }

    /// Whether an operator before `start` takes the operand into an arithmetic expression.
    private func bindsTighter(before start: Int, in file: SourceFile) -> Bool {
        let previous = start - 1
        switch file.kind(previous) {
        case .prefixOperator, .period: return true
        case .binaryOperator: return !(file.isOperator(previous, "&&") || file.isOperator(previous, "||"))
        default: return false
        }
    }

    /// Listed sizes in the `case` patterns of the switch opened at `brace`
    /// (alone, in lists, or as range bounds).
    private func switchCaseLiterals(brace: Int, in file: SourceFile) -> [Int] {
        guard let close = file.brackets.partner(of: brace) else { return [] }
        var literals: [Int] = []
        var index = brace + 1
        var inPattern = false
        while index < close {
            if let partner = file.brackets.partner(of: index), partner > index {
                index = partner + 1
                continue
            }
            if file.isWord(index, "case"), file.newlineBefore(index) || file.kind(index - 1) == .leftBrace || file.kind(index - 1) == .semicolon {
                inPattern = true
            } else if inPattern, file.kind(index) == .colon || file.isWord(index, "where") {
                inPattern = false
            } else if inPattern, isListedSize(index, in: file) {
                literals.append(index)
            }
            index += 1
        }
        return literals
    }

    /// `bounds.size == CGSize(width: 390, height: 844)`.
    private func checkSizeLiteral(at index: Int, context: RuleContext) {
        let file = context.file
        guard file.kind(index - 1) != .period, let call = file.call(named: index), let close = call.parens?.upperBound,
              let width = call.arguments.first, width.label == "width",
              isListedSize(width.value.lowerBound, in: file) || listedSizeAt(width.value.lowerBound, close, in: file) else { return }
        let other: ClosedRange<Int>
        if isComparison(index - 1, in: file), file.isOperator(index - 1, "==") || file.isOperator(index - 1, "!=") {
            let end = index - 2
            let start = file.postfixChainStart(endingAt: end)
            guard file.isWord(end, "size"), start < end else { return }
            other = start ... close
        } else if file.isOperator(close + 1, "==") || file.isOperator(close + 1, "!=") {
            let end = file.postfixChainEnd(startingAt: close + 2)
            guard file.isWord(end, "size"), end > close + 2 else { return }
            other = index ... end
        } else {
            return
        }
        context.report("`\(file.text(from: index, through: close))` is an iPhone screen size; iPhone Duo's displays match none of them and the app is resized as it folds: "
                       + "decide from size classes or the space you have", from: other.lowerBound, through: other.upperBound)
    }

    /// A listed size among the arguments of `CGSize(…)` (`height:` when `width:` is not one).
    private func listedSizeAt(_ start: Int, _ close: Int, in file: SourceFile) -> Bool {
        (start ..< close).contains { file.isWord($0, "height") && file.kind($0 + 1) == .colon && isListedSize($0 + 2, in: file) }
    }
}
