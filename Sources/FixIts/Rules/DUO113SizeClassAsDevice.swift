/// DUO113 size-class-as-device: a predicate named for a device (`isIPad`,
/// `isIPhoneLandscape`) computed from size classes.
public struct SizeClassAsDevice: Rule {
    public var code: String { "DUO113" }
    public var name: String { "size-class-as-device" }
    public var defaultSeverity: Severity { .warning }
    public var triggers: [String] {
        ["horizontalSizeClass", "verticalSizeClass", "UserInterfaceSizeClass", "UIUserInterfaceSizeClass"]
    }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Size classes don't identify the device: iPhone Duo gets every combination, so `isIPad` from `.regular` is true on an iPhone.",
            whatItFlags: """
                A Boolean named for a device (`isIPad`, `isPad`, `isIPhone`, `isIPhonePortrait`, \
                `isIPhoneLandscape`, `isTablet` …) whose value is a size-class test: \
                `verticalSizeClass == .regular && horizontalSizeClass == .regular`, `v == .compact` on \
                `UserInterfaceSizeClass` parameters, \
                `traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact))`. Reported at \
                the name of a function or computed property returning `Bool`, and of a local `let` whose value \
                then decides a layout (a constraint, frame, spacing, padding or an `if` that sets them). Not \
                reported: names that say what the test is (`isCompact`, `isRegularWidth`, `isLandscape`), device \
                names computed from `userInterfaceIdiom` (DUO105's subject) or mixing it in, and text in comments \
                and strings.
                """,
            whyItMatters: """
                A size class describes the space an app has, not the device it runs on. iPhone Duo's inner \
                display is regular width and its outer display compact width, and iPhone Mirroring can give an \
                iPhone app any combination. A predicate called `isIPad` that is really "regular by regular" can be \
                true on an unfolded iPhone Duo, and `isIPhonePortrait` ("compact width, regular height") false on \
                an iPhone held upright: code that reads the name trusts a device it does not have, and whatever it \
                assumes of that device (an iPad-only feature, a small iPhone's metrics) comes along. Apple asks that \
                the inner display look like a natural extension of the iPad layout, so the layout may well be \
                right; the name, and every decision made from it, must not assume the device.
                """,
            example: """
                static func isIPad(_ vertical: UserInterfaceSizeClass?, _ horizontal: UserInterfaceSizeClass?) -> Bool {
                    vertical == .regular && horizontal == .regular
                }

                let isIPhoneLandscape = traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact))
                bottomConstraint.constant = isIPhoneLandscape ? 8 : 40
                """,
            useInstead: """
                // Name the space, not the device, and make each layout work on every device that gets it.
                static func isRegularInBothAxes(_ vertical: UserInterfaceSizeClass?, _ horizontal: UserInterfaceSizeClass?) -> Bool {
                    vertical == .regular && horizontal == .regular
                }

                let isVerticallyCompact = traitCollection.verticalSizeClass == .compact
                bottomConstraint.constant = isVerticallyCompact ? 8 : 40
                """,
            fixSafety: """
                No fix: renaming touches every caller, and each one must be checked for what it assumes about the \
                device (a smaller iPhone, an iPad-only feature).
                """,
            references: [
                "HIG reference §5 \"Build and screens\": size classes don't identify the device; an iPhone app can get any combination (seeds/000)",
                "HIG reference §1 \"What the device is\": use size classes, a compact-width and a regular-width layout, not a layout per device or pose (seeds/000)",
                "HIG reference §5 \"Bars\": the outer display stays compact width in both orientations (seeds/000)",
            ]
        )
    }

    /// Words of a name that make it name a device.
    private static let deviceWords: Set<String> = ["ipad", "iphone", "pad", "phone", "tablet", "ipod"]

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        guard let declaration = namingDeclaration(around: index, in: file),
              NameWords.contains(file.text(declaration.name), anyOf: SizeClassAsDevice.deviceWords),
              isSizeClassTest(declaration.value, in: file) else { return }
        if declaration.isLocal {
            // A local must go on to decide a layout.
            guard LayoutFlow(file: file).reachesLayout(from: declaration.value.lowerBound) else { return }
        }
        let name = file.text(declaration.name)
        context.report("""
            `\(name)` is computed from size classes, which don't identify the device: iPhone Duo (and iPhone Mirroring) \
            gets every combination; name it for the space it tests and check the layout it picks on every device
            """, from: declaration.name, through: declaration.name)
    }

    private struct NamingDeclaration {
        /// The declared name's token.
        var name: Int
        /// The tokens that compute it: the initializer, or the body inside `{ }`.
        var value: ClosedRange<Int>
        var isLocal: Bool
    }

    /// The declaration whose value holds the size-class read at `index`:
    /// `let NAME = …`, a `func NAME(…) -> Bool` (parameters included) or a
    /// computed `var NAME: Bool { … }`.
    private func namingDeclaration(around index: Int, in file: SourceFile) -> NamingDeclaration? {
        // In a function's parameter list: `func isIPad(v: UserInterfaceSizeClass?, …) -> Bool {`.
        if let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, file.kind(open - 1) == .identifier,
           file.isWord(open - 2, "func") {
            return function(named: open - 1, parametersAt: open, in: file)
        }
        let statement = file.statementBounds(containing: index)
        if let equal = file.assignment(in: statement, before: index), file.kind(equal) == .equal,
           let name = localDeclarationName(in: statement.lowerBound ..< equal, in: file), equal < statement.upperBound {
            let isLocal: Bool
            if let brace = file.scopes.innermost(containing: index, in: file), case .type = file.scopes[brace].kind { isLocal = false } else { isLocal = true }
            return NamingDeclaration(name: name, value: equal + 1 ... statement.upperBound, isLocal: isLocal)
        }
        // The body of a function or computed property that is only this expression.
        guard let brace = file.scopes.innermost(containing: index, in: file), let close = file.brackets.partner(of: brace), close > brace + 1 else { return nil }
        let body = brace + 1 ... close - 1
        let value = file.isWord(body.lowerBound, "return") && body.count > 1 ? body.lowerBound + 1 ... body.upperBound : body
        guard file.statementBounds(containing: index) == body || file.statementBounds(containing: index) == value else { return nil }
        switch file.scopes[brace].kind {
        case .function(let function):
            let keyword = function.keywordIndex
            guard file.isWord(keyword, "func"), file.kind(keyword + 1) == .identifier, file.kind(keyword + 2) == .leftParen else { return nil }
            return self.function(named: keyword + 1, parametersAt: keyword + 2, in: file)
        case .accessor:
            // `var isIPad: Bool {` (not `get {`, `didSet {`).
            let header = file.scopes[brace].headerStart
            var nameIndex = header
            while nameIndex < brace, !file.isWord(nameIndex, "var") { nameIndex += 1 }
            guard file.isWord(nameIndex, "var"), file.kind(nameIndex + 1) == .identifier, file.kind(nameIndex + 2) == .colon,
                  file.isWord(nameIndex + 3, "Bool"), nameIndex + 4 == brace else { return nil }
            return NamingDeclaration(name: nameIndex + 1, value: value, isLocal: false)
        default:
            return nil
        }
    }

    /// A `func` returning `Bool` whose body is one expression.
    private func function(named name: Int, parametersAt open: Int, in file: SourceFile) -> NamingDeclaration? {
        guard let close = file.brackets.partner(of: open), file.kind(close + 1) == .arrow, file.isWord(close + 2, "Bool"),
              file.kind(close + 3) == .leftBrace, let end = file.brackets.partner(of: close + 3), end > close + 4 else { return nil }
        var body = close + 4 ... end - 1
        if file.isWord(body.lowerBound, "return"), body.count > 1 { body = body.lowerBound + 1 ... body.upperBound }
        // One expression: the statement around its first token spans the body.
        guard file.statementBounds(containing: body.lowerBound).upperBound == body.upperBound else { return nil }
        return NamingDeclaration(name: name, value: body, isLocal: false)
    }

    /// `let NAME`, `var NAME: Bool`, `static let NAME`: the name token.
    private func localDeclarationName(in left: Range<Int>, in file: SourceFile) -> Int? {
        guard let keyword = left.first(where: { file.isWord($0, "let") || file.isWord($0, "var") }),
              file.kind(keyword + 1) == .identifier else { return nil }
        // Only `NAME =` or `NAME: Bool =`.
        if keyword + 2 == left.upperBound { return keyword + 1 }
        if file.kind(keyword + 2) == .colon, file.isWord(keyword + 3, "Bool"), keyword + 4 == left.upperBound { return keyword + 1 }
        return nil
    }

    /// Words a pure size-class test is written with.
    private static let sizeClassWords: Set<String> = [
        "horizontalSizeClass", "verticalSizeClass", "traitCollection", "regular", "compact", "unspecified", "containsTraits",
        "UITraitCollection", "self", "in", "UserInterfaceSizeClass", "UIUserInterfaceSizeClass",
    ]

    /// Compares size classes with `.regular` / `.compact` (or builds a trait
    /// collection from them) and reads nothing else: no idiom, no other flag
    /// (`AppLayout.isPad && horizontalSizeClass == .regular` names its device elsewhere).
    private func isSizeClassTest(_ value: ClosedRange<Int>, in file: SourceFile) -> Bool {
        var comparesClass = false
        for index in value where file.kind(index) == .identifier || file.kind(index) == .keyword {
            let word = file.text(index)
            if word == "regular" || word == "compact", file.kind(index - 1) == .period,
               file.isOperator(index - 2, "==") || file.isOperator(index - 2, "!=") || file.kind(index - 2) == .colon {
                // `== .regular`, `!= .compact`, `verticalSizeClass: .compact`
                comparesClass = true
            }
            if SizeClassAsDevice.sizeClassWords.contains(word) || isTraitReceiver(index, in: file) || isSizeClassValue(index, in: file) { continue }
            return false
        }
        return comparesClass
    }

    /// `controller?.traitCollection…`, `view.traitCollection…`: a receiver of the traits.
    private func isTraitReceiver(_ index: Int, in file: SourceFile) -> Bool {
        var next = index + 1
        if file.kind(next) == .postfixQuestionMark || file.kind(next) == .exclamationMark { next += 1 }
        guard file.kind(next) == .period else { return false }
        return file.isWord(next + 1, "traitCollection") || file.isWord(next + 1, "horizontalSizeClass") || file.isWord(next + 1, "verticalSizeClass")
    }

    /// A parameter or local declared as a size class: `v: UserInterfaceSizeClass?`.
    private func isSizeClassValue(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index - 1) != .period, let binding = file.bindings.lookup(file.text(index), at: index, in: file),
              let type = binding.type else { return false }
        return type.containsBytes(of: "SizeClass")
    }
}
