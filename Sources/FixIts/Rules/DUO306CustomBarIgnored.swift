/// DUO306 custom-bar-ignored: a hand-made `UIToolbar`, `UINavigationBar` or `UITabBar`.
public struct CustomBarIgnored: Rule {
    public var code: String { "DUO306" }
    public var name: String { "custom-bar-ignored" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["UIToolbar", "UINavigationBar", "UITabBar"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A hand-made bar's items never move to iPhone Duo's side bar.",
            whatItFlags: """
                A bar created by hand: `UIToolbar()`, `UINavigationBar()`, `UITabBar()`, also with `frame:` \
                (`UIToolbar(frame: .zero)`) or `.init()`, or by an implicit-member factory where the type is \
                declared (`lazy var strip: UIToolbar = .build { … }`); a bar placed in a storyboard (`@IBOutlet var toolbar: \
                UIToolbar!`); and a subclass of one (`class BrowserToolbar: UIToolbar`), unless it is handed \
                to a container: a navigation controller's `navigationBarClass:` or `toolbarClass:`, or \
                `setValue(ThemedTabBar(), forKey: "tabBar")` in a tab bar controller (in any file of the \
                workspace). Not reported: the bars \
                a container owns (`navigationController?.toolbar`, `tabBarController?.tabBar`), `appearance()` \
                proxies, other type annotations, a throw-away bar made only to read a default metric \
                (`UINavigationBar().intrinsicContentSize.height`), and a toolbar made as a keyboard accessory \
                (assigned to `inputAccessoryView`, built in a property or function named for the input \
                accessory or the keyboard, or holding only spacers and the keyboard's own actions: Done, Next, \
                Previous, Clear, by name, title or localization key, whether its list is written at once or \
                built in steps with `append`).
                """,
            whyItMatters: """
                Only bars owned by a container go vertical on iPhone Duo: a view controller's `toolbarItems` and \
                `navigationItem` in a `UINavigationController`, tabs in a `UITabBarController` (SwiftUI: `.toolbar` \
                inside a `NavigationStack`, `NavigationSplitView` or `TabView`). The content of a custom \
                `UIToolbar`, `UINavigationBar` or `UITabBar` is ignored: it stays a tall horizontal bar on the short \
                outer display while the rest of the system's controls sit at the side.
                """,
            example: """
                let toolbar = UIToolbar()
                toolbar.items = [shareItem, deleteItem]
                view.addSubview(toolbar)
                """,
            useInstead: """
                // Inside a UINavigationController:
                toolbarItems = [shareItem, deleteItem]
                navigationController?.setToolbarHidden(false, animated: false)
                // A navigation bar: navigationItem.rightBarButtonItems; tabs: UITabBarController
                """,
            fixSafety: "No fix: moving items to the container's bars changes the view hierarchy.",
            references: [
                "HIG reference §5 \"Bars\": only bars owned by a container go vertical; a custom UIToolbar, UINavigationBar or UITabBar is ignored (seeds/000)",
                "HIG reference §4 \"Vertical controls\": accept the system's vertical bar layout (seeds/000)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) != .period else { return }
        if file.kind(index - 1) == .colon || file.kind(index - 1) == .comma {
            checkDeclaration(at: index, context: context)
            return
        }
        var open = index + 1
        if file.kind(open) == .period, file.isWord(open + 1, "init") { open += 2 }
        guard file.kind(open) == .leftParen, !file.newlineBefore(open), let close = file.brackets.partner(of: open) else { return }
        let arguments = file.arguments(inParenAt: open)
        guard arguments.isEmpty || arguments.count == 1 && arguments[0].label == "frame" else { return }
        // `UINavigationBar().intrinsicContentSize.height`: measured, never shown.
        if file.kind(close + 1) == .period, !file.newlineBefore(close + 1) { return }
        guard !isKeyboardAccessory(at: index, in: file) else { return }
        let bar = file.text(index)
        context.report(CustomBarIgnored.handMadeMessage(bar), from: index, through: close)
    }

    /// The finding for a bar made by hand (`UIToolbar()`, `= .build { … }`).
    private static func handMadeMessage(_ bar: String) -> String {
        "Items of a hand-made `\(bar)` stay where they are when iPhone Duo moves bars to the side; use \(instead(of: bar))"
    }

    private static func instead(of bar: String) -> String {
        switch bar {
        case "UIToolbar": "the view controller's `toolbarItems` in a `UINavigationController`"
        case "UINavigationBar": "the view controller's `navigationItem` in a `UINavigationController`"
        default: "a `UITabBarController`"
        }
    }

    /// `@IBOutlet weak var toolbar: UIToolbar!` (a bar laid out in a storyboard) and
    /// `class BrowserToolbar: UIToolbar` (a bar made to be placed by hand).
    private func checkDeclaration(at index: Int, context: RuleContext) {
        let file = context.file
        let bar = file.text(index)
        if file.kind(index - 1) == .colon, file.kind(index - 2) == .identifier, file.isWord(index - 3, "var") || file.isWord(index - 3, "let") {
            // Back over the modifiers (`private weak`) to the attribute.
            var attribute = index - 4
            while index - attribute < 10, file.kind(attribute) == .keyword || file.kind(attribute) == .identifier || file.kind(attribute) == .atSign {
                if file.isWord(attribute, "IBOutlet"), file.kind(attribute - 1) == .atSign {
                    context.report("A `\(bar)` laid out in a storyboard keeps its items when iPhone Duo moves bars to the side; use \(CustomBarIgnored.instead(of: bar))",
                                   from: attribute - 1, through: index)
                    return
                }
                attribute -= 1
            }
            // `lazy var strip: UIToolbar = .build { … }`, `let bar: UINavigationBar = .init()`: a bar of the
            // declared type made by an implicit-member factory is made by hand as much as `UIToolbar()` is.
            let factory = index + 2
            if file.kind(index + 1) == .equal, file.kind(factory) == .period, file.kind(factory + 1) == .identifier || file.isWord(factory + 1, "init"),
               file.kind(factory + 2) == .leftParen || file.kind(factory + 2) == .leftBrace, !file.newlineBefore(factory + 2),
               let close = file.brackets.partner(of: factory + 2), !isKeyboardAccessory(at: factory, in: file) {
                context.report(CustomBarIgnored.handMadeMessage(bar), from: factory, through: close)
            }
            return
        }
        // `class Name: UIToolbar` (first in the inheritance clause: a superclass).
        guard file.kind(index - 1) == .colon, file.kind(index - 2) == .identifier, file.isWord(index - 3, "class") else { return }
        let name = file.text(index - 2)
        if file.barClassesHandedToContainers().contains(name) || file.workspace?.isHandedToContainer(name) == true { return }
        context.report("`\(name)` is a hand-made `\(bar)`: its items stay where they are when iPhone Duo moves bars to the side; use \(CustomBarIgnored.instead(of: bar))",
                       from: index - 3, through: index)
    }

    /// `bar.items = [flexibleSpace, doneItem]`, `bar.setItems([previous, next, .flexibleSpace(), done], …)`: a bar
    /// whose only actions are the keyboard's (Done, Next, Previous) is the bar above the keyboard, even where the
    /// code that installs it is elsewhere (a factory that returns it to a text field's owner).
    private func holdsOnlyKeyboardActions(_ bar: StoredName, in file: SourceFile) -> Bool {
        for index in file.names.of(bar.name, within: bar.reach) where file.kind(index + 1) == .period {
            let list: Int
            if file.isWord(index + 2, "items"), file.kind(index + 3) == .equal {
                list = index + 4
            } else if file.isWord(index + 2, "setItems"), file.kind(index + 3) == .leftParen {
                list = index + 4
            } else {
                continue
            }
            let elements: [ClosedRange<Int>]
            if file.kind(list) == .leftSquare {
                elements = file.elements(inBracketAt: list)
            } else if file.kind(list) == .identifier, file.kind(list + 1) != .period, let built = file.elementsOfLocalList(file.text(list), around: list) {
                elements = built
            } else {
                continue
            }
            let actions = elements.filter { !file.isSpacerItem($0) }
            return !actions.isEmpty && actions.count < elements.count && actions.allSatisfy { isKeyboardAction($0, in: file) }
        }
        return false
    }

    /// An item that ends or moves through text entry, by its name, its title, its system item or the factory
    /// that makes it: `doneItem`, `UIBarButtonItem(barButtonSystemItem: .done, …)`,
    /// `UIBarButtonItem(title: NSLocalizedString("Next", comment: ""), …)`, `UIBarButtonItem.doneButton(…)`.
    private func isKeyboardAction(_ element: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let words: Set<String> = ["done", "next", "previous", "prev", "dismiss", "clear"]
        func says(_ range: ClosedRange<Int>) -> Bool {
            range.contains { index in
                switch file.kind(index) {
                case .identifier: NameWords.contains(file.text(index), anyOf: words)
                // A title or its localization key (`"Done"`, `"_done_"`, `"keyboard.done"`).
                case .stringSegment: !words.isDisjoint(with: file.text(index).lowercased().split { !$0.isLetter }.map(String.init))
                default: false
                }
            }
        }
        // `entries.append(eraseItem)`: its name, then the item it is bound to.
        if element.count == 1, says(element) { return true }
        let element = file.barItem(ofElement: element)
        guard let open = element.first(where: { file.kind($0) == .leftParen }), open > element.lowerBound else { return false }
        let callee = open - 1
        guard file.isWord(callee, "UIBarButtonItem") || file.isWord(callee, "init") else { return says(callee ... callee) }
        let arguments = file.arguments(inParenAt: open)
        let title = arguments.first { $0.label == "title" }.map { $0.value }
        let systemItem = arguments.first { $0.label == "barButtonSystemItem" || $0.label == "systemItem" }.map { $0.value }
        return (title.map(says) ?? false) || (systemItem.map(says) ?? false)
    }

    /// A toolbar above the keyboard is not a screen bar: `field.inputAccessoryView = toolbar`,
    /// `override var inputAccessoryView`, `lazy var keyboardToolbar = UIToolbar()`.
    private func isKeyboardAccessory(at index: Int, in file: SourceFile) -> Bool {
        let accessoryWords = ["inputaccessory", "keyboard", "accessory"]
        func named(_ name: String) -> Bool { accessoryWords.contains { name.containsLowercased($0) } }
        if file.kind(index - 1) == .equal, file.isWord(index - 2, "inputAccessoryView") { return true }
        if let stored = file.storedName(ofExpressionAt: index) {
            if named(stored.name) || file.assignsValue(stored.name, toMember: "inputAccessoryView", in: stored.reach)
                || holdsOnlyKeyboardActions(stored, in: file) { return true }
        }
        // Built in `func makeKeyboardToolbar()`, `lazy var keyboardToolbar = { … }()`, `var inputAccessoryView`.
        for scope in file.scopes.chain(containing: index, in: file) {
            if case .type = scope.kind { break }
            if (scope.headerStart ..< scope.open).contains(where: { file.kind($0) == .identifier && named(file.text($0)) }) { return true }
        }
        return false
    }
}
