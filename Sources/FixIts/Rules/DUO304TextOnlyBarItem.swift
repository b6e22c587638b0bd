/// DUO304 text-only-bar-item: a bar item with a title and no symbol.
public struct TextOnlyBarItem: Rule {
    public var code: String { "DUO304" }
    public var name: String { "text-only-bar-item" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["UIBarButtonItem", "Button", "Menu"] }
    public var offeredFixes: [Fix.Safety] { [.safe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A text-only bar item stays in a horizontal bar while iPhone Duo moves the others to the side.",
            whatItFlags: """
                Bar items with a literal title and no symbol: `UIBarButtonItem(title: "Edit", style: .plain, \
                target: …, action: …)`, `UIBarButtonItem(title: "Sort", menu: …)` (also with \
                `NSLocalizedString("…", comment:)`, `String(localized:)`, `"…".localized` or `String.localized("…")` titles), \
                and SwiftUI toolbar items \
                `Button("Edit") { }`, `Button("Delete", role: .destructive) { }`, `Menu("Sort") { }`, \
                `Button { … } label: { Text("Edit") }`. Not reported: Done, Cancel, Select and OK (also written in \
                German, French, Spanish, Italian, Portuguese, Japanese, Chinese or Korean: `Fertig`, `Annuler`, \
                `完了`, …); titles that show a \
                value (interpolated strings, variables); `.done`/`.prominent` UIKit items and SwiftUI \
                `.confirmationAction`/`.cancellationAction` placements (dialog buttons are text by convention); \
                `.principal` (the title) and `.keyboard` items (the bar above the keyboard never moves); and \
                items that already chose an axis (`.axisBehavior(…)` on the `ToolbarItem`, \
                `item.axisBehavior = …` nearby).
                """,
            whyItMatters: """
                On iPhone Duo's outer display, and the inner display in landscape, toolbars move to a vertical side \
                bar that shows icons. Title-only items cannot be drawn there: they stay behind in a horizontal bar \
                (unless opted in with `axisBehavior(.verticalPreferred)`), splitting the controls in two places. \
                The guidance is to minimize text-only buttons and give items a title and a symbol. Where the text \
                itself is the meaning (a cart total, a Select/Done toggle), keep the text and say so with \
                `.axisBehavior(.horizontalOnly)`.
                """,
            example: """
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain,
                                                                    target: self, action: #selector(edit))
                .toolbar {
                    Button("Share") { share() }
                }
                """,
            useInstead: """
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"),
                                                                    target: self, action: #selector(edit))
                .toolbar {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                    // Text that is the meaning: ToolbarItem { Button(cart.total) { … } }.axisBehavior(.horizontalOnly)
                }
                """,
            fixSafety: """
                Safe: the item keeps its title and gains a symbol from a table of common titles (Edit → pencil, \
                Share → square.and.arrow.up, Delete → trash, Add → plus, Search → magnifyingglass, Settings → \
                gearshape, Sort → arrow.up.arrow.down, Filter → line.3.horizontal.decrease …). No fix for other \
                titles. UIKit: `UIBarButtonItem(title: "Edit", style: .plain, target: T, action: A)` becomes \
                `UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), target: T, action: A)` \
                (`init(title:image:target:action:menu:)`, iOS 16, plain style only); \
                `UIBarButtonItem(title: "Sort", menu: M)` gains `image: UIImage(systemName: …)` after its title \
                (iOS 14). SwiftUI: `Button("Edit") { }` becomes `Button("Edit", systemImage: "pencil") { }` (iOS 14; \
                with `role:`, iOS 15), `Menu("Sort")` likewise, and `Button { a } label: { Text("Edit") }` becomes \
                `Button("Edit", systemImage: "pencil") { a }`. Not offered below those deployment targets.
                """,
            references: [
                "HIG reference §4 \"Vertical controls\": minimize text-only buttons; title and symbol on every non-text item (seeds/000)",
                "HIG reference §5 \"Bars\": title-only items stay horizontal unless opted in; .horizontalOnly for text that carries meaning (seeds/000)",
                "HIG reference §6 \"Bars\": ToolbarContent.axisBehavior(_:), UIBarButtonItem.axisBehavior (seeds/000)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) != .period else { return }
        // Cheap rejection before parsing the call: an item whose first argument is not `title:`.
        let isBarButtonItem = file.isWord(index, "UIBarButtonItem")
        if isBarButtonItem, !file.isWord(index + 2, "title") { return }
        guard let call = file.call(named: index) else { return }
        if isBarButtonItem {
            checkBarButtonItem(call, context: context)
        } else {
            checkControl(call, context: context)
        }
    }

    private func message(symbol: String?) -> String {
        let add = symbol.map { "add the symbol \"\($0)\"" } ?? "add a symbol"
        return "Text-only bar items stay in a horizontal bar when iPhone Duo moves the others to the side bar: \(add); if the text itself is the meaning (Done, Cancel, Select, a value), keep it and set `.axisBehavior(.horizontalOnly)`"
    }

    // MARK: UIKit

    private func checkBarButtonItem(_ call: CallSyntax, context: RuleContext) {
        let file = context.file
        guard let parens = call.parens, let titleArgument = call.arguments.first, titleArgument.label == "title",
              let title = literalTitle(in: titleArgument.value, file: file), !SymbolTitles.isMeaningfulText(title) else { return }
        let labels = call.labels.map { $0 ?? "_" }
        var edit: TextEdit?
        let symbol = SymbolTitles.symbol(forTitle: title)
        switch labels {
        case ["title", "style", "target", "action"]:
            let style = call.arguments[1]
            let styleName = file.text(style.value.upperBound)
            guard !["done", "prominent"].contains(styleName) else { return }
            if let symbol, file.isPlainBarItemStyle(style), file.barItemTargetConvertsToAnyObject(call.arguments[2]),
               context.configuration.supports(OSVersion(16)), !file.hasComment(in: file.range(from: style.start, through: style.value.upperBound)) {
                edit = TextEdit(range: file.range(from: style.start, through: style.value.upperBound),
                                newText: "image: UIImage(systemName: \"\(symbol)\")")
            }
        case ["title"], ["title", "menu"], ["title", "primaryAction"], ["title", "primaryAction", "menu"]:
            // A primary action supplies the item's title and image: only `nil` leaves this title showing.
            if let action = call.argument("primaryAction"), !(action.value.count == 1 && file.isWord(action.value.lowerBound, "nil")) { return }
            if let symbol, context.configuration.supports(OSVersion(14)) {
                edit = .insert(", image: UIImage(systemName: \"\(symbol)\")", at: file.code[titleArgument.value.upperBound].end)
            }
        default:
            return
        }
        if let stored = file.storedName(ofExpressionAt: call.name),
           file.assigns("axisBehavior", of: stored.name, in: stored.reach) || file.assigns("image", of: stored.name, in: stored.reach) { return }
        // Nothing moves to the side in a bar the code manages itself (DUO306's finding).
        if file.goesOnlyIntoHandMadeBar(itemAt: call.name) { return }
        let fixes = edit.map { [Fix(title: "Add the symbol \"\(symbol!)\"", safety: .safe, edits: [$0])] } ?? []
        context.report(message(symbol: symbol), bytes: file.range(from: call.name, through: parens.upperBound), fixes: fixes)
    }

    /// `"Edit"`, `NSLocalizedString("Edit", comment: …)`, `String(localized: "Edit")`, an app's helper on the
    /// literal (`"Edit".localized`, `"Edit".localized()`, `String.localized("edit")`) spanning `value`.
    private func literalTitle(in value: ClosedRange<Int>, file: SourceFile) -> String? {
        let start = value.lowerBound
        if let (text, end) = file.simpleStringLiteral(at: start) {
            if end == value.upperBound { return text }
            guard file.kind(end + 1) == .period, file.isWord(end + 2, "localized") else { return nil }
            let last = file.kind(end + 3) == .leftParen ? file.brackets.partner(of: end + 3) : end + 2
            return last == value.upperBound ? text : nil
        }
        // `String.localized("mark_read")`: an app's static helper on `String`, given the key.
        if file.isWord(start, "String"), file.kind(start + 1) == .period, file.isWord(start + 2, "localized"), file.kind(start + 3) == .leftParen,
           file.brackets.partner(of: start + 3) == value.upperBound, let (text, end) = file.simpleStringLiteral(at: start + 4), end + 1 == value.upperBound {
            return text
        }
        var literal = start + 2
        if file.isWord(start, "String"), file.isWord(start + 2, "localized"), file.kind(start + 3) == .colon {
            literal = start + 4
        } else if !file.isWord(start, "NSLocalizedString") {
            return nil
        }
        guard file.kind(start + 1) == .leftParen, file.brackets.partner(of: start + 1) == value.upperBound,
              let (text, _) = file.simpleStringLiteral(at: literal) else { return nil }
        return text
    }

    // MARK: SwiftUI

    private func checkControl(_ call: CallSyntax, context: RuleContext) {
        let file = context.file
        let title: String
        let range: ClosedRange<Int>
        var edits: [TextEdit]?
        let allowed: Set<String> = file.isWord(call.name, "Button") ? ["role", "action"] : ["content", "primaryAction"]
        if let first = call.arguments.first, first.label == nil, let parens = call.parens {
            // `Button("Edit")`, `Button(NSLocalizedString("Edit", comment: …))`, `Button(String(localized: "Edit"))`.
            guard let text = literalTitle(in: first.value, file: file),
                  call.arguments.dropFirst().allSatisfy({ $0.label.map(allowed.contains) ?? false }) else { return }
            title = text
            range = call.name ... parens.upperBound
            if let symbol = SymbolTitles.symbol(forTitle: text) {
                edits = [.insert(", systemImage: \"\(symbol)\"", at: file.code[first.value.upperBound].end)]
            }
        } else if let label = call.customLabel(in: file), file.isWord(label.open + 1, "Text"),
                  let statement = file.soleStatement(ofBlockAt: label.open),
                  file.isWord(statement.lowerBound, "Text"), file.kind(statement.lowerBound + 1) == .leftParen, let (text, end) = file.simpleStringLiteral(at: statement.lowerBound + 2) {
            title = text
            range = statement
            if let symbol = SymbolTitles.symbol(forTitle: text), end + 1 == statement.upperBound {
                edits = call.titleAndSymbolEdits(replacing: label, titleLiteral: file.text(from: statement.lowerBound + 2, through: end),
                                                 symbol: symbol, in: file)
            }
        } else {
            return
        }
        guard !SymbolTitles.isMeaningfulText(title), let container = file.barItemContainer(of: call.name),
              !container.hasAxisBehavior(in: file),
              !["confirmationAction", "cancellationAction", "principal", "keyboard"].contains(container.placement(in: file) ?? ""),
              !file.isInHorizontalOnlyBar(call.name) else { return }
        let symbol = SymbolTitles.symbol(forTitle: title)
        var fixes: [Fix] = []
        if let edits, let symbol, context.configuration.supports(call.titleAndSymbolVersion) {
            fixes.append(Fix(title: "Add the symbol \"\(symbol)\"", safety: .safe, edits: edits))
        }
        context.report(message(symbol: symbol), from: range.lowerBound, through: range.upperBound, fixes: fixes)
    }
}
