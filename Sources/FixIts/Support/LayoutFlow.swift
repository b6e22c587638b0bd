/// Whether a value read somewhere ends up positioning or sizing views: it is
/// assigned to a frame, center, constraint constant or size (judged by the
/// target's name), passed to a layout call (`.frame(`, `.offset(`,
/// `UIView(frame:)`, `constraint(equalToConstant:)`, `layoutPanel(…)`),
/// bound to a local that is (up to two `let`s deep), or tested by an `if` or
/// `switch` whose blocks assign such targets. Token-level judgement: reads that
/// only log, compare for an effect or feed a non-layout value do not count.
struct LayoutFlow {
    let file: SourceFile

    /// Words of an assigned name that make it a layout target: `panel.frame`,
    /// `topConstraint.constant`, `panelOffset`, `center.x`, `stackView.axis`.
    static let targetWords: Set<String> = [
        "frame", "frames", "bounds", "center", "origin", "position", "offset", "padding", "inset", "insets", "constant",
        "height", "width", "spacing", "margin", "margins", "size", "x", "y", "axis",
    ]
    /// Calls that lay out what they are given (SwiftUI modifiers and UIKit calls).
    static let layoutCallees: Set<String> = ["frame", "position", "offset", "padding", "setContentOffset", "activate"]
    /// Words of a call name that lay out: `layoutPanel(for:)`, `repositionPalette(_:)`, `resizeCards(to:)`.
    static let layoutCalleeWords: Set<String> = ["layout", "reposition", "resize"]
    /// Calls that ask for a layout pass later, which re-reads sizes: the right pattern.
    static let relayoutRequests: Set<String> = ["setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "layoutSubviews"]
    static let layoutLabels: Set<String> = ["frame", "constant", "equalToConstant", "lessThanOrEqualToConstant", "greaterThanOrEqualToConstant"]

    /// Whether the value read at code token `read` reaches layout.
    func reachesLayout(from read: Int, followingBindings depth: Int = 2) -> Bool {
        if passesToLayoutCall(read) { return true }
        let statement = file.statementBounds(containing: read)
        if let equal = file.assignment(in: statement, before: read) {
            if let name = boundName(statement.lowerBound ..< equal) {
                guard depth > 0 else { return false }
                // `if let h = … { … }`, `while let`: the name lives in the block the condition opens.
                if file.isWord(statement.lowerBound, oneOf: ["if", "while"]), let open = bodyOpen(of: statement, after: read),
                   let close = file.brackets.partner(of: open) {
                    return boundNameReachesLayout(name, in: open + 1 ..< close, depth: depth - 1)
                }
                return boundNameReachesLayout(name, after: statement.upperBound, depth: depth - 1)
            }
            return isLayoutTarget(endingAt: equal - 1)
        }
        if file.isWord(statement.lowerBound, oneOf: ["if", "switch", "while"]) {
            return blocksLayOut(statement, after: file.statementLevelToken(read))
        }
        return false
    }

    /// The read is an argument, at any depth within its statement, of a layout call or label.
    private func passesToLayoutCall(_ read: Int) -> Bool {
        var current = read
        while let open = file.brackets.parent(of: current), file.kind(open) != .leftBrace {
            if file.kind(open) == .leftParen {
                if let callee = file.calleeName(beforeParen: open), isLayoutCallee(callee) { return true }
                if let label = file.argumentLabel(holding: current, inCallOpenedAt: open), LayoutFlow.layoutLabels.contains(label) { return true }
            }
            current = open
        }
        return false
    }

    func isLayoutCallee(_ name: String) -> Bool {
        if LayoutFlow.relayoutRequests.contains(name) { return false }
        return LayoutFlow.layoutCallees.contains(name) || NameWords.contains(name, anyOf: LayoutFlow.layoutCalleeWords)
    }

    /// `let name =`, `var name: T =`, `if let name =`, `guard var name =`: the declared name.
    private func boundName(_ left: Range<Int>) -> String? {
        var index = left.lowerBound
        // A condition list binds one name per clause (`if let scene, let top = …`): the clause's own.
        let isCondition = file.isWord(index, oneOf: ["if", "guard", "while"]) || file.isWord(index, "case")
        if isCondition { index += 1 }
        while file.kind(index) == .atSign || file.isWord(index, oneOf: ["lazy", "private", "fileprivate", "static"]) { index += file.kind(index) == .atSign ? 2 : 1 }
        guard !isCondition, file.isWord(index, "let") || file.isWord(index, "var") else {
            // `if cond, let name = …`: the nearest declaration keyword.
            var keyword = left.upperBound - 1
            while keyword > left.lowerBound, !file.isWord(keyword, "let"), !file.isWord(keyword, "var"), file.kind(keyword) != .comma { keyword -= 1 }
            guard file.isWord(keyword, "let") || file.isWord(keyword, "var"), file.kind(keyword + 1) == .identifier else { return nil }
            return file.text(keyword + 1)
        }
        return file.kind(index + 1) == .identifier ? file.text(index + 1) : nil
    }

    /// `badge.layer.transform = CATransform3DMakeTranslation(…)`, `.transform = CGAffineTransform(translationX:…)`:
    /// a view moved in place is laid out (a rotation or a scale is an effect, not a place).
    private func movesByTransform(assignmentAt equal: Int) -> Bool {
        guard file.isWord(equal - 1, "transform") else { return false }
        let statement = file.statementBounds(containing: equal)
        return (equal + 1 ... max(equal + 1, statement.upperBound)).contains { file.kind($0) == .identifier && file.text($0).containsBytes(of: "ranslat") }
    }

    /// Whether the assignment target ending at `last` is named for layout.
    private func isLayoutTarget(endingAt last: Int) -> Bool {
        var last = last
        if file.kind(last) == .rightSquare, let open = file.brackets.partner(of: last) { last = open - 1 }
        guard file.kind(last) == .identifier else { return false }
        return NameWords.contains(file.text(last), anyOf: LayoutFlow.targetWords)
    }

    /// Uses of a local `name` later in its block that reach layout.
    private func boundNameReachesLayout(_ name: String, after end: Int, depth: Int) -> Bool {
        guard let block = file.brackets.parent(of: file.statementLevelToken(end)), let blockEnd = file.brackets.partner(of: block) else { return false }
        return boundNameReachesLayout(name, in: end + 1 ..< blockEnd, depth: depth)
    }

    /// Uses of a local `name` within `range` (at most 4,000 tokens of it) that reach layout.
    private func boundNameReachesLayout(_ name: String, in range: Range<Int>, depth: Int) -> Bool {
        var index = range.lowerBound
        let limit = min(range.upperBound, range.lowerBound + 4000)
        while index < limit {
            if file.kind(index) == .identifier, file.kind(index - 1) != .period, file.kind(index + 1) != .colon,
               file.isToken(index, spelled: name), reachesLayout(from: index, followingBindings: depth) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the blocks of the `if`/`switch` statement, after its header
    /// token `header`, assign a layout target or call a layout function.
    private func blocksLayOut(_ statement: ClosedRange<Int>, after header: Int) -> Bool {
        guard let open = bodyOpen(of: statement, after: header) else { return false }
        return laysOut(open ... statement.upperBound)
    }

    /// The `{` of the first block of the `if`/`while`/`switch` statement after token `index` of its
    /// condition, passing over brackets (a closure argument of the condition is not the block).
    private func bodyOpen(of statement: ClosedRange<Int>, after index: Int) -> Int? {
        var index = file.statementLevelToken(index)
        while index <= statement.upperBound, file.kind(index) != .leftBrace {
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return index <= statement.upperBound ? index : nil
    }

    /// Whether the code `range` assigns a layout target or calls a layout
    /// function (a handler's or a branch's body).
    func laysOut(_ range: ClosedRange<Int>) -> Bool {
        for index in range {
            if file.isAssignmentOperator(index), isLayoutTarget(endingAt: index - 1) || movesByTransform(assignmentAt: index) { return true }
            if file.kind(index) == .identifier, file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace,
               isLayoutCallee(file.text(index)) {
                return true
            }
        }
        return false
    }
}
