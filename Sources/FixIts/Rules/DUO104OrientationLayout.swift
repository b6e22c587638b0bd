/// DUO104 orientation-layout: layout decided from the device's or the
/// interface's orientation.
public struct OrientationLayout: Rule {
    public var code: String { "DUO104" }
    public var name: String { "orientation-layout" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] { ["orientation", "statusBarOrientation", "interfaceOrientation"] }
    public var offeredFixes: [Fix.Safety] { [.unsafe] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Orientation doesn't tell you your app's shape on iPhone Duo: compare the width and height you have.",
            whatItFlags: """
                Reads of `UIDevice.current.orientation` (also through `let device = UIDevice.current`), \
                `UIApplication.shared.statusBarOrientation` and any `.interfaceOrientation` \
                (`windowScene.interfaceOrientation`, `windowScene.effectiveGeometry.interfaceOrientation`), \
                with their `.isLandscape` / `.isPortrait`. Not reported where the orientation clearly feeds a \
                camera or image orientation (`videoOrientation`, `videoRotationAngle`, `imageOrientation`, a \
                camera's or scanner's own property such as `cardScanner?.deviceOrientation`, \
                `CGImagePropertyOrientation`), where it asks only for the physical pose (`isFlat`, `.faceUp`, \
                `.faceDown`; `orientation.isPortrait || orientation.isFlat` still asks portrait), where the \
                device's orientation and the interface's are handed on together to be compared (the arguments \
                or parameter defaults of one call: turning a video tile upright while the interface stays put), \
                where it only picks which rotation to request (`requestGeometryUpdate`, or the older \
                `UIDevice.current.setValue(…, forKey: "orientation")`: a rotate button), where \
                every branch it chooses between runs the same code (a `switch` whose cases all do one thing), \
                or inside a string interpolation.
                """,
            whyItMatters: """
                On iPhone Duo the orientation no longer says whether your app is wide or tall. The inner \
                display opened like a book is wider than tall (landscape, with side bars), the outer display \
                stays compact width in both orientations, and folding or unfolding resizes the app mid-session \
                without any rotation. Split View and iPhone Mirroring give other shapes again. Layout that \
                branches on orientation picks the wrong arrangement; the space you have is the only reliable \
                input.
                """,
            example: """
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    if UIDevice.current.orientation.isLandscape {
                        stackView.axis = .horizontal
                    } else {
                        stackView.axis = .vertical
                    }
                }
                """,
            useInstead: """
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    stackView.axis = view.bounds.width > view.bounds.height ? .horizontal : .vertical
                }
                // In a UIView: the window's shape (window?.bounds), or its size classes; not the view's own bounds.
                // Better still for structure: size classes (traitCollection.horizontalSizeClass).
                // SwiftUI: GeometryReader / onGeometryChange, compare size.width and size.height.
                """,
            fixSafety: """
                Unsafe, and only for `….isLandscape` / `….isPortrait` inside a `UIViewController` subclass (with \
                `self.` inside closures): they become `view.bounds.width > view.bounds.height` / \
                `view.bounds.height > view.bounds.width`, parenthesized where the context needs it, taking a \
                trailing `?? false` along. It compares the space the view controller has, which is what layout \
                needs, but it differs from the device orientation when the app is in Split View or the device is \
                folded, so a person should look. In `viewWillTransition(to:with:)`, where the view still has the \
                size it is leaving, the comparison is of the new size: `size.width > size.height`. Other reads have \
                no fix: what to compare depends on the code. Nor has a view controller's initializer, where reading \
                `view` would load the view early, or a `UIView`, whose own bounds are not the app's shape (a cell, \
                a tile or a strip is always wide or tall, and a view that sizes itself from them never changes), \
                nor a controller that may be a split view's column (it mentions its `splitViewController`, \
                `isCollapsed` or a `.sidebar`), whose view is taller than wide on an iPad held in landscape; nor \
                where a parameter or local named `view` hides the controller's (`func present(from view: UIView)`).
                """,
            references: [
                "HIG reference §5 \"Build and screens\": remove layout logic based on UIDevice.current.orientation, statusBarOrientation or interfaceOrientation; compare width and height (seeds/000)",
                "HIG reference §5 \"Displacement and poses\": book pose is landscape, tabletop pose is portrait (seeds/000)",
                "HIG reference §1 \"What the device is\": use size classes, not a layout per pose (seeds/000)",
                "HIG reference §5 \"Bars\": the outer display stays compact width in both orientations (seeds/000)",
            ]
        )
    }

    /// Words in a statement that make the orientation a camera or image input rather than a layout one.
    static let nonLayoutWords: Set<String> = [
        "videoOrientation", "AVCaptureVideoOrientation", "videoRotationAngle", "imageOrientation", "CGImagePropertyOrientation",
        "exifOrientation", "AVCaptureConnection", "isValidInterfaceOrientation",
        // A request to rotate (a button that turns the player to landscape), not a layout of the app's shape.
        "requestGeometryUpdate",
        // Which orientation to lock, handed to the app's lock (`Orientation.lockOrientation(…)`,
        // `AppDelegate.orientationLock = …`): a lock is DUO111's finding, not a layout.
        "lockOrientation", "orientationLock",
    ]
    /// The physical pose: a statement that asks only this is not about layout; one that also asks portrait or
    /// landscape (`orientation.isPortrait || orientation.isFlat`) still lays out by orientation.
    static let poseWords: Set<String> = ["faceUp", "faceDown", "isFlat"]
    static let shapeWords: Set<String> = ["isPortrait", "isLandscape", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard file.kind(index - 1) == .period, file.kind(index + 1) != .leftParen, !file.isAssignmentOperator(index + 1) else { return }
        let start = file.postfixChainStart(endingAt: index)
        guard start < index - 1 else { return }  // `.interfaceOrientation` alone: an implicit member or key path
        if file.isWord(index, "orientation"), !isCurrentDevice(start ... index - 2, at: index, in: file) { return }
        guard !file.isInInterpolation(index) else { return }
        var last = index
        var property: String?
        if file.kind(index + 1) == .period, file.isWord(index + 2, "isLandscape") || file.isWord(index + 2, "isPortrait") {
            property = file.text(index + 2)
            last = index + 2
        }
        // This read asks the pose itself: `orientation.isFlat`, `orientation == .faceUp`.
        if property == nil, file.kind(index + 1) == .period, file.isWord(index + 2, "isFlat") { return }
        if property == nil, file.isOperator(index + 1, "==") || file.isOperator(index + 1, "!="), file.kind(index + 2) == .period,
           file.isWord(index + 3, "faceUp") || file.isWord(index + 3, "faceDown") { return }
        let statement = file.statementBounds(containing: index)
        if mentionsNonLayout(statement, in: file) || boundForNonLayout(statement, chain: start ... last, in: file) { return }
        if isInCameraType(index, in: file) || reportsAnalytics(statement, in: file) || isDeadStore(statement, chain: start ... last, in: file) { return }
        if handsOnBothOrientations(index, in: file) || file.choosesBetweenAlikeBranches(index) { return }
        var fixes: [Fix] = []
        let instance = InstanceContext(at: index, in: file)
        if let property, let fix = fix(property: property, chain: start ... last, instance: instance, in: file) {
            fixes.append(fix)
        }
        let flagged = file.codeText(from: start, through: last)
        let advice: String
        switch instance.role {
        case .swiftUIView: advice = "compare the width and height from `GeometryReader` or `onGeometryChange`, or use size classes"
        case .viewController: advice = "compare `view.bounds.width` with `view.bounds.height`, or use size classes"
        case .view: advice = "compare the window's width and height (`window?.bounds`), or use size classes"
        case .other: advice = "compare the width and height of the space you have, or use size classes"
        }
        context.report("`\(flagged)` doesn't give the app's shape on iPhone Duo, which is resized as it folds; \(advice)",
                       from: start, through: last, fixes: fixes, isDeprecation: file.isWord(index, "statusBarOrientation"))
    }

    /// `layout(interfaceOrientation: scene.interfaceOrientation, deviceOrientation: UIDevice.current.orientation)`,
    /// also as the default values of a parameter list: the device's pose handed on with the interface's, to be
    /// compared (a video tile turned upright while the interface stays put) — a rotation, not the app's shape.
    /// The interface's side is a read of it or an argument labelled for it (`interface: sceneOrientation`).
    private func handsOnBothOrientations(_ index: Int, in file: SourceFile) -> Bool {
        guard let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, let close = file.brackets.partner(of: open) else { return false }
        var device = false, interface = false
        for other in open + 1 ..< close where file.brackets.parent(of: other) == open && file.kind(other) == .identifier {
            if file.kind(other + 1) == .colon {
                if NameWords.split(file.text(other)).contains("interface") { interface = true }
            } else if file.kind(other - 1) == .period {
                if file.isWord(other, oneOf: ["interfaceOrientation", "statusBarOrientation"]) { interface = true }
                if file.isWord(other, "orientation"), isCurrentDevice(file.postfixChainStart(endingAt: other) ... other - 2, at: other, in: file) {
                    device = true
                }
            }
        }
        return device && interface
    }

    /// `if UIDevice.current.orientation.isLandscape { Pixel.fire(.landscape) }`: a metric of how the device
    /// is held, which is what the orientation is for.
    private func reportsAnalytics(_ statement: ClosedRange<Int>, in file: SourceFile) -> Bool {
        statement.contains { file.kind($0) == .identifier && !Set(NameWords.split(file.text($0))).isDisjoint(with: OrientationLayout.analyticsWords) }
    }

    private static let analyticsWords: Set<String> = ["pixel", "analytics", "telemetry", "metric", "metrics", "tracker"]

    /// `@State var orientation = UIDevice.current.orientation` (or `orientation = …`) that nothing in the
    /// file reads: kept only to trigger a redraw, no layout comes from it.
    private func isDeadStore(_ statement: ClosedRange<Int>, chain: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard chain.upperBound == statement.upperBound, file.kind(chain.lowerBound - 1) == .equal else { return false }
        var name = chain.lowerBound - 2
        if file.kind(name) == .rightAngle || file.kind(name) == .identifier && file.kind(name - 1) == .colon {
            // `var orientation: UIDeviceOrientation = …`
            while name > statement.lowerBound, file.kind(name) != .colon { name -= 1 }
            name -= 1
        }
        guard file.kind(name) == .identifier, file.kind(name - 1) != .period || file.isWord(name - 2, "self") else { return false }
        return file.isDeclaredButNeverRead(file.text(name))
    }

    /// In a type named for the camera or capture (`BarcodeScannerCamera`, `CaptureSession`): the device's
    /// orientation there turns the video, which is what it is for.
    private func isInCameraType(_ index: Int, in file: SourceFile) -> Bool {
        guard let type = file.enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        return NameWords.contains(declaration.name, anyOf: OrientationLayout.cameraWords.union(["video"]))
    }

    /// Names of the camera and what reads its frames (a scanner of cards or codes).
    static let cameraWords: Set<String> = ["camera", "capture", "scanner", "scanning"]

    /// A workspace wrapper of the orientation (`isPortrait`, `isLandscapeOrientation`) where what it
    /// decides is layout.
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {
        guard wrapper.hazard == .orientation, !handsOnBothOrientations(index, in: context.file),
              let use = WrapperUse(at: index, of: wrapper, in: context.file),
              LayoutDecision(file: context.file, ignoring: OrientationLayout.orientationWords).outcome(of: use.range) == .layout else { return }
        context.report("\(wrapper.described) reads the orientation (`\(wrapper.wrapped)`), which doesn't give the app's shape on iPhone Duo; "
                       + "compare the width and height of the space you have, or use size classes", wrapperUse: use.range, of: wrapper)
    }

    static let orientationWords: Set<String> = ["orientation", "orientations", "portrait", "landscape"]

    /// `UIDevice.current`, or a local bound to it.
    private func isCurrentDevice(_ receiver: ClosedRange<Int>, at index: Int, in file: SourceFile) -> Bool {
        if receiver.count == 3, file.isWord(receiver.lowerBound, "UIDevice"), file.isWord(receiver.upperBound, "current") { return true }
        guard receiver.count == 1, file.kind(receiver.lowerBound) == .identifier,
              let binding = file.bindings.lookup(file.text(receiver.lowerBound), at: index, in: file),
              binding.initializer.count == 3 else { return false }
        return file.isWord(binding.initializer.lowerBound, "UIDevice") && file.isWord(binding.initializer.upperBound - 1, "current")
    }

    private func mentionsNonLayout(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        var asksPose = false
        var asksShape = false
        for index in range where file.kind(index) == .identifier {
            let word = file.text(index)
            if OrientationLayout.nonLayoutWords.contains(word) { return true }
            // `UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")`: the old
            // spelling of a request to rotate.
            if word == "setValue", let call = file.call(named: index),
               call.arguments.contains(where: { $0.label == "forKey" && file.codeText(from: $0.value.lowerBound, through: $0.value.upperBound) == "\"orientation\"" }) {
                return true
            }
            // Handed to the camera's object (`cardScanner?.deviceOrientation = orientation`), which turns its video.
            if file.kind(index + 1) == .period || file.kind(index + 1) == .postfixQuestionMark,
               NameWords.contains(word, anyOf: OrientationLayout.cameraWords) { return true }
            if OrientationLayout.poseWords.contains(word) { asksPose = true }
            if OrientationLayout.shapeWords.contains(word) { asksShape = true }
        }
        return asksPose && !asksShape
    }

    /// `let orientation = UIDevice.current.orientation` whose later uses feed a camera or image.
    private func boundForNonLayout(_ statement: ClosedRange<Int>, chain: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard file.isWord(statement.lowerBound, "let") || file.isWord(statement.lowerBound, "var"),
              file.kind(statement.lowerBound + 1) == .identifier, chain.upperBound == statement.upperBound,
              let block = file.brackets.parent(of: statement.lowerBound), let blockEnd = file.brackets.partner(of: block) else { return false }
        let name = file.text(statement.lowerBound + 1)
        var index = statement.upperBound + 1
        while index < min(blockEnd, statement.upperBound + 2000) {
            if file.kind(index) == .identifier, file.kind(index - 1) != .period, file.isToken(index, spelled: name) {
                let use = file.statementBounds(containing: index)
                if mentionsNonLayout(use, in: file) { return true }
                index = max(index, use.upperBound)
            }
            index += 1
        }
        return false
    }

    /// The `CGSize` parameter of the `viewWillTransition(to:with:)` the read is in.
    private func transitionSize(around index: Int, in file: SourceFile) -> String? {
        for scope in file.scopes.chain(containing: index, in: file) {
            guard case .function(let function) = scope.kind else { continue }
            guard function.name == "viewWillTransition" else { return nil }
            return function.parameters.first { $0.type == "CGSize" }?.name
        }
        return nil
    }

    /// `….isLandscape` → `view.bounds.width > view.bounds.height` in a view controller.
    private func fix(property: String, chain: ClosedRange<Int>, instance: InstanceContext, in file: SourceFile) -> Fix? {
        let prefix: String
        switch instance.role {
        // In a view controller's initializer, `view` would load the view early.
        case .viewController where instance.functionName != "init": prefix = "view.bounds"
        // A view's own bounds are not the app's shape: a cell, a tile or a strip is always wide or tall,
        // and a view that sizes itself from them never changes shape.
        default: return nil
        }
        // A split view's column is taller than wide on an iPad held in landscape.
        guard !file.mayShowInAColumn(chain.lowerBound) else { return nil }
        // Before a size transition the view still has the size it is leaving: the new one is the parameter.
        guard let rect = transitionSize(around: chain.lowerBound, in: file) ?? instance.reference(prefix) else { return nil }
        var last = chain.upperBound
        // `scene?.interfaceOrientation.isLandscape ?? false`: the comparison is never nil.
        let optional = chain.contains { file.kind($0) == .postfixQuestionMark }
        if optional, file.isOperator(last + 1, "??"), file.isWord(last + 2, "false") || file.isWord(last + 2, "true") {
            last += 2
        }
        let range = file.range(from: chain.lowerBound, through: last)
        guard !file.hasComment(in: range) else { return nil }
        let comparison = property == "isLandscape" ? "\(rect).width > \(rect).height" : "\(rect).height > \(rect).width"
        let text = file.comparisonReplacing(from: chain.lowerBound, through: last, with: comparison)
        return Fix(title: "Compare the \(instance.role == .viewController ? "view's " : "")width and height", safety: .unsafe,
                   edits: [TextEdit(range: range, newText: text)])
    }
}
