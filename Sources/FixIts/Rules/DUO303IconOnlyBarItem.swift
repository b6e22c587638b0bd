/// DUO303 icon-only-bar-item: a bar item with a symbol and no title.
public struct IconOnlyBarItem: Rule {
    public var code: String { "DUO303" }
    public var name: String { "icon-only-bar-item" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["UIBarButtonItem", "Button", "Menu", "Link"] }
    public var offeredFixes: [Fix.Safety] { [.safe, .unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A bar item with a symbol and no title has nothing to show in iPhone Duo's overflow menu and expanded bars.",
            whatItFlags: """
                UIKit items built from an image alone: `UIBarButtonItem(image: …, style: …, target: …, action: …)`, \
                `UIBarButtonItem(image: …, landscapeImagePhone: …, style: …, target: …, action: …)`, \
                `UIBarButtonItem(image: …, menu: …)`, also with `title: nil` before the image, unless the code \
                sets the item's `title` afterwards (also in a function of the file the item is handed to, \
                `describe(sidebarToggle: item)`). SwiftUI \
                `Button`s and `Menu`s that are toolbar items (in `.toolbar { }`, `ToolbarItem`, `ToolbarItemGroup` \
                or a `ToolbarContent` builder, or returned by a property or function of the same type that the \
                toolbar names: `ToolbarItem { profileButton }`) whose whole label is an `Image` (a call, or one of the \
                app's `Image` constants: `Image.sidebarToggle`, or SwiftGen's `Asset.settings.swiftUIImage`): \
                `Button { share() } label: { Image(systemName: "square.and.arrow.up") }`, \
                `Button(action: share) { Image(systemName: "square.and.arrow.up") }`, \
                `Menu { … } label: { Image(systemName: "line.3.horizontal.decrease") }`. Ellipsis symbols are \
                left to DUO301; items in the `.keyboard` bar, which never moves to the side, are not reported, nor UIKit \
                items placed only in a bar the code manages itself (`strip.items = [item, …]` on its own `UIToolbar`, \
                also through a private property whose initialising closure returns the item), which has no overflow \
                menu (DUO306 reports the bar).
                """,
            whyItMatters: """
                On iPhone Duo the system moves bars to a vertical side bar and, when space runs out, moves items \
                into the overflow menu, which lists each item by icon and title; horizontal bars and expanded forms \
                show the title too. The system picks the representation, so every item that is not text needs both \
                a title and a symbol. An item with only an image shows up in the overflow menu without a name.
                """,
            example: """
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                    target: self, action: #selector(share))

                .toolbar {
                    Button { compose() } label: { Image(systemName: "square.and.pencil") }
                }
                """,
            useInstead: """
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                    target: self, action: #selector(share))

                .toolbar {
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                }
                """,
            fixSafety: """
                Safe: the item keeps its symbol (bars still draw the icon) and gains a title: the SwiftUI item's \
                own `.accessibilityLabel(…)`, or the UIKit item's `item.accessibilityLabel = …` (a closing "button", the \
                control's kind that VoiceOver says anyway, left out: "Search button" → "Search") when it is a literal or \
                a localized constant (`L10n.…`, `NSLocalizedString(…)`), already in the app's language; else one taken from \
                a table of common SF Symbols (`square.and.arrow.up` → Share, `trash` → Delete, `plus` → Add, \
                `square.and.pencil` → Compose, `magnifyingglass` → Search, `gearshape` → Settings, `pencil` → Edit, \
                `xmark` → Close …; `.fill`, `.circle` and `.square` variants use their base symbol's title). A \
                table title is English: in a file that localizes its text (`NSLocalizedString`, \
                `String(localized:)`, SwiftGen's `L10n` or `VectorL10n`, the app's own enum named for it (`LocalString.x`, \
                `Localizable.x`), R.swift's `R.string`, `"…".localized`, a \
                `localizedString(…)` helper, a catalog key as the literal: `Text("settings.title")`), or of an app \
                that ships translations (a string catalog, `.xcstrings`, or a `.lproj` folder of a language other \
                than English, a few folders below the project's root), that fix is unsafe, for a person to put the \
                localized title in. No fix when no title is known (the message then asks for one and never makes one up), \
                the image is not `UIImage(systemName:)`/`Image(systemName:)` with a literal name (an icon view of \
                the app's such as `CompoundIcon`, SFSafeSymbols' `Image(systemSymbol:)`), or the SwiftUI image has \
                modifiers. \
                UIKit: `UIBarButtonItem(image: X, style: .plain, target: T, action: A)` becomes \
                `UIBarButtonItem(title: "Share", image: X, target: T, action: A)`, the plain-style \
                `init(title:image:target:action:menu:)` of iOS 16 (it takes no `style:`, so only `.plain` and \
                `.bordered` items are fixed, and none when the deployment target is below iOS 16); \
                `UIBarButtonItem(image: X, menu: M)` becomes `UIBarButtonItem(title: "Share", image: X, menu: M)` \
                (iOS 14). An item whose `primaryAction` is a `UIAction` takes its title from the action, so it is \
                reported without a fix. SwiftUI: `Button { a } label: { Image(systemName: "x") }` becomes \
                `Button("Title", systemImage: "x") { a }` (`Button(_:systemImage:action:)`, iOS 14; with `role:`, \
                iOS 15) and a `Menu` likewise (`Menu(_:systemImage:content:)`, iOS 14); not offered when the \
                deployment target is older.
                """,
            references: [
                "HIG reference §4 \"Vertical controls\": title and symbol on every non-text item (seeds/000)",
                "HIG reference §5 \"Bars\": the side bar uses the icon, overflow uses icon and title (seeds/000)",
                "HIG reference §7 \"Code patterns\": `UIBarButtonItem(title:image:primaryAction:menu:)` (seeds/000)",
                "Apple: UIBarButtonItem init(title:image:target:action:menu:) (iOS 16), init(title:image:primaryAction:menu:) (iOS 14)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        // `-> UIBarButtonItem { return .init(image: …) }`, `let item: UIBarButtonItem = .init(image: …)`.
        if file.isWord(index, "UIBarButtonItem"), file.kind(index - 1) == .arrow || file.kind(index - 1) == .colon && file.kind(index + 1) == .equal {
            for initializer in file.implicitInits(typedBy: index) {
                guard var call = file.call(named: initializer) else { continue }
                call.name = initializer - 1
                checkItem(call, isBarButtonItem: true, context: context)
            }
            return
        }
        guard file.kind(index - 1) != .period, let call = file.call(named: index) else { return }
        checkItem(call, isBarButtonItem: file.isWord(index, "UIBarButtonItem"), context: context)
    }

    /// `call`: a bar button item made with an initializer (its name is the type, or the `.` of `.init`), or a
    /// SwiftUI control.
    private func checkItem(_ call: CallSyntax, isBarButtonItem: Bool, context: RuleContext) {
        let file = context.file
        // An item whose first argument is not `image:`, a control whose first argument is its title.
        let first = call.arguments.first
        // `UIBarButtonItem(title: nil, image: …)`: no title either.
        if isBarButtonItem, let first, first.label == "title", first.value.count == 1, file.isWord(first.value.lowerBound, "nil"),
           call.arguments.count > 1, call.arguments[1].label == "image" {
            checkBarButtonItem(call, nilTitle: first.value.lowerBound, context: context)
            return
        }
        if isBarButtonItem ? first?.label != "image" : first.map({ $0.label == nil && file.kind($0.value.lowerBound) == .stringQuote }) == true { return }
        if isBarButtonItem {
            checkBarButtonItem(call, context: context)
        } else {
            checkControl(call, context: context)
        }
    }

    // MARK: UIKit

    /// `nilTitle`: the `nil` of a `title: nil` written before the image (the call is read without it; a
    /// known title replaces it).
    private func checkBarButtonItem(_ call: CallSyntax, nilTitle: Int? = nil, context: RuleContext) {
        let file = context.file
        var call = call
        if nilTitle != nil { call.arguments.removeFirst() }
        guard let parens = call.parens, let image = call.arguments.first, image.label == "image",
              !file.isWord(image.value.lowerBound, "nil") else { return }
        let labels = call.labels.map { $0 ?? "_" }
        let symbol = file.uiImageSystemName(in: image.value)
        if let symbol, SymbolTitles.isEllipsis(symbol) { return }
        if symbol == nil, file.namesEllipsisSymbolCase(in: image.value) { return }
        let tableTitle = symbol.flatMap(SymbolTitles.title(forSymbol:))
        // The item's own accessibility label is its title, in the app's language; else the table's (English).
        let spoken = spokenTitle(of: call, in: file)
        let title = spoken.map { Title(code: $0, safety: .safe) }
            ?? tableTitle.map { Title(code: "\"\($0)\"", safety: titleSafety(context)) }
        let range = file.range(from: call.name, through: parens.upperBound)
        let offered = nilTitle.map { replacingNilTitle($0, call: call, labels: labels, title: title, context: context) }
            ?? addingTitle(call: call, labels: labels, title: title, image: image, range: range, context: context)
        guard let fixes = offered else { return }
        // A bar the code manages itself has no overflow menu or side bar to show a title in (DUO306's finding).
        if setsTitleLater(call, in: file) || file.goesOnlyIntoHandMadeBar(itemAt: call.name) { return }
        context.report(message(title: spoken ?? tableTitle, example: "UIBarButtonItem(title: \(title?.code ?? "…"), image: …)"), bytes: range, fixes: fixes)
    }

    /// A title to add, as code (`"Share"`, `L10n.share`), and how sure the fix is of it.
    private struct Title {
        var code: String
        var safety: Fix.Safety
    }

    /// `item.accessibilityLabel = L10n.Settings.title` after `let item = UIBarButtonItem(image: …)`: the label
    /// as written, when it names only what is in scope anywhere (a string literal, `NSLocalizedString(…)`,
    /// `L10n.…`, `"…".localized`), so that it can move into the item's initializer.
    private func spokenTitle(of call: CallSyntax, in file: SourceFile) -> String? {
        guard let stored = file.storedName(ofExpressionAt: call.name),
              let value = file.assignedValue("accessibilityLabel", of: stored.name, in: stored.reach),
              !file.newlineBefore(value.lowerBound), !file.hasComment(in: file.range(from: value.lowerBound, through: value.upperBound)),
              file.kind(value.lowerBound) == .stringQuote || file.text(value.lowerBound).first?.isUppercase == true else { return nil }
        for index in value where file.kind(index) == .identifier && file.kind(index - 1) != .period && file.kind(index + 1) != .colon {
            guard file.text(index).first?.isUppercase == true else { return nil }
        }
        if value.contains(where: { index in index > value.lowerBound && file.newlineBefore(index) }) { return nil }
        // `"Search button"`: a label that names the kind of control, which VoiceOver says anyway and a title does not.
        if let (literal, closingQuote) = file.simpleStringLiteral(at: value.lowerBound), closingQuote == value.upperBound {
            if literal.lowercased() == "button" { return nil }
            if let kindWord = literal.range(of: " button", options: [.caseInsensitive, .anchored, .backwards]) {
                let name = literal[..<kindWord.lowerBound]
                return name.isEmpty ? nil : "\"\(name)\""
            }
        }
        return file.text(from: value.lowerBound, through: value.upperBound)
    }

    /// `UIBarButtonItem(title: nil, image: …)` (`init(title:image:target:action:menu:)`, iOS 16, and
    /// `init(title:image:primaryAction:menu:)`, iOS 14, read without the title): the fixes, with a known
    /// title in place of `nil`; nil when the item is not reported (another initializer, an action of its own).
    private func replacingNilTitle(_ nilTitle: Int, call: CallSyntax, labels: [String], title: Title?, context: RuleContext) -> [Fix]? {
        let file = context.file
        guard [["image", "target", "action", "menu"], ["image", "primaryAction", "menu"]].contains(labels) else { return nil }
        if let action = call.argument("primaryAction"), !file.isWord(action.value.lowerBound, "nil") || action.value.count > 1 { return nil }
        guard let title else { return [] }
        return [Fix(title: "Add the title \(title.code)", safety: title.safety,
                    edits: [TextEdit(range: file.range(from: nilTitle, through: nilTitle), newText: title.code)])]
    }

    /// An item made from an image with no title: the fixes that add one; nil when the item is not reported
    /// as icon-only (another initializer, or an action whose own missing title is reported instead).
    private func addingTitle(call: CallSyntax, labels: [String], title: Title?, image: CallSyntax.Argument, range: Range<Int>,
                             context: RuleContext) -> [Fix]? {
        let file = context.file
        switch labels {
        case ["image", "style", "target", "action"]:
            guard let title, file.isPlainBarItemStyle(call.arguments[1]), context.configuration.supports(OSVersion(16)),
                  let edits = targetActionEdits(call, title: title, file: file) else { return [] }
            return [Fix(title: "Add the title \(title.code)", safety: title.safety, edits: edits)]
        case ["image", "landscapeImagePhone", "style", "target", "action"]:
            return []
        case ["image"], ["image", "menu"], ["image", "primaryAction"], ["image", "primaryAction", "menu"]:
            if let action = call.argument("primaryAction"), !file.isWord(action.value.lowerBound, "nil") || action.value.count > 1 {
                // The action's title wins over the item's: report only an action literal without one.
                if actionLiteralLacksTitle(action.value, file: file), !setsTitleLater(call, in: file) {
                    context.report("This bar item's action has no title: give the `UIAction` a title so iPhone Duo's overflow menu and expanded bars can name it",
                                   bytes: range)
                }
                return nil
            }
            guard let title, context.configuration.supports(OSVersion(14)) else { return [] }
            return [Fix(title: "Add the title \(title.code)", safety: title.safety, edits: [titleInsertion(title.code, before: image.start, file: file)])]
        default:
            return nil
        }
    }

    /// `image: X, style: .plain, target: T, action: A` → `title: "T", image: X, target: T, action: A`.
    private func targetActionEdits(_ call: CallSyntax, title: Title, file: SourceFile) -> [TextEdit]? {
        let style = call.arguments[1]
        let target = call.arguments[2]
        guard file.barItemTargetConvertsToAnyObject(target) else { return nil }
        let removal = file.code[style.start].start ..< file.code[target.start].start
        guard !file.hasComment(in: removal) else { return nil }
        return [titleInsertion(title.code, before: call.arguments[0].start, file: file), TextEdit(range: removal, newText: "")]
    }

    /// `title` is code: `"Share"`, `L10n.share`.
    private func titleInsertion(_ title: String, before label: Int, file: SourceFile) -> TextEdit {
        let offset = file.code[label].start
        if file.newlineBefore(label) {
            let indentation = file.indentation(ofLineContaining: offset)
            return .insert("title: \(title),\n\(indentation)", at: offset)
        }
        return .insert("title: \(title), ", at: offset)
    }

    /// `let item = UIBarButtonItem(image: …)` followed by `item.title = …`, or handed to a function of
    /// this file that sets it (`configureAccessibility(of: item)`).
    private func setsTitleLater(_ call: CallSyntax, in file: SourceFile) -> Bool {
        guard let stored = file.storedName(ofExpressionAt: call.name) else { return false }
        return file.assigns("title", of: stored.name, in: stored.reach)
            || file.setsPropertyThroughHelper("title", of: stored.name, in: stored.reach)
    }

    /// `UIAction(image: …) { … }` or `UIAction { … }` without `title:`.
    /// `UIAction { … }`, `UIAction(image: …) { … }`, or `.init(handler: { … })` where `primaryAction:` says its type.
    private func actionLiteralLacksTitle(_ value: ClosedRange<Int>, file: SourceFile) -> Bool {
        var name = value.lowerBound
        if file.kind(name) == .period, file.isWord(name + 1, "init"), file.kind(name + 2) == .leftParen { name += 1 }
        guard file.isWord(name, "UIAction") || file.isWord(name, "init"), let action = file.call(named: name),
              action.end == value.upperBound else { return false }
        return action.argument("title") == nil
    }

    // MARK: SwiftUI

    private func checkControl(_ call: CallSyntax, context: RuleContext) {
        let file = context.file
        // Cheap test first: most labels are `Label`, `Text` or stacks.
        guard let label = call.customLabel(in: file), let statement = file.soleStatement(ofBlockAt: label.open),
              isIcon(statement.lowerBound, in: file)
                && (file.kind(statement.lowerBound + 1) == .leftParen || isImageConstant(at: statement.lowerBound, in: file))
                || isGeneratedAssetImage(at: statement.lowerBound, in: file),
              let container = file.barItemContainer(of: call.name), !container.isKeyboardBar(in: file) else { return }
        // Only an unmodified `Image(systemName: "x")` is rewritten; modifiers would be lost.
        let plainSymbol = file.plainLiteralCall("Image", label: "systemName", spanning: statement)
        let symbol = plainSymbol ?? systemImageName(at: statement.lowerBound, file: file)
        if let symbol, SymbolTitles.isEllipsis(symbol) { return }
        // The item's own accessibility label is its title, in the app's language; else the table's (English).
        let spoken = accessibilityLabel(after: call.end, in: file)
        let title = spoken ?? symbol.flatMap(SymbolTitles.title(forSymbol:)).map { "\"\($0)\"" }
        var fixes: [Fix] = []
        if let title, let symbol = plainSymbol, file.isWord(call.name, "Button") || file.isWord(call.name, "Menu"),
           context.configuration.supports(call.titleAndSymbolVersion),
           let edits = call.titleAndSymbolEdits(replacing: label, titleLiteral: title, symbol: symbol, in: file) {
            fixes.append(Fix(title: "Use \(file.text(call.name))(\(title), systemImage: \"\(symbol)\")",
                             safety: spoken != nil ? .safe : titleSafety(context), edits: edits))
        }
        let example = "\(file.text(call.name))(\(title ?? "…"), systemImage: \(symbol.map { "\"\($0)\"" } ?? "…"))"
        context.report(message(title: title, example: example), from: statement.lowerBound, through: statement.upperBound, fixes: fixes)
    }

    /// `Image(…)`, or an icon view of the app's (`CompoundIcon(\.share)`, `AppSymbol(…)`).
    /// `Image.settingsGear`: an image the app declares as a static member of `Image` (an asset catalog's
    /// generated names, SwiftGen's), not a call.
    private func isImageConstant(at index: Int, in file: SourceFile) -> Bool {
        file.isWord(index, "Image") && file.kind(index + 1) == .period && file.kind(index + 2) == .identifier
            && file.kind(index + 3) != .leftParen && !file.isWord(index + 2, "init")
    }

    /// `Asset.settings.swiftUIImage`, `CoreAssets.arrowLeft.swiftUIImage.renderingMode(.template)`: an asset
    /// catalog image as SwiftGen generates it for SwiftUI.
    private func isGeneratedAssetImage(at index: Int, in file: SourceFile) -> Bool {
        var current = index
        for _ in 0 ..< 6 {
            guard file.kind(current) == .identifier else { return false }
            if file.isWord(current, "swiftUIImage") { return current > index }
            guard file.kind(current + 1) == .period else { return false }
            current += 2
        }
        return false
    }

    private func isIcon(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index) == .identifier else { return false }
        let name = file.text(index)
        return name == "Image" || name.hasSuffix("Icon") || name.hasSuffix("Symbol")
    }

    /// `.accessibilityLabel(L10n.share)` chained after the control: the expression, as written.
    private func accessibilityLabel(after end: Int, in file: SourceFile) -> String? {
        for name in file.modifierNames(after: end) where file.isWord(name, "accessibilityLabel") {
            guard file.kind(name + 1) == .leftParen, let close = file.brackets.partner(of: name + 1), close > name + 2,
                  !file.hasComment(in: file.range(from: name + 2, through: close - 1)) else { return nil }
            let arguments = file.arguments(inParenAt: name + 1)
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            return file.text(from: name + 2, through: close - 1)
        }
        return nil
    }

    /// An English title from the table is a safe fix only where the app writes its titles in English:
    /// a file that localizes its text (`SourceFile.localizesText`) gets it as an unsafe fix, for a person to
    /// replace with the localized title. Worked out once per lint: it reads the whole file.
    private func titleSafety(_ context: RuleContext) -> Fix.Safety {
        context.configuration.appIsLocalized || context.remembered("localizesText") { context.file.localizesText } ? .unsafe : .safe
    }

    /// `Image(systemName: "x")` followed by modifiers: the symbol, for the message.
    private func systemImageName(at image: Int, file: SourceFile) -> String? {
        guard file.isWord(image + 2, "systemName"), file.kind(image + 3) == .colon else { return nil }
        return file.simpleStringLiteral(at: image + 4)?.value
    }

    /// `title`, when known, as the code would write it (`"Share"`, `L10n.share`); never one made up.
    private func message(title: String?, example: String) -> String {
        let what = title.map { "a title (\($0))" } ?? "a title that says what it does"
        return "This bar item shows only a symbol: iPhone Duo's overflow menu and expanded bars need \(what) as well; write `\(example)`"
    }
}
