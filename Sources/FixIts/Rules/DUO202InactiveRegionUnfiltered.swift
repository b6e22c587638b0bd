/// DUO202 inactive-region-unfiltered: division regions used to move controls
/// without checking `isActive`.
public struct InactiveRegionUnfiltered: Rule {
    public var code: String { "DUO202" }
    public var name: String { "inactive-region-unfiltered" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["reservedRegions"] }
    public var offeredFixes: [Fix.Safety] { [.safe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Division regions used to move controls must be filtered to the active fold.",
            whatItFlags: """
                `reservedRegions(kind: .division)` (SwiftUI `GeometryProxy`, UIKit `UIView`) queried without \
                `.includeInactive` whose result is used for layout with no `isActive` check: read through \
                `.first`, `.frame`, a loop, or a name, with `isActive` appearing neither in the call's chain \
                (`.filter(\\.isActive)`, `.first(where: \\.isActive)`) nor in the rest of the function or closure \
                (nor in the type, when the regions are passed on to another function). Not reported: queries that \
                pass `.includeInactive` (a deliberate choice, e.g. for an even grid) or options held in a variable, \
                occlusion regions, and results only tested with `.isEmpty` or `.count`.
                """,
            whyItMatters: """
                The fold is a division region that is active only while iPhone Duo is partly folded; fully open it \
                is inactive but still has a frame. Apple's documentation disagrees on whether the query returns \
                inactive regions by default: the query options and talk 111463 say only active ones come back, \
                the `ReservedRegion` overview says all of them do. Code that moves a palette or a button out of the first division's frame \
                without checking `isActive` may move it while the device lies flat, where nothing needs to move. \
                Controls that jump for no reason are hard to track.
                """,
            example: """
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if let fold = reservedRegions(kind: .division).first?.frame {
                        palette.center = CGPoint(x: fold.maxX + palette.bounds.width / 2, y: bounds.midY)
                    }
                }
                """,
            useInstead: """
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if let fold = reservedRegions(kind: .division).filter(\\.isActive).first?.frame {
                        palette.center = CGPoint(x: fold.maxX + palette.bounds.width / 2, y: bounds.midY)
                    }
                }
                """,
            fixSafety: """
                Safe: `.filter(\\.isActive)` is appended right after the query. It keeps the array type, and where \
                the query already returns only active regions it changes nothing.
                """,
            references: [
                "HIG reference §6 \"Reserved regions\": isActive; active regions only by default, contradicted by the ReservedRegion overview (seeds/000)",
                "HIG reference §7 \"Code patterns\": fold-aware custom layout filters isActive (seeds/000)",
                "Adaptive layouts around the fold, \"Reserved regions\": active and inactive regions (seeds/001)",
                "Keeping content clear of the fold: \"Moving a palette off the fold\" filters isActive explicitly (seeds/003)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index + 1) == .leftParen, !file.isWord(index - 1, "func"), let close = file.brackets.partner(of: index + 1) else { return }
        let arguments = file.arguments(inParenAt: index + 1)
        guard let kind = arguments.first, kind.label == "kind", file.isWord(kind.value.upperBound, "division"),
              file.kind(kind.value.upperBound - 1) == .period else { return }
        if let options = arguments.first(where: { $0.label == "options" }) {
            // `[]` asks for the default; anything else may include inactive regions.
            guard options.value.count == 2, file.kind(options.value.lowerBound) == .leftSquare else { return }
        }
        let chainEnd = chainEnd(after: close, in: file)
        let chain = close + 1 ..< chainEnd + 1
        if readsIsActive(chain, in: file) { return }
        if file.kind(close + 1) == .period, file.isWord(close + 2, oneOf: ["isEmpty", "count"]) { return }
        if let body = enclosingBody(of: index, in: file), readsIsActive(body, in: file) { return }
        if escapes(callStart: file.postfixChainStart(endingAt: close), chainEnd: chainEnd, in: file), let type = enclosingType(of: index, in: file),
           readsIsActive(type, in: file) { return }
        let fix = Fix(title: "Keep only the active fold: .filter(\\.isActive)", safety: .safe,
                      edits: [.insert(".filter(\\.isActive)", at: file.code[close].end)])
        context.report("Without an `isActive` check these division regions can include the inactive fold of a flat iPhone Duo, moving controls that should stay put; filter them with `.filter(\\.isActive)`",
                       from: index, through: close, fixes: [fix])
    }

    /// `.isActive` or `\.isActive` in `range` (not the `isActive:` label of `symbolEffect`).
    private func readsIsActive(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.contains { file.isWord($0, "isActive") && file.kind($0 - 1) == .period }
    }

    /// The last token of the postfix chain after the call, trailing closures included.
    private func chainEnd(after close: Int, in file: SourceFile) -> Int {
        var end = file.postfixChainEnd(startingAt: close)
        while file.kind(end + 1) == .leftBrace, !file.newlineBefore(end + 1), let brace = file.brackets.partner(of: end + 1) {
            end = file.postfixChainEnd(startingAt: brace)
        }
        return end
    }

    /// The body of the function, accessor or closure around `index`.
    private func enclosingBody(of index: Int, in file: SourceFile) -> Range<Int>? {
        for scope in file.scopes.chain(containing: index, in: file) {
            switch scope.kind {
            case .controlFlow: continue
            case .type: return nil
            default: return scope.open ..< scope.close
            }
        }
        return nil
    }

    private func enclosingType(of index: Int, in file: SourceFile) -> Range<Int>? {
        for scope in file.scopes.chain(containing: index, in: file) {
            if case .type = scope.kind { return scope.open ..< scope.close }
        }
        return nil
    }

    /// Whether the regions leave this function: the query, or the name it is
    /// stored in, is passed to a call or returned.
    private func escapes(callStart: Int, chainEnd: Int, in file: SourceFile) -> Bool {
        if isArgumentOrReturned(callStart, in: file) { return true }
        guard let stored = file.storedName(ofExpressionAt: callStart) else { return false }
        for use in stored.reach where file.kind(use) == .identifier && file.isToken(use, spelled: stored.name) && file.kind(use - 1) != .period && use > chainEnd {
            if isArgumentOrReturned(use, in: file) { return true }
        }
        return false
    }

    private func isArgumentOrReturned(_ start: Int, in file: SourceFile) -> Bool {
        if file.isWord(start - 1, "return") { return true }
        guard let parent = file.brackets.parent(of: start), file.kind(parent) == .leftParen else { return false }
        return file.kind(start - 1) == .leftParen || file.kind(start - 1) == .comma || file.kind(start - 1) == .colon
    }
}
