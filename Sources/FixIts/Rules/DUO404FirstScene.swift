/// DUO404 first-scene: "the" scene or window of the app (the first connected
/// scene, the first window, the key window) used for geometry or to present UI.
public struct FirstScene: Rule {
    public var code: String { "DUO404" }
    public var name: String { "first-scene" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { FirstScene.pickNames }
    /// The names a pick starts at.
    static let pickNames = ["connectedScenes", "windows"] + keyWindowNames

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "With two windows on iPhone Duo's inner display, the first scene or the key window is an arbitrary one: use the view's own `window?.windowScene`.",
            whatItFlags: """
                `UIApplication.shared.connectedScenes.first` (through `compactMap`, `filter`, `flatMap(\\.windows)` \
                and `first(where:)` tests of the activation state or `isKeyWindow`), \
                `UIApplication.shared.windows.first`, `UIApplication.shared.keyWindow` and key-window helpers on \
                `UIApplication.shared` (`firstKeyWindow`, `getKeyWindow()` …), also bare or on `self` inside an \
                extension of `UIApplication` (`windows.first { $0.isKeyWindow }`), when the scene or window is \
                used for geometry (`safeAreaInsets`, `bounds`, `frame`, `screen`, `interfaceOrientation`, \
                `effectiveGeometry`, `convert(_:to:)`, size classes) or to present UI (`rootViewController`, a \
                `topViewController` or `visibleViewController` of it, `present`, `addSubview`, `requestReview(in:)`, `UIWindow(windowScene:)`), directly or through the \
                local it is bound to or the parameter it is the default of (`func show(in view: UIView? = \
                UIApplication.shared.keyWindow)`); a helper that returns the first connected scene; and the uses, in any file of \
                the workspace, of a property or function whose one expression is such a pick (with only steps to \
                its window or root view controller after it: `UIApplication.appKeyWindow()?.rootViewController`, \
                `UIWindow.keyWindow?.safeAreaInsets`), named with where it is declared. Not reported: a scene \
                chosen by something specific (`first(where: { $0.session == session })`, \
                `$0 is CPTemplateApplicationScene`), a scene's own `keyWindow`, counts and loops over all scenes, \
                uses that don't depend on which window it is (`endEditing`, the interface style, the status bar's \
                `statusBarStyle`, the space a gesture's movement is measured in: `pan.translation(in: \
                keyWindow?.rootViewController?.view)`), text in comments and strings; nothing in an app whose \
                `Info.plist` declares one window scene (a scene manifest with `UIApplicationSupportsMultipleScenes` \
                false or absent and no scene role but its windows', the nearest `Info.plist` in the file's folder or \
                above it up to the project's root, else the one the `INFOPLIST_FILE` of the app target that builds \
                the file names, else the app's own a few folders below the root): its first scene is its only one.
                """,
            whyItMatters: """
                With two windows of the app side by side on iPhone Duo's inner display, both scenes are in the \
                foreground; closing the device keeps the most recent one active. The first connected scene, or the \
                key window of whichever scene was touched last, is then an arbitrary one: its safe-area insets, \
                size and orientation belong to the other window (each puts its side bar on its own outer edge), and \
                UI presented on it appears in the other window. A CarPlay or external-display scene can come first \
                too. The view that asks has its own window and scene. An app whose `Info.plist` has no scene \
                manifest has one window today; it must adopt scenes (DUO402), and the message says that the hazard \
                comes if it then allows several windows.
                """,
            example: """
                func updateHeader() {
                    let window = UIApplication.shared.connectedScenes
                        .compactMap { $0 as? UIWindowScene }
                        .first?.windows.first
                    headerHeight.constant = 44 + (window?.safeAreaInsets.top ?? 0)
                }
                """,
            useInstead: """
                func updateHeader() {
                    headerHeight.constant = 44 + view.safeAreaInsets.top
                }
                // Presenting: present from this view controller, or from view.window?.windowScene.
                // SwiftUI: read safe areas from GeometryReader; request a review with @Environment(\\.requestReview).
                """,
            fixSafety: """
                No fix: the right window is the one of the view that asks, which code outside a view or view \
                controller (a model, a helper) must be given.
                """,
            references: [
                "HIG reference §5 \"Scenes and state\": with two windows on the inner display, closing keeps the most recent one active and moves the other to inactive (seeds/000)",
                "HIG reference §5 \"Build and screens\": use the view or scene bounds, window?.windowScene?.screen (seeds/000)",
                "HIG reference §4 \"Vertical controls\": in Split View each app puts its controls on its outer edge (seeds/000)",
            ]
        )
    }

    /// Key-window helpers on `UIApplication.shared`, the deprecated `keyWindow` first.
    static let keyWindowNames = ["keyWindow", "firstKeyWindow", "getKeyWindow", "currentKeyWindow", "activeKeyWindow", "topKeyWindow", "findKeyWindow", "mainKeyWindow"]

    /// Members whose value depends on which window it is: its geometry.
    private static let geometryWords: Set<String> = [
        "safeAreaInsets", "safeAreaLayoutGuide", "bounds", "frame", "screen", "interfaceOrientation", "effectiveGeometry",
        "coordinateSpace", "layoutMargins", "statusBarManager", "horizontalSizeClass", "verticalSizeClass", "convert",
    ]
    /// What the status bar manager says of the status bar's look rather than its frame.
    private static let statusBarAppearance: Set<String> = ["statusBarStyle", "isStatusBarHidden"]

    /// The member named after `index` (`?.name`, `!.name`, `.name`), if any.
    private func memberAfter(_ index: Int, in file: SourceFile) -> Int? {
        var next = index + 1
        if file.kind(next) == .postfixQuestionMark || file.kind(next) == .exclamationMark { next += 1 }
        return file.kind(next) == .period && file.kind(next + 1) == .identifier ? next + 1 : nil
    }

    /// Members that put UI on that window.
    private static let presentationWords: Set<String> = [
        "rootViewController", "present", "addSubview", "insertSubview", "presentedViewController",
        // Where helpers find the controller to present from (`keyWindow?.topViewController`).
        "topViewController", "topMostViewController", "visibleViewController",
    ]
    /// Argument labels that hand a scene to API that presents on it: `requestReview(in:)`, `UIWindow(windowScene:)`.
    private static let presentingLabels: Set<String> = ["in", "windowScene"]
    /// What may appear in a `compactMap`/`filter`/`first(where:)` along the way without choosing a specific scene.
    private static let neutralMembers: Set<String> = [
        "windows", "keyWindow", "isKeyWindow", "activationState", "foregroundActive", "foregroundInactive", "self",
    ]
    static let neutralTypes: Set<String> = ["UIWindowScene", "UIWindow", "UIScene"]

    enum Pick {
        /// The first connected scene or window: any of them.
        case first
        /// The key window: the one touched last, of any scene.
        case keyWindow
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        // One window scene (the app's `Info.plist`): the first scene and its key window are the app's own.
        guard !context.configuration.declaresOneScene, !file.isInInterpolation(index), file.kind(index + 1) != .colon, !file.isWord(index - 1, "var"), !file.isWord(index - 1, "func"),
              let (pick, start, end) = picked(at: index, in: file) else { return }
        var use = use(after: end, of: start, in: file)
        // Stored or returned: the value may go on to the picked scene's window (`….first?.windows.first`).
        let valueEnd = castEnd(after: windowStepsEnd(after: end, in: file), in: file)
        if use == nil, let local = file.localName(boundTo: start, valueEnd) {
            use = usesThroughLocals(declaredAt: local, in: file)
        }
        // A parameter's default (`func show(in view: UIView? = UIApplication.shared.keyWindow)`): its uses in the body.
        if use == nil, let (name, body) = parameter(defaultedTo: start, valueEnd, in: file) {
            for reference in file.names.of(name, within: body.open ..< body.close) where file.kind(reference - 1) != .period {
                if let found = self.use(after: reference, of: reference, in: file) { use = found; break }
                if let local = file.localName(boundTo: reference, reference), let found = usesThroughLocals(declaredAt: local, in: file) {
                    use = found
                    break
                }
            }
        }
        if use == nil, pick == .first, file.isReturnedValue(start, valueEnd) {
            use = "returned by a helper, which its callers use as the app's scene"
        }
        guard let use else { return }
        let flagged = file.codeText(from: start, through: end)
        let what = pick == .first
            ? "is an arbitrary scene or window when iPhone Duo shows two of the app's windows (or a CarPlay or external-display scene is connected)"
            : "is the key window, which with two windows on iPhone Duo's inner display may be the other one"
        context.report("`\(flagged)` \(what), and it is \(use); use the view's own `view.window` / `view.window?.windowScene`"
                       + notAdoptedNote(context), from: start, through: end)
    }

    /// The pick the trigger at `index` starts or is: what kind, and the
    /// chain's first and last tokens through the pick.
    func picked(at index: Int, in file: SourceFile) -> (Pick, Int, Int)? {
        let start = file.postfixChainStart(endingAt: index)
        switch file.text(index) {
        case "connectedScenes":
            return firstAlongChain(after: index, in: file).map { ($0.0, start, $0.1) }
        case "windows":
            guard isApplication(receiverOf: index, start: start, in: file) else { return nil }
            return firstAlongChain(after: index, in: file).map { ($0.0, start, $0.1) }
        default:
            // `UIApplication.shared.keyWindow`, `UIApplication.shared.getKeyWindow()`, `keyWindow` in an extension of it.
            guard isApplication(receiverOf: index, start: start, in: file) else { return nil }
            var end = index
            if file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1), close == index + 2 { end = close }
            return (.keyWindow, start, end)
        }
    }

    /// The member at `index` is the application's: on `UIApplication.shared`, or bare or on `self` inside an
    /// extension of `UIApplication` (`var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }`).
    private func isApplication(receiverOf index: Int, start: Int, in file: SourceFile) -> Bool {
        if file.kind(index - 1) == .period, index - 2 >= start, isSharedApplication(start ... index - 2, in: file) { return true }
        let bare = start == index && file.kind(index - 1) != .period || start == index - 2 && file.isWord(start, "self")
        guard bare, file.bindings.lookup(file.text(index), at: index, in: file) == nil,
              let type = file.enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        return declaration.name == "UIApplication" && declaration.keyword == "extension"
    }

    /// The first and last tokens of the first-scene or key-window pick the trigger at `index` starts.
    static func pick(at index: Int, in file: SourceFile) -> ClosedRange<Int>? {
        FirstScene().picked(at: index, in: file).map { $0.1 ... $0.2 }
    }

    /// Whether the value of a wrapper (`value`, its one expression) is `pick`, followed only by steps that lead
    /// to the picked scene's window or root view controller (`….first?.windows.first`,
    /// `.flatMap { $0 as? UIWindowScene }?.keyWindow`, `?.rootViewController`).
    static func isWindowHelperValue(_ value: ClosedRange<Int>, pick: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard pick.lowerBound == value.lowerBound else { return false }
        var current = pick.upperBound
        while current < value.upperBound {
            if file.kind(current + 1) == .postfixQuestionMark || file.kind(current + 1) == .exclamationMark { current += 1; continue }
            if file.isWord(current + 1, "as"), file.kind(current + 2) == .postfixQuestionMark, file.kind(current + 3) == .identifier {
                guard neutralTypes.contains(file.text(current + 3)) else { return false }
                current += 3
                continue
            }
            guard file.kind(current + 1) == .period, file.kind(current + 2) == .identifier,
                  windowSteps.contains(file.text(current + 2)) else { return false }
            current += 2
            while file.kind(current + 1) == .leftParen || file.kind(current + 1) == .leftBrace, let close = file.brackets.partner(of: current + 1) {
                guard FirstScene().isNeutral(current + 2 ..< close, in: file) != nil else { return false }
                current = close
            }
        }
        return current == value.upperBound
    }

    /// Steps after a pick that stay on its window.
    private static let windowSteps: Set<String> = [
        "windows", "keyWindow", "first", "last", "flatMap", "compactMap", "map", "filter", "rootViewController",
        "topViewController", "topMostViewController", "visibleViewController",
    ]

    /// A workspace helper that returns the first scene or the key window (or its root view controller), where
    /// its value is used for geometry or to present UI, as the pick itself would be.
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {
        let file = context.file
        guard wrapper.hazard == .window, !context.configuration.declaresOneScene, !file.isInInterpolation(index), let wrapped = WrapperUse(at: index, of: wrapper, in: file) else { return }
        let start = wrapped.range.lowerBound, end = wrapped.range.upperBound
        var use = use(after: end, of: start, in: file)
        if use == nil, let local = file.localName(boundTo: start, castEnd(after: end, in: file)) {
            use = usesThroughLocals(declaredAt: local, in: file)
        }
        guard let use else { return }
        context.report("""
            \(wrapper.described) picks `\(wrapper.wrapped)`: with two of the app's windows on iPhone Duo that is an \
            arbitrary one, and it is \(use); use the view's own `view.window` / `view.window?.windowScene`\(notAdoptedNote(context))
            """, wrapperUse: wrapped.range, of: wrapper)
    }

    /// For an app whose `Info.plist` has no scene manifest: when the hazard comes.
    private func notAdoptedNote(_ context: RuleContext) -> String {
        context.configuration.appHasNotAdoptedScenes
            ? " (this app has one window until it adopts scenes, which it must (DUO402): the hazard comes if it then allows several)"
            : ""
    }

    /// What the local declared at `local` is used for, also through a local it is bound to in turn
    /// (`guard let host = presentingView ?? keyWindow else …; host.addSubview(…)`).
    private func usesThroughLocals(declaredAt local: Int, in file: SourceFile, depth: Int = 1) -> String? {
        for index in file.usesOfLocal(declaredAt: local) {
            if let found = use(after: index, of: index, in: file) { return found }
            if depth > 0, let next = file.localName(boundTo: index, index), let found = usesThroughLocals(declaredAt: next, in: file, depth: depth - 1) {
                return found
            }
        }
        return nil
    }

    /// The parameter whose default value is `first ... last` (`in view: UIView? = …`): its name, and the body of
    /// its function.
    private func parameter(defaultedTo first: Int, _ last: Int, in file: SourceFile) -> (String, Scope)? {
        guard file.kind(first - 1) == .equal, let open = file.brackets.parent(of: first), file.kind(open) == .leftParen,
              file.kind(last + 1) == .comma || file.kind(last + 1) == .rightParen,
              file.kind(open - 1) == .identifier, file.isWord(open - 2, "func"),
              let colon = (open + 1 ..< first).last(where: { file.kind($0) == .colon && file.brackets.parent(of: $0) == open }),
              file.kind(colon - 1) == .identifier, let close = file.brackets.partner(of: open) else { return nil }
        // The body: the first `{` after the parameter list at the declaration's level.
        var brace = close + 1
        while brace < file.count, brace - close < 64, file.kind(brace) != .leftBrace { brace += 1 }
        guard file.kind(brace) == .leftBrace, let body = file.block(openedAt: brace) else { return nil }
        return (file.text(colon - 1), body)
    }

    /// `….first?.keyWindow`, `….first?.windows.first`: where the chain after the pick ending at `end` goes on
    /// to a window of the picked scene, that step's last token; else `end`.
    private func windowStepsEnd(after end: Int, in file: SourceFile) -> Int {
        var current = end
        if file.kind(current + 1) == .postfixQuestionMark || file.kind(current + 1) == .exclamationMark { current += 1 }
        guard file.kind(current + 1) == .period else { return end }
        if file.isWord(current + 2, "keyWindow") { return current + 2 }
        if file.isWord(current + 2, "windows"), let (_, last) = firstAlongChain(after: current + 2, in: file) { return last }
        return end
    }

    /// `UIApplication.shared` exactly.
    private func isSharedApplication(_ receiver: ClosedRange<Int>, in file: SourceFile) -> Bool {
        receiver.count == 3 && file.isWord(receiver.lowerBound, "UIApplication") && file.isWord(receiver.upperBound, "shared")
    }

    /// Along the chain after `index`: neutral `compactMap`/`filter`/`map`/`flatMap`/`lazy`
    /// steps, then `.first` / `.last` / `.first(where:)` / `[0]`: the pick and its last token.
    private func firstAlongChain(after index: Int, in file: SourceFile) -> (Pick, Int)? {
        var current = index
        var sawKeyWindow = false
        for _ in 0 ..< 8 {
            if file.kind(current + 1) == .postfixQuestionMark || file.kind(current + 1) == .exclamationMark { current += 1 }
            if file.kind(current + 1) == .leftSquare, file.kind(current + 2) == .integerLiteral, file.text(current + 2) == "0",
               file.kind(current + 3) == .rightSquare, !file.newlineBefore(current + 1) {
                return (sawKeyWindow ? .keyWindow : .first, current + 3)
            }
            guard file.kind(current + 1) == .period, file.kind(current + 2) == .identifier else { return nil }
            let member = current + 2
            var end = member
            var mentionsKeyWindow = false
            // The step's arguments and closures must not choose a specific scene.
            while file.kind(end + 1) == .leftParen || file.kind(end + 1) == .leftBrace, !file.newlineBefore(end + 1),
                  let close = file.brackets.partner(of: end + 1) {
                guard let keyWindow = isNeutral(end + 2 ..< close, in: file) else { return nil }
                mentionsKeyWindow = mentionsKeyWindow || keyWindow
                end = close
            }
            switch file.text(member) {
            case "first", "last":
                return (sawKeyWindow || mentionsKeyWindow ? .keyWindow : .first, end)
            case "compactMap", "filter", "map", "flatMap", "lazy":
                sawKeyWindow = sawKeyWindow || mentionsKeyWindow
                current = end
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the code `range` (a step's closure or arguments) only casts,
    /// reads windows or tests the activation state or `isKeyWindow`: nil when
    /// it names something specific, else whether it tests the key window.
    func isNeutral(_ range: Range<Int>, in file: SourceFile) -> Bool? {
        var keyWindow = false
        for index in range {
            switch file.kind(index) {
            case .identifier:
                let word = file.text(index)
                if file.kind(index - 1) == .period {
                    guard FirstScene.neutralMembers.contains(word) else { return nil }
                    if word == "isKeyWindow" || word == "keyWindow" { keyWindow = true }
                } else if word.first?.isUppercase == true {
                    guard FirstScene.neutralTypes.contains(word) else { return nil }
                } else if file.kind(index + 1) == .colon {
                    guard word == "where" else { return nil }
                }
            case .stringQuote, .multilineStringQuote, .integerLiteral:
                return nil
            default:
                break
            }
        }
        return keyWindow
    }

    /// `value as? UIWindowScene`: the cast's last token, else `end`.
    private func castEnd(after end: Int, in file: SourceFile) -> Int {
        if file.isWord(end + 1, "as"), file.kind(end + 2) == .postfixQuestionMark || file.kind(end + 2) == .exclamationMark,
           file.kind(end + 3) == .identifier {
            return end + 3
        }
        return end
    }

    /// What the value ending at `end` (starting at `start`) is used for:
    /// geometry or presentation members after it (also after `(value as? T)?.`),
    /// or an argument of `convert(_:to:)` or with a presenting label.
    private func use(after end: Int, of start: Int, in file: SourceFile) -> String? {
        var last = end
        var first = start
        // `(value as? UIWindowScene)?.windows…`
        let cast = castEnd(after: last, in: file)
        if file.kind(first - 1) == .leftParen, file.brackets.partner(of: first - 1) == cast + 1 {
            first -= 1
            last = cast + 1
        }
        // `pan.translation(in: keyWindow?.rootViewController?.view)`: the space a gesture's movement is measured
        // in, the same in any window; nothing is shown or placed there.
        if let open = file.brackets.parent(of: first), file.kind(open) == .leftParen, file.isWord(first - 2, "in"), file.kind(first - 1) == .colon,
           file.isWord(open - 1, oneOf: ["translation", "velocity", "setTranslation"]) {
            return nil
        }
        var member = last
        for _ in 0 ..< 12 {
            if file.kind(member + 1) == .postfixQuestionMark || file.kind(member + 1) == .exclamationMark { member += 1 }
            guard file.kind(member + 1) == .period, file.kind(member + 2) == .identifier else { break }
            member += 2
            let word = file.text(member)
            // `statusBarManager?.statusBarStyle`: how the status bar looks, not where it is.
            if word == "statusBarManager", let next = memberAfter(member, in: file), FirstScene.statusBarAppearance.contains(file.text(next)) {
                return nil
            }
            if FirstScene.geometryWords.contains(word) { return "used for geometry (`\(word)`)" }
            // `keyWindow?.rootViewController is TabBarController` only asks what is there.
            if FirstScene.presentationWords.contains(word), !file.isWord(member + 1, "is") { return "used to present or place UI (`\(word)`)" }
            // Only the window's own state follows; stop at what doesn't depend on it.
            if file.kind(member + 1) == .leftParen || file.kind(member + 1) == .leftBrace, let close = file.brackets.partner(of: member + 1),
               !file.newlineBefore(member + 1) {
                member = close
            }
        }
        // An argument: `convert(bounds, to: window)`, `requestReview(in: scene)`, `UIWindow(windowScene: scene)`.
        let argumentEnd = castEnd(after: member, in: file)
        guard let open = file.brackets.parent(of: first), file.kind(open) == .leftParen, file.kind(open - 1) == .identifier,
              file.kind(argumentEnd + 1) == .comma || file.kind(argumentEnd + 1) == .rightParen else { return nil }
        let label = file.kind(first - 1) == .colon && (file.kind(first - 2) == .identifier || file.kind(first - 2) == .keyword) ? file.text(first - 2) : nil
        if file.isWord(open - 1, "convert") { return "used for geometry (`convert`)" }
        if let label, FirstScene.presentingLabels.contains(label) { return "handed to `\(file.text(open - 1))(\(label):)`, which presents on it" }
        return nil
    }
}
