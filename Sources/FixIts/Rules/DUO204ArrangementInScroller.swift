/// DUO204 arrangement-in-scroller: an arrangement inside a container that
/// lays out or scrolls its content, or a navigation container inside an arrangement.
public struct ArrangementInScroller: Rule {
    public var code: String { "DUO204" }
    public var name: String { "arrangement-in-scroller" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["ArrangementView", "NavigationSplitView", "TabView", "setViewController", "viewControllers"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Arrangement views are layout containers: not inside lists, scroll views, grids or split views, and not around navigation containers.",
            whatItFlags: """
                A SwiftUI `ArrangementView` written inside the content of a `List`, `Form`, `ScrollView`, \
                `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, `Grid` or `NavigationSplitView`; a \
                `NavigationSplitView` or `TabView` written inside an `ArrangementView`. UIKit: a \
                `UIArrangementViewController` given to a `UISplitViewController` \
                (`split.setViewController(arrangement, for: .secondary)`, `split.viewControllers = […]`), and a \
                split view or tab bar controller given to an arrangement \
                (`arrangement.setViewController(tabBarController, for: .primary)`). The views are followed through \
                stacks, `ForEach`, `Section` and `if`, not through presentations (`.sheet`, `.fullScreenCover`, \
                `.popover`, `.navigationDestination`, a `NavigationLink`'s destination) or other types.
                """,
            whyItMatters: """
                An arrangement places a primary and a secondary view around iPhone Duo's fold by display size, \
                orientation and reserved regions. Inside something that scrolls or lays out its rows itself it \
                gets no stable region to divide, and part of it can become unreachable; Apple's developer article \
                says not to place one inside a `NavigationSplitView`, `List` or `ScrollView`. Arrangements do not \
                navigate either: a `NavigationSplitView` or `TabView` (a split view or tab bar controller) inside \
                one fights it for the same space. Put the navigation container around the arrangement instead. A \
                `TabView` or `UITabBarController` around an arrangement is the recommended shape and is not reported.
                """,
            example: """
                ScrollView {
                    ArrangementView {
                        TranscriptView()
                    } secondary: {
                        PlayerView()
                    }
                }
                """,
            useInstead: """
                NavigationStack {
                    ArrangementView {
                        TranscriptView()   // scrolls inside its own pane
                    } secondary: {
                        PlayerView()
                    }
                }
                // UIKit: UINavigationController(rootViewController: arrangementViewController)
                """,
            fixSafety: "No fix: restructuring the view hierarchy is a design change.",
            references: [
                "HIG reference §3 \"Arrangement views\": arrangements don't navigate; not inside a NavigationSplitView, List or ScrollView (seeds/000)",
                "HIG reference §6 \"Arrangement views\": ArrangementView, UIArrangementViewController.setViewController(_:for:animated:) (seeds/000)",
                "Adaptive layouts around the fold, \"When not to use one\" (seeds/001)",
                "Laying out around the fold, \"ArrangementView, when you have two parts\" (seeds/002)",
            ]
        )
    }

    private static let layoutContainers: Set<String> = [
        "List", "Form", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "NavigationSplitView",
    ]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        switch file.text(index) {
        case "ArrangementView":
            guard file.kind(index - 1) != .period, file.call(named: index) != nil,
                  let container = enclosingView(of: index, in: file, where: ArrangementInScroller.layoutContainers.contains) else { return }
            let why = container == "NavigationSplitView" ? "a `NavigationSplitView` column" : "a `\(container)`, which lays out its content itself,"
            context.report("An `ArrangementView` inside \(why) can leave part of the arrangement unreachable on iPhone Duo; make the arrangement the content of a `NavigationStack` and let each pane scroll",
                           from: index, through: index)
        case "NavigationSplitView", "TabView":
            guard file.kind(index - 1) != .period, file.call(named: index) != nil,
                  enclosingView(of: index, in: file, where: { $0 == "ArrangementView" }) != nil else { return }
            context.report("Arrangements do not navigate: put this `\(file.text(index))` around the `ArrangementView`, not inside it",
                           from: index, through: index)
        case "setViewController":
            checkSetViewController(at: index, context: context)
        default:
            checkViewControllersAssignment(at: index, context: context)
        }
    }

    /// The innermost enclosing view call whose name `matches`, following
    /// content closures but not presentations or declarations.
    private func enclosingView(of index: Int, in file: SourceFile, where matches: (String) -> Bool) -> String? {
        for scope in file.scopes.chain(containing: index, in: file) {
            switch scope.kind {
            case .closure(let closure):
                guard let callee = closure.callee else { continue }
                if SwiftUIContainers.presentations.contains(callee) { return nil }
                if callee == "NavigationLink", closure.argumentLabel != "label" { return nil }
                if matches(callee), !closure.calleeIsMember { return callee }
            case .controlFlow:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    // MARK: UIKit

    private enum Controller { case arrangement, splitView, tabBar }

    /// `split.setViewController(arrangement, for: .secondary)`, `arrangement.setViewController(tabs, for: .primary)`.
    private func checkSetViewController(at index: Int, context: RuleContext) {
        let file = context.file
        guard file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1) else { return }
        let arguments = file.arguments(inParenAt: index + 1)
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == "for",
              let receiver = receiverKind(of: index, in: file),
              let value = controllerKind(arguments[0].value, in: file) else { return }
        switch (receiver, value) {
        case (.splitView, .arrangement):
            context.report("A `UIArrangementViewController` inside a split view can leave part of the arrangement unreachable on iPhone Duo; make the arrangement the root of a `UINavigationController` instead",
                           from: index, through: close)
        case (.arrangement, .splitView), (.arrangement, .tabBar):
            context.report("Arrangements do not navigate: put this \(value == .splitView ? "split view" : "tab bar") controller around the `UIArrangementViewController`, not inside it",
                           from: index, through: close)
        default:
            break
        }
    }

    /// `split.viewControllers = [list, arrangement]`.
    private func checkViewControllersAssignment(at index: Int, context: RuleContext) {
        let file = context.file
        guard file.kind(index - 1) == .period, file.kind(index + 1) == .equal, file.kind(index + 2) == .leftSquare,
              receiverKind(of: index, in: file) == .splitView else { return }
        for element in file.elements(inBracketAt: index + 2) where controllerKind(element, in: file) == .arrangement {
            context.report("A `UIArrangementViewController` inside a split view can leave part of the arrangement unreachable on iPhone Duo; make the arrangement the root of a `UINavigationController` instead",
                           from: element.lowerBound, through: element.upperBound)
        }
    }

    /// What the receiver of the member at `member` is: `split.` / `self.` / nothing (the enclosing class).
    private func receiverKind(of member: Int, in file: SourceFile) -> Controller? {
        if file.kind(member - 1) != .period || file.isWord(member - 2, "self") && file.kind(member - 3) != .period {
            for scope in file.scopes.chain(containing: member, in: file) {
                if case .type(let type) = scope.kind { return type.inherited.lazy.compactMap(classify).first }
            }
            return nil
        }
        let end = file.kind(member - 2) == .postfixQuestionMark || file.kind(member - 2) == .exclamationMark ? member - 3 : member - 2
        // Broken input can leave no operand before the period (the chain would start after its end).
        let start = file.postfixChainStart(endingAt: end)
        guard start <= end else { return nil }
        return controllerKind(start ... end, in: file)
    }

    /// `UIArrangementViewController()`, a name bound to one, `splitViewController`, `self.tabs`.
    private func controllerKind(_ value: ClosedRange<Int>, in file: SourceFile) -> Controller? {
        var first = value.lowerBound
        if file.isWord(first, "self"), file.kind(first + 1) == .period { first += 2 }
        guard file.kind(first) == .identifier else { return nil }
        let name = file.text(first)
        if file.kind(first + 1) == .leftParen || file.kind(first + 1) == .period && file.isWord(first + 2, "init") { return classify(name) }
        guard first == value.upperBound || file.kind(first + 1) == .postfixQuestionMark || file.kind(first + 1) == .exclamationMark else { return nil }
        if name == "splitViewController" { return .splitView }
        guard let binding = file.bindings.lookup(name, at: first, in: file) ?? propertyBinding(name, around: first, in: file) else { return nil }
        if let type = binding.type, let kind = classify(type.filter { $0 != "?" && $0 != "!" }) { return kind }
        guard !binding.initializer.isEmpty, file.kind(binding.initializer.lowerBound) == .identifier else { return nil }
        return classify(file.text(binding.initializer.lowerBound))
    }

    /// A stored property of the enclosing type (`private let arrangement = UIArrangementViewController()`).
    private func propertyBinding(_ name: String, around index: Int, in file: SourceFile) -> Binding? {
        for scope in file.scopes.chain(containing: index, in: file) {
            if case .type = scope.kind {
                return file.bindings.lookup(name, at: scope.close - 1, in: file)
            }
        }
        return nil
    }

    private func classify(_ typeName: String) -> Controller? {
        if typeName.hasSuffix("ArrangementViewController") { return .arrangement }
        if typeName.hasSuffix("SplitViewController") { return .splitView }
        if typeName.hasSuffix("TabBarController") { return .tabBar }
        return nil
    }
}
