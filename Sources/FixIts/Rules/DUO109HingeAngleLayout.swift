/// DUO109 hinge-angle-layout: the live hinge angle used to position or size views.
public struct HingeAngleLayout: Rule {
    public var code: String { "DUO109" }
    public var name: String { "hinge-angle-layout" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["onHingeChange", "UIHingeInteraction", "DeviceHingeContext", "DeviceHinge", "UIHinge"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "The hinge angle is an input for interactions, not for layout: lay out from the division region.",
            whatItFlags: """
                Inside an `onHingeChange` handler, a `UIHingeInteraction` update handler, or a function with a \
                `DeviceHingeContext`, `DeviceHinge`, `UIHinge` or `UIHingeInteraction` parameter: a hinge `angle` \
                read that reaches layout — assigned to a frame, center, origin, offset, padding, size or \
                constraint constant (judged by the target's name, e.g. `panelOffset`, `topConstraint.constant`), \
                passed to `.frame`/`.position`/`.offset`/`.padding` or a `layout…` function, tested by an `if` \
                whose block does such an assignment, or stored in a property that the type then uses that way. \
                Handlers that read only `status`, or use the angle for an effect (a rotation, a pitch bend, a \
                page-turn progress), are not reported; calling `setNeedsLayout()` from the handler is the right \
                pattern.
                """,
            whyItMatters: """
                iPhone Duo reports the hinge for interactions such as using the angle as a control. Its update \
                rate and precision are system policy, and the fold becomes active at no fixed angle (observed \
                anywhere from 98° to 172°). Layout driven from the angle jitters, lags, and disagrees with where \
                the system says the fold is. The division reserved region already follows the hinge, including \
                while it moves.
                """,
            example: """
                addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let self, let hinge = update.hinge else { return }
                    paletteBottom.constant = -200 * sin(hinge.angle / 2)
                })
                """,
            useInstead: """
                addInteraction(UIHingeInteraction { [weak self] _, update in
                    guard let self, update.hinge?.status != lastHingeStatus else { return }
                    lastHingeStatus = update.hinge?.status
                    setNeedsLayout()                  // status only: re-read the regions
                })

                override func layoutSubviews() {
                    super.layoutSubviews()
                    if let fold = reservedRegions(kind: .division).first(where: \\.isActive)?.frame {
                        palette.frame.origin.y = fold.maxY   // below a horizontal fold
                    }
                }
                // SwiftUI: read proxy.reservedRegions(kind: .division) in a GeometryReader; use
                // onHingeChange's status, or the angle for effects only.
                """,
            fixSafety: "No fix: moving the layout to the reserved region is a rewrite a person makes.",
            references: [
                "HIG reference §5 \"Displacement and poses\": hinge state is for interactions; don't drive layout from it or depend on its rate or precision (seeds/000)",
                "HIG reference §6 \"Hinge\": onHingeChange and UIHingeInteraction (seeds/000)",
                "Laying out around the iPhone Duo fold, \"The angle is for play, not for layout\" and \"Ask for the region\" (seeds/002)",
                "Keeping Content Clear of the iPhone Duo Fold with ReservedRegion, \"Reserved Regions in UIKit\": a status-only UIHingeInteraction that calls setNeedsLayout() (seeds/003)",
                "Adaptive layouts around the fold: live hinge angle is the wrong tool for laying out views (seeds/001)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        for body in handlerBodies(at: index, in: file) {
            checkBody(body, context: context)
        }
    }

    /// The `{ … }` blocks that receive hinge updates: closures given to
    /// `onHingeChange`/`UIHingeInteraction`, or a function taking a hinge type.
    private func handlerBodies(at index: Int, in file: SourceFile) -> [Int] {
        if file.isWord(index, "onHingeChange") || file.isWord(index, "UIHingeInteraction"),
           file.kind(index + 1) == .leftBrace || file.kind(index + 1) == .leftParen {
            return closures(after: index, in: file)
        }
        guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen,
              file.kind(open - 1) == .identifier, file.isWord(open - 2, "func"), let close = file.brackets.partner(of: open) else { return [] }
        var brace = close + 1
        while brace < min(file.count, close + 48), file.kind(brace) != .leftBrace, file.kind(brace) != .rightBrace {
            if let end = file.brackets.partner(of: brace), end > brace { brace = end }
            brace += 1
        }
        guard let block = file.block(openedAt: brace), case .function = block.kind else { return [] }
        return [brace]
    }

    /// `name { … }`, `name(…) { … }`, `name(handler: { … })`.
    private func closures(after index: Int, in file: SourceFile) -> [Int] {
        guard let call = file.call(named: index) else { return [] }
        let closureArguments = call.arguments.map(\.value.lowerBound).filter { file.kind($0) == .leftBrace }
        return closureArguments + call.trailingClosures.map(\.open)
    }

    private func checkBody(_ open: Int, context: RuleContext) {
        let file = context.file
        guard let close = file.brackets.partner(of: open) else { return }
        let flow = LayoutFlow(file: file)
        for read in open + 1 ..< close where file.isWord(read, "angle") && file.kind(read - 1) == .period && file.kind(read + 1) != .leftParen {
            let start = file.postfixChainStart(endingAt: read)
            guard start < read - 1 else { continue }
            if flow.reachesLayout(from: read) || storedForLayout(read, handler: open ... close, flow: flow, in: file) {
                context.report("The hinge angle positions views here; its rate and precision are system policy and the fold is not tied to an angle: "
                               + "lay out from `reservedRegions(kind: .division)` and use the angle only for effects (or `status` for the posture)",
                               from: start, through: read)
            }
        }
    }

    /// `hingeAngle = hinge.angle` (or `self.hingeAngle`), where the type
    /// uses `hingeAngle` for layout outside the handler.
    private func storedForLayout(_ read: Int, handler: ClosedRange<Int>, flow: LayoutFlow, in file: SourceFile) -> Bool {
        let statement = file.statementBounds(containing: read)
        guard let equal = file.assignment(in: statement, before: read), file.kind(equal - 1) == .identifier else { return false }
        // `name`, `self.name`, `self?.name`: a property of the type.
        let lhs = statement.lowerBound ..< equal
        let onSelf = file.isWord(lhs.lowerBound, "self") && file.kind(equal - 2) == .period
            && (lhs.count == 3 || lhs.count == 4 && file.kind(lhs.lowerBound + 1) == .postfixQuestionMark)
        guard lhs.count == 1 || onSelf else { return false }
        let name = file.text(equal - 1)
        guard let typeScope = file.enclosingTypeBlock(read) else { return false }
        var index = typeScope.open + 1
        while index < typeScope.close {
            if index == handler.lowerBound {
                index = handler.upperBound + 1
                continue
            }
            if file.kind(index) == .identifier, file.kind(index - 1) != .period || file.isWord(index - 2, "self"),
               !file.isAssignmentOperator(index + 1), file.kind(index + 1) != .colon, file.isToken(index, spelled: name),
               flow.reachesLayout(from: index, followingBindings: 1) {
                return true
            }
            index += 1
        }
        return false
    }
}
