/// DUO110 size-read-once: a view's size read to lay out views in a method
/// that runs once (`viewDidLoad`, `viewWillAppear`, an initializer …).
public struct SizeReadOnce: Rule {
    public var code: String { "DUO110" }
    public var name: String { "size-read-once" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["bounds", "frame"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Sizes read once at load go stale when iPhone Duo folds: lay out in the layout pass.",
            whatItFlags: """
                A size read — `view.bounds`, `view.frame`, `bounds.width`, `frame.size`, `window?.frame`, a \
                subview's `frame.maxY` — inside `viewDidLoad`, `viewIsAppearing`, `viewWillAppear`, \
                `viewDidAppear`, `awakeFromNib` or an initializer of a view or view controller, when it is used \
                to lay out views: assigned to a frame, center, size, constraint constant or a property named for \
                a size or position, passed to `UIView(frame:)`, `constraint(equalToConstant:)` or a `layout…` \
                call, bound to a local that is, or tested by an `if` whose block lays out. Reads in closures that \
                run later (actions, observers, `registerForTraitChanges`) are not reported, nor a frame set for \
                a view whose `autoresizingMask` is then made flexible or for a child view controller's root view \
                (`child.view.frame = view.bounds`, flexible by default). `UIScreen.main.bounds` is reported by \
                DUO101.
                """,
            whyItMatters: """
                Folding or unfolding iPhone Duo resizes the app mid-session, without a new `viewDidLoad`, and \
                without a rotation: the outer and inner displays have different sizes and the app moves between \
                them. A frame computed once from the size at load (often before the first layout pass, when the \
                size is not even final) stays wrong until the screen is rebuilt.
                """,
            example: """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(headerView)
                    headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
                }
                """,
            useInstead: """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(headerView)
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
                }
                // Or constraints / autoresizing masks; in a UIView, layoutSubviews().
                // Work that must run once per size change: viewWillTransition(to:with:).
                // SwiftUI: GeometryReader or onGeometryChange.
                """,
            fixSafety: "No fix: the code has to move to a layout callback, which a person does.",
            references: [
                "HIG reference §5 \"Build and screens\": re-read sizes whenever they change, not once at launch or in viewIsAppearing; lay out in layoutSubviews / viewDidLayoutSubviews; use viewWillTransition(to:with:) (seeds/000)",
                "HIG reference §5 \"Scenes and state\": opening or closing resizes the scene through size-class and trait changes (seeds/000)",
            ]
        )
    }

    private static let oneTimeMethods: Set<String> = ["viewDidLoad", "viewIsAppearing", "viewWillAppear", "viewDidAppear", "awakeFromNib", "init"]
    private static let oneTimeMethodWords: [StaticString] = ["viewDidLoad", "viewIsAppearing", "viewWillAppear", "viewDidAppear", "awakeFromNib", "init"]
    private static let viewControllerMethods: Set<String> = ["viewDidLoad", "viewIsAppearing", "viewWillAppear", "viewDidAppear"]
    /// Closures that run right away (or once, soon): a read in them is still a read at load.
    private static let immediateClosures: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "performWithoutAnimation", "animate", "async", "asyncAfter",
        "performBatchUpdates", "animateKeyframes", "addKeyframe", "transition",
    ]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        // Token checks first, then the enclosing method, then bindings.
        guard let read = sizeRead(at: index, in: file), mayBeInOneTimeMethod(index, in: file), let method = oneTimeMethod(around: index, in: file),
              !isLocalNamedLikeTheTrigger(index, in: file) else { return }
        let flow = LayoutFlow(file: file)
        guard flow.reachesLayout(from: index), !followsSuperviewSize(read: index, in: file, method: method.body) else { return }
        // A view controller's methods say what the type is; `awakeFromNib` and `init` need its role.
        let role = SizeReadOnce.viewControllerMethods.contains(method.name) ? nil : InstanceContext(at: index, in: file).role
        if let role, role != .view, role != .viewController { return }
        let flagged = file.codeText(from: read.lowerBound, through: read.upperBound)
        let callback = method.name == "awakeFromNib" || method.name == "init" && role == .view
            ? "`layoutSubviews()`" : "`viewDidLayoutSubviews()`"
        context.report("`\(flagged)` is read once in `\(method.name)`, but iPhone Duo resizes the app when it folds; "
                       + "lay out in \(callback) (or react in `viewWillTransition(to:with:)`)", from: read.lowerBound, through: read.upperBound)
    }

    /// The size read around the trigger (`view.bounds.width`), or nil for
    /// writes, labels, calls, locals named `frame`, and `UIScreen.main`.
    private func sizeRead(at index: Int, in file: SourceFile) -> ClosedRange<Int>? {
        switch file.kind(index + 1) {
        case .leftParen, .colon: return nil
        default: break
        }
        if file.kind(index - 1) != .period, file.kind(index - 1) == .keyword || file.kind(index - 1) == .backslash { return nil }
        let start = file.postfixChainStart(endingAt: index)
        if (start ..< index).contains(where: { file.isWord($0, "UIScreen") }) { return nil }
        var end = index
        while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier, file.kind(end + 3) != .leftParen { end += 2 }
        if file.isAssignmentOperator(end + 1) { return nil }
        return start ... end
    }

    /// A bare `frame` that is a parameter or local (`init(frame: CGRect)`), not the view's own.
    private func isLocalNamedLikeTheTrigger(_ index: Int, in file: SourceFile) -> Bool {
        file.kind(index - 1) != .period && file.bindings.lookup(file.text(index), at: index, in: file) != nil
    }

    /// A cheap look at the blocks around `index`, brackets only: whether one
    /// is headed `viewDidLoad(…) {`, `init?(…) {` and so on. Most reads are
    /// not, and then the scopes need not be classified.
    private func mayBeInOneTimeMethod(_ index: Int, in file: SourceFile) -> Bool {
        var current = file.brackets.parent(of: index)
        while let open = current {
            if file.kind(open) == .leftBrace {
                var header = open - 1
                while file.isWord(header, oneOf: ["throws", "async", "rethrows"]) { header -= 1 }
                if file.kind(header) == .rightParen, let parameters = file.brackets.partner(of: header) {
                    header = parameters - 1
                    if file.kind(header) == .postfixQuestionMark || file.kind(header) == .exclamationMark { header -= 1 }
                    if file.isWord(header, oneOf: SizeReadOnce.oneTimeMethodWords) { return true }
                }
            }
            current = file.brackets.parent(of: open)
        }
        return false
    }

    /// The one-time method the read runs in, directly or in a closure that runs right away.
    private func oneTimeMethod(around index: Int, in file: SourceFile) -> (name: String, body: ClosedRange<Int>)? {
        for scope in file.scopes.chain(containing: index, in: file) {
            switch scope.kind {
            case .closure(let closure):
                guard SizeReadOnce.immediateClosures.contains(closure.callee ?? "") else { return nil }
            case .controlFlow:
                break
            case .function(let function):
                guard SizeReadOnce.oneTimeMethods.contains(function.name), !function.isStatic else { return nil }
                return (function.name, scope.open ... scope.close)
            case .accessor, .type:
                return nil
            }
        }
        return nil
    }

    /// `x.frame = view.bounds` or `let x = UIView(frame: view.bounds)` followed
    /// in the method by `x.autoresizingMask = [.flexibleWidth, …]`: the view
    /// follows its superview's size.
    private func followsSuperviewSize(read: Int, in file: SourceFile, method body: ClosedRange<Int>) -> Bool {
        let statement = file.statementBounds(containing: read)
        guard let equal = file.assignment(in: statement, before: read) else { return false }
        let receiver: String
        if file.isWord(statement.lowerBound, "let") || file.isWord(statement.lowerBound, "var") {
            guard file.kind(statement.lowerBound + 1) == .identifier else { return false }
            receiver = file.text(statement.lowerBound + 1)
        } else if file.isWord(equal - 1, "frame"), file.kind(equal - 2) == .period, equal - 3 >= statement.lowerBound {
            // A child view controller's root view resizes with its parent by default.
            if file.isWord(equal - 3, "view"), file.kind(equal - 4) == .period, !file.isWord(equal - 5, "self") { return true }
            receiver = file.text(from: statement.lowerBound, through: equal - 3)
        } else {
            return false
        }
        for index in statement.upperBound ..< body.upperBound where file.isWord(index, "autoresizingMask") && file.kind(index - 1) == .period {
            let start = file.postfixChainStart(endingAt: index)
            guard start < index - 1, file.text(from: start, through: index - 2) == receiver, file.kind(index + 1) == .equal else { continue }
            let value = file.statementBounds(containing: index)
            if (index ... value.upperBound).contains(where: { file.isWord($0, "flexibleWidth") || file.isWord($0, "flexibleHeight") }) { return true }
        }
        return false
    }
}
