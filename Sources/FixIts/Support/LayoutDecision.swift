/// Whether a condition decides layout: what the branches it chooses between do,
/// read from tokens. A device or orientation test is a hazard when it picks a
/// margin, a column count, a presentation style, the root container or an
/// orientation lock; it is not when it picks a feature, a string, an analytics
/// value or a website mode (RULES.md, DUO104 and DUO105).
///
/// The condition is widened to the whole boolean expression around it
/// (`isInternal && idiom == .phone`), then its place says what it decides:
/// - `if`/`guard`/`while` headers: the blocks it runs (the `else` chain, or for
///   `guard` the rest of its block and the function it is in);
/// - a ternary: the two values, and where the ternary's value goes;
/// - `let name = …`, a property or a default argument: the uses of that name;
/// - the body of a computed property, function or closure (a wrapper such as
///   `var isPad: Bool { … }`): the wrapper's name and its uses in this file;
/// - an assignment or an argument: the target's name, the call and its label.
/// What is decided is layout when a word of its names is a layout word:
/// `padding`, `margins`, `columns`, `presentation`, `portrait`, `split` …
/// Only the top level of each statement in a block counts, so a toggle shown
/// for one device (`if isPhone { HStack(spacing: 4) { Toggle(…) } }`) is a
/// feature, not a layout.
struct LayoutDecision {
    let file: SourceFile
    /// Layout words that do not count for this question: a rule about orientation reads does not take a
    /// value named `orientation` for a layout.
    var ignoring: Set<String> = []

    /// What a condition decides, as far as the file shows.
    enum Outcome: Equatable {
        case layout
        case other
        /// A wrapper (`var isPad: Bool { idiom == .pad }`) whose uses are in other files.
        case unknownUses(wrapper: String)
    }

    static let layoutWords: Set<String> = [
        "padding", "paddings", "margin", "margins", "inset", "insets", "spacing", "width", "height", "frame", "frames", "bounds",
        "constraint", "constraints", "constant", "column", "columns", "row", "rows", "leading", "trailing", "top", "bottom", "offset", "layout",
        "alignment", "axis", "presentation", "sidebar", "split", "portrait", "landscape", "orientation", "orientations", "nib",
        "xib", "storyboard", "grid", "sheet", "fullscreen", "size", "sizes", "radius", "gutter", "gap", "center", "position",
        "origin", "scale", "zoom", "border", "font", "subview", "subviews", "distribution", "large",
    ]

    /// Containers whose choice between two branches is a layout (`HStack` on one device, `VStack` on the other).
    static let containerWords: Set<String> = ["stack", "grid", "split", "scroll", "list", "table", "collection", "tab"]

    /// Words that name a device rather than what it decides: a wrapper named this way
    /// is the test itself (`isPad`, `isIPhone`, `padDevice`), judged at its uses.
    static let deviceWords: Set<String> = ["pad", "ipad", "phone", "iphone", "mac", "device", "idiom", "tv", "vision", "tablet", "handset"]

    /// Two values where the device, not the space, is the question: an alert on iPad where a phone shows
    /// an action sheet (UIKit requires an action sheet's popover anchor by idiom, and iPhone Duo is a
    /// phone), or two orientation masks that both let the screen rotate (`.all` and `.allButUpsideDown`:
    /// neither locks iPhone Duo, which ignores the mask on its inner display anyway).
    static func isDeviceChoice(_ first: String, _ second: String) -> Bool {
        let pair: Set<String> = [first, second]
        return pair == [".alert", ".actionSheet"] || pair.isSubset(of: [".all", ".allButUpsideDown"]) && pair.count == 2
    }

    func outcome(of condition: ClosedRange<Int>, depth: Int = 2) -> Outcome {
        let expression = widened(condition)
        if isFeatureGated(condition, within: expression) { return .other }
        // Whichever way it goes, the same code runs: the test decides nothing.
        if file.choosesBetweenAlikeBranches(condition.lowerBound) { return .other }
        let before = expression.lowerBound - 1
        let after = expression.upperBound + 1
        // A ternary: the two values and where the result goes.
        if file.kind(after) == .infixQuestionMark, let colon = file.ternaryColon(after: after) {
            let end = valueEnd(from: colon + 1)
            if after + 1 < colon, colon < end,
               LayoutDecision.isDeviceChoice(file.codeText(from: after + 1, through: colon - 1), file.codeText(from: colon + 1, through: end)) {
                return .other
            }
            if words(in: after + 1 ..< colon).contains(where: isLayoutWord) || words(in: colon + 1 ..< end + 1).contains(where: isLayoutWord) {
                return .layout
            }
            return outcome(ofValue: expression.lowerBound ... end, depth: depth)
        }
        if file.isWord(before, oneOf: ["if", "while"]) || file.kind(before) == .comma && isConditionList(at: before) {
            return blockOutcome(afterCondition: expression.upperBound)
        }
        if file.isWord(before, "guard") || file.kind(before) == .comma && isGuard(at: before) {
            return guardOutcome(at: expression.upperBound)
        }
        return outcome(ofValue: expression, depth: depth)
    }

    /// Where a value (a condition's result, or a ternary's) goes.
    private func outcome(ofValue value: ClosedRange<Int>, depth: Int) -> Outcome {
        // `CGFloat(isPad ? 18 : 13)`: a number's conversion goes where the number would.
        if let open = file.brackets.parent(of: value.lowerBound), open + 1 == value.lowerBound, file.kind(open) == .leftParen,
           file.brackets.partner(of: open) == value.upperBound + 1, file.isWord(open - 1, oneOf: LayoutDecision.numberTypes),
           file.kind(open - 2) != .period {
            return outcome(ofValue: open - 1 ... value.upperBound + 1, depth: depth)
        }
        let before = value.lowerBound - 1
        // `let isPad = …`, `var isPhone: Bool = …`, a default argument `isPad: Bool = …`.
        if file.kind(before) == .equal {
            let target = assignmentTarget(endingAt: before - 1)
            // Stored where nothing reads it: no effect.
            if let name = target.storedName, file.isDeclaredButNeverRead(name) { return .other }
            if target.words.contains(where: isLayoutWord) { return .layout }
            if let name = target.declaredName {
                return usesOutcome(of: name, from: value.upperBound, declaredIn: target.scope, depth: depth)
            }
            return .other
        }
        // The body of a wrapper: `var isPad: Bool { … }`, `func isPhone() -> Bool { return … }`, `{ return … }`.
        if file.isWord(before, "return") || file.kind(before) == .leftBrace && isSoleExpression(value, inBlockAt: before)
            || isCompiledBody(value) {
            return wrapperOutcome(around: value.lowerBound, depth: depth)
        }
        // A subscript: `loadNibNamed("Banner", owner: nil)?[index]`: what is subscripted.
        if let open = file.brackets.parent(of: value.lowerBound), file.kind(open) == .leftSquare, file.endsOperand(open - 1) {
            var name = open - 1
            while file.kind(name) == .postfixQuestionMark || file.kind(name) == .exclamationMark { name -= 1 }
            if file.kind(name) == .rightParen, let call = file.brackets.partner(of: name) { name = call - 1 }
            return file.kind(name) == .identifier && NameWords.split(file.text(name)).contains(where: isLayoutWord) ? .layout : .other
        }
        // An argument, at any depth of its statement: `TabsModel(desktop: …)`, `.padding(.bottom, …)`,
        // `.fractionalWidth(1 / CGFloat(tiles))`; then what the statement assigns.
        var current = value.lowerBound
        var names: [String] = []
        while let open = file.brackets.parent(of: current), file.kind(open) == .leftParen || file.kind(open) == .leftSquare {
            if file.kind(open) == .leftParen {
                if let label = file.argumentLabel(holding: current, inCallOpenedAt: open) { names.append(label) }
                if file.kind(open - 1) == .identifier { names.append(file.text(open - 1)) }
            }
            current = open
        }
        if names.flatMap(NameWords.split).contains(where: isLayoutWord) { return .layout }
        if current != value.lowerBound {
            let statement = file.statementBounds(containing: current)
            if let equal = file.assignment(in: statement, before: current) {
                let target = assignmentTarget(endingAt: equal - 1)
                return target.words.contains(where: isLayoutWord) ? .layout : .other
            }
            // `NSLayoutConstraint.activate(…)`, `view.addSubview(…)`: the statement's own call.
            return statementWords(statement).contains(where: isLayoutWord) ? .layout : .other
        }
        // An operand of what is assigned: `leading.constant += width * share`.
        let statement = file.statementBounds(containing: value.lowerBound)
        if let equal = file.assignment(in: statement, before: value.lowerBound) {
            let target = assignmentTarget(endingAt: equal - 1)
            if target.words.contains(where: isLayoutWord) { return .layout }
            if let name = target.declaredName {
                return usesOutcome(of: name, from: value.upperBound, declaredIn: target.scope, depth: depth)
            }
        }
        return .other
    }

    // MARK: Blocks

    /// The blocks an `if` header ending at `end` runs: the first block and its `else` chain.
    private func blockOutcome(afterCondition end: Int) -> Outcome {
        var brace = end + 1
        let depth = file.brackets.parent(of: end)
        while brace < file.count, file.kind(brace) != .leftBrace || file.brackets.parent(of: brace) != depth {
            if let close = file.brackets.partner(of: brace), close > brace { brace = close }
            brace += 1
        }
        guard file.kind(brace) == .leftBrace, let close = file.brackets.partner(of: brace) else { return .other }
        var blocks = [brace]
        var next = close + 1
        while file.isWord(next, "else") {
            var open = next + 1
            if file.isWord(open, "if") {
                while open < file.count, file.kind(open) != .leftBrace || file.brackets.parent(of: open) != depth {
                    if let partner = file.brackets.partner(of: open), partner > open { open = partner }
                    open += 1
                }
            }
            guard file.kind(open) == .leftBrace, let end = file.brackets.partner(of: open) else { break }
            blocks.append(open)
            next = end + 1
        }
        // `if idiom == .pad { return .alert } else { return .actionSheet }`: each device's own kind of alert, as
        // the same choice written as a ternary.
        // Also an early return: `if idiom == .pad { return .all }` then `return .allButUpsideDown`.
        var values = blocks.count <= 2 ? blocks.compactMap(soleValue(ofBlockAt:)) : []
        if blocks.count == 1, values.count == 1, file.isWord(next, "return") {
            let after = file.statementBounds(containing: next)
            if after.lowerBound == next, next < after.upperBound { values.append(file.codeText(from: next + 1, through: after.upperBound)) }
        }
        if values.count == 2, LayoutDecision.isDeviceChoice(values[0], values[1]) { return .other }
        if blocks.contains(where: { blockDecidesLayout($0) }) { return .layout }
        // `if isPad { HStack { … } } else { VStack { … } }`: a different container per branch.
        if blocks.count > 1 {
            let heads = blocks.map { open in Set(file.statements(inBlockAt: open).flatMap { statementWords($0) }) }
            if heads.contains(where: { !$0.isDisjoint(with: LayoutDecision.containerWords) }), Set(heads).count > 1 { return .layout }
            // `if isPad { padView } else { phoneView }`, `TabletInbox()` or `PhoneInbox()`: one screen per device,
            // each named for its device. (A hint named for the device's input, `ShakeHint()`, names no device.)
            if heads.allSatisfy({ !$0.isDisjoint(with: LayoutDecision.deviceWords) }), Set(heads).count > 1,
               blocks.allSatisfy(showsOneView) {
                return .layout
            }
        }
        // `if idiom == .phone { return 40 }`, or an `if` that is the property's value
        // (`var maxWidth: CGFloat { if … { .infinity } else { 400 } }`): the wrapper's name says what.
        let returns = blocks.contains { open in file.statements(inBlockAt: open).contains { file.isWord($0.lowerBound, "return") } }
        // (Not a function whose one statement is an `if` that assigns: `func keepTabsAtTheBottom() { if … { x = … } }`.)
        let assigns = blocks.contains { open in
            file.statements(inBlockAt: open).contains { file.assignment(in: $0, before: $0.upperBound) != nil }
        }
        let isValue = !assigns && (depth.map { file.kind($0) == .leftBrace && file.statements(inBlockAt: $0, atMost: 2).count == 1 } ?? false)
        if returns || isValue, let name = wrapperName(around: end), NameWords.split(name).contains(where: isLayoutWord) { return .layout }
        return .other
    }

    /// The code of the one value a block gives (`return .alert`, `.alert`), when it has one statement.
    private func soleValue(ofBlockAt open: Int) -> String? {
        let statements = file.statements(inBlockAt: open, atMost: 2)
        guard statements.count == 1, var value = statements.first else { return nil }
        if file.isWord(value.lowerBound, "return") {
            guard value.lowerBound < value.upperBound else { return nil }
            value = value.lowerBound + 1 ... value.upperBound
        }
        return file.codeText(from: value.lowerBound, through: value.upperBound)
    }

    /// Conversions between number types, which leave a value's meaning as it was.
    private static let numberTypes: [StaticString] = ["CGFloat", "Double", "Float", "Int"]

    /// Words of a name that is a view (or a screen's content) rather than a value.
    private static let viewWords: Set<String> = ["view", "views", "screen", "content", "page", "controller", "root", "scene"]

    /// A block whose one statement is a view: a type made there (`TabletInbox()`, `PadRoot { … }`) or a
    /// name for one (`padView`, `phoneContent`), as a view builder shows it.
    private func showsOneView(_ open: Int) -> Bool {
        let statements = file.statements(inBlockAt: open, atMost: 2)
        guard statements.count == 1, let statement = statements.first, file.kind(statement.lowerBound) == .identifier else { return false }
        let first = statement.lowerBound
        if statement.count == 1 { return !LayoutDecision.viewWords.isDisjoint(with: NameWords.split(file.text(first))) }
        return file.text(first).first?.isUppercase == true && (file.kind(first + 1) == .leftParen || file.kind(first + 1) == .leftBrace)
    }

    /// `guard … else { … }`: what runs after it in its block, and the function it guards.
    private func guardOutcome(at end: Int) -> Outcome {
        guard let block = file.brackets.parent(of: end), file.kind(block) == .leftBrace, let blockEnd = file.brackets.partner(of: block) else { return .other }
        var index = end + 1
        while index < blockEnd, file.kind(index) != .leftBrace { index += 1 }
        guard let elseEnd = file.brackets.partner(of: index) else { return .other }
        // `guard idiom == .pad else { return }` then `traitOverrides.horizontalSizeClass = .compact`: a workaround
        // for one device's containers (as `statementWords` says of the override itself), whatever the function is called.
        if !file.names.of("traitOverrides", within: elseEnd ..< blockEnd).isEmpty { return .other }
        if functionName(ofBlockAt: block).flatMap({ NameWords.split($0).first(where: isLayoutWord) }) != nil { return .layout }
        for statement in file.statements(inBlockAt: block) where statement.lowerBound > elseEnd {
            if statementWords(statement).contains(where: isLayoutWord) { return .layout }
        }
        return .other
    }

    /// Whether the top level of the block's statements (names assigned, called, returned, declared) is layout;
    /// an `if`, `switch` or `for` inside counts by its own blocks.
    func blockDecidesLayout(_ open: Int, nesting: Int = 2) -> Bool {
        var calleesRead: Set<String> = []
        for statement in file.statements(inBlockAt: open) {
            if statementWords(statement).contains(where: isLayoutWord) { return true }
            // `setupForPhone()`, `self.setupForPad()`: what a method of this file does, one level down (each
            // method once: a block may call the same one many times).
            if nesting > 0, let callee = calledFunction(statement) {
                if calleesRead.insert(callee).inserted,
                   file.functionBlocks(named: callee).contains(where: { $0.block.open != open && blockDecidesLayout($0.block.open, nesting: 0) }) {
                    return true
                }
                continue
            }
            guard nesting > 0, file.isWord(statement.lowerBound, oneOf: ["if", "switch", "for", "guard", "while"]) else { continue }
            var index = statement.lowerBound
            while index <= statement.upperBound {
                if file.kind(index) == .leftBrace, let close = file.brackets.partner(of: index) {
                    if blockDecidesLayout(index, nesting: nesting - 1) { return true }
                    index = close
                }
                index += 1
            }
        }
        return false
    }

    /// The name of the function a statement only calls: `setUp()`, `self.setUp(animated: true)`.
    private func calledFunction(_ statement: ClosedRange<Int>) -> String? {
        var name = statement.lowerBound
        if file.isWord(name, "self"), file.kind(name + 1) == .period { name += 2 }
        guard file.kind(name) == .identifier, file.kind(name + 1) == .leftParen,
              file.brackets.partner(of: name + 1) == statement.upperBound else { return nil }
        return file.text(name)
    }

    /// The words of a statement's own level: the names outside its brackets (an assignment's target, a
    /// call's name and its modifiers, a returned member such as `.portrait`, a declared name).
    private func statementWords(_ statement: ClosedRange<Int>) -> [String] {
        let first = statement.lowerBound
        if file.isWord(first, oneOf: ["if", "switch", "for", "guard", "while"]) { return [] }
        // A view a builder block shows (`HStack(spacing: 4) { … }.padding()`): what it is, not how it is styled.
        if file.kind(first) == .identifier, file.text(first).first?.isUppercase == true,
           file.kind(first + 1) == .leftParen || file.kind(first + 1) == .leftBrace {
            return NameWords.split(file.text(first))
        }
        // `setOverrideTraitCollection(_:forChild:)`: traits, as `traitOverrides` below.
        if file.containsWord("setOverrideTraitCollection", in: first ..< min(first + 4, statement.upperBound + 1)) { return [] }
        // `beginGeneratingDeviceOrientationNotifications()`, an observer: notification setup, not layout.
        let own = words(in: first ..< statement.upperBound + 1)
        if own.contains("notification") || own.contains("notifications") || own.contains("observer") { return [] }
        // `self.anchorFrame = newFrame` where nothing reads `anchorFrame`: no effect at all.
        if let equal = file.assignment(in: statement, before: statement.upperBound) {
            if isNeverRead(target: first ..< equal) { return [] }
            // `traitOverrides.horizontalSizeClass = .compact` on iPad: a workaround for one device's
            // containers, not a layout; where it does not run, the real traits decide, as they should.
            if file.containsWord("traitOverrides", in: first ..< equal) { return [] }
            // `borderView.isHidden = true`: showing or hiding a view is layout.
            if file.isWord(equal - 1, "isHidden") { return ["layout"] }
        }
        return words(in: first ..< statement.upperBound + 1)
    }

    /// A stored name (`x` or `self.x`) that the file only ever assigns.
    private func isNeverRead(target: Range<Int>) -> Bool {
        var names = target.filter { file.kind($0) == .identifier || file.kind($0) == .keyword }
        if names.first.map({ file.isWord($0, "self") }) == true { names.removeFirst() }
        guard names.count == 1, let name = names.first else { return false }
        return file.isDeclaredButNeverRead(file.text(name))
    }

    /// Words of the identifiers in `range` that are not inside a bracket opened in it.
    private func words(in range: Range<Int>) -> [String] {
        var result: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let close = file.brackets.partner(of: index), close > index {
                // A call's or modifier's own name counts; its arguments do not.
                index = close + 1
                continue
            }
            if file.kind(index) == .identifier { result += NameWords.split(file.text(index)) }
            index += 1
        }
        return LayoutDecision.withoutSizeClass(result)
    }

    /// `horizontalSizeClass` is how to decide, not what is decided.
    private static func withoutSizeClass(_ words: [String]) -> [String] {
        var result: [String] = []
        for (index, word) in words.enumerated() {
            if word == "size", index + 1 < words.count, words[index + 1] == "class" { continue }
            result.append(word)
        }
        return result
    }

    private func isLayoutWord(_ word: String) -> Bool { LayoutDecision.layoutWords.contains(word) && !ignoring.contains(word) }

    // MARK: Names and their uses

    private struct Target {
        var words: [String]
        /// `let name`, `var name`, a parameter `name: Bool = …`.
        var declaredName: String?
        /// The block the name is declared in (nil: the type or the file).
        var scope: Int?
        /// The one name stored to (`x`, `self.x`, or the declared name).
        var storedName: String?
    }

    /// The target of the `=` that follows `last`.
    private func assignmentTarget(endingAt last: Int) -> Target {
        var start = last
        let depth = file.brackets.parent(of: last)
        scan: while start > 0, file.brackets.parent(of: start - 1) == depth, !file.newlineBefore(start) {
            switch file.kind(start - 1) {
            case .comma, .leftParen, .leftBrace, .semicolon: break scan
            default: start -= 1
            }
        }
        let names = (start ... last).filter { file.kind($0) == .identifier }
        var target = Target(words: LayoutDecision.withoutSizeClass(names.flatMap { NameWords.split(file.text($0)) }))
        let path = (start ... last).filter { file.kind($0) == .identifier || file.isWord($0, "self") }
        if path.count == 1 || path.count == 2 && file.isWord(path[0], "self") { target.storedName = file.text(path.last!) }
        // `let isPad`, `lazy var isPad: Bool`, or a parameter `isPad: Bool` (the name before the first colon).
        if let keyword = (start ... last).first(where: { file.isWord($0, "let") || file.isWord($0, "var") }), file.kind(keyword + 1) == .identifier {
            target.declaredName = file.text(keyword + 1)
            target.storedName = target.declaredName
            target.scope = file.brackets.parent(of: keyword).flatMap { file.kind($0) == .leftBrace ? $0 : nil }
        } else if file.kind(start) == .identifier, file.kind(start + 1) == .colon, let open = file.brackets.parent(of: start), file.kind(open) == .leftParen {
            target.declaredName = file.text(start)
            // A default argument: its uses are in the function's body.
            if let close = file.brackets.partner(of: open) {
                var brace = close + 1
                while brace < file.count, file.kind(brace) != .leftBrace, brace - close < 12 { brace += 1 }
                target.scope = file.kind(brace) == .leftBrace ? brace : nil
            }
        }
        return target
    }

    /// What the uses of `name` decide, in `scope` (a block) or the whole file.
    private func usesOutcome(of name: String, from start: Int, declaredIn scope: Int?, depth: Int) -> Outcome {
        usesOutcome(of: name, from: start, declaredIn: scope, depth: depth).outcome
    }

    /// What the uses decide, and how many there are.
    private func usesOutcome(of name: String, from start: Int, declaredIn scope: Int?, depth: Int) -> (outcome: Outcome, uses: Int) {
        guard depth > 0 else { return (.other, 0) }
        var uses = 0
        let range: Range<Int>
        if let scope, let end = file.brackets.partner(of: scope) {
            range = start + 1 ..< end
        } else {
            range = 0 ..< file.count
        }
        for index in file.names.of(name, within: range) {
            guard file.kind(index + 1) != .colon else { continue }
            // `isPad`, `self.isPad`, `Self.isPad`, `UIDevice.isPad`; not the declaration itself.
            if file.kind(index - 1) == .period, file.kind(index - 2) != .identifier, file.kind(index - 2) != .keyword { continue }
            if file.isWord(index - 1, "let") || file.isWord(index - 1, "var") || file.isWord(index - 1, "func") { continue }
            var use = index ... index
            if file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1) { use = index ... close }
            if file.kind(index - 1) == .period { use = file.postfixChainStart(endingAt: index) ... use.upperBound }
            uses += 1
            if outcome(of: use, depth: depth - 1) == .layout { return (.layout, uses) }
        }
        return (.other, uses)
    }

    /// A wrapper whose body is the condition: judged by its name, then its uses in this file.
    private func wrapperOutcome(around index: Int, depth: Int) -> Outcome {
        guard let declaration = file.wrapperDeclaration(around: index) else { return .other }
        let name = declaration.name
        let words = NameWords.split(name)
        if words.contains(where: isLayoutWord) { return .layout }
        let uses: (outcome: Outcome, uses: Int) = usesOutcome(of: name, from: -1, declaredIn: nil, depth: depth)
        if uses.outcome == .layout { return .layout }
        // `isPad`, `isIPhone()` used nowhere in this file: the test itself, decided where it is used.
        return uses.uses == 0 && words.contains(where: LayoutDecision.deviceWords.contains) ? .unknownUses(wrapper: name) : .other
    }

    /// The computed property, function or stored closure whose body holds `index`.
    func wrapperName(around index: Int) -> String? {
        file.wrapperDeclaration(around: index)?.name
    }

    private func functionName(ofBlockAt block: Int) -> String? {
        for scope in file.scopes.chain(containing: block + 1, in: file) {
            switch scope.kind {
            case .function(let function): return function.name
            case .accessor(let accessor): return accessor.name
            case .type: return nil
            default: continue
            }
        }
        return nil
    }

    // MARK: Expressions

    /// The boolean expression around `condition`: across `&&`, `||`, `!` and grouping parentheses.
    func widened(_ condition: ClosedRange<Int>) -> ClosedRange<Int> {
        var range = condition
        while true {
            let depth = file.brackets.parent(of: range.lowerBound)
            var start = range.lowerBound
            while start > 0, file.brackets.parent(of: start - 1) == depth, continuesExpressionBackward(start - 1) {
                start -= 1
                if let open = file.brackets.partner(of: start), open < start { start = open }
            }
            var end = range.upperBound
            while end + 1 < file.count, file.brackets.parent(of: end + 1) == depth, continuesExpressionForward(end + 1) {
                end += 1
                if let close = file.brackets.partner(of: end), close > end { end = close }
            }
            range = start ... end
            // `(a && b) || c`: out of grouping parentheses, not a call's.
            if let open = depth, file.kind(open) == .leftParen, let close = file.brackets.partner(of: open),
               open == range.lowerBound - 1, close == range.upperBound + 1, !file.endsOperand(open - 1) || file.isWord(open - 1, oneOf: ["if", "while", "return", "guard"]) {
                range = open ... close
                continue
            }
            return range
        }
    }

    /// Words of a flag that switches a feature on (`isTabTrayExperimentEnabled`, `featureFlags.isOn(.x)`).
    private static let flagWords: Set<String> = ["enabled", "flag", "flags", "experiment", "experiments", "feature", "rollout"]

    /// Whether the test at `condition` is joined by `&&` to a feature flag (`isRedesignEnabled && idiom == .pad`,
    /// `idiom != .pad && flags.isFeatureEnabled(.compactTray)`): the device picks which of the app's features or
    /// experiments applies, and each device still lays out what that feature shows.
    func isFeatureGated(_ condition: ClosedRange<Int>) -> Bool {
        isFeatureGated(condition, within: widened(condition))
    }

    /// `isFeatureGated(_:)` with the boolean expression around the test already widened.
    private func isFeatureGated(_ condition: ClosedRange<Int>, within expression: ClosedRange<Int>) -> Bool {
        let depth = file.brackets.parent(of: condition.lowerBound)
        // The operands of the test's level, split at `||` into groups of `&&` operands.
        let first = max(expression.lowerBound, (depth ?? -1) + 1)
        let last = min(expression.upperBound, depth.flatMap { file.brackets.partner(of: $0) }.map { $0 - 1 } ?? expression.upperBound)
        var group: [ClosedRange<Int>] = []
        var start = first
        var index = first
        while index <= last + 1 {
            let atEnd = index > last
            let isAnd = !atEnd && file.isOperator(index, "&&")
            let isOr = !atEnd && file.isOperator(index, "||")
            if atEnd || isAnd || isOr {
                if start < index { group.append(start ... index - 1) }
                if atEnd || isOr {
                    if group.contains(where: { $0.contains(condition.lowerBound) }) { break }
                    group = []
                }
                start = index + 1
            } else if let partner = file.brackets.partner(of: index), partner > index {
                index = partner
            }
            index += 1
        }
        guard group.count > 1, let own = group.first(where: { $0.contains(condition.lowerBound) }) else { return false }
        return group.contains { operand in
            operand != own && operand.contains { token in
                file.kind(token) == .identifier && NameWords.split(file.text(token)).contains(where: LayoutDecision.flagWords.contains)
            }
        }
    }

    /// Tokens that keep a boolean expression going to the left of its start.
    private func continuesExpressionBackward(_ index: Int) -> Bool {
        // `leading.constant += width * share`: what is assigned ends at the operator, as at `=`.
        if file.isAssignmentOperator(index) { return false }
        switch file.kind(index) {
        case .comma, .leftBrace, .semicolon, .equal, .colon, .infixQuestionMark, .arrow:
            return false
        case .keyword:
            return !file.isWord(index, oneOf: ["if", "guard", "while", "return", "case", "else", "in", "let", "var", "where", "switch"])
        default:
            return !file.newlineBefore(index + 1) || file.continuesStatement(index + 1)
        }
    }

    private func continuesExpressionForward(_ index: Int) -> Bool {
        switch file.kind(index) {
        case .comma, .leftBrace, .rightBrace, .semicolon, .colon, .infixQuestionMark, .equal:
            return false
        case .keyword:
            return !file.isWord(index, oneOf: ["else", "return", "in", "let", "var", "case"])
        default:
            return !file.newlineBefore(index) || file.continuesStatement(index)
        }
    }

    /// The last token of the value starting at `start` (a ternary's second branch).
    private func valueEnd(from start: Int) -> Int {
        let depth = file.brackets.parent(of: start)
        // A value that opens with a bracket (`[GridItem(…), …]`, `(a, b)`) runs at least to its partner.
        var index = file.brackets.partner(of: start).map { $0 > start ? $0 : start } ?? start
        while index + 1 < file.count {
            let next = index + 1
            if file.brackets.parent(of: next) != depth { return index }
            if file.kind(next) == .comma || file.kind(next) == .semicolon || file.kind(next) == .colon { return index }
            if file.newlineBefore(next), !file.continuesStatement(next) { return index }
            index = file.brackets.partner(of: next).map { $0 > next ? $0 : next } ?? next
        }
        return index
    }

    /// Whether the comma at `comma` separates the conditions of an `if` or `while`.
    private func isConditionList(at comma: Int) -> Bool {
        conditionKeyword(before: comma).map { file.isWord($0, "if") || file.isWord($0, "while") } ?? false
    }

    private func isGuard(at comma: Int) -> Bool {
        conditionKeyword(before: comma).map { file.isWord($0, "guard") } ?? false
    }

    private func conditionKeyword(before comma: Int) -> Int? {
        let depth = file.brackets.parent(of: comma)
        var index = comma - 1
        while index >= 0, comma - index < 200 {
            if let open = file.brackets.partner(of: index), open < index { index = open - 1; continue }
            if file.brackets.parent(of: index) != depth { return nil }
            if file.isWord(index, oneOf: ["if", "guard", "while"]) { return index }
            if file.kind(index) == .leftBrace || file.kind(index) == .semicolon || file.kind(index) == .equal { return nil }
            index -= 1
        }
        return nil
    }

    /// `var isPhone: Bool { #if os(iOS) … == .phone #else false #endif }`: the one statement an iOS build
    /// compiles of the block around `value`.
    private func isCompiledBody(_ value: ClosedRange<Int>) -> Bool {
        guard let open = file.brackets.parent(of: value.lowerBound), file.kind(open) == .leftBrace, file.kind(open + 1) == .poundKeyword else { return false }
        return file.soleCompiledStatement(ofBlockAt: open) == value
    }

    private func isSoleExpression(_ value: ClosedRange<Int>, inBlockAt open: Int) -> Bool {
        guard let close = file.brackets.partner(of: open) else { return false }
        return value.lowerBound == open + 1 && value.upperBound == close - 1
    }
}
