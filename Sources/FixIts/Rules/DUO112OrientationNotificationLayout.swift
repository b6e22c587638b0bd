/// DUO112 orientation-notification-layout: layout redone when
/// `UIDevice.orientationDidChangeNotification` is posted.
public struct OrientationNotificationLayout: Rule {
    public var code: String { "DUO112" }
    public var name: String { "orientation-notification-layout" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["orientationDidChangeNotification", "UIDeviceOrientationDidChange"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A fold resizes the app without rotating the device: layout refreshed on `orientationDidChangeNotification` goes stale on iPhone Duo.",
            whatItFlags: """
                An observer of `UIDevice.orientationDidChangeNotification` (`.UIDeviceOrientationDidChange`) whose \
                handler lays out or sizes views: it assigns a frame, center, constraint constant, spacing, \
                padding or another layout value, moves a view with a translation transform \
                (`badge.layer.transform = CATransform3DMakeTranslation(…)`), calls a layout function (`layoutPanel()`, `resizeCards()`, \
                `NSLayoutConstraint.activate`), or stores the orientation in a SwiftUI view's state or an \
                observable model (`isLandscape = UIDevice.current.orientation.isLandscape`). The handler is \
                found for `addObserver(_:selector:name:object:)` (the selector's method in the same type, and \
                the methods it calls there), `addObserver(forName:object:queue:using:)`, \
                `.onReceive(NotificationCenter.default.publisher(for:))`, a Combine `.sink` and \
                `for await … in notifications(named:)`. Not reported: handlers that feed a camera, video or \
                motion API (`videoOrientation`, `videoRotationAngle`, `AVCaptureConnection`, `CMMotionManager`), \
                handlers that only ask for a layout pass (`setNeedsLayout()`), and text in comments and strings.
                """,
            whyItMatters: """
                Opening or closing iPhone Duo moves the app between displays of different shapes, and a \
                half-folded device changes poses, all without the device rotating: no orientation notification is \
                posted, so layout kept current only by that handler stays as it was for the other display. Split \
                View and iPhone Mirroring resize the app without rotation too. The size the app gets is the input \
                that changes; UIKit reports it through layout passes and transitions.
                """,
            example: """
                final class CardViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(orientationChanged),
                                                               name: UIDevice.orientationDidChangeNotification, object: nil)
                    }

                    @objc private func orientationChanged() {
                        cardWidthConstraint.constant = view.bounds.width * 0.8
                    }
                }
                """,
            useInstead: """
                final class CardViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        cardWidthConstraint.constant = view.bounds.width * 0.8
                    }
                    // Work that must run once per size change: viewWillTransition(to:with:).
                    // Trait-driven changes: registerForTraitChanges([UITraitHorizontalSizeClass.self]) { … }.
                    // SwiftUI: read the size from GeometryReader or onGeometryChange instead of storing the orientation.
                }
                """,
            fixSafety: """
                No fix: moving the work into a layout pass or a transition handler changes when it runs, and the \
                handler may do other work that belongs to the rotation.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": re-read sizes whenever they change; lay out in layoutSubviews / viewDidLayoutSubviews, use viewWillTransition(to:with:) for work on a size change (seeds/000)",
                "HIG reference §5 \"Build and screens\": orientation doesn't give the app's shape; remove layout logic based on UIDevice.current.orientation (seeds/000)",
                "HIG reference §5 \"Scenes and state\": opening or closing resizes the scene through size-class and trait changes (seeds/000)",
            ]
        )
    }

    /// Words that make a handler a camera, video or motion one: it wants the device's physical orientation.
    private static let deviceOrientationWords: Set<String> = OrientationLayout.nonLayoutWords.union([
        "AVCaptureSession", "AVCaptureVideoPreviewLayer", "captureSession", "previewLayer", "CMMotionManager", "motionManager",
        "refreshVideoOrientation", "updateVideoOrientation", "AVPlayerLayer",
    ])
    /// Values a stored orientation is read from.
    private static let orientationWords: Set<String> = ["orientation", "interfaceOrientation", "isLandscape", "isPortrait", "statusBarOrientation"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) == .period, !file.isInInterpolation(index) else { return }
        let handlers = file.notificationHandlers(forNameAt: index)
        guard !handlers.isEmpty else { return }
        // The handlers and the methods of this type they call: where the work happens.
        var bodies = handlers
        for handler in handlers { bodies += calledMethodBodies(in: handler, in: file) }
        if bodies.contains(where: { mentionsDeviceOrientationUse($0, in: file) }) { return }
        let storesState = storesForViews(at: index, in: file)
        guard bodies.contains(where: { LayoutFlow(file: file).laysOut($0) || (storesState && storesOrientation($0, in: file)) }) else { return }
        let start = file.postfixChainStart(endingAt: index)
        context.report("""
            Layout refreshed on `\(file.codeText(from: start, through: index))` goes stale on iPhone Duo: folding resizes the app \
            without rotating the device; lay out in `viewDidLayoutSubviews`/`layoutSubviews` or react in \
            `viewWillTransition(to:with:)` (SwiftUI: `GeometryReader`, `onGeometryChange`)
            """, from: start, through: index)
    }

    /// Bodies of this type's methods called from `handler` (`update()`, `self.update()`, `self?.update()`), one level deep.
    private func calledMethodBodies(in handler: ClosedRange<Int>, in file: SourceFile) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        var seen: Set<String> = []
        for index in handler where file.kind(index) == .identifier && file.kind(index + 1) == .leftParen && bodies.count < 8 {
            let receiverIsSelf = file.kind(index - 1) != .period
                || (file.isWord(index - 2, "self") && file.kind(index - 3) != .period)
                || (file.kind(index - 2) == .postfixQuestionMark && file.isWord(index - 3, "self"))
            let name = file.text(index)
            guard receiverIsSelf, !seen.contains(name), name.first?.isLowercase == true else { continue }
            seen.insert(name)
            if let body = file.methodBody(named: name, inTypeAround: handler.lowerBound), !body.contains(handler.lowerBound) {
                bodies.append(body)
            }
        }
        return bodies
    }

    private func mentionsDeviceOrientationUse(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        range.contains { file.kind($0) == .identifier && OrientationNotificationLayout.deviceOrientationWords.contains(file.text($0)) }
    }

    /// A SwiftUI view (its state redraws it) or an observable model (views read what it publishes).
    private func storesForViews(at index: Int, in file: SourceFile) -> Bool {
        let instance = InstanceContext(at: index, in: file)
        return instance.role == .swiftUIView || instance.type?.inherited.contains("ObservableObject") == true
    }

    /// A property the file declares as a model its views observe (`@ObservedObject var viewModel`,
    /// `@StateObject`, `@EnvironmentObject`, `@Bindable`).
    private func isObservedModel(_ name: String, in file: SourceFile) -> Bool {
        file.names.of(name).prefix(32).contains { index in
            guard file.isWord(index - 1, "var") else { return false }
            // The attribute a few tokens before `var` (`@ObservedObject private var`).
            return (max(0, index - 5) ..< index - 1).contains { file.kind($0) == .atSign
                && file.isWord($0 + 1, oneOf: ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"]) }
        }
    }

    /// `isLandscape = UIDevice.current.orientation.isLandscape`, `self?.orientation = …`: an
    /// orientation stored in a property (not a local `let`).
    private func storesOrientation(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        for index in range where file.kind(index) == .equal {
            var target = index - 1
            guard file.kind(target) == .identifier else { continue }
            if file.kind(target - 1) == .period {
                target -= 2
                if file.kind(target) == .postfixQuestionMark { target -= 1 }
                // `self.isWide = …`, or `viewModel.isWide = …` on the view's observed model.
                guard file.isWord(target, "self") || file.kind(target - 1) != .period && isObservedModel(file.text(target), in: file) else { continue }
            } else if file.isWord(target - 1, "let") || file.isWord(target - 1, "var") {
                continue
            }
            let statement = file.statementBounds(containing: index)
            if (index + 1 ... max(index + 1, statement.upperBound)).contains(where: {
                file.kind($0) == .identifier && OrientationNotificationLayout.orientationWords.contains(file.text($0))
            }) {
                return true
            }
        }
        return false
    }
}
