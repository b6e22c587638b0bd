/// DUO111 orientation-lock: an override that locks the interface orientation.
public struct OrientationLock: Rule {
    public var code: String { "DUO111" }
    public var name: String { "orientation-lock" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["supportedInterfaceOrientations", "shouldAutorotate", "supportedInterfaceOrientationsFor"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "iPhone Duo's inner display doesn't honour an orientation lock: fill the screen in every pose.",
            whatItFlags: """
                An override of `supportedInterfaceOrientations` that always returns portrait only or landscape \
                only (`.portrait`, `[.portrait, .portraitUpsideDown]`, `.landscape`, `.landscapeRight` …), an \
                override of `shouldAutorotate` that returns `false`, and an app delegate's \
                `application(_:supportedInterfaceOrientationsFor:)` returning such a fixed mask. A mask chosen from \
                state (`isRecording ? .portrait : .all`) is not reported.
                """,
            whyItMatters: """
                The inner display opened like a book is wider than tall, and Apple says it doesn't honour \
                supported orientations (the same talk also says locked apps are scaled there). Either way the \
                lock does not keep the app in its portrait shape: it is shown landscape-sized or letterboxed, and \
                the device moves between displays as it folds. Apple allows the lock for games, but asks apps to \
                fill the screen as the pose changes instead of relying on it.
                """,
            example: """
                final class ScannerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override var shouldAutorotate: Bool { false }
                }
                """,
            useInstead: """
                final class ScannerViewController: UIViewController {
                    // No lock: lay out from the size you get (viewDidLayoutSubviews, size classes),
                    // so every pose and both displays are filled.
                }
                // If a lock must stay (a game), still fill the screen in every pose; suppress this finding.
                """,
            fixSafety: "No fix: removing the lock needs a layout that works in every shape, which a person must build.",
            references: [
                "HIG reference §5 \"Build and screens\": the inner display doesn't honour supported orientations; don't rely on the lock (talk 111461) (seeds/000)",
                "HIG reference §2 \"Best practices\": orientation lock is allowed for games, but fill the screen as the pose changes (seeds/000)",
                "HIG reference §5 \"Displacement and poses\": book pose is landscape (seeds/000)",
            ]
        )
    }

    private static let portrait: Set<String> = ["portrait", "portraitUpsideDown"]
    private static let landscape: Set<String> = ["landscape", "landscapeLeft", "landscapeRight"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard let body = body(of: index, in: file) else { return }
        let value = returnedValue(in: body, in: file)
        if file.isWord(index, "shouldAutorotate") {
            guard value.count == 1, file.isWord(value.lowerBound, "false") else { return }
            context.report("`shouldAutorotate` returning `false` locks the orientation, which iPhone Duo's inner display doesn't honour; "
                           + "fill the screen in every pose instead of relying on the lock", from: index, through: index)
            return
        }
        if let members = maskMembers(value, in: file), let lock = OrientationLock.lock(members) {
            context.report("Locking to \(lock) isn't honoured on iPhone Duo's inner display, and the app moves between displays as it folds; "
                           + "fill the screen in every pose instead of relying on the lock", from: index, through: index)
            return
        }
        // `if idiom == .pad { return .all }; return .portrait`, `idiom == .phone ? .portrait : .all`:
        // locked on the phone, which iPhone Duo is.
        if let lock = idiomChosenLock(in: body, in: file) {
            context.report("On the phone this locks to \(lock), which iPhone Duo's inner display doesn't honour (the idiom is `.phone` on "
                           + "both displays); fill the screen in every pose instead of relying on the lock", from: index, through: index)
        }
    }

    /// `override var supportedInterfaceOrientations: … { .portraitOnPhone }`: a workspace constant that picks
    /// portrait on the phone, returned as the lock.
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {
        let file = context.file
        guard wrapper.hazard == .orientationLockByIdiom, let use = WrapperUse(at: index, of: wrapper, in: file) else { return }
        let statement = file.statementBounds(containing: use.range.lowerBound)
        let value = file.isWord(statement.lowerBound, "return") ? statement.lowerBound + 1 : statement.lowerBound
        guard value == use.range.lowerBound, statement.upperBound == use.range.upperBound,
              let name = file.wrapperDeclaration(around: index)?.name, name == "supportedInterfaceOrientations" || name == "application" else { return }
        context.report("\(wrapper.described) locks the phone to portrait (`\(wrapper.wrapped)`), which iPhone Duo's inner display doesn't "
                       + "honour (the idiom is `.phone` on both displays); fill the screen in every pose instead", wrapperUse: use.range, of: wrapper)
    }

    /// `portrait` or `landscape` when the members lock to one of them.
    static func lock(_ members: Set<String>) -> String? {
        guard !members.isEmpty else { return nil }
        if members.isSubset(of: portrait) { return "portrait" }
        return members.isSubset(of: landscape) ? "landscape" : nil
    }

    /// A lock returned on one side of an idiom test: a ternary's branch, or an `if`'s `return` and the
    /// `return` after it.
    private func idiomChosenLock(in body: ClosedRange<Int>, in file: SourceFile) -> String? {
        guard body.contains(where: { file.isWord($0, "userInterfaceIdiom") }) else { return nil }
        for index in body where file.isWord(index, "return") || file.kind(index) == .infixQuestionMark || file.kind(index) == .colon {
            // The member after `return`, `?` or `:`.
            var start = index + 1
            if file.isWord(start, "UIInterfaceOrientationMask") { start += 1 }
            guard file.kind(start) == .period, file.kind(start + 1) == .identifier else { continue }
            let end = start + 1
            if file.kind(end + 1) == .period || file.kind(end + 1) == .leftParen { continue }
            if let lock = OrientationLock.lock([file.text(end)]) { return lock }
        }
        return nil
    }

    /// The `{ … }` of `override var supportedInterfaceOrientations: … {` (its
    /// `get { }` when written), or of the app delegate's
    /// `func application(_:supportedInterfaceOrientationsFor:) … {`.
    private func body(of index: Int, in file: SourceFile) -> ClosedRange<Int>? {
        var search: Int
        if file.isWord(index, "supportedInterfaceOrientationsFor") {
            guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, file.isWord(open - 1, "application"),
                  file.isWord(open - 2, "func"), let close = file.brackets.partner(of: open) else { return nil }
            search = close + 1
        } else {
            guard file.isWord(index - 1, "var"), isOverride(before: index - 1, in: file) else { return nil }
            search = index + 1
        }
        let limit = min(file.count, search + 32)
        while search < limit, file.kind(search) != .leftBrace, file.kind(search) != .equal, file.kind(search) != .rightBrace {
            search += 1
        }
        guard file.kind(search) == .leftBrace, let close = file.brackets.partner(of: search), close > search + 1 else { return nil }
        if file.isWord(search + 1, "get"), file.kind(search + 2) == .leftBrace, let getClose = file.brackets.partner(of: search + 2),
           getClose + 1 == close {
            return getClose > search + 3 ? search + 3 ... getClose - 1 : nil
        }
        return search + 1 ... close - 1
    }

    private func isOverride(before keyword: Int, in file: SourceFile) -> Bool {
        var index = keyword - 1
        while index >= 0, file.kind(index) == .identifier || file.kind(index) == .keyword {
            if file.isWord(index, "override") { return true }
            guard file.isWord(index, oneOf: ["public", "open", "internal", "final", "dynamic", "nonisolated", "private", "fileprivate"]) else { return false }
            index -= 1
        }
        return false
    }

    /// The tokens of the body's only expression, after a `return`.
    private func returnedValue(in body: ClosedRange<Int>, in file: SourceFile) -> ClosedRange<Int> {
        file.isWord(body.lowerBound, "return") && body.count > 1 ? body.lowerBound + 1 ... body.upperBound : body
    }

    /// `.portrait`, `UIInterfaceOrientationMask.portrait`, `[.portrait, .portraitUpsideDown]`: the member names; nil for anything else.
    private func maskMembers(_ value: ClosedRange<Int>, in file: SourceFile) -> Set<String>? {
        var range = value
        if file.kind(range.lowerBound) == .leftSquare, file.brackets.partner(of: range.lowerBound) == range.upperBound {
            guard range.count > 2 else { return nil }
            range = range.lowerBound + 1 ... range.upperBound - 1
        }
        var members: Set<String> = []
        var index = range.lowerBound
        while index <= range.upperBound {
            if file.isWord(index, "UIInterfaceOrientationMask"), file.kind(index + 1) == .period { index += 1 }
            guard file.kind(index) == .period, file.kind(index + 1) == .identifier else { return nil }
            members.insert(file.text(index + 1))
            index += 2
            if index <= range.upperBound {
                guard file.kind(index) == .comma else { return nil }
                index += 1
            }
        }
        return members
    }
}
