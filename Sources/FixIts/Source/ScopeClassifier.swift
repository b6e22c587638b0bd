import SwiftLexer

/// Tells what a `{` opens by reading the tokens before it (its header) and,
/// for closures, the signature after it. Token-level heuristics, no parser:
/// the nearest declaration keyword in the header decides.
struct ScopeClassifier {
    let file: SourceFile

    init(file: SourceFile) {
        self.file = file
    }

    func classify(braceAt brace: Int) -> (ScopeKind, Int) {
        let headerStart = self.headerStart(before: brace)
        if headerStart < brace, file.isWord(headerStart, oneOf: ScopeClassifier.controlKeywords) {
            return (.controlFlow, headerStart)
        }
        var index = brace - 1
        var sawEqual = false
        while index >= headerStart {
            let kind = file.kind(index)
            if kind == .rightParen || kind == .rightSquare || kind == .rightAngle, let open = file.brackets.partner(of: index) {
                index = open - 1
                continue
            }
            if kind == .equal { sawEqual = true }
            if kind == .keyword || kind == .identifier,
               let result = classifyKeyword(at: index, brace: brace, sawEqual: sawEqual, headerStart: headerStart) {
                return (result, headerStart)
            }
            index -= 1
        }
        return (.closure(closure(openedAt: brace)), headerStart)
    }

    static let controlKeywords: [StaticString] = ["if", "guard", "else", "for", "while", "switch", "do", "catch", "defer", "repeat"]

    /// Walks back over the tokens that can belong to this block's header:
    /// stops after `{`, `}`, `;`, an unmatched `(`/`[` (then the block is an
    /// argument) or a line break that ends a statement, jumping over balanced
    /// brackets.
    func headerStart(before brace: Int) -> Int {
        var index = brace - 1
        while index >= 0 {
            switch file.kind(index) {
            case .rightParen, .rightSquare, .rightAngle, .interpolationClose:
                guard let open = file.brackets.partner(of: index) else { return index + 1 }
                index = open
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftSquare, .interpolationOpen:
                return index + 1
            default:
                break
            }
            if file.newlineBefore(index), !continuesLine(index) {
                return index
            }
            index -= 1
        }
        return 0
    }

    /// Whether the line starting at code token `index` continues the previous
    /// one (`.modifier`, an operator on either side, an open list).
    private func continuesLine(_ index: Int) -> Bool {
        switch file.kind(index) {
        case .period, .binaryOperator, .arrow, .infixQuestionMark, .colon, .comma, .equal:
            return true
        default:
            break
        }
        if file.isWord(index, oneOf: ["where", "throws", "rethrows", "async", "else"]) { return true }
        switch file.kind(index - 1) {
        case .comma, .colon, .binaryOperator, .equal, .arrow, .infixQuestionMark, .period, .atSign, .prefixOperator:
            return true
        case .keyword:
            return !file.isWord(index - 1, oneOf: ["self", "Self", "true", "false", "nil", "super", "break", "continue", "return", "fallthrough"])
        default:
            return false
        }
    }

    private func classifyKeyword(at index: Int, brace: Int, sawEqual: Bool, headerStart: Int) -> ScopeKind? {
        // Most header words are none of these: only keywords and a few
        // contextual words can be, so others never become strings.
        let token = file.code[index]
        if token.kind == .identifier,
           !file.isWord(index, oneOf: ["get", "set", "willSet", "didSet", "actor", "_modify", "_read", "unsafeAddress", "unsafeMutableAddress"]) {
            return nil
        }
        guard token.length >= 2, token.length <= 20 else { return nil }
        let word = file.text(index)
        switch word {
        case "if", "guard", "else", "for", "while", "switch", "do", "catch", "defer", "repeat":
            return file.kind(index) == .keyword ? .controlFlow : nil
        case "func", "init", "deinit", "subscript":
            guard file.kind(index) == .keyword || word == "init" else { return nil }
            if word == "init", file.kind(index - 1) == .period { return nil }  // `.init {` is a call
            return .function(function(keywordAt: index, headerStart: headerStart))
        case "get", "set", "willSet", "didSet", "_modify", "_read", "unsafeAddress", "unsafeMutableAddress":
            // An accessor keyword right at the block: `get {`, `didSet(old) {`.
            // `get {` starts its header (after modifiers such as `mutating`); `cache.get {` is a call.
            let next = file.kind(index + 1)
            guard index == headerStart || file.kind(index - 1) == .identifier,
                  index + 1 == brace || next == .leftParen || file.isWord(index + 1, oneOf: ["async", "throws"]) else { return nil }
            return .accessor(AccessorDeclaration(name: word, isStatic: false))
        case "var", "let":
            guard file.kind(index) == .keyword else { return nil }
            // A case pattern's binding (`case let .list(name): ToolbarItem {`, `case .tag(let name):`): the
            // block after the label is not this name's accessor.
            if file.isWord(index - 1, "case") || file.kind(index - 1) == .leftParen || file.kind(index - 1) == .comma { return nil }
            // `var body: some View {` is a computed property; `let x = { … }()` a
            // closure; `var x = 0 { didSet {` has observers.
            if sawEqual, !file.isWord(brace + 1, oneOf: ["willSet", "didSet"]) { return nil }
            let name = file.text(index + 1)
            return .accessor(AccessorDeclaration(name: name, isStatic: hasStaticModifier(before: index, headerStart: headerStart)))
        case "class", "struct", "enum", "extension", "protocol", "actor":
            if word == "actor", file.kind(index + 1) != .identifier { return nil }
            if word == "class", file.kind(index + 1) == .keyword { return nil }  // `class func`, `class var`
            return .type(file.typeDeclaration(keywordAt: index, keyword: word, bodyAt: brace))
        default:
            return nil
        }
    }

    private func hasStaticModifier(before index: Int, headerStart: Int) -> Bool {
        var i = index - 1
        while i >= headerStart {
            if file.isWord(i, "static") || file.isWord(i, "class") { return true }
            if file.kind(i) != .identifier && file.kind(i) != .keyword { break }
            i -= 1
        }
        return false
    }

    private func function(keywordAt index: Int, headerStart: Int) -> FunctionDeclaration {
        let keyword = file.text(index)
        let name = keyword == "func" ? file.text(index + 1) : keyword
        var parameters: [FunctionDeclaration.Parameter] = []
        var open = index + 1
        while open < file.count, file.kind(open) != .leftParen, file.kind(open) != .leftBrace { open += 1 }
        if file.kind(open) == .leftParen, let close = file.brackets.partner(of: open) {
            parameters = self.parameters(from: open + 1, to: close)
        }
        return FunctionDeclaration(name: name, isStatic: hasStaticModifier(before: index, headerStart: headerStart),
                                   keywordIndex: index, parameters: parameters)
    }

    /// `label name: Type, name: Type = default` → names and types.
    private func parameters(from start: Int, to end: Int) -> [FunctionDeclaration.Parameter] {
        var result: [FunctionDeclaration.Parameter] = []
        var segmentStart = start
        var index = start
        while index <= end {
            if index == end || (file.kind(index) == .comma && file.brackets.parent(of: index) == file.brackets.parent(of: start)) {
                if let colon = (segmentStart ..< index).first(where: { file.kind($0) == .colon && file.brackets.parent(of: $0) == file.brackets.parent(of: start) }),
                   colon > segmentStart {
                    let name = file.text(colon - 1)
                    var typeEnd = index
                    if let equal = (colon ..< index).first(where: { file.kind($0) == .equal }) { typeEnd = equal }
                    let type = typeEnd > colon + 1 ? file.text(from: colon + 1, through: typeEnd - 1) : ""
                    result.append(.init(name: name, type: type))
                }
                segmentStart = index + 1
            } else if let close = file.brackets.partner(of: index), close > index {
                index = close
            }
            index += 1
        }
        return result
    }


    // MARK: Closures

    func closure(openedAt brace: Int) -> Closure {
        var callee: String?
        var label: String?
        var isMember = false
        var before = brace - 1
        // `} label: {` and `Button(action: {`: an argument label first.
        if file.kind(before) == .colon, file.kind(before - 1) == .identifier || file.kind(before - 1) == .keyword {
            label = file.text(before - 1)
            before -= 2
        }
        switch file.kind(before) {
        case .rightParen:
            if let open = file.brackets.partner(of: before) { (callee, isMember) = calleeName(before: open) }
        case .identifier, .keyword:
            if label == nil { (callee, isMember) = (file.text(before), file.kind(before - 1) == .period) }
        case .rightBrace:
            // A further trailing closure: same callee as the first one.
            if label != nil, let open = file.brackets.partner(of: before) {
                let first = closure(openedAt: open)
                (callee, isMember) = (first.callee, first.calleeIsMember)
            }
        case .leftParen, .comma:
            if let open = enclosingParen(of: before) { (callee, isMember) = calleeName(before: open) }
        case .rightAngle:
            // `ForEach<Data, ID, Content> {` is rare; `Foo<T>(…)` handled above.
            if let open = file.brackets.partner(of: before) { (callee, isMember) = (file.text(open - 1), false) }
        default:
            break
        }
        let (parameters, weakSelf) = signature(after: brace)
        return Closure(callee: callee, argumentLabel: label, calleeIsMember: isMember, parameters: parameters, capturesSelfWeakly: weakSelf)
    }

    private func enclosingParen(of index: Int) -> Int? {
        if file.kind(index) == .leftParen { return index }
        if let parent = file.brackets.parent(of: index), file.kind(parent) == .leftParen { return parent }
        return nil
    }

    /// The name called with the `(` at `open` (`SourceFile.nameBefore(paren:)`), and whether it is a member (`.sheet(`).
    private func calleeName(before open: Int) -> (name: String?, isMember: Bool) {
        guard let name = file.nameBefore(paren: open) else { return (nil, false) }
        return (file.text(name), file.kind(name - 1) == .period)
    }

    /// Closure parameters and capture list: `{ [weak self] (a, b) in`.
    private func signature(after brace: Int) -> ([String], Bool) {
        var index = brace + 1
        var weakSelf = false
        if file.kind(index) == .leftSquare, let close = file.brackets.partner(of: index) {
            for i in index ..< close where file.isWord(i, "weak") && file.isWord(i + 1, "self") { weakSelf = true }
            index = close + 1
        }
        var names: [String] = []
        var afterColon = false
        var scan = index
        let limit = min(file.count, index + 64)
        while scan < limit {
            let kind = file.kind(scan)
            switch kind {
            case .keyword where file.isWord(scan, "in"):
                return (names, weakSelf)
            case .identifier, .wildcard:
                if !afterColon, !file.isWord(scan, "async") { names.append(file.text(scan)) }
            case .keyword where file.isWord(scan, "throws") || file.isWord(scan, "rethrows"):
                break
            case .colon:
                afterColon = true
            case .comma:
                afterColon = false
            case .leftParen, .rightParen, .period, .arrow, .postfixQuestionMark, .exclamationMark, .leftAngle, .rightAngle,
                 .leftSquare, .rightSquare, .atSign:
                break
            default:
                return ([], weakSelf)
            }
            scan += 1
        }
        return ([], weakSelf)
    }
}
