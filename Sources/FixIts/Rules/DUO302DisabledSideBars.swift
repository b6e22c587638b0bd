/// DUO302 disabled-side-bars: `.toolbarVerticalBehavior(.disabled)` and
/// `preferredVerticalBarBehavior` returning `.disabled`.
public struct DisabledSideBars: Rule {
    public var code: String { "DUO302" }
    public var name: String { "disabled-side-bars" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["toolbarVerticalBehavior", "preferredVerticalBarBehavior"] }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Side bars are iPhone Duo's core pattern: disable them only for an immersive single-purpose screen, and never toggle them.",
            whatItFlags: """
                `.toolbarVerticalBehavior(.disabled)` and a UIKit override of `preferredVerticalBarBehavior` that \
                returns `.disabled`. It is an error when the value depends on state \
                (`.toolbarVerticalBehavior(isPlaying ? .disabled : .automatic)`, an `if`/`switch` in the override). \
                Not reported for the fixed modifier inside a `.fullScreenCover` or `.sheet` content closure, where \
                the guidance puts it; reported as info in types named for an immersive screen (Calculator, Player, \
                Camera, Game, Viewer).
                """,
            whyItMatters: """
                On the outer display, and on the inner display in landscape, the system moves toolbars, tab bars \
                and navigation controls to the side to save vertical space. Opting out keeps tall horizontal bars \
                on a short display. Apple reserves it for immersive single-purpose UIs (a calculator, a \
                full-screen player, a sheet with a single button), as a fixed choice: bars that jump between the \
                side and the top as state changes are hard to follow. The behaviour is resolved per window or \
                presentation, so the opt-out belongs on a full-screen cover or sheet.
                """,
            example: """
                PlayerView()
                    .toolbarVerticalBehavior(isPlaying ? .disabled : .automatic)
                """,
            useInstead: """
                .fullScreenCover(isPresented: $isPlaying) {
                    PlayerView()
                        .toolbarVerticalBehavior(.disabled)
                }
                """,
            fixSafety: """
                Unsafe: removing the modifier or the override brings the side bars back, which a person should \
                look at. The toggling form has no fix: move the immersive screen to a full-screen cover.
                """,
            references: [
                "HIG reference §4 \"Vertical controls\": don't override default bar placement (seeds/000)",
                "HIG reference §5 \"Bars\": disable side bars only for immersive single-purpose UIs, as a fixed choice (seeds/000)",
                "HIG reference §5 \"Scenes and state\": toolbarVerticalBehavior is resolved per window or presentation (seeds/000)",
            ]
        )
    }

    private static let immersiveWords = ["Calculator", "Player", "Camera", "Game", "Viewer"]

    public func check(_ context: RuleContext, at index: Int) {
        if context.file.isWord(index, "toolbarVerticalBehavior") {
            checkModifier(at: index, context: context)
        } else {
            checkOverride(at: index, context: context)
        }
    }

    private func checkModifier(at index: Int, context: RuleContext) {
        let file = context.file
        guard file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen,
              let close = file.brackets.partner(of: index + 1) else { return }
        let argument = (index + 2) ..< close
        guard mentionsDisabled(argument, in: file) else { return }
        let conditional = !(argument.count == 2 && file.kind(argument.lowerBound) == .period)
        let range = file.range(from: index - 1, through: close)
        if conditional {
            context.report("Side bars must not toggle with view state; disable them only on a full-screen cover or sheet, as a fixed choice",
                           bytes: range, severity: .error)
            return
        }
        let presented = file.enclosingClosures(index).contains { SwiftUIContainers.screenCoveringPresentations.contains($0.callee ?? "") }
        if presented { return }
        let fix = Fix(title: "Remove .toolbarVerticalBehavior(.disabled)", safety: .unsafe, edits: [file.removal(from: index - 1, through: close)])
        report(context, index: index, bytes: range, fix: fix, what: "`.toolbarVerticalBehavior(.disabled)`")
    }

    private func checkOverride(at index: Int, context: RuleContext) {
        let file = context.file
        guard file.isWord(index - 1, "var"), let declarationStart = overrideStart(before: index - 1, in: file) else { return }
        var brace = index + 1
        while brace < file.count, file.kind(brace) != .leftBrace, file.kind(brace) != .equal, !file.newlineBefore(brace) || brace == index + 1 { brace += 1 }
        guard file.kind(brace) == .leftBrace, let close = file.brackets.partner(of: brace) else { return }
        let body = (brace + 1) ..< close
        guard mentionsDisabled(body, in: file) else { return }
        let range = file.range(from: index, through: index)
        if body.contains(where: { file.isWord($0, oneOf: ["if", "switch", "guard"]) || file.kind($0) == .infixQuestionMark }) {
            context.report("Side bars must not toggle with view state; return a fixed behaviour, and disable it only for an immersive screen",
                           bytes: range, severity: .error)
            return
        }
        let fix = Fix(title: "Remove the preferredVerticalBarBehavior override", safety: .unsafe,
                      edits: [file.removal(from: declarationStart, through: close)])
        report(context, index: index, bytes: range, fix: fix, what: "Returning `.disabled` from `preferredVerticalBarBehavior`")
    }

    private func report(_ context: RuleContext, index: Int, bytes range: Range<Int>, fix: Fix, what: String) {
        let typeName = InstanceContext(at: index, in: context.file).type?.name ?? ""
        if DisabledSideBars.immersiveWords.contains(where: { typeName.containsBytes(of: $0) }) {
            context.report("\(what) keeps bars horizontal on iPhone Duo; fine for an immersive single-purpose screen, better on its full-screen cover",
                           bytes: range, severity: .info, fixes: [fix])
        } else {
            context.report("\(what) keeps tall horizontal bars on iPhone Duo's short outer display; keep the system's side bars unless this is an immersive single-purpose screen",
                           bytes: range, fixes: [fix])
        }
    }

    private func mentionsDisabled(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.contains { file.isWord($0, "disabled") && file.kind($0 - 1) == .period }
    }

    /// The first token of `override var` (with its modifiers and attributes),
    /// or nil when the declaration is not an override.
    private func overrideStart(before varKeyword: Int, in file: SourceFile) -> Int? {
        let modifiers: Set<String> = ["override", "public", "open", "internal", "private", "fileprivate", "final", "dynamic", "nonisolated"]
        var start = varKeyword
        var sawOverride = false
        var index = varKeyword - 1
        while index >= 0 {
            if file.kind(index) == .identifier, file.kind(index - 1) == .atSign {
                start = index - 1
                index -= 2
            } else if file.kind(index) == .identifier || file.kind(index) == .keyword, modifiers.contains(file.text(index)) {
                if file.isWord(index, "override") { sawOverride = true }
                start = index
                index -= 1
            } else {
                break
            }
        }
        return sawOverride ? start : nil
    }
}
