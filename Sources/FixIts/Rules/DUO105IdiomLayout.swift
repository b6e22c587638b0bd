/// DUO105 idiom-layout: layout decided by `userInterfaceIdiom == .pad` / `.phone`.
public struct IdiomLayout: Rule {
    public var code: String { "DUO105" }
    public var name: String { "idiom-layout" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"] }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "The device idiom doesn't tell you how much room you have: decide layout from size classes.",
            whatItFlags: """
                `userInterfaceIdiom` (from `UIDevice.current`, a trait collection, `UI_USER_INTERFACE_IDIOM()`, \
                with an implicit `self` in `extension UIDevice`, or through a name whose whole value it is: a \
                `let`, a computed property, a parameter whose default it is) compared with `.pad` or `.phone` by `==` or `!=`, \
                matched in `if case .pad = …`, or switched over with `.pad`/`.phone` cases (also in lists such as \
                `case .pad, .mac:`) — when what it decides is layout: the blocks it runs (and the methods of the \
                file they call, one level down: `setupForPhone()` that pins constraints), the values a ternary \
                picks, the name it is stored in and that name's uses, or the property, function or argument it \
                feeds set a padding, margin, inset, spacing, width, height, frame, constraint, column count, font, \
                presentation or sheet style, orientation mask, the root container (split view or tabs), a nib \
                variant, or show or hide a view; or when an `if` shows a different container per device \
                (`HStack` on one, `VStack` on the other) or a different screen named for each device (`if isPad { \
                padView } else { phoneView }`, `TabletInbox()` or `PhoneInbox()`). A wrapper named for the device (`var isPad: Bool`, \
                also written `UI_USER_INTERFACE_IDIOM() == .pad`, or a multiplatform app's `#if os(iOS) idiom == .pad \
                #else false #endif`) is reported at its uses in any file of the \
                workspace where they decide layout (where they choose the orientations, `supportedInterfaceOrientations` \
                or `preferredInterfaceOrientationForPresentation`, the message says to allow every orientation), and \
                once where it tests the idiom when this file does not use it. Not reported: the idiom \
                asked for a feature (also a test joined by `&&` to a feature flag, `isRedesignEnabled && idiom == \
                .pad`: the device picks which experiment applies), a device name, analytics, a website mode, \
                gesture edges or a value nothing \
                reads; a test whose branches run the same code (`if … { return false }; return false`); a choice where the device is the question (`.alert` on iPad, `.actionSheet` on a phone: \
                UIKit asks an action sheet's popover anchor by idiom; `.all` or `.allButUpsideDown`: both let \
                the screen rotate); comparisons with `.mac`, `.vision`, `.tv` or `.carPlay` (platform checks).
                """,
            whyItMatters: """
                iPhone Duo is a phone: its idiom is `.phone` on both displays. Yet the inner display is regular \
                width, the outer display compact, and the app moves between them mid-session when the device \
                folds. Code that shows the iPad layout only for `.pad` keeps a cramped phone layout on the big \
                inner display, and code that assumes a phone is always compact breaks when it is not. Size classes \
                follow the space the window actually has, and UIKit and SwiftUI update them as the device folds.
                """,
            example: """
                if UIDevice.current.userInterfaceIdiom == .pad {
                    showSidebar()
                }
                switch traitCollection.userInterfaceIdiom {
                case .pad: columns = 4
                default: columns = 2
                }
                """,
            useInstead: """
                if traitCollection.horizontalSizeClass == .regular {
                    showSidebar()
                }
                switch traitCollection.horizontalSizeClass {
                case .regular: columns = 4
                default: columns = 2
                }
                // SwiftUI: @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                //          if horizontalSizeClass == .regular { … }
                // Re-evaluate when traits change (registerForTraitChanges, or layout callbacks).
                """,
            fixSafety: """
                Unsafe: `.pad` becomes `.regular` and `.phone` becomes `.compact`, and the idiom becomes \
                `traitCollection.horizontalSizeClass`. When the idiom was read from a trait collection, only \
                `userInterfaceIdiom` is renamed; `UIDevice.current.userInterfaceIdiom` is replaced in a `UIView` \
                or `UIViewController` subclass (`self.` inside closures) and, in a SwiftUI view, by the view's \
                own `@Environment(\\.horizontalSizeClass)` property when it has one. A `switch` is fixed only when \
                its cases are just `.pad`, `.phone` and `default`. No fix for a wrapper's whole value \
                (`var isPad: Bool { … }`, whose every caller would change meaning), a default argument, or a \
                condition that already tests a size class (the rewrite would test it twice or contradict it); nor \
                in models, static members, SwiftUI views without the environment value, `if case`, nor in set-up \
                code (an initializer, `awakeFromNib`, `loadView`, `viewDidLoad`, a method they call), which runs before \
                the view or controller is in a window: its size class there is not yet that of the window it will be in, \
                and the branch would not follow the size class as the device folds; nor in a function that overrides \
                traits (`traitOverrides`, `setOverrideTraitCollection`, itself or in a function of the file it calls), \
                where the size class read would be the override it writes; nor in a \
                cell or a controller that may be a split view's column (it mentions its `splitViewController`, \
                `isCollapsed` or a `.sidebar`), whose size class is the column's, compact on an iPad; nor where the \
                idiom picks an orientation mask (`supportedInterfaceOrientations`, a `UIInterfaceOrientationMask` \
                property, the orientation for presentation): a large iPhone is regular width in landscape, so a mask chosen by the size class would \
                let a portrait screen stay in landscape. An iPad in \
                Split View can be compact and an iPhone can be regular, which is the point, so a person should \
                check the result.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": don't branch layout on userInterfaceIdiom; size classes don't identify the device (seeds/000)",
                "HIG reference §1 \"What the device is\": a compact-width and a regular-width layout cover every pose (seeds/000)",
                "HIG reference §2 \"Best practices\": build to resize with size classes (seeds/000)",
            ]
        )
    }

    private static let sizeClass = ["pad": "regular", "phone": "compact"]

    /// `UIDevice.current.isiPad() ? 5 : 0`, `if UIDevice.isPhone { … }`: a workspace wrapper of the idiom,
    /// reported where what it decides is layout (no fix: the wrapper's other uses keep their meaning).
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {
        guard wrapper.hazard == .idiom, let use = layoutUse(at: index, of: wrapper, in: context.file) else { return }
        // Choosing the orientations: the size class is no answer there (a large iPhone is regular width in landscape).
        if choosesOrientationMask(use.range.lowerBound, in: context.file) {
            context.report("\(wrapper.described) tests the idiom (`\(wrapper.wrapped)`) and chooses the orientations here: that gives "
                           + "iPhone Duo the phone's, on both displays, and its inner display doesn't honour a lock; allow every "
                           + "orientation and fill the screen in every pose", wrapperUse: use.range, of: wrapper)
            return
        }
        context.report("\(wrapper.described) tests the idiom (`\(wrapper.wrapped)`) and decides layout here, but iPhone Duo is a phone "
                       + "whose inner display is regular width; decide from the horizontal size class instead", wrapperUse: use.range, of: wrapper)
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard let idiom = idiomExpression(at: index, in: file), !file.isInInterpolation(index) else { return }
        // `private var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }`: its uses in the
        // type (or block) are the idiom itself (`idiom == .pad ? 10 : 2`).
        if let alias = aliasUses(ofIdiom: idiom, in: file) {
            for use in alias { checkIdiom(use, context: context) }
            return
        }
        checkIdiom(idiom, context: context)
    }

    /// The idiom read `idiom` (or a name standing for it): compared, switched on or matched.
    private func checkIdiom(_ idiom: ClosedRange<Int>, context: RuleContext) {
        let file = context.file
        if let comparison = comparison(of: idiom, in: file) {
            reportComparison(comparison, idiom: idiom, context: context)
        } else if file.isWord(idiom.lowerBound - 1, "switch"), file.kind(idiom.upperBound + 1) == .leftBrace {
            reportSwitch(idiom: idiom, brace: idiom.upperBound + 1, context: context)
        } else if file.kind(idiom.lowerBound - 1) == .equal, let value = caseValue(endingAt: idiom.lowerBound - 2, in: file),
                  file.isWord(value.lowerBound - 1, "case"), LayoutDecision(file: file).outcome(of: value.lowerBound - 1 ... idiom.upperBound) != .other {
            context.report("Matching the idiom with `case \(file.codeText(from: value.lowerBound, through: value.upperBound))` decides layout by device, "
                           + "but iPhone Duo is a phone whose inner display is regular width; test the horizontal size class instead",
                           from: value.lowerBound - 1, through: idiom.upperBound)
        }
    }

    /// Whether `checkWrapperUse` reports the token at `index` as a use of `wrapper`.
    /// The use of `wrapper` at `index` when what it decides is layout: what `checkWrapperUse` reports.
    private func layoutUse(at index: Int, of wrapper: HazardWrapper, in file: SourceFile) -> WrapperUse? {
        guard let use = WrapperUse(at: index, of: wrapper, in: file), LayoutDecision(file: file).outcome(of: use.range) == .layout else { return nil }
        return use
    }

    /// The idiom wrapper declared here whose recorded value is the comparison: a stored name it initializes
    /// (`let isIpad = …`, `static let isPhone: Bool = …`) or the property or function whose one expression it is.
    private func workspaceWrapper(valued comparison: ClosedRange<Int>, context: RuleContext) -> HazardWrapper? {
        guard let workspace = context.workspace else { return nil }
        let file = context.file
        // `let isIpad = …`, `let isIpad: Bool = …`
        var candidates = file.kind(comparison.lowerBound - 1) == .equal
            ? [file.localName(boundTo: comparison.lowerBound, comparison.upperBound)].compactMap { $0 } : []
        if let declaration = file.wrapperDeclaration(around: comparison.lowerBound) { candidates.append(declaration.nameIndex) }
        for name in candidates {
            let range = file.range(from: name, through: name)
            if let wrapper = workspace.wrappers(named: file.text(name)).first(where: { $0.hazard == .idiom && $0.path == file.path && $0.nameRange == range }) {
                return wrapper
            }
        }
        return nil
    }

    /// When the idiom read `idiom` is the whole value of a name — a computed property (`var idiom:
    /// UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }`) or a `let` of a type or a block — the uses
    /// of that name where it is visible in the same declaration block (the type's body, the block), as
    /// expressions (`idiom`, `self.idiom`); nil when the read is not such a value.
    private func aliasUses(ofIdiom idiom: ClosedRange<Int>, in file: SourceFile) -> [ClosedRange<Int>]? {
        // `func inset(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom)`: a default a test can
        // replace, read in the body as the idiom itself.
        if let (parameter, body) = parameterDefaulted(to: idiom, in: file) {
            return file.names.of(file.text(parameter), within: body.open + 1 ..< body.close).compactMap { use in
                use != parameter && file.kind(use - 1) != .period && file.kind(use + 1) != .colon ? use ... use : nil
            }
        }
        let name: Int
        if let local = file.localName(boundTo: idiom.lowerBound, idiom.upperBound), file.kind(idiom.lowerBound - 1) == .equal {
            name = local
        } else if let declaration = file.wrapperDeclaration(around: idiom.lowerBound), !declaration.isFunction,
                  let statement = file.soleStatement(ofBlockAt: declaration.body.open),
                  statement.upperBound == idiom.upperBound,
                  statement.lowerBound == idiom.lowerBound || file.isWord(statement.lowerBound, "return") && statement.lowerBound + 1 == idiom.lowerBound {
            name = declaration.nameIndex
        } else if let stored = storedProperty(assignedIn: idiom, in: file) {
            name = stored
        } else {
            return nil
        }
        guard let scope = file.brackets.parent(of: name), file.kind(scope) == .leftBrace, let close = file.brackets.partner(of: scope) else { return [] }
        let spelled = file.text(name)
        return file.names.of(spelled, within: scope + 1 ..< close).compactMap { use in
            guard use != name, file.kind(use + 1) != .colon else { return nil }
            if file.kind(use - 1) == .period {
                // `self.idiom`; not another object's member of that name.
                return file.isWord(use - 2, "self") && file.kind(use - 3) != .period ? use - 2 ... use : nil
            }
            return use ... use
        }
    }

    /// `self.idiom = UIDevice.current.userInterfaceIdiom` (or `idiom = …`) in an initializer, where the type
    /// declares `let idiom` (or `var`): that declaration's name, whose uses in the type are the idiom.
    private func storedProperty(assignedIn idiom: ClosedRange<Int>, in file: SourceFile) -> Int? {
        let target = idiom.lowerBound - 2
        guard file.kind(idiom.lowerBound - 1) == .equal, file.kind(target) == .identifier,
              file.statementBounds(containing: idiom.lowerBound).upperBound == idiom.upperBound else { return nil }
        if file.kind(target - 1) == .period {
            guard file.isWord(target - 2, "self"), file.kind(target - 3) != .period else { return nil }
        } else if file.statementBounds(containing: target).lowerBound != target {
            return nil
        }
        guard file.enclosingFunctionName(of: idiom.lowerBound) == "init", let type = file.enclosingTypeBlock(idiom.lowerBound) else { return nil }
        return file.names.of(file.text(target), within: type.open + 1 ..< type.close).first { index in
            (file.isWord(index - 1, "let") || file.isWord(index - 1, "var")) && file.brackets.parent(of: index) == type.open
        }
    }

    /// The parameter whose default value is the idiom read (`idiom: UIUserInterfaceIdiom = UIDevice.current
    /// .userInterfaceIdiom`) and the body of its function or initializer.
    private func parameterDefaulted(to idiom: ClosedRange<Int>, in file: SourceFile) -> (parameter: Int, body: Scope)? {
        guard file.kind(idiom.lowerBound - 1) == .equal, file.isWord(idiom.lowerBound - 2, "UIUserInterfaceIdiom"),
              file.kind(idiom.lowerBound - 3) == .colon, file.kind(idiom.lowerBound - 4) == .identifier,
              let paren = file.brackets.parent(of: idiom.lowerBound), file.kind(paren) == .leftParen,
              file.kind(idiom.upperBound + 1) == .comma || file.kind(idiom.upperBound + 1) == .rightParen,
              file.isWord(paren - 1, "init") || file.isWord(paren - 2, "func"), let close = file.brackets.partner(of: paren) else { return nil }
        // The body: the first `{` after the parameters at their level (past `-> T`, `throws`, `where …`).
        var brace = close + 1
        while brace < file.count, brace - close < 40, file.kind(brace) != .leftBrace {
            if let partner = file.brackets.partner(of: brace), partner > brace { brace = partner }
            brace += 1
        }
        guard let body = file.block(openedAt: brace) else { return nil }
        return (idiom.lowerBound - 4, body)
    }

    /// The idiom read ending at the trigger: `UIDevice.current.userInterfaceIdiom`,
    /// `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`.
    private func idiomExpression(at index: Int, in file: SourceFile) -> ClosedRange<Int>? {
        if file.isWord(index, "UI_USER_INTERFACE_IDIOM") {
            guard file.kind(index - 1) != .period, file.kind(index + 1) == .leftParen, file.kind(index + 2) == .rightParen else { return nil }
            return index ... index + 2
        }
        guard file.kind(index + 1) != .period, file.kind(index + 1) != .leftParen, file.kind(index + 1) != .colon else { return nil }
        // `userInterfaceIdiom == .pad` with an implicit `self` (in `extension UIDevice`, `UITraitCollection`).
        if file.kind(index - 1) != .period {
            return file.isWord(index - 1, oneOf: ["let", "var", "case", "func"]) ? nil : index ... index
        }
        guard file.kind(index - 2) != .backslash else { return nil }
        let start = file.postfixChainStart(endingAt: index)
        return start < index - 1 ? start ... index : nil
    }

    private struct Comparison {
        /// The `.pad` / `UIUserInterfaceIdiom.pad` operand.
        var value: ClosedRange<Int>
        /// The whole comparison.
        var range: ClosedRange<Int>
        var idiomName: String
    }

    /// `idiom == .pad`, `.phone != idiom`, with `UIUserInterfaceIdiom.pad` too.
    private func comparison(of idiom: ClosedRange<Int>, in file: SourceFile) -> Comparison? {
        let after = idiom.upperBound + 1
        if isEquality(after, in: file), let value = caseValue(startingAt: after + 1, in: file),
           !isStringTernary(after: value.upperBound, in: file) {
            return Comparison(value: value, range: idiom.lowerBound ... value.upperBound, idiomName: file.text(value.upperBound))
        }
        let before = idiom.lowerBound - 1
        if isEquality(before, in: file), let value = caseValue(endingAt: before - 1, in: file),
           !isStringTernary(after: idiom.upperBound, in: file) {
            return Comparison(value: value, range: value.lowerBound ... idiom.upperBound, idiomName: file.text(value.upperBound))
        }
        return nil
    }

    private func isEquality(_ index: Int, in file: SourceFile) -> Bool {
        file.isOperator(index, "==") || file.isOperator(index, "!=")
    }

    /// `.pad` or `UIUserInterfaceIdiom.pad` starting at `start`, as a whole operand.
    private func caseValue(startingAt start: Int, in file: SourceFile) -> ClosedRange<Int>? {
        let value: ClosedRange<Int>
        if file.kind(start) == .period, isPadOrPhone(start + 1, in: file) {
            value = start ... start + 1
        } else if file.isWord(start, "UIUserInterfaceIdiom"), file.kind(start + 1) == .period, isPadOrPhone(start + 2, in: file) {
            value = start ... start + 2
        } else {
            return nil
        }
        let next = value.upperBound + 1
        if file.kind(next) == .period || file.kind(next) == .leftParen { return nil }
        return value
    }

    /// `.pad` or `UIUserInterfaceIdiom.pad` ending at `end`, as a whole operand.
    private func caseValue(endingAt end: Int, in file: SourceFile) -> ClosedRange<Int>? {
        guard isPadOrPhone(end, in: file), file.kind(end - 1) == .period else { return nil }
        if file.isWord(end - 2, "UIUserInterfaceIdiom"), file.kind(end - 3) != .period { return end - 2 ... end }
        // `x.pad` is a member of something else; `.pad` alone is the idiom.
        switch file.kind(end - 2) {
        case .identifier, .rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark: return nil
        default: return file.isWord(end - 2, "self") ? nil : end - 1 ... end
        }
    }

    private func isPadOrPhone(_ index: Int, in file: SourceFile) -> Bool {
        file.isWord(index, "pad") || file.isWord(index, "phone")
    }

    /// `… == .pad ? "iPad" : "iPhone"`: naming the device, not laying it out.
    private func isStringTernary(after end: Int, in file: SourceFile) -> Bool {
        file.kind(end + 1) == .infixQuestionMark && file.kind(end + 2) == .stringQuote
    }

    private func reportComparison(_ comparison: Comparison, idiom: ClosedRange<Int>, context: RuleContext) {
        let file = context.file
        let sizeClass = IdiomLayout.sizeClass[comparison.idiomName]!
        let decision = LayoutDecision(file: file)
        let outcome = decision.outcome(of: comparison.range)
        switch outcome {
        case .other:
            // A feature, a string, an analytics value: the device is the right question.
            return
        case .unknownUses(let wrapper):
            context.report("`\(wrapper)` tests the idiom for `.\(comparison.idiomName)`: where it decides layout, iPhone Duo is a phone whose "
                           + "inner display is regular width; decide from the horizontal size class (`.\(sizeClass)`) at those uses",
                           from: comparison.range.lowerBound, through: comparison.range.upperBound)
            return
        case .layout:
            // The whole value of a wrapper the workspace knows (`let isIpad = … == .pad`) whose uses here are
            // reported where they decide layout (`checkWrapperUse`): the declaration too would report one decision
            // twice. (Uses that only decide layout together, one block each, leave the finding here.)
            if let wrapper = workspaceWrapper(valued: comparison.range, context: context),
               file.names.of(wrapper.name).contains(where: { layoutUse(at: $0, of: wrapper, in: file) != nil }) {
                return
            }
        }
        var fixes: [Fix] = []
        if isFixable(comparison, decision: decision, in: file), let subject = subjectEdit(idiom: idiom, context: context),
           let value = valueEdit(comparison.value, in: file) {
            fixes.append(Fix(title: "Use the horizontal size class (.\(sizeClass))", safety: .unsafe, edits: [subject, value]))
        }
        if choosesOrientationMask(idiom.lowerBound, in: file) {
            context.report(IdiomLayout.maskMessage, from: comparison.range.lowerBound, through: comparison.range.upperBound)
            return
        }
        let alreadyTests = testsSizeClass(decision.widened(comparison.range), in: file)
        let advice = alreadyTests ? "the size-class test beside it already decides; drop the idiom test"
            : "test the horizontal size class (`.\(sizeClass)`) instead"
        context.report("Testing the idiom for `.\(comparison.idiomName)` decides layout by device, but iPhone Duo is a phone whose inner display "
                       + "is regular width; \(advice)",
                       from: comparison.range.lowerBound, through: comparison.range.upperBound, fixes: fixes)
    }

    /// The rewrite to a size class is offered where the comparison is used in place (a condition, a ternary,
    /// a value assigned), not where it is a wrapper's whole value (`var isPad: Bool { … }`, `return …`) or a
    /// default argument, whose meaning would change for every caller; and not where a size class is tested
    /// beside it (the rewrite would give `sizeClass == .compact || sizeClass == .compact`, or a condition
    /// that never holds).
    private func isFixable(_ comparison: Comparison, decision: LayoutDecision, in file: SourceFile) -> Bool {
        let expression = decision.widened(comparison.range)
        if testsSizeClass(expression, in: file) { return false }
        let before = expression.lowerBound - 1
        if file.isWord(before, "return") { return false }
        if file.kind(before) == .leftBrace, file.brackets.partner(of: before) == expression.upperBound + 1 { return false }
        if file.kind(before) == .equal, let open = file.brackets.parent(of: before), file.kind(open) == .leftParen { return false }
        return true
    }

    private func testsSizeClass(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        range.contains { file.isWord($0, "horizontalSizeClass") || file.isWord($0, "verticalSizeClass") || file.isWord($0, "sizeClass") }
    }

    private func reportSwitch(idiom: ClosedRange<Int>, brace: Int, context: RuleContext) {
        let file = context.file
        guard let close = file.brackets.partner(of: brace) else { return }
        var values: [ClosedRange<Int>] = []
        var mappable = true
        var hasDeviceCase = false
        var index = brace + 1
        while index < close {
            if let partner = file.brackets.partner(of: index), partner > index {
                index = partner + 1
                continue
            }
            // A label starts its line; `if case` inside a case body is not one.
            if file.isWord(index, "case"), file.newlineBefore(index) || file.kind(index - 1) == .leftBrace || file.kind(index - 1) == .semicolon {
                var colon = index + 1
                while colon < close, file.kind(colon) != .colon || file.brackets.parent(of: colon) != brace { colon += 1 }
                if colon == index + 3, file.kind(index + 1) == .period, isPadOrPhone(index + 2, in: file) {
                    values.append(index + 1 ... index + 2)
                } else if colon == index + 3, file.kind(index + 1) == .period, file.isWord(index + 2, "unspecified") {
                    // `.unspecified` is a size class too.
                } else {
                    // `case .pad, .mac:`: reported, but not mapped onto size classes.
                    if (index + 1 ..< colon).contains(where: { file.kind($0 - 1) == .period && isPadOrPhone($0, in: file) }) { hasDeviceCase = true }
                    mappable = false
                }
                index = colon
            }
            index += 1
        }
        guard !values.isEmpty || hasDeviceCase else { return }
        let decision = LayoutDecision(file: file)
        let wrapperDecides = decision.wrapperName(around: brace).map { NameWords.split($0).contains { LayoutDecision.layoutWords.contains($0) } } ?? false
        guard decision.blockDecidesLayout(brace) || wrapperDecides else { return }
        var fixes: [Fix] = []
        if mappable, let subject = subjectEdit(idiom: idiom, context: context) {
            let edits = values.compactMap { valueEdit($0, in: file) }
            if edits.count == values.count {
                fixes.append(Fix(title: "Switch over the horizontal size class", safety: .unsafe, edits: [subject] + edits))
            }
        }
        if choosesOrientationMask(idiom.lowerBound, in: file) {
            context.report(IdiomLayout.maskMessage, from: idiom.lowerBound, through: idiom.upperBound)
            return
        }
        context.report("Switching over the idiom decides layout by device, but iPhone Duo is a phone whose inner display is regular width; "
                       + "switch over the horizontal size class (`.regular` / `.compact`)",
                       from: idiom.lowerBound, through: idiom.upperBound, fixes: fixes)
    }

    /// The idiom choosing the orientations: what matters is the phone's lock, which the size class must not choose.
    private static let maskMessage = "Choosing the orientations by idiom gives iPhone Duo the phone's, on both displays, and its inner display "
        + "doesn't honour a lock; allow every orientation and fill the screen in every pose"

    /// Whether the idiom test at `index` picks an orientation mask: in `supportedInterfaceOrientations` or a
    /// property or function of type `UIInterfaceOrientationMask`. No rewrite there: a large iPhone is regular
    /// width in landscape, so a mask chosen by the size class would let a portrait screen stay in landscape.
    private func choosesOrientationMask(_ index: Int, in file: SourceFile) -> Bool {
        if let declaration = file.wrapperDeclaration(around: index) {
            if declaration.name.hasSuffix("Orientations") || declaration.name.hasSuffix("OrientationForPresentation") { return true }
            if (declaration.nameIndex ..< declaration.body.open).contains(where: { file.isWord($0, oneOf: ["UIInterfaceOrientationMask", "UIInterfaceOrientation"]) }) {
                return true
            }
        }
        return file.statementBounds(containing: index).contains { file.isWord($0, "UIInterfaceOrientationMask") }
    }

    /// The edit that turns the idiom read into a horizontal size class read.
    private func subjectEdit(idiom: ClosedRange<Int>, context: RuleContext) -> TextEdit? {
        let file = context.file
        // A split view's column or a cell reads the column's size class, compact on an iPad.
        guard !file.mayShowInAColumn(idiom.lowerBound), !choosesOrientationMask(idiom.lowerBound, in: file),
              !file.overridesTraits(inFunctionAround: idiom.lowerBound, context.remembered("traitOverrides") { file.traitOverrides() }) else { return nil }
        let instance = InstanceContext(at: idiom.lowerBound, in: file)
        // Set-up code runs before the window's size class is known: the test would be of another one. So
        // does `viewDidLoad` (a controller's traits are up to date from `viewIsAppearing`), which also decides
        // once: the branch would not follow the size class as the device folds. (Whatever trait collection
        // is read: a view's own is predicted there too.)
        if instance.role == .view || instance.role == .viewController, instance.functionName != nil,
           instance.runsInSetUp(at: idiom.lowerBound, in: file, alsoIn: ["viewDidLoad"]) { return nil }
        let last = idiom.upperBound
        // `….traitCollection.userInterfaceIdiom`: the same trait collection's size class.
        var receiverEnd = last - 2
        while file.kind(receiverEnd) == .postfixQuestionMark || file.kind(receiverEnd) == .exclamationMark { receiverEnd -= 1 }
        let receiver = file.text(receiverEnd)
        let isTraitCollection = receiver == "traitCollection" || receiver.hasSuffix("TraitCollection")
            || receiver == "current" && file.isWord(receiverEnd - 2, "UITraitCollection")
        if file.isWord(last, "userInterfaceIdiom"), isTraitCollection {
            return TextEdit(range: file.range(from: last, through: last), newText: "horizontalSizeClass")
        }
        let range = file.range(from: idiom.lowerBound, through: idiom.upperBound)
        guard !file.hasComment(in: range) else { return nil }
        switch instance.role {
        case .view, .viewController:
            return instance.reference("traitCollection.horizontalSizeClass").map { TextEdit(range: range, newText: $0) }
        case .swiftUIView:
            return sizeClassProperty(at: idiom.lowerBound, in: file).flatMap(instance.reference).map { TextEdit(range: range, newText: $0) }
        case .other:
            return nil
        }
    }

    /// `.pad` → `.regular`; `UIUserInterfaceIdiom.phone` → `.compact`.
    private func valueEdit(_ value: ClosedRange<Int>, in file: SourceFile) -> TextEdit? {
        let sizeClass = IdiomLayout.sizeClass[file.text(value.upperBound)] ?? "unspecified"
        if value.count == 2 { return TextEdit(range: file.range(from: value.upperBound, through: value.upperBound), newText: sizeClass) }
        let range = file.range(from: value.lowerBound, through: value.upperBound)
        return file.hasComment(in: range) ? nil : TextEdit(range: range, newText: ".\(sizeClass)")
    }

    /// The SwiftUI view's `@Environment(\.horizontalSizeClass) var name`, read from its body's members.
    private func sizeClassProperty(at index: Int, in file: SourceFile) -> String? {
        guard let typeScope = file.enclosingTypeBlock(index) else { return nil }
        var member = typeScope.open + 1
        while member < typeScope.close {
            if let partner = file.brackets.partner(of: member), partner > member {
                if file.isWord(member - 1, "Environment"), file.kind(member + 1) == .backslash, file.kind(member + 2) == .period,
                   file.isWord(member + 3, "horizontalSizeClass"), file.kind(member + 4) == .rightParen {
                    var name = partner + 1
                    while name < min(typeScope.close, partner + 6), !file.isWord(name, "var") { name += 1 }
                    if file.isWord(name, "var"), file.kind(name + 1) == .identifier { return file.text(name + 1) }
                }
                member = partner + 1
                continue
            }
            member += 1
        }
        return nil
    }
}
