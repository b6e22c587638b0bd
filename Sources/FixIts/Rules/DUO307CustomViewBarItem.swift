/// DUO307 custom-view-bar-item: a bar item made of a custom view that has not
/// chosen an axis.
public struct CustomViewBarItem: Rule {
    public var code: String { "DUO307" }
    public var name: String { "custom-view-bar-item" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["customView", "ToolbarItem", "ToolbarItemGroup", "toolbar"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A custom-view bar item stays in a horizontal bar while iPhone Duo moves the rest to the side.",
            whatItFlags: """
                `UIBarButtonItem(customView: …)` (also `.init(customView: …)` where the type is told by a return type, \
                an annotation or where the item goes: `navigationItem.leftBarButtonItems = [.init(customView: …)]`, \
                `setToolbarItems([.init(customView: …)], animated:)`, and `self.init(customView: …)` in a convenience \
                initializer of an extension or subclass of `UIBarButtonItem`) whose item gets no `axisBehavior` in the code around it (the rest \
                of the block that declares it, or the type for a property; also set by key-value coding, \
                `item.setValue(2, forKey: "axisBehavior")`) and that does not go straight into a bar the code \
                manages itself (`strip.setItems([…])`, `strip.items = […]`: the bar never goes vertical, DUO306 \
                reports it); and SwiftUI toolbar items whose content \
                is a custom view rather than a `Button`, `Label`, `Menu`, `Toggle`, `Picker`, `ControlGroup`, \
                `ShareLink`, `EditButton`, `PasteButton`, `RenameButton`, `NavigationLink` or `Link`: \
                `ToolbarItem { CartTotalView() }`, `ToolbarItemGroup { HStack { … } }`, a `ProgressView()` or \
                `Text` straight in `.toolbar { }`, unless the item carries `.axisBehavior(…)`. Items placed \
                `.principal` (the title) or `.keyboard` are not reported, nor `ToolbarContent` types, nor a view \
                of the app (in any file of the workspace) whose body shows only such controls or nothing: read \
                as an iOS build compiles it (the `#if os(iOS)` branch), through every branch of an `if` or a \
                `switch`, several views in a row, and the properties and functions of the type it names \
                (`goBackButton`, `mainArticle`). A control there counts when the system draws it from a title or \
                a symbol: a label that is a `Label`, a `Text` or `Image(systemName:)`, not a picture of the app's \
                (`Image("stamp")`, a bitmap), a stack, or something drawn over or behind it (`.overlay`, a badge).
                """,
            whyItMatters: """
                iPhone Duo draws its vertical side bar from each item's symbol and title. A custom view has \
                neither, so by default it stays in a horizontal bar while the other items move to the side, \
                splitting the controls. Decide explicitly: `axisBehavior(.verticalPreferred)` when the view can \
                live in the side bar (it can read `toolbarVerticalEdge` / `traitCollection.verticalBarEdge` to \
                adapt), or `.horizontalOnly` when it must stay horizontal (a cart total, a segmented status).
                """,
            example: """
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: cartTotalView)

                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { CartTotalView(total: cart.total) }
                }
                """,
            useInstead: """
                let cartItem = UIBarButtonItem(customView: cartTotalView)
                cartItem.axisBehavior = .horizontalOnly
                navigationItem.rightBarButtonItem = cartItem

                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { CartTotalView(total: cart.total) }
                        .axisBehavior(.horizontalOnly)
                }
                """,
            fixSafety: "No fix: choosing `.verticalPreferred` or `.horizontalOnly` depends on the view; the message names both.",
            references: [
                "HIG reference §5 \"Bars\": title-only items and custom views stay horizontal unless opted in with axisBehavior(.verticalPreferred) (seeds/000)",
                "HIG reference §6 \"Bars\": ToolbarContent.axisBehavior(_:), UIBarButtonItem.axisBehavior (seeds/000)",
                "HIG reference §4 \"Vertical controls\": accept the system's vertical bar layout (seeds/000)",
            ]
        )
    }

    /// Toolbar content the system draws from a symbol and a title.
    private static let standardControls: Set<String> = [
        "Button", "Label", "Menu", "Toggle", "Picker", "ControlGroup", "ShareLink", "EditButton", "PasteButton",
        "RenameButton", "NavigationLink", "Link", "Spacer", "Divider", "ToolbarItem", "ToolbarItemGroup",
        // Nothing.
        "EmptyView",
    ]
    private static let message = "A custom view in a bar item stays in a horizontal bar while iPhone Duo moves the other items to the side bar; choose `axisBehavior(.verticalPreferred)` if it can live in the side bar, or `.horizontalOnly` if it must stay horizontal"

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        switch file.text(index) {
        case "customView":
            checkCustomViewItem(label: index, context: context)
        case "toolbar":
            guard file.kind(index - 1) == .period, let call = file.call(named: index), let content = contentClosure(of: call, in: file) else { return }
            reportCustomViews(inBlockAt: content, context: context)
        default:
            guard file.kind(index - 1) != .period, let call = file.call(named: index), let content = contentClosure(of: call, in: file) else { return }
            let container = BarItemContainer(item: call)
            guard !container.hasAxisBehavior(in: file), !["principal", "keyboard"].contains(container.placement(in: file) ?? "") else { return }
            reportCustomViews(inBlockAt: content, context: context)
        }
    }

    /// `UIBarButtonItem(customView: v)` with no `item.axisBehavior = …` in reach; `item.customView = v`;
    /// `customView = v` in a `UIBarButtonItem` subclass. Not for an activity indicator shown in place of an
    /// item while it works (it goes where the item goes).
    private func checkCustomViewItem(label: Int, context: RuleContext) {
        let file = context.file
        if file.kind(label + 1) == .equal {
            checkCustomViewAssignment(label: label, context: context)
            return
        }
        guard file.kind(label + 1) == .colon, let open = file.brackets.parent(of: label), file.kind(open) == .leftParen,
              open + 1 == label, let close = file.brackets.partner(of: open) else { return }
        // `UIBarButtonItem(customView: v)`, or `.init(customView: v)` typed by its context (`-> UIBarButtonItem`).
        let start: Int
        if file.isWord(open - 1, "UIBarButtonItem") {
            start = open - 1
        } else if file.isWord(open - 1, "init"), file.kind(open - 2) == .period, file.isWord(open - 3, "self"),
                  let type = file.enclosingTypeBlock(open), case .type(let declaration) = type.kind,
                  declaration.name == "UIBarButtonItem" || declaration.inherited.first == "UIBarButtonItem" {
            // `convenience init(icon: UIImage, …) { …; self.init(customView: button) }` in an extension or subclass of
            // `UIBarButtonItem`: every item it makes, unless the initializer chooses an axis.
            if let body = file.enclosingFunctionBlock(open), (body.open ..< body.close).contains(where: { file.isWord($0, "axisBehavior") }) { return }
            start = open - 3
        } else if file.isWord(open - 1, "init"), file.kind(open - 2) == .period, typedAsBarButtonItem(initAt: open - 1, in: file) {
            start = open - 2
        } else {
            return
        }
        if isActivityIndicator(label + 2 ..< close, in: file) { return }
        if let stored = file.storedName(ofExpressionAt: start), file.setsProperty("axisBehavior", of: stored.name, in: stored.reach) { return }
        // A bar the code manages itself never goes vertical (DUO306's finding): `axisBehavior` changes nothing there.
        if file.goesOnlyIntoHandMadeBar(itemAt: start) { return }
        context.report(CustomViewBarItem.message, from: start, through: close)
    }

    /// The implicit `.init` at `initializer` makes a bar button item: it goes where bar items go
    /// (`SourceFile.isGivenAsBarButtonItem`), the function or property around it returns one, or a
    /// declaration's annotation says so (`SourceFile.implicitInits(typedBy:)`).
    private func typedAsBarButtonItem(initAt initializer: Int, in file: SourceFile) -> Bool {
        if file.isGivenAsBarButtonItem(implicitInitAt: initializer) { return true }
        let statement = file.statementBounds(containing: initializer)
        if (statement.lowerBound ..< initializer).contains(where: { file.isWord($0, "UIBarButtonItem") && file.implicitInits(typedBy: $0).contains(initializer) }) {
            return true
        }
        guard let returned = file.returnType(ofFunctionAround: initializer) else { return false }
        return file.isWord(returned.lowerBound, "UIBarButtonItem") && file.implicitInits(typedBy: returned.lowerBound).contains(initializer)
    }

    /// `menuItem.customView = menuButton`, or `self.customView = button` inside `class X: UIBarButtonItem`.
    private func checkCustomViewAssignment(label: Int, context: RuleContext) {
        let file = context.file
        let statement = file.statementBounds(containing: label)
        guard statement.upperBound > label + 1, !isActivityIndicator(label + 2 ..< statement.upperBound + 1, in: file),
              !(statement.upperBound == label + 2 && file.isWord(label + 2, "nil")) else { return }
        if file.kind(label - 1) == .period, !file.isWord(label - 2, "self") {
            let receiver = file.postfixChainStart(endingAt: label - 2)
            let name = file.codeText(from: receiver, through: label - 2)
            // A bar item by its name (`menuToolbarButton`, `rightBarButtonItem`), not a HUD's or a cell's custom view.
            let words = Set(file.chainComponents(from: receiver, through: label - 2).flatMap(NameWords.split))
            guard !words.isDisjoint(with: ["item", "toolbar", "bar"]) else { return }
            // `item.axisBehavior = …` in the same block.
            if let block = file.brackets.parent(of: label), let end = file.brackets.partner(of: block), file.assigns("axisBehavior", of: name, in: block ..< end) { return }
            context.report(CustomViewBarItem.message, from: receiver, through: statement.upperBound)
            return
        }
        // Bare or `self.`: only in a bar button item subclass.
        guard let type = file.enclosingTypeBlock(label), case .type(let declaration) = type.kind,
              declaration.inherited.first == "UIBarButtonItem" else { return }
        if file.assigns("axisBehavior", of: "self", in: type.open ..< type.close) || (type.open ..< type.close).contains(where: {
            file.isWord($0, "axisBehavior") && file.kind($0 - 1) != .period && file.kind($0 + 1) == .equal
        }) { return }
        context.report(CustomViewBarItem.message, from: statement.lowerBound, through: statement.upperBound)
    }

    /// `struct CancelItem: ToolbarContent` (in this file or another of the workspace): toolbar items of its
    /// own, not a view; or a view of the workspace whose body is one system control (`CloseButton` wrapping
    /// `Button(role: .close)`), which counts as that control.
    /// A type declared nowhere the lint can see (a package or file outside the lint roots) named as toolbar
    /// content is taken as such (`CancelToolbarItem()`, `ShareToolbarContent()`): a view named for a toolbar
    /// item is rarer than a linted folder without the file that declares it.
    private func declaresToolbarContent(_ name: String, in file: SourceFile) -> Bool {
        if let workspace = file.workspace, workspace.inherits(name, "ToolbarContent") || workspace.control(wrappedBy: name) != nil { return true }
        let declaredHere = file.names.of(name).filter { file.isWord($0 - 1, oneOf: ["struct", "extension", "class", "enum"]) }
        if declaredHere.contains(where: { index in
            file.kind(index + 1) == .colon && (index + 2 ..< min(file.count, index + 12)).contains { file.isWord($0, "ToolbarContent") }
        }) { return true }
        let declaredElsewhere = file.workspace?.declares(name) ?? false
        return declaredHere.isEmpty && !declaredElsewhere && CustomViewBarItem.toolbarContentSuffixes.contains { name.hasSuffix($0) }
    }

    private static let toolbarContentSuffixes = ["ToolbarItem", "ToolbarItems", "ToolbarItemGroup", "ToolbarContent"]

    /// `UIActivityIndicatorView(style: .medium)`, `self.activityIndicator`, `loadingSpinner`.
    private func isActivityIndicator(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.contains { index in
            file.kind(index) == .identifier && !Set(NameWords.split(file.text(index))).isDisjoint(with: ["activity", "spinner", "loading"])
        }
    }

    /// The `{ … }` holding a toolbar's or an item's content.
    private func contentClosure(of call: CallSyntax, in file: SourceFile) -> Int? {
        if let first = call.trailingClosures.first, first.label == nil { return first.open }
        if let content = call.argument("content"), file.kind(content.value.lowerBound) == .leftBrace { return content.value.lowerBound }
        return nil
    }

    /// Reports each custom view among a toolbar block's items, looking
    /// through `Group`, `ForEach` and `if`/`else`.
    private func reportCustomViews(inBlockAt open: Int, context: RuleContext, depth: Int = 0) {
        let file = context.file
        guard depth < 8 else { return }
        for statement in file.statements(inBlockAt: open) {
            let head = statement.lowerBound
            if file.isWord(head, "if") || file.isWord(head, "else") {
                for index in statement where file.kind(index) == .leftBrace && file.brackets.parent(of: index) == file.brackets.parent(of: head) {
                    reportCustomViews(inBlockAt: index, context: context, depth: depth + 1)
                }
                continue
            }
            guard file.kind(head) == .identifier, file.kind(head - 1) != .period, let call = file.call(named: head) else { continue }
            let name = file.text(head)
            if name == "Group" || name == "ForEach", let content = call.trailingClosures.first {
                reportCustomViews(inBlockAt: content.open, context: context, depth: depth + 1)
                continue
            }
            // `ProgressView()`: a spinner shown in place of an item while it works goes where the item goes.
            if name == "ProgressView", call.arguments.isEmpty { continue }
            guard name.first?.isUppercase == true, !CustomViewBarItem.standardControls.contains(name), !name.hasPrefix("Toolbar"),
                  name != "DefaultToolbarItem", !declaresToolbarContent(name, in: file), !file.isInHorizontalOnlyBar(head) else { continue }
            context.report(CustomViewBarItem.message, from: head, through: call.parens?.upperBound ?? head)
        }
    }
}
