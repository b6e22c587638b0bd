/// DUO308 hand-drawn-badge: a dot or count drawn into a bar item's custom view.
public struct HandDrawnBadge: Rule {
    public var code: String { "DUO308" }
    public var name: String { "hand-drawn-badge" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["customView"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A badge drawn into a bar item's custom view doesn't move to iPhone Duo's side bar with the item: use `UIBarButtonItem.badge`.",
            whatItFlags: """
                A bar item made from a custom view (`UIBarButtonItem(customView: v)`, `item.customView = v`) that \
                carries a hand-made badge: a badge, dot or count view added to it (`v.addSubview(badge)`, \
                `v.addSubview(makeBadge())`), a count or unread state set on it (`v.tabCount = n`, \
                `v.unreadCount = n`, `v.hasUnread = true`, `v.badgeValue = …`), or a custom view named as badged \
                (`BadgedButton()`, `badgedBell`). The custom view is followed in the function around the \
                item for a local, and in the type's body for a property. Not reported: custom views without such \
                a badge (DUO307 covers their axis), `UIBarButtonItem.badge` itself, badges outside bar items, text \
                in comments and strings.
                """,
            whyItMatters: """
                On iPhone Duo's outer display, and on the inner display in landscape, the system moves toolbar and \
                navigation items into the side bar, and items that don't fit go to the overflow menu. A badge the \
                system draws (`UIBarButtonItem.badge = .count(n)`, SwiftUI `.badge(_:)`) goes with the item in \
                every placement, including the overflow menu, and keeps the item visible longer. A count or dot \
                drawn into a custom view stays in a horizontal bar with the view, and is lost when the item \
                overflows.
                """,
            example: """
                override func viewDidLoad() {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "bell"), for: .normal)
                    let dot = UIView(frame: CGRect(x: 18, y: 0, width: 8, height: 8))
                    dot.backgroundColor = .systemRed
                    dot.layer.cornerRadius = 4
                    button.addSubview(dot)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
                }
                """,
            useInstead: """
                override func viewDidLoad() {
                    let item = UIBarButtonItem(title: "Notifications", image: UIImage(systemName: "bell"),
                                               primaryAction: UIAction { [weak self] _ in self?.showNotifications() })
                    item.badge = .indicator()          // a dot; .count(unread) for a number (iOS 26)
                    navigationItem.rightBarButtonItem = item
                    // SwiftUI: Button("Notifications", systemImage: "bell") { … }.badge(unread)
                }
                """,
            fixSafety: """
                No fix: replacing the custom view with a system item changes its look and its actions, and the \
                badge's value comes from code the rule can't rewrite.
                """,
            references: [
                "HIG reference §5 \"Bars\": show counts with .badge(_:) / UIBarButtonItem.badge = .count(n) (seeds/000)",
                "HIG reference §4 \"Vertical controls\": keep status-bearing items (badges) visible longest; items overflow bottom to top (seeds/000)",
                "HIG reference §5 \"Bars\": custom views stay horizontal unless opted in with axisBehavior(.verticalPreferred) (seeds/000)",
            ]
        )
    }

    /// Words of a subview's name that make it a badge: `badge`, `redDot`, `countLabel`, `unreadIndicator`.
    private static let badgeViewWords: Set<String> = ["badge", "badged", "dot", "count", "counter", "unread"]
    /// Words of a custom view's member that make it show a badge: `tabCount`, `unreadCount`, `hasUnread`, `badgeValue`.
    private static let badgeStateWords: Set<String> = ["badge", "badged", "count", "counter", "unread"]
    /// Words of a custom view's own name or type that say it carries a badge: `BadgedButton`, `badgedBell`.
    /// (`WeatherBadgeView` is a chip that shows the weather, not a count: "badge" alone says too little.)
    private static let badgedNameWords: Set<String> = ["badged"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard let item = customViewItem(at: index, in: file), let evidence = badgeEvidence(for: item.view, at: index, in: file) else { return }
        // A badge added in the function that builds the item is reported where it is drawn; else at the item.
        let range = evidence.drawn ?? item.range
        context.report("""
            This bar item's custom view draws its own badge (\(evidence.text)), which stays in a horizontal bar and is lost in the \
            overflow menu on iPhone Duo; use `UIBarButtonItem.badge` (`.count(n)`, `.indicator()`) or SwiftUI `.badge(_:)`
            """, from: range.lowerBound, through: range.upperBound)
    }

    private struct Evidence {
        var text: String
        /// `view.addSubview(badge)` in the item's own function: where the badge is drawn.
        var drawn: ClosedRange<Int>?
    }

    private struct CustomViewItem {
        /// What the finding covers: the `UIBarButtonItem(…)` call or the `… .customView = v` statement.
        var range: ClosedRange<Int>
        /// The custom view's expression.
        var view: ClosedRange<Int>
    }

    /// `UIBarButtonItem(customView: v)` or `item.customView = v`.
    private func customViewItem(at index: Int, in file: SourceFile) -> CustomViewItem? {
        if file.kind(index + 1) == .colon, let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, open + 1 == index,
           file.isWord(open - 1, "UIBarButtonItem"), let close = file.brackets.partner(of: open),
           let argument = file.arguments(inParenAt: open).first(where: { $0.label == "customView" }) {
            return CustomViewItem(range: open - 1 ... close, view: argument.value)
        }
        guard file.kind(index - 1) == .period, file.kind(index + 1) == .equal, index + 2 < file.count else { return nil }
        let start = file.postfixChainStart(endingAt: index)
        let end = file.postfixChainEnd(startingAt: index + 2)
        return CustomViewItem(range: start ... end, view: index + 2 ... end)
    }

    /// Why the custom view `view` is badged, or nil.
    private func badgeEvidence(for view: ClosedRange<Int>, at index: Int, in file: SourceFile) -> Evidence? {
        // `BadgedButton(…)`, `self.badgedBell`: named for it.
        let names = file.chainComponents(from: view.lowerBound, through: view.upperBound).filter { $0 != "self" }
        if let named = names.first(where: { NameWords.contains($0, anyOf: HandDrawnBadge.badgedNameWords) }) { return Evidence(text: "`\(named)`") }
        // A name whose configuration can be followed: `button`, `self.button`.
        let isName = view.count == 1 || (view.count == 3 && file.isWord(view.lowerBound, "self") && file.kind(view.lowerBound + 1) == .period)
        guard isName, file.kind(view.upperBound) == .identifier else { return nil }
        let name = file.text(view.upperBound)
        // A local: the function or closure that builds it; a property: the type's body.
        let reach = file.bindings.lookup(name, at: index, in: file)?.scope.map { file.scopes[$0] } ?? file.enclosingTypeBlock(index)
        guard let reach, var evidence = configuration(of: name, in: reach.open + 1 ..< reach.close, in: file) else { return nil }
        if case .type = reach.kind { evidence.drawn = nil }
        return evidence
    }

    /// `name.addSubview(badge)` or `name.tabCount = …` in `range`.
    private func configuration(of name: String, in range: Range<Int>, in file: SourceFile) -> Evidence? {
        for index in range where file.kind(index) == .identifier && file.kind(index + 1) == .period && file.isToken(index, spelled: name) {
            // `name.…`, `self.name.…`, not `other.name.…`.
            guard file.kind(index - 1) != .period || (file.isWord(index - 2, "self") && file.kind(index - 3) != .period) else { continue }
            let member = index + 2
            guard file.kind(member) == .identifier else { continue }
            let word = file.text(member)
            if word == "addSubview" || word == "insertSubview", file.kind(member + 1) == .leftParen,
               let subview = file.arguments(inParenAt: member + 1).first?.value {
                let subviewNames = file.chainComponents(from: subview.lowerBound, through: subview.upperBound)
                if let badge = subviewNames.first(where: { NameWords.contains($0, anyOf: HandDrawnBadge.badgeViewWords) }),
                   let close = file.brackets.partner(of: member + 1) {
                    return Evidence(text: "`\(name).\(word)(\(badge))`", drawn: file.postfixChainStart(endingAt: member) ... close)
                }
            } else if NameWords.contains(word, anyOf: HandDrawnBadge.badgeStateWords) {
                // `name.tabCount = n`, `name.badgeLabel.text = …`
                var end = member
                while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier { end += 2 }
                if file.isAssignmentOperator(end + 1) { return Evidence(text: "`\(name).\(word)`") }
            }
        }
        return nil
    }
}
