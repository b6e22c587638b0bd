/// DUO301 ellipsis-misuse: the `ellipsis` symbols on custom menus and buttons.
public struct EllipsisMisuse: Rule {
    public var code: String { "DUO301" }
    public var name: String { "ellipsis-misuse" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["systemName", "systemImage", "systemSymbol", "symbol", "name"] }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "The ellipsis symbol is reserved for the system overflow menu.",
            whatItFlags: """
                An `ellipsis` symbol (`"ellipsis"`, `"ellipsis.circle"`, `"ellipsis.circle.fill"`, \
                `"ellipsis.rectangle"` …) as the label of a SwiftUI `Menu` in a toolbar \
                (`Menu { } label: { Image(systemName: "ellipsis.circle") }`, `Menu("More", systemImage: "ellipsis")`; also \
                returned by a view property or function of the type that the toolbar names: `ToolbarItem { moreMenu }`), \
                of a UIKit `UIBarButtonItem` (`UIImage(systemName: "ellipsis.circle")`, also held in a name first: \
                `let moreImage = UIImage(systemName: "ellipsis")` then `image: moreImage`; or an app's symbol helper \
                given an `ellipsis…` case: `Icons.image(symbol: .ellipsisCircle)`, `.symbol(.ellipsisCircle)`, \
                `.image(name: .ellipsisOutlined)`; also set \
                as `item.image = …` where the item gets a `menu` in the same function, or, for the item a lazy \
                property's closure makes, anywhere in its type), or of a `Button`. \
                Not flagged: a bar item in the `else` branch of `if #available(iOS 16.0, *)`, the fallback for \
                systems without the overflow menu API (which the guarded fix leaves there).
                """,
            whyItMatters: """
                iPhone Duo's side bars have a system overflow menu that collects the items that do not fit. A \
                custom "more" menu duplicates it, and a second ellipsis next to the system's is confusing. Move \
                custom overflow actions into the system overflow menu (SwiftUI `ToolbarOverflowMenu`, UIKit \
                `navigationItem.additionalOverflowItems`) and give any other menu or button a distinct symbol.
                """,
            example: """
                .toolbar {
                    Menu {
                        Button("Export", systemImage: "square.and.arrow.up") { export() }
                        Button("Print", systemImage: "printer") { print() }
                    } label: { Image(systemName: "ellipsis.circle") }
                }
                """,
            useInstead: """
                .toolbar {
                    ToolbarOverflowMenu {
                        Button("Export", systemImage: "square.and.arrow.up") { export() }
                        Button("Print", systemImage: "printer") { print() }
                    }
                }
                // UIKit:
                navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in
                    done([exportAction, printAction])
                }
                // A menu that sorts or filters: Label("Sort", systemImage: "arrow.up.arrow.down")
                """,
            fixSafety: """
                Unsafe. A toolbar `Menu` becomes `ToolbarOverflowMenu` with the same items (iOS 27), when the menu \
                is itself an item of the toolbar (directly in `.toolbar { }` or a `ToolbarContent` builder) with no \
                view modifiers: `ToolbarOverflowMenu` is toolbar content, not a view. A \
                `UIBarButtonItem` assigned to `navigationItem.rightBarButtonItem` whose menu lists its children \
                in place becomes `navigationItem.additionalOverflowItems` (iOS 16; guarded by `if #available` for \
                older deployment targets). Buttons and other menus get no fix: a person chooses their symbol.
                """,
            references: [
                "HIG reference §4 \"Vertical controls\": use the system overflow menu; reserve the ellipsis for overflow (seeds/000)",
                "HIG reference §6 \"Bars\": ToolbarOverflowMenu, UINavigationItem.additionalOverflowItems (seeds/000)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        // An app's symbol helper given the case unlabelled, as a bar item's image: `image: .symbol(.ellipsisCircle)`,
        // `UIImage.symbol(.ellipsis)`.
        if file.kind(index + 1) == .leftParen, let symbolCase = file.ellipsisSymbolCase(at: index) {
            var imageCall = index
            if file.kind(index - 1) == .period { imageCall = file.endsOperand(index - 2) ? file.postfixChainStart(endingAt: index) : index - 1 }
            checkBarButtonImage(imageCall: imageCall, range: file.range(from: symbolCase.lowerBound, through: symbolCase.upperBound), context: context)
            return
        }
        guard file.kind(index + 1) == .colon else { return }
        let range: Range<Int>
        if file.isWord(index, "systemSymbol") || file.isWord(index, "symbol") || file.isWord(index, "name") {
            // SFSafeSymbols: `Image(systemSymbol: .ellipsisCircle)`; an app's own symbol enum:
            // `AppSymbol.image(symbol: .ellipsisCircle)`.
            guard let symbolCase = file.ellipsisSymbolCase(at: index) else { return }
            range = file.range(from: symbolCase.lowerBound, through: symbolCase.upperBound)
        } else {
            guard let literal = ellipsisLiteral(labelAt: index, in: file) else { return }
            range = literal
        }
        guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen else { return }
        let callee = file.calleeName(beforeParen: open)
        switch callee {
        case "Menu":
            reportToolbarMenu(menu: open - 1, range: range, context: context)
        case "Button":
            reportButton(range: range, context: context)
        case "Image", "Label":
            checkLabelView(call: open - 1, range: range, context: context)
        case "UIImage":
            checkBarButtonImage(imageCall: open - 1, range: range, context: context)
        default:
            // An app's symbol helper making the image of a bar item: `UIBarButtonItem(image: Icons.for(symbol:
            // .ellipsisCircle), menu: …)`.
            if file.isWord(index, "symbol") || file.isWord(index, "name") { checkBarButtonImage(imageCall: open - 1, range: range, context: context) }
        }
    }

    /// The ellipsis symbol the argument labelled at `label` names: its literal (`"ellipsis.circle"`), or the
    /// branch of a ternary that is one (`isEmpty ? "square.and.pencil" : "ellipsis.circle"`).
    private func ellipsisLiteral(labelAt label: Int, in file: SourceFile) -> Range<Int>? {
        func ellipsis(at start: Int) -> Range<Int>? {
            guard let (symbol, closingQuote) = file.simpleStringLiteral(at: start), symbol == "ellipsis" || symbol.hasPrefix("ellipsis.") else { return nil }
            return file.range(from: start, through: closingQuote)
        }
        if let literal = ellipsis(at: label + 2) { return literal }
        guard let open = file.brackets.parent(of: label), file.kind(open) == .leftParen,
              let value = file.arguments(inParenAt: open).first(where: { $0.labelIndex == label })?.value,
              let question = value.first(where: { file.kind($0) == .infixQuestionMark && file.brackets.parent(of: $0) == open }) else { return nil }
        if let first = ellipsis(at: question + 1) { return first }
        guard let colon = (question ... value.upperBound).first(where: { file.kind($0) == .colon && file.brackets.parent(of: $0) == open }) else { return nil }
        return ellipsis(at: colon + 1)
    }

    /// `Image(systemName:)`/`Label(_:systemImage:)` as a menu's or button's label.
    private func checkLabelView(call: Int, range: Range<Int>, context: RuleContext) {
        let file = context.file
        // The label may be wrapped in stacks: look through them.
        for closure in file.enclosingClosures(call) {
            switch closure.callee {
            case let callee? where SwiftUIContainers.layoutStacks.contains(callee):
                continue
            case "Menu" where closure.argumentLabel == "label":
                if let menu = menuStart(ofLabelClosureContaining: call, in: file) {
                    reportToolbarMenu(menu: menu, range: range, context: context)
                }
            case "Button" where closure.argumentLabel == "label" || closure.argumentLabel == nil:
                reportButton(range: range, context: context)
            default:
                break
            }
            return
        }
    }

    private func reportButton(range: Range<Int>, context: RuleContext) {
        context.report("The ellipsis is reserved for iPhone Duo's system overflow menu; give this button a title and a symbol that says what it does",
                       bytes: range)
    }

    /// A `Menu` with an ellipsis label: flagged in toolbars, where the system
    /// overflow menu is; fixed to `ToolbarOverflowMenu`.
    private func reportToolbarMenu(menu: Int, range: Range<Int>, context: RuleContext) {
        let file = context.file
        // In a toolbar, or the value of a view property or function of the type that a toolbar names
        // (`ToolbarItem { moreMenu }`, `var moreMenu: some View { Menu { … } label: { … } }`).
        guard file.isWord(menu, "Menu"), file.isInToolbar(menu) || file.barItemContainer(of: menu) != nil else { return }
        var fixes: [Fix] = []
        // `ToolbarOverflowMenu` is toolbar content: only a menu that is itself an item of the toolbar (in
        // `.toolbar { }` or a `ToolbarContent` builder, not inside `ToolbarItem { }` or a view-returning helper)
        // and carries no view modifiers can become one.
        let isToolbarContent = file.barItemContainer(of: menu).map { $0.item == nil && !$0.throughMember } ?? false
        let menuEnd = file.call(named: menu)?.end ?? menu
        if isToolbarContent, file.modifierNames(after: menuEnd).isEmpty,
           context.configuration.supports(OSVersion(27)), let edits = overflowMenuEdits(menu: menu, in: file) {
            fixes.append(Fix(title: "Use ToolbarOverflowMenu", safety: .unsafe, edits: edits))
        }
        context.report("The ellipsis is reserved for iPhone Duo's system overflow menu; move these actions into `ToolbarOverflowMenu`",
                       bytes: range, fixes: fixes)
    }

    /// `Menu { items } label: { … }` or `Menu("More", systemImage: …) { items }`
    /// → `ToolbarOverflowMenu { items }`.
    private func overflowMenuEdits(menu: Int, in file: SourceFile) -> [TextEdit]? {
        var contentOpen = menu + 1
        var headEnd = menu
        if file.kind(contentOpen) == .leftParen, let close = file.brackets.partner(of: contentOpen) {
            headEnd = close
            contentOpen = close + 1
        }
        guard file.kind(contentOpen) == .leftBrace, let contentClose = file.brackets.partner(of: contentOpen) else { return nil }
        var edits = [TextEdit(range: file.range(from: menu, through: headEnd), newText: "ToolbarOverflowMenu")]
        if file.isWord(contentClose + 1, "label"), file.kind(contentClose + 2) == .colon, file.kind(contentClose + 3) == .leftBrace,
           let labelClose = file.brackets.partner(of: contentClose + 3) {
            let removed = file.code[contentClose].end ..< file.code[labelClose].end
            guard !file.hasComment(in: removed) else { return nil }
            edits.append(TextEdit(range: removed, newText: ""))
        } else if headEnd == menu {
            return nil  // `Menu { }` with no label we can see
        }
        return edits
    }

    /// The `Menu` token of `Menu { … } label: { <index> }`.
    private func menuStart(ofLabelClosureContaining index: Int, in file: SourceFile) -> Int? {
        for scope in file.scopes.chain(containing: index, in: file) {
            guard case .closure(let closure) = scope.kind else { continue }
            guard closure.argumentLabel == "label", file.kind(scope.open - 3) == .rightBrace,
                  let contentOpen = file.brackets.partner(of: scope.open - 3) else { return nil }
            return file.isWord(contentOpen - 1, "Menu") ? contentOpen - 1 : nil
        }
        return nil
    }

    /// `UIBarButtonItem(…, image: UIImage(systemName: "ellipsis…"), …)`.
    /// `menuButton.image = UIImage(systemName: "ellipsis.circle")` with `menuButton.menu = …` in the same
    /// block, function or closure (`menuIsGivenElsewhere`): a bar item made into an overflow menu by its properties.
    private func checkImageAssignment(imageCall: Int, range: Range<Int>, context: RuleContext) {
        let file = context.file
        let receiverEnd = imageCall - 4
        guard let block = file.brackets.parent(of: imageCall), let end = file.brackets.partner(of: block) else { return }
        // `barsHandler.menuButton.menu = …`: the same item, by its last name.
        guard file.kind(receiverEnd) == .identifier, !file.isInFallback(forIOS: OSVersion(16), at: imageCall) else { return }
        let name = file.text(receiverEnd)
        guard file.assigns("menu", of: name, in: block ..< end) || menuIsGivenElsewhere(toItemNamed: name, around: imageCall, in: file) else { return }
        context.report("The ellipsis is reserved for iPhone Duo's system overflow menu; put these actions in `navigationItem.additionalOverflowItems`",
                       bytes: range)
    }

    /// The item's image set in a branch (`if #available(iOS 26, *) { item.image = … }`) and its menu in the
    /// function or closure around it; or, for the item a stored property's closure makes (`lazy var moreItem:
    /// UIBarButtonItem = { let item = UIBarButtonItem(); item.image = …; return item }()`), the property's
    /// menu anywhere in its type (`moreItem.menu = makeMenu()` in `viewDidLoad`).
    private func menuIsGivenElsewhere(toItemNamed name: String, around index: Int, in file: SourceFile) -> Bool {
        guard let body = file.scopes.chain(containing: index, in: file).first(where: { scope in
            switch scope.kind {
            case .function, .accessor, .closure: return true
            default: return false
            }
        }) else { return false }
        if file.assigns("menu", of: name, in: body.open ..< body.close) { return true }
        // `lazy var moreItem: UIBarButtonItem = {` … `}()`: the closure is the property's value.
        guard case .closure = body.kind, file.kind(body.open - 1) == .equal, file.kind(body.close + 1) == .leftParen,
              let type = file.enclosingTypeBlock(index) else { return false }
        var property = body.open - 2
        if file.kind(property) == .identifier, file.kind(property - 1) == .colon { property -= 2 }
        guard file.kind(property) == .identifier, file.isWord(property - 1, "var"), file.brackets.parent(of: property) == type.open else { return false }
        return file.assigns("menu", of: file.text(property), in: type.open ..< type.close)
    }

    private func checkBarButtonImage(imageCall: Int, range: Range<Int>, context: RuleContext) {
        let file = context.file
        if file.kind(imageCall - 1) == .equal, file.isWord(imageCall - 2, "image"), file.kind(imageCall - 3) == .period {
            checkImageAssignment(imageCall: imageCall, range: range, context: context)
            return
        }
        // `let moreImage = UIImage(systemName: "ellipsis.circle")`, given as an item's image:
        // `UIBarButtonItem(image: moreImage, menu: …)`. Reported at the symbol, with no rewrite.
        if let stored = file.storedName(ofExpressionAt: imageCall), !file.isInFallback(forIOS: OSVersion(16), at: imageCall),
           file.names.of(stored.name, within: stored.reach).contains(where: { isBarButtonItemImage($0, in: file) }) {
            context.report("The ellipsis is reserved for iPhone Duo's system overflow menu; put these actions in `navigationItem.additionalOverflowItems`",
                           bytes: range)
            return
        }
        guard let itemOpen = file.brackets.parent(of: imageCall), file.kind(itemOpen) == .leftParen,
              file.calleeName(beforeParen: itemOpen) == "UIBarButtonItem",
              let itemClose = file.brackets.partner(of: itemOpen),
              !file.isInFallback(forIOS: OSVersion(16), at: imageCall) else { return }
        var fixes: [Fix] = []
        if let fix = additionalOverflowItemsFix(item: itemOpen - 1, itemClose: itemClose, context: context) { fixes.append(fix) }
        context.report("The ellipsis is reserved for iPhone Duo's system overflow menu; put these actions in `navigationItem.additionalOverflowItems`",
                       bytes: range, fixes: fixes)
    }

    /// The name at `use` is the whole `image:` argument of a `UIBarButtonItem(…)`.
    private func isBarButtonItemImage(_ use: Int, in file: SourceFile) -> Bool {
        guard file.kind(use - 1) == .colon, file.isWord(use - 2, "image"), file.kind(use + 1) == .comma || file.kind(use + 1) == .rightParen,
              let open = file.brackets.parent(of: use), file.kind(open) == .leftParen else { return false }
        return file.calleeName(beforeParen: open) == "UIBarButtonItem"
    }

    /// `navigationItem.rightBarButtonItem = UIBarButtonItem(…, menu: UIMenu(…, children: [a, b]))`
    /// → `navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in done([a, b]) }`.
    private func additionalOverflowItemsFix(item: Int, itemClose: Int, context: RuleContext) -> Fix? {
        let file = context.file
        guard file.kind(item - 1) == .equal, file.isWord(item - 2, "rightBarButtonItem") || file.isWord(item - 2, "leftBarButtonItem"),
              file.kind(item - 3) == .period, file.isWord(item - 4, "navigationItem") else { return nil }
        var statementStart = item - 4
        if file.kind(item - 5) == .period, file.isWord(item - 6, "self") { statementStart = item - 6 }
        guard let children = literalMenuChildren(ofItemNamedAt: item, file: file) else { return nil }
        let receiver = file.text(from: statementStart, through: item - 4)
        let replacement = "\(receiver).additionalOverflowItems = UIDeferredMenuElement.uncached { done in done(\(file.text(from: children.lowerBound, through: children.upperBound))) }"
        let statement = file.range(from: statementStart, through: itemClose)
        if context.configuration.supports(OSVersion(16)) {
            return Fix(title: "Move the menu into the system overflow menu", safety: .unsafe, edits: [TextEdit(range: statement, newText: replacement)])
        }
        // Older deployment targets keep the bar item where the API is missing.
        let indentation = file.text(bytes: file.lines.lineStarts[file.lines.line(of: statement.lowerBound)] ..< statement.lowerBound)
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let original = file.text(bytes: statement)
        let guarded = "if #available(iOS 16.0, *) {\n\(indentation)    \(replacement)\n\(indentation)} else {\n\(indentation)    \(original)\n\(indentation)}"
        return Fix(title: "Move the menu into the system overflow menu (iOS 16 and later)", safety: .unsafe,
                   edits: [TextEdit(range: statement, newText: guarded)])
    }

    /// The `[ … ]` of `menu: UIMenu(…, children: [ … ])` among the arguments of the bar item named at `item`.
    private func literalMenuChildren(ofItemNamedAt item: Int, file: SourceFile) -> ClosedRange<Int>? {
        guard let menu = file.call(named: item)?.argument("menu"), file.isWord(menu.value.lowerBound, "UIMenu"),
              let children = file.call(named: menu.value.lowerBound)?.argument("children"),
              file.kind(children.value.lowerBound) == .leftSquare, let close = file.brackets.partner(of: children.value.lowerBound),
              close == children.value.upperBound else { return nil }
        return children.value.lowerBound ... close
    }
}
