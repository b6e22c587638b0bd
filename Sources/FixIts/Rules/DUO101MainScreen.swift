/// DUO101 main-screen: `UIScreen.main` and what is read from it.
public struct MainScreen: Rule {
    public var code: String { "DUO101" }
    public var name: String { "main-screen" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["UIScreen", "main"] }
    public var offeredFixes: [Fix.Safety] { [.safe, .unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`UIScreen.main` is deprecated and ambiguous on a device with two displays.",
            whatItFlags: """
                Any use of `UIScreen.main`: `UIScreen.main.bounds`, `.scale`, `.nativeScale`, `.nativeBounds`, \
                or the screen object itself stored in a variable; and the uses of a property or function of the app \
                that wraps one (`static var screenWidth: CGFloat { UIScreen.main.bounds.width }`) where they decide \
                layout, in any file (in the wrapper's own file, not a use that only stores or compares its value: \
                the read is reported where it is). `UIWindow(frame: UIScreen.main.bounds)` is \
                reported once, as DUO102, also through a local that only frames the window (`let frame = \
                scene?.coordinateSpace.bounds ?? UIScreen.main.bounds`). Not reported: an appearance trait read from the screen \
                (`UIScreen.main.traitCollection.userInterfaceStyle`), which both displays share; and a read that \
                never reaches what the app shows (the compiler's deprecation warning already says the rest): points \
                turned into a pixel count (`maxDimension * UIScreen.main.scale` for an image to decode, request or \
                render, or an image loader's decoding scale: `.scaleFactor(UIScreen.main.scale)`), a value written into text (`print("screen \\(UIScreen.main.bounds.width)")`, a log line), \
                or a value for a request, a download, the pasteboard, an export, a screenshot or the camera, \
                named so in its statement, its function or property, or its type, also through a local every use of \
                which is (`let size = CGSize(width: 1024 / UIScreen.main.scale, …)` handed only to `makeScreenshot`). \
                A video is not the camera: `let videoSize = (UIScreen.main.bounds.width - 32) / 3` is a cell's size.
                """,
            whyItMatters: """
                `UIScreen.main` is deprecated since iOS 26. iPhone Duo has an outer and an inner display, so \
                "the main screen" does not say which one your window is on, and the app is resized mid-session \
                when the device folds or unfolds: a size read from the screen is not the size your content has.
                """,
            example: """
                final class PhotoViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let scale = UIScreen.main.scale
                        let width = UIScreen.main.bounds.width
                        renderer.configure(width: width, scale: scale)
                    }
                }
                """,
            useInstead: """
                final class PhotoViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        let scale = traitCollection.displayScale
                        let width = view.bounds.width
                        renderer.configure(width: width, scale: scale)
                    }
                }
                // SwiftUI: read sizes from GeometryReader or onGeometryChange.
                """,
            fixSafety: """
                `scale`/`nativeScale` → `traitCollection.displayScale` in a view or view controller is safe in \
                code that runs with the view in a window (`layoutSubviews`, `draw(_:)`, `didMoveToWindow`, \
                `viewWillAppear`, `viewDidLayoutSubviews`, a trait change, or a method only they call), and unsafe \
                elsewhere: set-up code (an initializer, `awakeFromNib`, `viewDidLoad`) or a method another type may \
                call first runs before the view is in a window, where its traits are predicted rather than the \
                display's, and the value is not read again. \
                `bounds` → `view.bounds` in a view controller, or `window.bounds` in a view with its unwrapped \
                `window` at hand, is unsafe: it is the window's size, not the screen's, which is what a resizable \
                app needs but may differ from what the code assumed. No rewrite where a controller is asked for \
                its own size (a property or method named for a height, width, size or detent, a method that \
                returns a size, `preferredContentSize = …`): its view is sized from the answer; nor where reading \
                `view` would load it inside the initializer (an `init`, `awakeFromNib`, `loadView`, a method they \
                call, a property's initializer), nor where a parameter or local of the same name hides the member the \
                rewrite names (`view`, `window`, `traitCollection`). The screen object → \
                `view.window?.windowScene?.screen` is unsafe, and offered only where the read already allows nil \
                (followed by `??`, assigned to, a notification's `object:`, or bound by `if let` / `guard let`): \
                the scene's screen is optional. \
                Elsewhere (SwiftUI views, models, static members, stored property initializers) no fix is offered.
                """,
            references: [
                "HIG reference §5 \"Build and screens\" (seeds/000)",
                "Talk 111461 \"Prepare your app for iPhone Duo\"",
            ]
        )
    }

    public func check(_ context: RuleContext, at trigger: Int) {
        let file = context.file
        // `Self.main` in an extension of `UIScreen` reads as `UIScreen.main`: the tokens line up from `Self`.
        let index: Int
        if file.isWord(trigger, "main") {
            guard file.readsMainScreenThroughSelf(main: trigger) else { return }
            index = trigger - 2
        } else {
            index = trigger
        }
        guard file.kind(index + 1) == .period, file.isWord(index + 2, "main"), file.kind(index - 1) != .period else { return }
        if WindowFromScreenBounds.isFrameArgument(index, in: file) { return }
        var last = index + 2
        var member: String?
        if file.kind(index + 3) == .period, file.kind(index + 4) == .identifier,
           ["bounds", "scale", "nativeScale", "nativeBounds"].contains(file.text(index + 4)) {
            member = file.text(index + 4)
            last = index + 4
        }
        if ScreenReadUse(file: file).isOffScreen(read: index ... last) { return }
        // `UIScreen.main.traitCollection.userInterfaceStyle`: an appearance both displays share, so only the
        // compiler's deprecation warning would be repeated. Size classes and scale read there are reported.
        if file.kind(index + 3) == .period, file.isWord(index + 4, "traitCollection"), file.kind(index + 5) == .period,
           MainScreen.appearanceTraits.contains(file.text(index + 6)) {
            return
        }
        let instance = InstanceContext(at: index, in: file)
        let range = file.range(from: index, through: last)
        let flagged = file.text(bytes: range)
        var fixes: [Fix] = []
        if !file.hasComment(in: range), !instance.inDeferredClosure, !setsOwnRootViewFrame(index, in: file),
           let fix = fix(member: member, instance: instance, configuration: context.configuration, range: range, at: index, in: file) {
            fixes.append(fix)
        }
        context.report(message(flagged: flagged, member: member, instance: instance), bytes: range, fixes: fixes, isDeprecation: true)
    }

    /// A workspace wrapper of the main screen (`UIView.isZoomedMode`, `screenWidth`) where what it decides is
    /// layout.
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {
        guard wrapper.hazard == .mainScreen, let use = WrapperUse(at: index, of: wrapper, in: context.file),
              !passesOnValue(use.range, of: wrapper, in: context.file),
              // `UIScreen.main.isNarrowPhone`: a screen extension's member reached through the read that `check`
              // reports at the same place.
              !(context.file.isWord(use.range.lowerBound, "UIScreen") && context.file.isWord(use.range.lowerBound + 2, "main")),
              LayoutDecision(file: context.file).outcome(of: use.range) == .layout else { return }
        context.report("\(wrapper.described) reads `UIScreen.main` (`\(wrapper.wrapped)`), which is ambiguous on a device with two displays "
                       + "and deprecated; size this from the view or window scene that shows it", wrapperUse: use.range, of: wrapper)
    }

    /// A use in the wrapper's own file that only passes its value on — stored whole (`@State var offset =
    /// Self.hiddenOffset`, `offset = Self.hiddenOffset`) or compared with (`offset == Self.hiddenOffset`): the
    /// wrapper's read is reported where it is declared, and this is that one finding again. A use that decides
    /// (`if isWideScreen() { … }`) is reported.
    private func passesOnValue(_ use: ClosedRange<Int>, of wrapper: HazardWrapper, in file: SourceFile) -> Bool {
        guard wrapper.path == file.path else { return false }
        let before = use.lowerBound - 1
        let after = use.upperBound + 1
        let endsStatement = file.statementBounds(containing: use.lowerBound).upperBound == use.upperBound
        if file.kind(before) == .equal, endsStatement { return true }
        return file.isOperator(before, "==") || file.isOperator(before, "!=") || file.isOperator(after, "==") || file.isOperator(after, "!=")
    }

    private func message(flagged: String, member: String?, instance: InstanceContext) -> String {
        let problem = "`\(flagged)` is deprecated and ambiguous on a device with two displays"
        let hasInstance = instance.selfAccess != .unavailable
        switch (member, instance.role) {
        case ("scale", .swiftUIView), ("nativeScale", .swiftUIView):
            return problem + "; read `@Environment(\\.displayScale)`, which follows the display the view is on"
        case (_, .swiftUIView):
            return problem + "; read the size from `GeometryReader` or `onGeometryChange`, which follow the window as iPhone Duo folds"
        case ("scale", _), ("nativeScale", _):
            if hasInstance, instance.role == .view || instance.role == .viewController { return problem + "; use `traitCollection.displayScale`" }
            return problem + "; pass in the display scale of the view that shows the result (`traitCollection.displayScale`, "
                + "SwiftUI's `displayScale` environment value)"
        case ("bounds", _), ("nativeBounds", _):
            if hasInstance, instance.role == .view || instance.role == .viewController {
                return problem + "; the app is resized when iPhone Duo folds: use the view's or the window scene's bounds"
            }
            return problem + "; the app is resized when iPhone Duo folds: pass in the size of the view or window scene that shows it"
        default:
            switch instance.role {
            case .viewController: return problem + "; use `view.window?.windowScene?.screen`"
            case .view: return problem + "; use `window?.windowScene?.screen`"
            default: return problem + "; use the screen of the window scene the content is in (`windowScene.screen`)"
            }
        }
    }

    /// `guard let window`, `if let window = self.window`, a parameter `window: UIWindow`: not optional.
    private func isUnwrapped(_ binding: Binding, in file: SourceFile) -> Bool {
        let keyword = binding.nameIndex - 1
        if file.isWord(keyword, "let") || file.isWord(keyword, "var") {
            let before = keyword - 1
            if file.isWord(before, oneOf: ["if", "guard", "while"]) || file.kind(before) == .comma { return true }
            return binding.type.map { !$0.hasSuffix("?") && !$0.hasSuffix("!") } ?? false
        }
        return binding.type.map { !$0.hasSuffix("?") } ?? false
    }

    /// Traits of the appearance, not of the display's size or pixels.
    private static let appearanceTraits: Set<String> = [
        "userInterfaceStyle", "accessibilityContrast", "preferredContentSizeCategory", "legibilityWeight", "layoutDirection",
        "userInterfaceLevel",
    ]

    /// Methods that run with the view in a window, where its trait collection knows the display.
    private static let inWindowFunctions: Set<String> = [
        "layoutSubviews", "draw", "didMoveToWindow", "traitCollectionDidChange", "tintColorDidChange", "layoutSublayers",
        "updateConstraints", "safeAreaInsetsDidChange", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewWillTransition", "viewSafeAreaInsetsDidChange", "updateViewConstraints",
    ]

    /// Code that runs with the view in a window: one of `inWindowFunctions`, or a method of the type that only
    /// they call. Anything else may run first (a public `configure(…)` another type calls from its `init`).
    private func runsInWindow(_ instance: InstanceContext, at index: Int, in file: SourceFile) -> Bool {
        guard let function = instance.functionName, let type = file.enclosingTypeBlock(index) else { return false }
        return file.runsOnlyFrom(MainScreen.inWindowFunctions, function: function, inTypeAt: type)
    }

    /// The read answers what size the controller itself should be: in a property or method named for a height,
    /// width, size or detent (`shortFormHeight`), or in `preferredContentSize = …`.
    private static let ownSizeWords: Set<String> = ["height", "width", "size", "detent", "detents"]

    private func sizesOwnView(_ instance: InstanceContext, at index: Int, in file: SourceFile) -> Bool {
        if let name = instance.functionName, NameWords.split(name).contains(where: MainScreen.ownSizeWords.contains) { return true }
        // A method that returns a size (`-> CGSize`, `-> (width: CGFloat, height: CGFloat)`): what the controller asks for.
        if returnsSize(around: index, in: file) { return true }
        let statement = file.statementBounds(containing: index)
        return file.assignment(in: statement, before: index).map { file.containsWord("preferredContentSize", in: statement.lowerBound ..< $0) } ?? false
    }

    /// Whether the function the read is in returns a size (`-> CGSize`, `-> (width: CGFloat, height: CGFloat)`).
    private func returnsSize(around index: Int, in file: SourceFile) -> Bool {
        guard let type = file.returnType(ofFunctionAround: index) else { return false }
        return type.contains { file.isWord($0, "CGSize") || (file.isWord($0, "width") || file.isWord($0, "height")) && file.kind($0 + 1) == .colon }
    }

    /// The chain starting at the `UIScreen` of `UIScreen.main…` (`UIScreen.main.brightness`) is followed by `??`,
    /// is assigned to (`UIScreen.main.brightness = 0.4` through an optional chain does nothing when nil), is a
    /// notification's `object:` (`Any?`), or is the whole value an `if let` / `guard let` binds. Not a plain
    /// `let screen = UIScreen.main`: the uses of `screen` would need unwrapping.
    private func acceptsOptional(readAt index: Int, in file: SourceFile) -> Bool {
        let end = file.postfixChainEnd(startingAt: index)
        if file.isOperator(end + 1, "??") { return true }
        if file.kind(end + 1) == .equal, file.statementLevelToken(index) == index, file.statementBounds(containing: index).lowerBound == index { return true }
        if file.kind(index - 1) == .colon, file.isWord(index - 2, "object"), file.kind(end + 1) == .comma || file.kind(end + 1) == .rightParen { return true }
        guard file.kind(index - 1) == .equal, file.kind(index - 2) == .identifier, file.isWord(index - 3, "let") || file.isWord(index - 3, "var") else {
            return false
        }
        let binder = index - 4
        let conditional = file.isWord(binder, "if") || file.isWord(binder, "guard") || file.kind(binder) == .comma && file.brackets.parent(of: binder) == file.brackets.parent(of: index)
        let next = end + 1
        return conditional && (file.kind(next) == .leftBrace || file.kind(next) == .comma || file.isWord(next, "else"))
    }

    /// `view.frame = UIScreen.main.bounds` in a view controller: the fix would set the view's frame to its
    /// own bounds, which does nothing (a window sizes its root view anyway).
    private func setsOwnRootViewFrame(_ index: Int, in file: SourceFile) -> Bool {
        file.kind(index - 1) == .equal && file.isWord(index - 2, "frame") && file.kind(index - 3) == .period && file.isWord(index - 4, "view")
            && file.kind(index - 5) != .period
    }

    private func fix(member: String?, instance: InstanceContext, configuration: Configuration, range: Range<Int>, at index: Int,
                     in file: SourceFile) -> Fix? {
        switch (member, instance.role) {
        case ("scale", .viewController), ("scale", .view), ("nativeScale", .viewController), ("nativeScale", .view):
            // Before the view is in a window its traits are predicted (since iOS 13), not the display it will
            // be on, and the value read once there is never read again: a person decides, unless the code runs
            // with the view in a window.
            let safety: Fix.Safety = runsInWindow(instance, at: index, in: file) ? .safe : .unsafe
            return instance.reference("traitCollection.displayScale").map {
                Fix(title: "Use traitCollection.displayScale", safety: safety, edits: [TextEdit(range: range, newText: $0)])
            }
        case ("bounds", .viewController):
            // The controller's own size asked of it (`var shortFormHeight`, `preferredContentSize = …`): its view
            // is sized from the answer, so the view's bounds would answer the question with itself.
            if sizesOwnView(instance, at: index, in: file) { return nil }
            // Reading `view` in an initializer or a property's initializer loads the view inside `init`, and the
            // size it has then is no better than the screen's: the code has to move, which a person does.
            if instance.runsInSetUp(at: index, in: file) { return nil }
            return instance.reference("view.bounds").map {
                Fix(title: "Use the view's bounds", safety: .unsafe, edits: [TextEdit(range: range, newText: $0)])
            }
        case ("bounds", .view):
            // The screen's size stands for the window's, not the view's own: only with the window at hand.
            guard let window = file.bindings.lookup("window", at: index, in: file), isUnwrapped(window, in: file) else { return nil }
            return Fix(title: "Use the window's bounds", safety: .unsafe, edits: [TextEdit(range: range, newText: "window.bounds")])
        case (nil, .viewController), (nil, .view):
            // The scene's screen is optional: only where the read already allows nil (`acceptsOptional`).
            // `!UIScreen.main.isCaptured` would become a negated optional, which does not compile.
            guard configuration.supports(OSVersion(13)), acceptsOptional(readAt: index, in: file) else { return nil }
            let path = instance.role == .viewController ? "view.window?.windowScene?.screen" : "window?.windowScene?.screen"
            return instance.reference(path).map {
                Fix(title: "Use the window scene's screen", safety: .unsafe, edits: [TextEdit(range: range, newText: $0)])
            }
        default:
            return nil
        }
    }
}

/// Whether a `UIScreen.main` read never reaches what the app shows, so the finding would only repeat the
/// compiler's deprecation warning: points turned into a pixel count (`size * UIScreen.main.scale`, for an
/// image to request or cache), or a value for a request, a download, the pasteboard, an export or the
/// camera — named so in its statement, the function or property it is in, or its type; also through a
/// local it is stored in (`let width = UIScreen.main.bounds.width`), when every use of that local is.
struct ScreenReadUse {
    let file: SourceFile

    private static let offScreenWords = WordList([
        "url", "urls", "request", "download", "fetch", "gravatar", "pasteboard", "copy", "upload", "export", "camera", "capture",
        "screenshot", "server", "query", "endpoint", "analytics",
    ])
    // Not `video`: a video's cell or frame is laid out like any other (`let videoSize = (width - gaps) / 3`).
    private static let captureWords = WordList(["capture", "camera", "pasteboard", "screenshot"])
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    func isOffScreen(read: ClosedRange<Int>, depth: Int = 2) -> Bool {
        // Written into text (a log line, a message), as DUO104 and DUO105 leave theirs.
        if isPixelCount(read) || file.isInInterpolation(read.lowerBound) { return true }
        let statement = file.statementBounds(containing: read.lowerBound)
        // The statement itself only by what no screen shows: an image set on a view with a URL is on screen.
        if statement.contains(where: { ScreenReadUse.captureWords.isSaid(byToken: $0, in: file) }) { return true }
        if enclosingNamesSay(ScreenReadUse.offScreenWords, around: read.lowerBound) { return true }
        // A parameter's default (`func makeSnapshot(scale: CGFloat = UIScreen.main.scale)`): the function's name says
        // what the value is for; a scale for a snapshot is the pixels of an image.
        if let function = functionTakingDefault(read.lowerBound) {
            if ScreenReadUse.offScreenWords.isInName(function) { return true }
            if file.isWord(read.upperBound, "scale") || file.isWord(read.upperBound, "nativeScale"),
               NameWords.split(function).contains("snapshot") { return true }
        }
        guard depth > 0, let equal = file.assignment(in: statement, before: read.lowerBound), file.isWord(statement.lowerBound, "let")
                || file.isWord(statement.lowerBound, "var"), file.kind(statement.lowerBound + 1) == .identifier, statement.lowerBound + 2 <= equal else {
            return false
        }
        // `let width = UIScreen.main.bounds.width`: what every use does.
        let name = file.text(statement.lowerBound + 1)
        guard let block = file.brackets.parent(of: statement.lowerBound), let end = file.brackets.partner(of: block) else { return false }
        var uses = 0
        for index in file.names.of(name, within: statement.upperBound + 1 ..< max(statement.upperBound + 1, end))
            where file.kind(index - 1) != .period {
            uses += 1
            if !isOffScreen(read: index ... index, depth: depth - 1) { return false }
        }
        return uses > 0
    }

    /// The name of the function whose parameter list holds `index` (a parameter's default value).
    private func functionTakingDefault(_ index: Int) -> String? {
        guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, file.kind(open - 1) == .identifier,
              file.isWord(open - 2, "func") else { return nil }
        return file.text(open - 1)
    }

    /// `x * UIScreen.main.scale`, `UIScreen.main.scale * x`, or a value multiplied by a screen scale.
    private func isPixelCount(_ read: ClosedRange<Int>) -> Bool {
        // `.frame(width: size.width * UIScreen.main.scale)`: a view's frame is in points, whatever it is multiplied by.
        if let open = file.brackets.parent(of: read.lowerBound), file.kind(open) == .leftParen, file.isWord(open - 1, "frame"),
           file.kind(open - 2) == .period {
            return false
        }
        let readsScale = file.isWord(read.upperBound, "scale") || file.isWord(read.upperBound, "nativeScale")
        // An image loader's decoding scale: Kingfisher's `.scaleFactor(UIScreen.main.scale)` option, SDWebImage's
        // `.imageScaleFactor: UIScreen.main.scale` context entry. The image's pixels, as a multiplication gives them.
        if readsScale, let open = file.brackets.parent(of: read.lowerBound), file.kind(open) == .leftParen, open + 1 == read.lowerBound,
           file.brackets.partner(of: open) == read.upperBound + 1, file.isWord(open - 1, "scaleFactor"), file.kind(open - 2) == .period {
            return true
        }
        if readsScale, file.kind(read.lowerBound - 1) == .colon, file.isWord(read.lowerBound - 2, "imageScaleFactor") { return true }
        if file.isOperator(read.lowerBound - 1, "*") {
            return readsScale || file.isWord(read.lowerBound - 2, "scale") || file.isWord(read.lowerBound - 2, "nativeScale")
        }
        if file.isOperator(read.upperBound + 1, "*") {
            if readsScale { return true }
            var end = read.upperBound + 2
            while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier { end += 2 }
            return file.isWord(end, "scale") || file.isWord(end, "nativeScale")
        }
        return false
    }

    /// Whether the name of the function or property the read is in, or of its type, says one of `words`.
    private func enclosingNamesSay(_ words: WordList, around index: Int) -> Bool {
        file.scopes.chain(containing: index, in: file).contains { scope in
            switch scope.kind {
            case .function(let function): return words.isInName(function.name)
            case .accessor(let accessor): return words.isInName(accessor.name)
            // A view or view controller shows what it lays out, whatever its name says (`VideoCardView`,
            // a representable wrapping a player).
            case .type(let declaration):
                return words.isInName(declaration.name) && ![.view, .viewController, .swiftUIView].contains(TypeRoles.role(of: declaration, in: file))
                    && !declaration.inherited.contains { ScreenReadUse.representables.contains($0) }
            default: return false
            }
        }
    }
}
