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
                `viewDidAppear`, `awakeFromNib` or an initializer of a view controller, or in a method of the \
                controller that only `viewDidLoad`, `viewIsAppearing`, `viewWillAppear` or `viewDidAppear` call \
                (`setUpPreview()`; not one a `#selector`, an observer or anything else also runs), when it is used \
                to lay out views: assigned to a frame, center, size, constraint constant or a property named for \
                a size or position, passed to `UIView(frame:)`, `constraint(equalToConstant:)` or a `layout…` \
                call, bound to a local that is, or tested by an `if` whose block lays out. Reads in closures that \
                run later (actions, observers, `registerForTraitChanges`) are not reported, nor a size kept \
                current another way: the view it sizes is then pinned (`translatesAutoresizingMaskIntoConstraints \
                = false`, a flexible `autoresizingMask`, `pinToParent()`-style helpers, `NSLayoutConstraint.\
                activate`, a `setup…Constraints()` call), becomes a table's header or footer or a title view, is a \
                bar a container is handed to lay out (`setValue(ThemedTabBar(frame: tabBar.frame), forKey: "tabBar")`), is a \
                child view controller's root view, is a flow layout's `itemSize` (or header or footer size) that a \
                delegate method of the file answers on every layout (`collectionView(_:layout:sizeForItemAt:)`), or \
                what it sets is set again in `viewDidLayoutSubviews`, \
                `viewWillLayoutSubviews` or `viewWillTransition(to:with:)` of the same type, or in a method of the \
                type one of them calls (`relayout()`, also from `DispatchQueue.main.async`); a local the read is \
                bound to counts as the places it goes. Read at load, a value set again when the screen appears \
                (`viewWillAppear`, `viewDidAppear`) only seeded an animation's start: not reported. Nor a subview's \
                size right after it sized itself to its content (`badge.sizeToFit()`, then `badge.frame.width`), \
                nor reads in a method that sets the controller's own `preferredContentSize` (a preview or popover \
                sized to its content, asked again each time it is shown). \
                A view's own size read in its `init` or `awakeFromNib` is not reported: it follows whatever places \
                the view. \
                `UIScreen.main.bounds` is reported by DUO101.
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
        guard let read = sizeRead(at: index, in: file) else { return }
        let method: OneTimeMethod
        if mayBeInOneTimeMethod(index, in: file) {
            guard let found = oneTimeMethod(around: index, in: file) else { return }
            method = found
        } else {
            guard let found = helperRunOnlyAtLoad(around: index, in: file) else { return }
            method = found
        }
        guard !isLocalNamedLikeTheTrigger(index, in: file), !measuresOwnPreferredSize(read, method: method, in: file) else { return }
        let flow = LayoutFlow(file: file)
        guard flow.reachesLayout(from: index), !sizeIsManagedLater(read: read, in: context, method: method),
              !isOwnFittedSize(read, in: file) else { return }
        // A view controller's methods say what the type is; `awakeFromNib` and `init` need its role.
        // A view's own size follows whatever places it, and the views read so in real apps are fixed-size
        // badges, buttons and cells; a view controller's view follows the window, which a fold resizes.
        let role = SizeReadOnce.viewControllerMethods.contains(method.name) ? nil : InstanceContext(at: index, in: file).role
        if let role, role != .viewController { return }
        let flagged = file.codeText(from: read.lowerBound, through: read.upperBound)
        let callback = method.name == "awakeFromNib" || method.name == "init" && role == .view
            ? "`layoutSubviews()`" : "`viewDidLayoutSubviews()`"
        let place = method.helper.map { "`\($0)()`, which only `\(method.name)` calls" } ?? "`\(method.name)`"
        context.report("`\(flagged)` is read once in \(place), but iPhone Duo resizes the app when it folds; "
                       + "lay out in \(callback) (or react in `viewWillTransition(to:with:)`)", from: read.lowerBound, through: read.upperBound)
    }

    /// `preferredContentSize = CGSize(width: width, height: label.frame.maxY + 8)` in the same method: a
    /// controller sized to its content (a context menu's preview, a popover), whose reads of its own view's
    /// size measure that content; the presentation that shows it asks again when it is shown again. Not a
    /// statement that reads the container's size (`view.superview?.bounds.width ?? view.bounds.width`): a
    /// sheet as wide as the window stays as wide as the window was.
    private func measuresOwnPreferredSize(_ read: ClosedRange<Int>, method: OneTimeMethod, in file: SourceFile) -> Bool {
        let body = method.body
        let setsOwnSize = file.names.of("preferredContentSize", within: body.lowerBound ..< body.upperBound + 1).contains { use in
            (file.kind(use - 1) != .period || file.isWord(use - 2, "self")) && file.kind(use + 1) == .equal
        }
        guard setsOwnSize else { return false }
        let statement = file.statementBounds(containing: read.lowerBound)
        return !statement.contains { file.isWord($0, oneOf: ["superview", "window", "parent", "presentingViewController", "containerView", "UIScreen"]) }
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

    /// Where a read runs once: the one-time method (`viewDidLoad`), and the body read for what happens next —
    /// the method's, or that of the helper of the type it calls (`helper`: `setUpPreview`).
    private struct OneTimeMethod {
        var name: String
        var body: ClosedRange<Int>
        var helper: String?
    }

    /// A method of the type that only one-time methods call, from their own bodies (`viewDidLoad() { …;
    /// setUpPreview() }`): a read there runs once too. Not one a layout callback or anything else calls.
    private func helperRunOnlyAtLoad(around index: Int, in file: SourceFile) -> OneTimeMethod? {
        guard let (function, scope) = functionRunning(index, in: file), !function.isStatic,
              !SizeReadOnce.oneTimeMethods.contains(function.name), !SizeReadOnce.layoutCallbacks.contains(function.name),
              let type = file.enclosingTypeBlock(scope.open) else { return nil }
        let callers = file.callers(of: function.name, inTypeAt: type)
        guard let caller = callers.first ?? nil, callers.allSatisfy({ $0.map(SizeReadOnce.viewControllerMethods.contains) ?? false }) else { return nil }
        return OneTimeMethod(name: caller, body: scope.open ... scope.close, helper: function.name)
    }

    /// The one-time method the read runs in, directly or in a closure that runs right away.
    private func oneTimeMethod(around index: Int, in file: SourceFile) -> OneTimeMethod? {
        guard let (function, scope) = functionRunning(index, in: file), SizeReadOnce.oneTimeMethods.contains(function.name),
              !function.isStatic else { return nil }
        return OneTimeMethod(name: function.name, body: scope.open ... scope.close)
    }

    /// The function whose run runs `index`: its own body, or a closure in it that runs right away; nil in a
    /// closure that runs later, an accessor or a type body.
    private func functionRunning(_ index: Int, in file: SourceFile) -> (FunctionDeclaration, Scope)? {
        for scope in file.scopes.chain(containing: index, in: file) {
            switch scope.kind {
            case .closure(let closure):
                guard SizeReadOnce.immediateClosures.contains(closure.callee ?? "") else { return nil }
            case .controlFlow:
                continue
            case .function(let function):
                return (function, scope)
            case .accessor, .type:
                return nil
            }
        }
        return nil
    }

    /// Whether the size read once is kept current some other way, so the read only seeds an initial frame:
    /// - the view it sizes is then pinned: `x.translatesAutoresizingMaskIntoConstraints = false`, a flexible
    ///   `autoresizingMask`, `x.pinToParent()`/`x.anchorToAllSidesOf(…)`/`x.snp.makeConstraints`, `x` in
    ///   `NSLayoutConstraint.activate([…])`, or a `setup…Constraints()` call of its own;
    /// - a container manages its width: it becomes a table's header or footer, a title or accessory view;
    /// - a child view controller's root view (`child.view.frame = view.bounds`, flexible by default);
    /// - what it sets is set again in a layout callback of the same type (`viewDidLayoutSubviews`,
    ///   `viewWillLayoutSubviews`, `layoutSubviews`, `viewWillTransition(to:with:)`).
    /// - a local it is bound to goes only where one of the above holds (`let top = bar.frame.height` then
    ///   `header?.frame = CGRect(y: top, …)`, set again in `viewWillLayoutSubviews`);
    /// - read at load, what it sets is set again when the screen appears (`viewWillAppear`, `viewDidAppear`, a
    ///   method they call): it only seeded an animation's start.
    private func sizeIsManagedLater(read: ClosedRange<Int>, in context: RuleContext, method: OneTimeMethod, depth: Int = 0) -> Bool {
        let file = context.file
        let body = method.body
        let statement = file.statementBounds(containing: read.lowerBound)
        let destination = ReadDestination(read: read, statement: statement, in: file)
        if destination.isContainerManaged || destination.isChildRootView { return true }
        // `setValue(ThemedTabBar(frame: tabBar.frame), forKey: "tabBar")`: the container lays out its own bar.
        if file.isInBarHandedToContainer(read.lowerBound) { return true }
        if let view = destination.view, isPinned(view, after: statement.upperBound, before: body.upperBound, in: file) { return true }
        if isAnsweredByFlowLayoutDelegate(statement: statement, read: read, in: file) { return true }
        if !destination.sinks.isEmpty {
            if isSetAgain(destination.sinks, in: SizeReadOnce.layoutCallbacks, around: read.lowerBound, in: context) { return true }
            // Replaced whole, not a part of it (`frame.size.height = …` keeps the width read at load).
            if SizeReadOnce.loadMethods.contains(method.name),
               isSetAgain(destination.sinks, in: SizeReadOnce.appearMethods, whole: true, around: read.lowerBound, in: context) { return true }
        }
        // A local used in a few places (each use costs a look at the rest of the method).
        if let local = destination.declaredLocal, depth == 0, statement.upperBound + 1 < body.upperBound {
            let uses = file.names.of(local, within: statement.upperBound + 1 ..< body.upperBound).filter { file.kind($0 - 1) != .period }
            if !uses.isEmpty, uses.count <= 4,
               uses.allSatisfy({ sizeIsManagedLater(read: $0 ... $0, in: context, method: method, depth: depth + 1) }) { return true }
        }
        return false
    }

    /// A flow layout's size set from the read (`layout.itemSize = CGSize(width: …, height: view.frame.height)`)
    /// where this file implements the delegate method that answers it on every layout
    /// (`collectionView(_:layout:sizeForItemAt:)`): the layout asks the delegate and never uses the stored size.
    private func isAnsweredByFlowLayoutDelegate(statement: ClosedRange<Int>, read: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard let equal = file.assignment(in: statement, before: read.lowerBound), file.kind(equal) == .equal,
              let label = SizeReadOnce.flowLayoutDelegateLabels[file.text(equal - 1)] else { return false }
        return file.names.of(label).contains { index in
            guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen else { return false }
            return file.isWord(open - 1, "collectionView") && file.isWord(open - 2, "func")
        }
    }

    /// A flow layout's stored sizes and the argument label of the delegate method that overrides each.
    private static let flowLayoutDelegateLabels = [
        "itemSize": "sizeForItemAt", "headerReferenceSize": "referenceSizeForHeaderInSection",
        "footerReferenceSize": "referenceSizeForFooterInSection",
    ]

    /// Where a read's value goes: the view whose frame it sets (`x.frame = …`, `x = UIView(frame: …)`) and
    /// what setting it again would look like (`x.frame`, a property it is stored in, the call it is passed to).
    private struct ReadDestination {
        var view: [String]?
        var sinks: [[String]] = []
        var isContainerManaged = false
        var isChildRootView = false
        /// `let top = …`: the local the read is bound to.
        var declaredLocal: String?

        init(read: ClosedRange<Int>, statement: ClosedRange<Int>, in file: SourceFile) {
            // `_ = observer.willResize(toWidth: …)` discards the result: the value goes to the call.
            let discarded = file.kind(statement.lowerBound) == .wildcard && file.kind(statement.lowerBound + 1) == .equal
            if !discarded, let equal = file.assignment(in: statement, before: read.lowerBound) {
                var left = statement.lowerBound
                if file.isWord(left, "let") || file.isWord(left, "var") { left += 1 }
                let target = SizeReadOnce.words(from: left, through: equal - 1, in: file)
                let declares = left > statement.lowerBound
                if declares, target.count == 1, file.kind(left) == .identifier { declaredLocal = target[0] }
                // A new local is not set again elsewhere; a property or frame may be.
                if !declares {
                    let sizesView = file.kind(read.lowerBound - 1) == .colon && file.isWord(read.lowerBound - 2, "frame")
                    sinks = sizesView ? ["frame", "bounds", "center"].map { target + [$0] } : [target]
                }
                let managedBy = ["tableHeaderView", "tableFooterView", "titleView", "inputAccessoryView", "backgroundView"]
                isContainerManaged = target.last.map(managedBy.contains) ?? false
                if let last = target.last, ["frame", "bounds", "center", "size"].contains(last), target.count > 1 {
                    view = Array(target.dropLast())
                    // `child.view.frame = view.bounds`: a child's root view resizes with its parent.
                    isChildRootView = view!.count >= 2 && view!.last == "view"
                } else if declares || target.count == 1 {
                    view = target
                }
            } else if let open = file.brackets.parent(of: read.lowerBound), file.kind(open) == .leftParen, file.kind(open - 1) == .identifier {
                sinks = [[file.text(open - 1)]]
            }
        }
    }

    /// Identifier and keyword texts of `first ... last`, without `self.`, `?` and `!`: how two spellings of one
    /// property (`self.x?.frame`, `x.frame`) compare.
    fileprivate static func words(from first: Int, through last: Int, in file: SourceFile) -> [String] {
        guard first <= last else { return [] }
        var words: [String] = []
        for index in first ... last {
            switch file.kind(index) {
            case .identifier, .keyword:
                if file.isWord(index, "self"), file.kind(index + 1) == .period { continue }
                words.append(file.text(index))
            case .period, .postfixQuestionMark, .exclamationMark:
                continue
            default:
                words.append(file.text(index))
            }
        }
        return words
    }

    private static let pinningCallWords = ["pin", "anchor", "constrain", "Constraint", "snp", "Edges", "edges", "fill", "Fill", "embed"]

    /// `view` pinned by constraints or autoresizing in `after ..< end` (the rest of the method).
    private func isPinned(_ view: [String], after start: Int, before end: Int, in file: SourceFile) -> Bool {
        // `self.header` and `header` are the same view, whichever way each statement writes it.
        let view = view.first == "self" ? Array(view.dropFirst()) : view
        guard let first = view.first, start + 1 < end else { return false }
        // The identifiers of the rest of the method, from the token index (a walk over every token read each).
        for identifier in file.kinds.identifiers(in: start + 1 ..< end) {
            let index = Int(identifier)
            // A `setup…Constraints()` call of the type's own.
            if file.kind(index + 1) == .leftParen, file.kind(index - 1) != .period || file.isWord(index - 2, "self"),
               file.text(index).containsBytes(of: "onstraint") {
                return true
            }
            guard file.isToken(index, spelled: first),
                  file.kind(index - 1) != .period || file.isWord(index - 2, "self") && file.kind(index - 3) != .period else { continue }
            let chainEnd = file.postfixChainEnd(startingAt: index)
            let chain = SizeReadOnce.words(from: index, through: chainEnd, in: file)
            guard chain.starts(with: view) else { continue }
            let rest = chain.dropFirst(view.count)
            if let member = rest.first {
                if member == "translatesAutoresizingMaskIntoConstraints", file.kind(chainEnd + 1) == .equal, file.isWord(chainEnd + 2, "false") { return true }
                if member == "autoresizingMask", file.kind(chainEnd + 1) == .equal {
                    let value = file.statementBounds(containing: chainEnd + 2)
                    if (chainEnd ... value.upperBound).contains(where: { file.isWord($0, "flexibleWidth") || file.isWord($0, "flexibleHeight") }) { return true }
                }
                if SizeReadOnce.pinningCallWords.contains(where: member.containsBytes) { return true }
            }
            // `NSLayoutConstraint.activate([view.topAnchor…])`, `table.tableHeaderView = view`.
            let statement = file.statementBounds(containing: index)
            if (statement.lowerBound ... index).contains(where: { file.isWord($0, "activate") }) { return true }
            if let equal = file.assignment(in: statement, before: index) {
                let target = SizeReadOnce.words(from: statement.lowerBound, through: equal - 1, in: file)
                if let last = target.last, ["tableHeaderView", "tableFooterView", "titleView", "inputAccessoryView", "backgroundView"].contains(last) {
                    return true
                }
            }
        }
        return false
    }

    private static let layoutCallbacks: Set<String> = ["viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSubviews", "viewWillTransition",
                                                       "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange"]
    /// Where a view controller's screen is built, before it appears.
    private static let loadMethods: Set<String> = ["viewDidLoad", "awakeFromNib", "init"]
    private static let appearMethods: Set<String> = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]

    /// Whether one of the methods `callbacks` of the type around `index` (its body, or an extension of it in
    /// this file) mentions `sink` again, itself or in a method of the type it calls (`viewWillTransition` →
    /// `relayout()`, also from a closure such as `DispatchQueue.main.async`): the value is set anew then.
    /// `whole`: only an assignment to the sink itself counts (`sink = …`), not a mention or a part of it.
    private func isSetAgain(_ sinks: [[String]], in callbacks: Set<String>, whole: Bool = false, around index: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let type = file.enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        let bodies = callbackBodies(in: context)[declaration.name] ?? []
        if bodies.contains(where: { body in
            callbacks.contains(body.name) && sinks.contains { contains($0, in: body.range, whole: whole, file: file) }
        }) { return true }
        // The sink set in another method of this type block, which a layout callback calls.
        for sink in sinks {
            guard let first = sink.first else { continue }
            for use in file.names.of(first, within: type.open ..< type.close) where file.kind(use - 1) != .period || file.isWord(use - 2, "self") {
                let chainEnd = file.postfixChainEnd(startingAt: use)
                let chain = SizeReadOnce.words(from: use, through: chainEnd, in: file)
                guard whole ? chain == sink && file.kind(chainEnd + 1) == .equal : chain.starts(with: sink),
                      let helper = file.enclosingFunctionName(of: use),
                      !callbacks.contains(helper), !SizeReadOnce.oneTimeMethods.contains(helper) else { continue }
                if file.callers(of: helper, inTypeAt: type).contains(where: { $0.map(callbacks.contains) ?? false }) { return true }
            }
        }
        return false
    }

    /// The bodies of the layout and appear callbacks of each type of the file (its body and its extensions
    /// here), with their names, found once per lint: per finding, a look at every callback of the file made a
    /// hazard-dense file quadratic.
    private func callbackBodies(in context: RuleContext) -> [String: [(name: String, range: ClosedRange<Int>)]] {
        context.remembered("callbackBodies") {
            let file = context.file
            var bodies: [String: [(name: String, range: ClosedRange<Int>)]] = [:]
            for name in SizeReadOnce.layoutCallbacks.union(SizeReadOnce.appearMethods).flatMap({ file.names.of($0) }).sorted()
            where file.isWord(name - 1, "func") {
                guard let body = functionBody(after: name, in: file), let owner = file.enclosingTypeBlock(name),
                      case .type(let ownerDeclaration) = owner.kind else { continue }
                bodies[ownerDeclaration.name, default: []].append((file.text(name), body))
            }
            return bodies
        }
    }

    /// `badge.sizeToFit()` (or the app's own `cell.adjustSize()`) then `badge.frame.height`: the size the view's
    /// content asks for, not one the app's window gives it.
    private func isOwnFittedSize(_ read: ClosedRange<Int>, in file: SourceFile) -> Bool {
        var member = read.lowerBound
        while member < read.upperBound, !file.isWord(member, "frame") && !file.isWord(member, "bounds") { member += 1 }
        // A subview's own size (`view.frame` is the screen's, `frame` alone the view's own).
        guard file.kind(member - 1) == .period, member - 2 >= read.lowerBound else { return false }
        let receiver = SizeReadOnce.words(from: read.lowerBound, through: member - 2, in: file)
        var block = file.brackets.parent(of: read.lowerBound)
        while let open = block, file.kind(open) != .leftBrace { block = file.brackets.parent(of: open) }
        guard receiver != ["view"], receiver != ["window"], let block else { return false }
        let statement = file.statementBounds(containing: read.lowerBound)
        for earlier in file.statements(inBlockAt: block) where earlier.upperBound < statement.lowerBound {
            let callee = earlier.upperBound - 2
            guard file.kind(earlier.upperBound) == .rightParen, file.kind(callee + 1) == .leftParen, file.kind(callee - 1) == .period,
                  NameWords.contains(file.text(callee), anyOf: ["fit", "size"]),
                  SizeReadOnce.words(from: earlier.lowerBound, through: callee - 2, in: file) == receiver else { continue }
            return true
        }
        return false
    }

    /// The `{ … }` of the function whose name is at `name`.
    private func functionBody(after name: Int, in file: SourceFile) -> ClosedRange<Int>? {
        guard file.kind(name + 1) == .leftParen, let close = file.brackets.partner(of: name + 1) else { return nil }
        var brace = close + 1
        while brace < file.count, file.kind(brace) != .leftBrace, brace - close < 8 { brace += 1 }
        guard file.kind(brace) == .leftBrace, let end = file.brackets.partner(of: brace) else { return nil }
        return brace ... end
    }

    private func contains(_ sink: [String], in body: ClosedRange<Int>, whole: Bool, file: SourceFile) -> Bool {
        guard let first = sink.first else { return false }
        // Where the name occurs in the body, from the name index (a walk over every token read each); a call
        // (`willResize(…)`) also on another object (`observer.willResize(…)`).
        for index in file.names.of(first, within: body.lowerBound ..< body.upperBound + 1) {
            let isCall = sink.count == 1 && file.kind(index + 1) == .leftParen
            guard file.kind(index - 1) != .period || isCall else { continue }
            if sink.count == 1, !whole { return true }
            let chainEnd = file.postfixChainEnd(startingAt: index)
            let chain = SizeReadOnce.words(from: index, through: chainEnd, in: file)
            if whole ? chain == sink && file.kind(chainEnd + 1) == .equal : chain.starts(with: sink) { return true }
        }
        return false
    }
}
