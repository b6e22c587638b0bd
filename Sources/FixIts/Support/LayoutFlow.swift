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
                return depth > 0 && boundNameReachesLayout(name, after: statement.upperBound, depth: depth - 1)
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
        if file.isWord(index, oneOf: ["if", "guard", "while"]) || file.isWord(index, "case") { index += 1 }
        while file.kind(index) == .atSign || file.isWord(index, oneOf: ["lazy", "private", "fileprivate", "static"]) { index += file.kind(index) == .atSign ? 2 : 1 }
        guard file.isWord(index, "let") || file.isWord(index, "var") else {
            // `if cond, let name = …`: the nearest declaration keyword.
            var keyword = left.upperBound - 1
            while keyword > left.lowerBound, !file.isWord(keyword, "let"), !file.isWord(keyword, "var"), file.kind(keyword) != .comma { keyword -= 1 }
            guard file.isWord(keyword, "let") || file.isWord(keyword, "var"), file.kind(keyword + 1) == .identifier else { return nil }
            return file.text(keyword + 1)
        }
        return file.kind(index + 1) == .identifier ? file.text(index + 1) : nil
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
        var index = end + 1
        let limit = min(blockEnd, end + 4000)
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
        var index = header
        while index <= statement.upperBound, file.kind(index) != .leftBrace {
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return index <= statement.upperBound && laysOut(index ... statement.upperBound)
    }

    /// Whether the code `range` assigns a layout target or calls a layout
    /// function (a handler's or a branch's body).
    func laysOut(_ range: ClosedRange<Int>) -> Bool {
        for index in range {
            if file.isAssignmentOperator(index), isLayoutTarget(endingAt: index - 1) { return true }
            if file.kind(index) == .identifier, file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace,
               isLayoutCallee(file.text(index)) {
                return true
            }
        }
        return false
    }
}
