/// Following a value a rule found (a `UIBarButtonItem(…)`, a `UIToolbar()`)
/// to the name it is stored in, and to what the code around does with that
/// name: `item.axisBehavior = …`, `field.inputAccessoryView = toolbar`.
struct StoredName {
    var name: String
    /// The code where later statements can reach the name: the rest of the
    /// declaring block, or the whole type body for a property.
    var reach: Range<Int>
}

extension SourceFile {
    /// The name the expression starting at `start` is assigned to:
    /// `let item = X`, `let item: T = X`, `lazy var item = X`,
    /// `self.item = X`, `item = X`; nil for a member of another object.
    func storedName(ofExpressionAt start: Int) -> StoredName? {
        guard kind(start - 1) == .equal else { return nil }
        var nameIndex = start - 2
        if kind(nameIndex - 1) == .colon, kind(nameIndex) == .identifier { nameIndex -= 2 }  // `: UIBarButtonItem =`
        guard kind(nameIndex) == .identifier else { return nil }
        // `navigationItem.rightBarButtonItem = X` stores into another object: not followed.
        if kind(nameIndex - 1) == .period, !(isWord(nameIndex - 2, "self") && kind(nameIndex - 3) != .period) { return nil }
        let isDeclaration = isWord(nameIndex - 1, "let") || isWord(nameIndex - 1, "var")
        let chain = scopes.chain(containing: start, in: self)
        guard var reachScope = chain.first else { return StoredName(name: text(nameIndex), reach: start ..< count) }
        if !isDeclaration {
            // An assignment to a property: configured anywhere in the type.
            for scope in chain {
                if case .type = scope.kind {
                    reachScope = scope
                    break
                }
            }
        }
        let from = isDeclaration && !isTypeBody(reachScope) ? start : reachScope.open
        return StoredName(name: text(nameIndex), reach: from ..< reachScope.close)
    }

    /// Whether `name.member = …` (also `self.name.member`, `self?.name.member`) occurs in `range`.
    func assigns(_ member: StaticString, of name: String, in range: Range<Int>) -> Bool {
        for index in range where isWord(index, member) && kind(index - 1) == .period && kind(index + 1) == .equal {
            var receiver = index - 2
            if kind(receiver) == .postfixQuestionMark || kind(receiver) == .exclamationMark { receiver -= 1 }
            if kind(receiver) == .identifier, text(receiver) == name { return true }
        }
        return false
    }

    /// The value of the first `name.member = value` in `range` (also `self.name.member`), to its statement's end.
    func assignedValue(_ member: StaticString, of name: String, in range: Range<Int>) -> ClosedRange<Int>? {
        for index in range where isWord(index, member) && kind(index - 1) == .period && kind(index + 1) == .equal {
            var receiver = index - 2
            if kind(receiver) == .postfixQuestionMark || kind(receiver) == .exclamationMark { receiver -= 1 }
            guard kind(receiver) == .identifier, text(receiver) == name, index + 2 < count else { continue }
            let end = statementBounds(containing: index + 2).upperBound
            return end >= index + 2 ? index + 2 ... end : nil
        }
        return nil
    }

    /// Whether `name` is handed to a function of this file that sets `member` of it:
    /// `configure(sidebarButton)` with `func configure(_ button: UIBarButtonItem) { button.title = … }`.
    func setsPropertyThroughHelper(_ member: StaticString, of name: String, in range: Range<Int>) -> Bool {
        var calleesRead: Set<String> = []
        for index in names.of(name, within: range) {
            guard let open = brackets.parent(of: index), kind(open) == .leftParen, kind(open - 1) == .identifier,
                  calleesRead.insert(text(open - 1)).inserted, let call = call(named: open - 1),
                  let position = call.arguments.firstIndex(where: { $0.value == index ... index }) else { continue }
            for (block, function) in functionBlocks(named: text(open - 1)) where function.parameters.count == call.arguments.count {
                if assigns(member, of: function.parameters[position].name, in: block.open ..< block.close) { return true }
            }
        }
        return false
    }

    /// Whether `name.member = …` or its key-value form `name.setValue(…, forKey: "member")` occurs in
    /// `range` (code that sets a property the SDK it builds with does not declare yet).
    func setsProperty(_ member: StaticString, of name: String, in range: Range<Int>) -> Bool {
        if assigns(member, of: name, in: range) { return true }
        for index in range where isWord(index, "setValue") && kind(index - 1) == .period && kind(index - 2) == .identifier && text(index - 2) == name {
            guard let key = call(named: index)?.argument("forKey")?.value, key.count == 3,
                  kind(key.lowerBound + 1) == .stringSegment, text(key.lowerBound + 1) == "\(member)" else { continue }
            return true
        }
        return false
    }

    /// Whether `… .member = name` (or `= self.name`) occurs in `range`.
    func assignsValue(_ name: String, toMember member: StaticString, in range: Range<Int>) -> Bool {
        for index in range where isWord(index, member) && kind(index + 1) == .equal {
            var value = index + 2
            if isWord(value, "self"), kind(value + 1) == .period { value += 2 }
            if kind(value) == .identifier, text(value) == name { return true }
        }
        return false
    }
}

extension SourceFile {
    /// Whether this file declares `name` (`var name`, `let name`) and never reads it: every other mention
    /// assigns it. Reads of the system's value of the same name (`UIDevice.current.orientation`) are not
    /// this one's; a name the file does not declare (an SDK property such as `hidesBottomBarWhenPushed`)
    /// counts as read, since the SDK reads it.
    func isDeclaredButNeverRead(_ name: String) -> Bool {
        var declared = false
        for index in names.of(name) {
            if isWord(index - 1, "var") || isWord(index - 1, "let") {
                declared = true
                continue
            }
            if kind(index - 1) == .period, isWord(postfixChainStart(endingAt: index), oneOf: ["UIDevice", "UIApplication", "UIScreen"]) { continue }
            if kind(index + 1) == .equal { continue }
            return false
        }
        return declared
    }
}

extension SourceFile {
    /// Whether the declaration whose name (or keyword) is at `start` is `private` or `fileprivate`:
    /// the modifiers before it on its line.
    func hasPrivateModifier(before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, start - index < 10, kind(index) == .keyword || kind(index) == .identifier {
            if isWord(index, "private") || isWord(index, "fileprivate") { return true }
            if newlineBefore(index) { break }
            index -= 1
        }
        return false
    }
}
