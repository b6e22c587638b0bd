/// Where a SwiftUI view sits relative to a toolbar: one of its bar items
/// (directly in `.toolbar { }`, `ToolbarItem`, `ToolbarItemGroup` or a
/// `ToolbarContent` builder, through `Group`, `ForEach`, `ControlGroup` and
/// `if`), or somewhere else. A button inside a `Menu` or an `HStack` in a
/// toolbar is not itself a bar item.
struct BarItemContainer {
    /// The `ToolbarItem`/`ToolbarItemGroup` call around the view; nil directly
    /// in `.toolbar { }` (an implicit item) or in a `ToolbarContent` builder.
    var item: CallSyntax?
    /// The view is the body of a property or function of its type that the toolbar names
    /// (`ToolbarItem { profileButton }`): a bar item, but rewrites that need toolbar content do not fit it.
    var throughMember = false

    /// `ToolbarItem(placement: .principal)` → `principal`.
    func placement(in file: SourceFile) -> String? {
        guard let value = item?.argument("placement")?.value else { return nil }
        return file.text(value.upperBound)
    }

    /// The bar above the keyboard (`placement: .keyboard`): it never becomes a side bar.
    func isKeyboardBar(in file: SourceFile) -> Bool {
        placement(in: file) == "keyboard"
    }

    /// The item already chose its axis: `ToolbarItem { … }.axisBehavior(.horizontalOnly)`.
    func hasAxisBehavior(in file: SourceFile) -> Bool {
        guard let item else { return false }
        return file.modifierNames(after: item.end).contains { file.isWord($0, "axisBehavior") }
    }
}

extension SourceFile {
    /// Whether code token `index` is inside a closure passed to `.toolbar`,
    /// `ToolbarItem`, `ToolbarItemGroup`, or in a `ToolbarContent` type.
    func isInToolbar(_ index: Int) -> Bool {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                if let callee = closure.callee, SwiftUIContainers.toolbarCallees.contains(callee) { return true }
            case .type(let type):
                return type.inherited.contains("ToolbarContent")
            default:
                break
            }
        }
        return false
    }

    /// The toolbar container of the view whose first token is `index`, nil
    /// when the view is not itself a bar item.
    func barItemContainer(of index: Int) -> BarItemContainer? {
        guard mayBeInToolbar(index) else { return barItemContainer(throughMemberAt: index) }
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                switch closure.callee {
                case "toolbar" where closure.calleeIsMember:
                    return BarItemContainer(item: nil)
                case "ToolbarItem", "ToolbarItemGroup":
                    guard let name = calleeIndex(ofClosureAt: scope.open) else { return nil }
                    return BarItemContainer(item: call(named: name))
                case let callee? where SwiftUIContainers.toolbarPassThrough.contains(callee):
                    continue
                default:
                    return nil
                }
            case .controlFlow:
                continue
            case .accessor, .function:
                let header = scope.headerStart ..< scope.open
                return containsWord("ToolbarContent", in: header) || containsWord("ToolbarContentBuilder", in: header)
                    ? BarItemContainer(item: nil) : nil
            case .type:
                return nil
            }
        }
        return nil
    }

    /// `private var profileButton: some View { Button { … } label: { Image(…) } }` named as a bar item in the
    /// same type's toolbar (`ToolbarItem { profileButton }`, `.toolbar { addButton() }`): the view the member
    /// returns, written at the top of its body, is that bar item. One level: toolbars are factored this way.
    private func barItemContainer(throughMemberAt index: Int) -> BarItemContainer? {
        guard let member = wrapperDeclaration(around: index), brackets.parent(of: index) == member.body.open,
              kind(index - 1) == .leftBrace || newlineBefore(index),
              containsWord("View", in: member.body.headerStart ..< member.body.open),
              let type = enclosingTypeBlock(index) else { return nil }
        for use in names.of(member.name, within: type.open ..< type.close) where use != member.nameIndex && kind(use - 1) != .period {
            // Named only in the fallback for systems before iPhone Duo's (`if #available(iOS 26, *) { … } else
            // { ToolbarItem { legacyButton } }`): not a bar item on one.
            guard mayBeInToolbar(use), !isInFallbackDuoNeverRuns(at: use), var container = barItemContainer(of: use) else { continue }
            container.throughMember = true
            return container
        }
        return nil
    }

    /// A quick test on the bracket tree alone, before classifying any scope:
    /// whether some `{` around `index` belongs to `.toolbar`, `ToolbarItem`,
    /// `ToolbarItemGroup` or follows `ToolbarContent`. Most views are in none.
    private func mayBeInToolbar(_ index: Int) -> Bool {
        var current = brackets.parent(of: index)
        while let open = current {
            if kind(open) == .leftBrace {
                if isWord(open - 1, "ToolbarContent") { return true }
                if let callee = calleeIndex(ofClosureAt: open),
                   SwiftUIContainers.toolbarCallees.contains(where: { isToken(callee, spelled: $0) }) { return true }
            }
            current = brackets.parent(of: open)
        }
        return false
    }
}

// MARK: Bars the code manages itself

extension SourceFile {
    /// Whether the UIKit bar item made by the expression starting at `item` goes only into a bar the code
    /// manages itself — `toolbar.items = [item, …]`, `bar.setItems([…], animated: false)` on a `UIToolbar` of
    /// its own, which never goes vertical (DUO306's finding) — rather than into a container's bars
    /// (`toolbarItems`, `navigationItem`): as an element of the list itself, or through a local (or a private
    /// property) whose every use as a value is one. What the item looks like changes nothing there.
    ///
    /// Also through a private property whose initialising closure returns the item (`private lazy var
    /// copyItem: UIBarButtonItem = { let item = UIBarButtonItem(…); …; return item }()`): the property's uses.
    func goesOnlyIntoHandMadeBar(itemAt item: Int, throughProperty: Bool = true) -> Bool {
        if isElementOfHandMadeBarList(item) { return true }
        if throughProperty, let initializer = propertyInitializer(returning: item) {
            return goesOnlyIntoHandMadeBar(itemAt: initializer, throughProperty: false)
        }
        guard let stored = storedName(ofExpressionAt: item), let declaration = storedDeclaration(ofExpressionAt: item) else { return false }
        if declaration.isProperty, !declaration.isPrivate { return false }
        // Uses as a value (`item.tintColor = …` configures it; `[item]` places it), not those inside the expression
        // itself (a property's initialising closure whose local has the property's name).
        let own = kind(item) == .leftBrace ? item ..< (brackets.partner(of: item) ?? item) : item ..< item
        let uses = names.of(stored.name, within: stored.reach).filter { use in
            use != declaration.name && !own.contains(use) && kind(use + 1) != .period && !(kind(use - 1) == .period && !isWord(use - 2, "self"))
        }
        if throughProperty, uses.count == 1, let initializer = propertyInitializer(returning: uses[0]) {
            return goesOnlyIntoHandMadeBar(itemAt: initializer, throughProperty: false)
        }
        return !uses.isEmpty && uses.allSatisfy(isElementOfHandMadeBarList)
    }

    /// The `{` of the closure that initialises a stored property (`= { … }()`), when the expression starting at
    /// `start` is what its last statement returns (`return item }()`).
    private func propertyInitializer(returning start: Int) -> Int? {
        guard isWord(start - 1, "return"), let open = brackets.parent(of: start), kind(open) == .leftBrace, kind(open - 1) == .equal,
              let close = brackets.partner(of: open), kind(close + 1) == .leftParen, kind(close + 2) == .rightParen,
              statementBounds(containing: start).upperBound == close - 1 else { return nil }
        return open
    }

    /// `bar.items = [… token …]` or `bar.setItems([… token …], animated:)`, where the bar is not a container's
    /// (`navigationController?.toolbar.setItems(…)` sets the container's own bar); or a local list built a
    /// piece at a time that only such a bar is given (`isPieceOfLocalHandMadeBarList`).
    private func isElementOfHandMadeBarList(_ index: Int) -> Bool {
        if isPieceOfLocalHandMadeBarList(index) { return true }
        guard let array = brackets.parent(of: index), kind(array) == .leftSquare else { return false }
        return isPlacedInHandMadeBar(array)
    }

    /// Whether the list starting at `list` (an array literal or a name) is the whole list of a bar the code
    /// manages itself: `bar.setItems(list, animated:)` or `bar.items = list`.
    private func isPlacedInHandMadeBar(_ list: Int) -> Bool {
        let receiverEnd: Int
        if let paren = brackets.parent(of: list), kind(paren) == .leftParen, paren + 1 == list, isWord(paren - 1, "setItems") {
            receiverEnd = paren - 3
        } else if kind(list - 1) == .equal, isWord(list - 2, "items") {
            receiverEnd = list - 4
        } else {
            return false
        }
        guard receiverEnd >= 0, kind(receiverEnd + 1) == .period else { return false }
        let receiver = postfixChainStart(endingAt: receiverEnd)
        // Broken code (`.setItems(…)` with nothing before the period) has no receiver.
        guard receiver <= receiverEnd else { return false }
        return !(receiver ... receiverEnd).contains { isWord($0, "navigationController") || isWord($0, "tabBarController") }
    }

    /// `items.append(token…)`, `items.insert(token…, at: 0)`, `items += [token…]`, `var items = [token…]`, where
    /// `items` is a local list of the function whose every other use grows it and which is placed only in
    /// bars the code manages itself (`titleBar.setItems(items, animated: false)`).
    private func isPieceOfLocalHandMadeBarList(_ index: Int) -> Bool {
        guard let open = brackets.parent(of: index) else { return false }
        let name: Int
        if kind(open) == .leftParen, open + 1 == index, isWord(open - 1, "append") || isWord(open - 1, "insert"), kind(open - 2) == .period {
            name = open - 3
        } else if kind(open) == .leftSquare, isOperator(open - 1, "+=") || kind(open - 1) == .equal {
            name = open - 2
        } else {
            return false
        }
        guard kind(name) == .identifier, kind(name - 1) != .period,
              let function = scopes.chain(containing: index, in: self).first(where: {
                  switch $0.kind {
                  case .function, .accessor: true
                  default: false
                  }
              }) else { return false }
        var placed = false
        for use in names.of(text(name), within: function.open ..< function.close) where kind(use - 1) != .period {
            let grows = kind(use + 1) == .period && (isWord(use + 2, "append") || isWord(use + 2, "insert"))
            if grows || isOperator(use + 1, "+=") || kind(use + 1) == .equal || isWord(use - 1, "var") { continue }
            guard isPlacedInHandMadeBar(use), kind(use + 1) == .comma || kind(use + 1) == .rightParen || newlineBefore(use + 1) else { return false }
            placed = true
        }
        return placed
    }

    /// The elements of the local list `name` of the function around code token `index`: its declaration's
    /// literal and what `append(…)`, `insert(…, at:)` and `+= […]` add to it (`var items: [UIBarButtonItem] = []`,
    /// `items.append(.flexibleSpace())`, `bar.setItems(items, animated: false)`); nil when it is not declared
    /// there with a literal, or is used otherwise than placed whole (an argument, an assignment's value).
    func elementsOfLocalList(_ name: String, around index: Int) -> [ClosedRange<Int>]? {
        guard let function = scopes.chain(containing: index, in: self).first(where: {
            switch $0.kind {
            case .function, .accessor: true
            default: false
            }
        }) else { return nil }
        var elements: [ClosedRange<Int>] = []
        // From its declaration on: before it, the name is another (`guard toolbarItems == nil` reads the property
        // that `var toolbarItems: [UIBarButtonItem] = []` then shadows).
        let mentions = names.of(name, within: function.open ..< function.close).filter { kind($0 - 1) != .period }
        guard let declaration = mentions.first(where: { isWord($0 - 1, "var") || isWord($0 - 1, "let") }) else { return nil }
        for mention in mentions where mention >= declaration {
            if isWord(mention - 1, "var") || isWord(mention - 1, "let") {
                var equal = mention + 1
                while equal < mention + 8, kind(equal) != .equal { equal += 1 }
                guard kind(equal) == .equal, kind(equal + 1) == .leftSquare else { return nil }
                elements += self.elements(inBracketAt: equal + 1)
            } else if kind(mention + 1) == .period, isWord(mention + 2, "append") || isWord(mention + 2, "insert"), kind(mention + 3) == .leftParen {
                guard let first = arguments(inParenAt: mention + 3).first else { return nil }
                elements.append(first.value)
            } else if isOperator(mention + 1, "+="), kind(mention + 2) == .leftSquare {
                elements += self.elements(inBracketAt: mention + 2)
            } else if kind(mention - 1) == .equal || kind(mention - 1) == .leftParen || kind(mention - 1) == .comma || kind(mention - 1) == .colon,
                      kind(mention + 1) == .comma || kind(mention + 1) == .rightParen || newlineBefore(mention + 1) {
                continue
            } else {
                return nil
            }
        }
        return elements
    }

    /// The tokens of the item a bar item list's element is: the element, or for a lone name
    /// (`items.append(doneItem)`) the value the name is bound to.
    func barItem(ofElement element: ClosedRange<Int>) -> ClosedRange<Int> {
        guard element.count == 1, kind(element.lowerBound) == .identifier,
              let binding = bindings.lookup(text(element.lowerBound), at: element.lowerBound, in: self), !binding.initializer.isEmpty
        else { return element }
        return binding.initializer.lowerBound ... binding.initializer.upperBound - 1
    }

    /// Whether a bar item list's element is a spacer (`.flexibleSpace()`, `UIBarButtonItem(barButtonSystemItem:
    /// .fixedSpace, …)`, or a name bound to one).
    func isSpacerItem(_ element: ClosedRange<Int>) -> Bool {
        barItem(ofElement: element).contains { isWord($0, "flexibleSpace") || isWord($0, "fixedSpace") }
    }

    /// The `let`/`var` declaration the expression at `start` initializes: its name's index, whether it is a
    /// type's property, and whether the property is private to the file.
    private func storedDeclaration(ofExpressionAt start: Int) -> (name: Int, isProperty: Bool, isPrivate: Bool)? {
        guard kind(start - 1) == .equal else { return nil }
        var name = start - 2
        if kind(name - 1) == .colon, kind(name) == .identifier { name -= 2 }
        guard kind(name) == .identifier, isWord(name - 1, "let") || isWord(name - 1, "var") else { return nil }
        let isProperty: Bool
        if let innermost = scopes.chain(containing: name, in: self).first, case .type = innermost.kind { isProperty = true } else { isProperty = false }
        // The modifiers on the declaration's line (`private lazy var`; `private(set)` is readable elsewhere).
        var modifier = name - 2
        var isPrivate = false
        while name - modifier < 8, kind(modifier) == .keyword || kind(modifier) == .identifier, !newlineBefore(modifier + 1) {
            if isWord(modifier, "private") || isWord(modifier, "fileprivate") { isPrivate = true }
            modifier -= 1
        }
        return (name, isProperty, isPrivate)
    }
}

// MARK: Bars that stay horizontal

extension SourceFile {
    /// Whether the SwiftUI toolbar around code token `index` is one of a split view's columns that keep
    /// their bars horizontal on iPhone Duo (only the detail column's go to the side, seeds/000 "Bars"): on a
    /// list styled as the sidebar (`List { … }.listStyle(.sidebar).toolbar { … }`), in the sidebar or
    /// content column of a `NavigationSplitView` (or the first of a `NavigationView`'s columns), or in an
    /// inspector (`.inspector { … }`). Rules about items moving to the side bar say nothing there.
    func isInHorizontalOnlyBar(_ index: Int) -> Bool {
        guard mayBeInToolbar(index) else { return false }
        for scope in scopes.chain(containing: index, in: self) {
            guard case .closure(let closure) = scope.kind, let callee = closure.callee else { continue }
            switch callee {
            case "toolbar" where closure.calleeIsMember:
                if let name = calleeIndex(ofClosureAt: scope.open), isStyledAsSidebar(chainEndingAt: name) { return true }
            case "inspector" where closure.calleeIsMember:
                return true
            case "NavigationSplitView":
                guard let name = calleeIndex(ofClosureAt: scope.open), let split = call(named: name),
                      let column = split.trailingClosures.first(where: { $0.open == scope.open }) else { continue }
                if column.label != "detail" { return true }
            case "NavigationView":
                // `NavigationView { Sidebar(); Detail() }`: the first of two or more views is the sidebar.
                let columns = statements(inBlockAt: scope.open, atMost: 2)
                if columns.count == 2, columns[0].contains(index) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// `List { … }.listStyle(.sidebar).navigationTitle("…")` before the modifier whose name is at `name`.
    private func isStyledAsSidebar(chainEndingAt name: Int) -> Bool {
        let level = brackets.parent(of: name)
        let start = postfixChainStart(endingAt: name)
        return (start ..< name).contains { index in
            isWord(index, "listStyle") && brackets.parent(of: index) == level && kind(index + 1) == .leftParen
                && (isWord(index + 3, "sidebar") || isWord(index + 2, "SidebarListStyle"))
        }
    }
}
