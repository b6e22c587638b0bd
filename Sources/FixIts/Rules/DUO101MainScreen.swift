/// DUO101 main-screen: `UIScreen.main` and what is read from it.
public struct MainScreen: Rule {
    public var code: String { "DUO101" }
    public var name: String { "main-screen" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["UIScreen"] }
    public var offeredFixes: [Fix.Safety] { [.safe, .unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`UIScreen.main` is deprecated and ambiguous on a device with two displays.",
            whatItFlags: """
                Any use of `UIScreen.main`: `UIScreen.main.bounds`, `.scale`, `.nativeScale`, `.nativeBounds`, \
                or the screen object itself stored in a variable. `UIWindow(frame: UIScreen.main.bounds)` is \
                reported once, as DUO102.
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
                `scale`/`nativeScale` → `traitCollection.displayScale` in a view or view controller is safe. \
                `bounds` → `view.bounds` (view controller) or `bounds` (view) is unsafe: it is the window's \
                size, not the screen's, which is what a resizable app needs but may differ from what the code \
                assumed. The screen object → `view.window?.windowScene?.screen` is unsafe (it is optional). \
                Elsewhere (SwiftUI views, models, static members, stored property initializers) no fix is offered.
                """,
            references: [
                "HIG reference §5 \"Build and screens\" (seeds/000)",
                "Talk 111461 \"Prepare your app for iPhone Duo\"",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index + 1) == .period, file.isWord(index + 2, "main"), file.kind(index - 1) != .period else { return }
        if WindowFromScreenBounds.isFrameArgument(index, in: file) { return }
        var last = index + 2
        var member: String?
        if file.kind(index + 3) == .period, file.kind(index + 4) == .identifier,
           ["bounds", "scale", "nativeScale", "nativeBounds"].contains(file.text(index + 4)) {
            member = file.text(index + 4)
            last = index + 4
        }
        let instance = InstanceContext(at: index, in: file)
        let range = file.range(from: index, through: last)
        let flagged = file.text(range)
        var fixes: [Fix] = []
        if !file.hasComment(in: range), let fix = fix(member: member, instance: instance, configuration: context.configuration, range: range) {
            fixes.append(fix)
        }
        context.report(message(flagged: flagged, member: member, role: instance.role), range: range, fixes: fixes, isDeprecation: true)
    }

    private func message(flagged: String, member: String?, role: TypeRole) -> String {
        let problem = "`\(flagged)` is deprecated and ambiguous on a device with two displays"
        if role == .swiftUIView {
            return problem + "; read the size from `GeometryReader` or `onGeometryChange`, which follow the window as iPhone Duo folds"
        }
        switch member {
        case "scale", "nativeScale":
            return problem + "; use `traitCollection.displayScale`"
        case "bounds", "nativeBounds":
            return problem + "; the app is resized when iPhone Duo folds: use the view's or the window scene's bounds"
        default:
            switch role {
            case .viewController: return problem + "; use `view.window?.windowScene?.screen`"
            case .view: return problem + "; use `window?.windowScene?.screen`"
            default: return problem + "; use the screen of the window scene the content is in (`windowScene.screen`)"
            }
        }
    }

    private func fix(member: String?, instance: InstanceContext, configuration: Configuration, range: Range<Int>) -> Fix? {
        switch (member, instance.role) {
        case ("scale", .viewController), ("scale", .view), ("nativeScale", .viewController), ("nativeScale", .view):
            return instance.reference("traitCollection.displayScale").map {
                Fix(title: "Use traitCollection.displayScale", safety: .safe, edits: [TextEdit(range: range, newText: $0)])
            }
        case ("bounds", .viewController):
            return instance.reference("view.bounds").map {
                Fix(title: "Use the view's bounds", safety: .unsafe, edits: [TextEdit(range: range, newText: $0)])
            }
        case ("bounds", .view):
            return instance.reference("bounds").map {
                Fix(title: "Use the view's bounds", safety: .unsafe, edits: [TextEdit(range: range, newText: $0)])
            }
        case (nil, .viewController), (nil, .view):
            guard configuration.supports(OSVersion(13)) else { return nil }
            let path = instance.role == .viewController ? "view.window?.windowScene?.screen" : "window?.windowScene?.screen"
            return instance.reference(path).map {
                Fix(title: "Use the window scene's screen", safety: .unsafe, edits: [TextEdit(range: range, newText: $0)])
            }
        default:
            return nil
        }
    }
}
