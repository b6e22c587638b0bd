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
                `UIBarButtonItem(customView: …)` whose item gets no `axisBehavior` in the code around it (the rest \
                of the block that declares it, or the type for a property); and SwiftUI toolbar items whose content \
                is a custom view rather than a `Button`, `Label`, `Menu`, `Toggle`, `Picker`, `ControlGroup`, \
                `ShareLink`, `EditButton`, `PasteButton`, `RenameButton`, `NavigationLink` or `Link`: \
                `ToolbarItem { CartTotalView() }`, `ToolbarItemGroup { HStack { … } }`, a `ProgressView()` or \
                `Text` straight in `.toolbar { }`, unless the item carries `.axisBehavior(…)`. Items placed \
                `.principal` (the title) or `.keyboard` are not reported.
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

    /// `UIBarButtonItem(customView: v)` with no `item.axisBehavior = …` in reach.
    private func checkCustomViewItem(label: Int, context: RuleContext) {
        let file = context.file
        guard file.kind(label + 1) == .colon, let open = file.brackets.parent(of: label), file.kind(open) == .leftParen,
              open + 1 == label, file.isWord(open - 1, "UIBarButtonItem"), let close = file.brackets.partner(of: open) else { return }
        if let stored = file.storedName(ofExpressionAt: open - 1), file.assigns("axisBehavior", of: stored.name, in: stored.reach) { return }
        context.report(CustomViewBarItem.message, from: open - 1, through: close)
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
            guard name.first?.isUppercase == true, !CustomViewBarItem.standardControls.contains(name), !name.hasPrefix("Toolbar"),
                  name != "DefaultToolbarItem" else { continue }
            context.report(CustomViewBarItem.message, from: head, through: call.parens?.upperBound ?? head)
        }
    }
}
