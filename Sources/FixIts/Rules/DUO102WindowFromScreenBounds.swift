import Foundation

/// DUO102 window-from-screen-bounds: `UIWindow(frame:)`.
public struct WindowFromScreenBounds: Rule {
    public var code: String { "DUO102" }
    public var name: String { "window-from-screen-bounds" }
    public var defaultSeverity: Severity { .warning }
    /// `frame` finds the `frame:` label of a project window class's initializer (`ThemeWindow(frame: …)`,
    /// `self.init(frame: …)` in a `UIWindow` subclass), whose name no table can list.
    public var triggers: [String] { ["UIWindow", "frame"] }
    public var offeredFixes: [Fix.Safety] { [.safe, .unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Create windows with `UIWindow(windowScene:)`, not `UIWindow(frame:)`.",
            whatItFlags: """
                Every `UIWindow(frame: …)`, most often `UIWindow(frame: UIScreen.main.bounds)` in a scene or \
                app delegate, and the same made through a subclass of `UIWindow` the file or the workspace \
                declares (`ThemeWindow(frame: …)`, `self.init(frame: …)` in the subclass or an extension of \
                `UIWindow`), also with more arguments after `frame:` (`ThemeWindow(frame: …, theme: dark)`), and \
                through a class the workspace does not declare (a package's) whose name ends in `Window`, stored \
                in a name that says window (`window = ThemeWindow(frame: …)`). Not reported: the fallback where \
                the window is made from its scene otherwise — the `else` of an `if` that makes it from its scene \
                (`if let scene = host.windowScene { UIWindow(windowScene: scene) } else { UIWindow(frame: …) }`) \
                or of a `guard` that binds the scene (`guard let scene = scene as? UIWindowScene else { return \
                UIWindow(frame: …) }`).
                """,
            whyItMatters: """
                A window made from a frame belongs to no scene and has a size fixed at creation. On iPhone Duo \
                the app moves between two displays and is resized when the device folds; a window attached to \
                its `UIWindowScene` follows the scene's size and display. Apps built with the iOS 27.1 SDK must \
                use the scene life cycle anyway (TN3187).
                """,
            example: """
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                           options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.windowScene = windowScene
                }
                """,
            useInstead: """
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                """,
            fixSafety: """
                Safe, offered when a `UIWindowScene` is in scope: a `guard let`/`if let … as? UIWindowScene` \
                binding or a parameter of type `UIWindowScene`. Otherwise no fix: find the scene first; nor when \
                the call passes more than the frame (the subclass's other parameters have no scene form known here). Through a \
                subclass (`ThemeWindow(windowScene: scene)`, `self.init(windowScene: scene)`) it is unsafe: a \
                subclass that declares its own initializers does not inherit `init(windowScene:)`.
                """,
            references: [
                "HIG reference §5 \"Build and screens\" (seeds/000): create windows with UIWindow(windowScene:)",
                "HIG reference §5 \"Scenes and state\" (TN3187)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        // From the `frame:` label: a project window class's call (`UIWindow(frame:)` has its own trigger).
        var callee = index
        if file.isWord(index, "frame") {
            guard file.kind(index + 1) == .colon, file.kind(index - 1) == .leftParen, !file.isWord(index - 2, "UIWindow") else { return }
            callee = index - 2
        }
        guard let close = WindowFromScreenBounds.frameCall(at: callee, in: file), !isSceneFallback(callee, in: file) else { return }
        let start = file.isWord(callee, "init") ? callee - 2 : callee
        let range = file.range(from: start, through: close)
        var fixes: [Fix] = []
        let made = file.codeText(from: start, through: callee)
        if context.configuration.supports(OSVersion(13)), file.call(named: callee)?.arguments.count == 1,
           let scene = windowSceneName(visibleAt: callee, in: file) {
            fixes.append(Fix(title: "Use \(made)(windowScene: \(scene))", safety: made == "UIWindow" ? .safe : .unsafe,
                             edits: [TextEdit(range: range, newText: "\(made)(windowScene: \(scene))")]))
        }
        let hint = fixes.isEmpty ? "; create it with `\(made)(windowScene:)` from the scene" : ""
        context.report("A window made from a frame belongs to no scene and does not follow iPhone Duo's displays and resizes\(hint)",
                       bytes: range, fixes: fixes)
    }

    /// `if let scene = host.windowScene { w = UIWindow(windowScene: scene) } else { w = UIWindow(frame: …) }`:
    /// the window is made from its scene, and the frame only where there is none (a scene-based app always
    /// has one; an app without scenes is DUO402's finding).
    private func isSceneFallback(_ index: Int, in file: SourceFile) -> Bool {
        var brace = file.brackets.parent(of: index)
        while let open = brace, file.kind(open) != .leftBrace { brace = file.brackets.parent(of: open) }
        guard let open = brace, file.isWord(open - 1, "else") else { return false }
        // `guard let scene = scene as? UIWindowScene else { return UIWindow(frame: …) }`
        let statement = file.statementBounds(containing: open - 1)
        if file.isWord(statement.lowerBound, "guard") {
            return (statement.lowerBound ..< open - 1).contains { file.isWord($0, "UIWindowScene") && file.isWord($0 - 2, "as") }
        }
        guard file.kind(open - 2) == .rightBrace, let thenOpen = file.brackets.partner(of: open - 2) else { return false }
        return (thenOpen ..< open - 2).contains { (file.kind($0) == .identifier || file.isWord($0, "init")) && file.kind($0 + 1) == .leftParen && file.isWord($0 + 2, "windowScene") }
    }

    /// The `)` of a window made from a frame at `index`: `UIWindow(frame: …)`, a `UIWindow` subclass's
    /// (`ThemeWindow(frame: …)`), or `self.init(frame: …)` in a subclass or an extension of `UIWindow`.
    static func frameCall(at index: Int, in file: SourceFile) -> Int? {
        // The callee first: reading the call's arguments costs more, and most `frame:` labels are views'.
        if file.isWord(index, "init") {
            guard file.kind(index - 1) == .period, file.isWord(index - 2, "self"), isInWindowType(index, in: file) else { return nil }
        } else {
            guard file.kind(index) == .identifier, file.kind(index - 1) != .period else { return nil }
            let name = file.text(index)
            guard isWindowClass(name, in: file) || isPackageWindowClass(name, madeAt: index, in: file) else { return nil }
        }
        // `frame:` first; more arguments only for a subclass's own initializer (`ThemeWindow(frame: …, theme: …)`).
        guard let call = file.call(named: index), let parens = call.parens, call.arguments.first?.label == "frame",
              call.arguments.count == 1 || !file.isWord(index, "UIWindow") else { return nil }
        return parens.upperBound
    }

    /// `window = ThemeWindow(frame: …)`: a class the workspace does not declare (a package's, a framework's)
    /// named as a window, made into a name that says window.
    private static func isPackageWindowClass(_ name: String, madeAt index: Int, in file: SourceFile) -> Bool {
        guard name.hasSuffix("Window"), name.first?.isUppercase == true, file.declaredSuperclass(of: name) == nil,
              file.kind(index - 1) == .equal else { return false }
        var target = index - 2
        if file.kind(target - 1) == .colon { target -= 2 }  // `let window: UIWindow = …`
        return file.kind(target) == .identifier && NameWords.split(file.text(target)).contains("window")
    }

    /// `UIWindow`, or a class whose superclasses (in this file or the workspace) reach it.
    private static func isWindowClass(_ name: String, in file: SourceFile) -> Bool {
        name == "UIWindow" || name.first?.isUppercase == true && file.classChain(from: name).contains("UIWindow")
    }

    private static func isInWindowType(_ index: Int, in file: SourceFile) -> Bool {
        guard let type = file.enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        if declaration.keyword == "extension" { return isWindowClass(declaration.name, in: file) }
        return declaration.keyword == "class" && declaration.inherited.first.map { isWindowClass($0, in: file) } == true
    }

    /// Whether code token `index` lies in the argument of a `UIWindow(frame:)` call.
    /// Also through a local every use of which is such a frame: `let frame = scene?.coordinateSpace.bounds ??
    /// UIScreen.main.bounds` then `UIWindow(frame: frame)` (DUO101 leaves the read to this rule's finding).
    static func isFrameArgument(_ index: Int, in file: SourceFile) -> Bool {
        if isWrittenInFrameArgument(index, in: file) { return true }
        let statement = file.statementBounds(containing: index)
        let name = statement.lowerBound + 1
        guard file.isWord(statement.lowerBound, "let") || file.isWord(statement.lowerBound, "var"), file.kind(name) == .identifier,
              let equal = file.assignment(in: statement, before: index), equal > name,
              let block = file.brackets.parent(of: statement.lowerBound), file.kind(block) == .leftBrace,
              let end = file.brackets.partner(of: block), statement.upperBound < end else { return false }
        // The first use that is not a window's frame ends the question (a file may name a local 100,000 times).
        var used = false
        for use in file.names.of(file.text(name), within: statement.upperBound + 1 ..< end) where file.kind(use - 1) != .period {
            guard isWrittenInFrameArgument(use, in: file) else { return false }
            used = true
        }
        return used
    }

    private static func isWrittenInFrameArgument(_ index: Int, in file: SourceFile) -> Bool {
        var current = file.brackets.parent(of: index)
        while let open = current {
            if file.kind(open) == .leftParen, frameCall(at: open - 1, in: file) != nil { return true }
            if file.kind(open) == .leftBrace { return false }
            current = file.brackets.parent(of: open)
        }
        return false
    }

    /// A name bound to a `UIWindowScene` and visible at `index` (the nearest
    /// binding of a name hides farther ones).
    private func windowSceneName(visibleAt index: Int, in file: SourceFile) -> String? {
        file.bindings.nearest(Self.windowScene, visibleAt: index)?.name
    }

    private static let windowScene = BindingQuery("UIWindowScene") { binding, file in isWindowScene(binding, in: file) }

    /// `if let name = …`, `guard let name = …`, `while let`, or a later clause of their condition list.
    private static func isConditionalBinding(_ binding: Binding, in file: SourceFile) -> Bool {
        let keyword = binding.nameIndex - 1
        guard file.isWord(keyword, "let") || file.isWord(keyword, "var") else { return false }
        return file.isWord(keyword - 1, oneOf: ["if", "guard", "while"]) || file.kind(keyword - 1) == .comma
    }

    private static func isWindowScene(_ binding: Binding, in file: SourceFile) -> Bool {
        // The type as written, spaces aside (Foundation's `replacingOccurrences` cost more than the rest of the rule).
        if let type = binding.type, type.utf8.lazy.filter({ $0 != UInt8(ascii: " ") }).elementsEqual("UIWindowScene".utf8) { return true }
        guard !binding.initializer.isEmpty else { return false }
        let tokens = Array(binding.initializer)
        for i in tokens where file.isWord(i, "as") && (file.kind(i + 1) == .postfixQuestionMark || file.kind(i + 1) == .exclamationMark) {
            // `let scene = x as? UIWindowScene` is an optional: only `if let`/`guard let` (or `as!`) unwraps it.
            let unwrapped = file.kind(i + 1) == .exclamationMark || isConditionalBinding(binding, in: file)
            if unwrapped, file.isWord(i + 2, "UIWindowScene"), file.kind(i + 3) != .postfixQuestionMark { return true }
        }
        return false
    }
}
