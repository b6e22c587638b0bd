/// DUO114 status-bar-inset: the status bar's height used as a top inset.
public struct StatusBarInset: Rule {
    public var code: String { "DUO114" }
    public var name: String { "status-bar-inset" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["statusBarFrame", "statusBarHeight"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "The status bar's height is not the top inset on iPhone Duo, whose outer display puts the status bar in the side column: use `safeAreaInsets.top`.",
            whatItFlags: """
                The height of the status bar (`statusBarManager?.statusBarFrame.height`, \
                `UIApplication.shared.statusBarFrame.height`, `.size.height`, `.maxY`) used as a length: added \
                to or subtracted from another length, assigned to a frame, constraint constant or a height, passed \
                to a layout call, bound to a local that is, or returned by a helper (`func statusBarHeight(in:)`). \
                Calls of such a helper, `statusBarHeight(…)` / `X.statusBarHeight`, used the same way are \
                reported too. Not reported: comparisons (`statusBarFrame.height > 20`), hit tests \
                (`statusBarFrame.contains(point)`), locals and parameters named `statusBarHeight` (their value is \
                reported where it is read), text in comments and strings.
                """,
            whyItMatters: """
                On iPhone Duo's outer display, and on the inner display in landscape, the system moves the status \
                bar into the side column with the Dynamic Island and the bars. The space at the top of the window \
                is then not the status bar's height: a header pushed down by it leaves a gap, or one pulled up by \
                it runs under the camera. The safe-area insets are what the system reserves on each edge, in every \
                pose, and they change as the device folds.
                """,
            example: """
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
                    headerTopConstraint.constant = statusBarHeight + 8
                }
                """,
            useInstead: """
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    headerTopConstraint.constant = view.safeAreaInsets.top + 8
                }
                // Better: pin to the guide, which follows the insets by itself.
                // header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
                // SwiftUI: the safe area is respected by default; read GeometryProxy.safeAreaInsets.top if needed.
                """,
            fixSafety: """
                No fix: the safe-area inset also covers a navigation bar or additional insets, so which view's \
                `safeAreaInsets.top` (or which layout guide) replaces the status bar depends on where the view sits.
                """,
            references: [
                "HIG reference §4 \"Vertical controls\": the side column holds the Dynamic Island, the status bar, the toolbar and the tab bar (seeds/000)",
                "HIG reference §3 \"Dynamic layouts\": use layout margins and safe-area insets everywhere (seeds/000)",
                "HIG reference §5 \"Build and screens\": safe-area insets differ per side (seeds/000)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        let isFrame = file.isWord(index, "statusBarFrame")
        if isFrame {
            guard file.kind(index - 1) == .period, let last = heightRead(after: index, in: file) else { return }
            report(from: file.postfixChainStart(endingAt: last), through: last, helperResultCounts: true, context: context)
            return
        }
        guard !isDeclaration(index, in: file) else { return }
        var last = index
        if file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1) {
            last = close
        } else if file.kind(index - 1) != .period {
            // A bare name: a local, parameter or property is reported where its value was read (a property of the
            // type may be declared in another block of the file than an extension that reads it).
            let name = file.text(index)
            if file.bindings.lookup(name, at: index, in: file) != nil
                || file.names.of(name).contains(where: { file.isWord($0 - 1, "var") || file.isWord($0 - 1, "let") }) { return }
        }
        report(from: file.postfixChainStart(endingAt: index), through: last, helperResultCounts: false, context: context)
    }

    /// `statusBarFrame.height`, `.size.height`, `.maxY` (with `?` / `!`): the last token of the read.
    private func heightRead(after index: Int, in file: SourceFile) -> Int? {
        var last = index
        if file.kind(last + 1) == .postfixQuestionMark || file.kind(last + 1) == .exclamationMark { last += 1 }
        guard file.kind(last + 1) == .period else { return nil }
        if file.isWord(last + 2, "height") || file.isWord(last + 2, "maxY") {
            last += 2
        } else if file.isWord(last + 2, "size"), file.kind(last + 3) == .period, file.isWord(last + 4, "height") {
            last += 4
        } else {
            return nil
        }
        // `….height = x` assigns; `….height.rounded()` is still the height.
        return file.isAssignmentOperator(last + 1) ? nil : last
    }

    /// `func statusBarHeight(`, `var statusBarHeight`, `let statusBarHeight =`, `statusBarHeight:` labels and assignments.
    private func isDeclaration(_ index: Int, in file: SourceFile) -> Bool {
        file.isWord(index - 1, "func") || file.isWord(index - 1, "var") || file.isWord(index - 1, "let") || file.isWord(index - 1, "case")
            || file.kind(index + 1) == .colon || file.isAssignmentOperator(index + 1)
    }

    private func report(from start: Int, through last: Int, helperResultCounts: Bool, context: RuleContext) {
        let file = context.file
        guard !file.isInInterpolation(start) else { return }
        let end = file.valueEnd(afterChainEndingAt: last)
        guard usedAsLength(start, end, in: file) || (helperResultCounts && file.isReturnedValue(start, end)) else { return }
        context.report("""
            `\(file.codeText(from: start, through: last))` is the status bar's height, not the top inset: on iPhone Duo the status bar \
            moves into the side column; use `safeAreaInsets.top` or the safe-area layout guide
            """, from: start, through: last)
    }

    /// Added to or subtracted from a length, reaching layout, or bound to a local that is.
    private func usedAsLength(_ first: Int, _ last: Int, in file: SourceFile) -> Bool {
        if file.isAddedOrSubtracted(first, last) || LayoutFlow(file: file).reachesLayout(from: first) { return true }
        guard let name = file.localName(boundTo: first, last) else { return false }
        return file.usesOfLocal(declaredAt: name).contains { use in
            file.isAddedOrSubtracted(use, file.valueEnd(afterChainEndingAt: use))
        }
    }
}
