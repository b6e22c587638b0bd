/// A property, function or stored closure whose whole value is a hazard a rule recognises: apps wrap
/// the idiom, the orientation and the main screen in helpers (`UIDevice.current.isiPad()`,
/// `var isPortrait: Bool`, `static var portraitOnPhone: UIInterfaceOrientationMask`,
/// `UIView.isZoomedMode`) and use those everywhere, where no rule sees the hazard. The workspace index
/// records them so that the wrapped hazard's rule judges each use.
public struct HazardWrapper: Sendable, Equatable, Hashable {
    public enum Hazard: String, Sendable, Hashable {
        /// `userInterfaceIdiom == .pad` (DUO105).
        case idiom
        /// `UIDevice.current.orientation`, `interfaceOrientation`, `statusBarOrientation` (DUO104).
        case orientation
        /// `UIScreen.main…` (DUO101).
        case mainScreen
        /// An orientation mask chosen by the idiom, portrait on the phone (DUO111).
        case orientationLockByIdiom
        /// The first connected scene or the key window (`windows.first { $0.isKeyWindow }`), or its root
        /// view controller (DUO404).
        case window

        public var ruleCode: String {
            switch self {
            case .idiom: "DUO105"
            case .orientation: "DUO104"
            case .mainScreen: "DUO101"
            case .orientationLockByIdiom: "DUO111"
            case .window: "DUO404"
            }
        }
    }

    public var name: String
    public var isFunction: Bool
    /// The type it is declared in or extends (`UIDevice`); nil at file level.
    public var owner: String?
    public var hazard: Hazard
    /// What it wraps, as written (`UIDevice.current.userInterfaceIdiom == .pad`).
    public var wrapped: String
    /// Where it is declared: the file, the name's bytes and its 0-based line.
    public var path: String
    public var nameRange: Range<Int>
    public var line: Int

    /// "`isiPad()` (declared in UIDevice+isIpad.swift:6)".
    public var described: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "`\(name)\(isFunction ? "()" : "")` (declared in \(file):\(line + 1))"
    }

    /// The wrappers `file` declares. A wrapper's value is one expression (or `return` of one) holding the
    /// hazard; a helper that does more is judged where it is, not at its uses.
    /// `names`: how the window helpers' several names are found (`.chains` when the file is linted next).
    static func declared(in file: SourceFile, names lookup: NameLookup = .scan) -> [HazardWrapper] {
        var found: [HazardWrapper] = []
        var seen = Set<Int>()
        func consider(_ index: Int, _ hazard: Hazard, unless isHarmless: (Found) -> Bool = { _ in false }) {
            guard let declaration = wrapper(around: index, in: file), !seen.contains(declaration.nameIndex),
                  !isPrivate(declaration.nameIndex, in: file), !isHarmless(declaration) else { return }
            let value = declaration.value
            var kind = hazard
            if hazard == .idiom, (value.lowerBound ... value.upperBound).contains(where: { file.isWord($0, "portrait") && file.kind($0 - 1) == .period }) {
                kind = .orientationLockByIdiom
            } else if hazard == .idiom, LayoutDecision(file: file).isFeatureGated(index ... index) {
                // `isRedesignEnabled && idiom == .pad`: which feature applies, not a layout by device.
                return
            } else if !isTheTest(value, reading: index, in: file) {
                // A value chosen by the test (`var maxWidth: CGFloat { isPhone ? .infinity : 400 }`) is that rule's
                // finding where it is declared; its uses are only uses of a width.
                return
            }
            record(declaration, kind)
        }
        func record(_ declaration: Found, _ kind: Hazard) {
            seen.insert(declaration.nameIndex)
            let nameRange = file.range(from: declaration.nameIndex, through: declaration.nameIndex)
            found.append(HazardWrapper(name: declaration.name, isFunction: declaration.isFunction, owner: declaration.owner, hazard: kind,
                                       wrapped: file.codeText(from: declaration.value.lowerBound, through: declaration.value.upperBound),
                                       path: file.path, nameRange: nameRange, line: file.lines.line(of: nameRange.lowerBound)))
        }
        // `UI_USER_INTERFACE_IDIOM() == .pad`: the old spelling of the same read.
        // (Two look-ups, not `find`: a file's name chains are built once for every question, a scan per file is not.)
        for index in file.names.of("userInterfaceIdiom", by: lookup) + file.names.of("UI_USER_INTERFACE_IDIOM", by: lookup) { consider(index, .idiom) }
        for name in ["interfaceOrientation", "statusBarOrientation"] {
            for index in file.names.of(name, by: lookup) where file.kind(index - 1) == .period { consider(index, .orientation) }
        }
        for index in file.names.of("orientation", by: lookup) where file.kind(index - 1) == .period && file.isWord(index - 2, "current")
            && file.isWord(index - 4, "UIDevice") {
            consider(index, .orientation)
        }
        let screenReads = file.names.of("UIScreen", by: lookup).filter { file.kind($0 + 1) == .period && file.isWord($0 + 2, "main") }
            + file.names.of("main", by: lookup).filter { file.readsMainScreenThroughSelf(main: $0) }.map { $0 - 2 }
        for index in screenReads {
            // A pixel count for a request is not on screen (DUO101 does not report it either). Asked only of
            // a read that is a wrapper's value: most are not, and the question costs a walk of the scopes.
            var last = index + 2
            if file.kind(index + 3) == .period, file.kind(index + 4) == .identifier { last = index + 4 }
            consider(index, .mainScreen) { _ in ScreenReadUse(file: file).isOffScreen(read: index ... last) }
        }
        // `var keyWindow: UIWindow? { UIApplication.shared.windows.first { $0.isKeyWindow } }`, `static func
        // topWindow() -> UIWindow? { … connectedScenes.first … }`: the pick and what only leads to its window.
        // The pick first: it reads a few tokens, the declaration around them costs a walk of the scopes.
        // (Not through the app's own key-window helpers: a helper of a helper is rare, and each name asked
        // costs every file of the workspace a comparison per identifier of its length.)
        for index in file.names.find(["connectedScenes", "windows", "keyWindow"], by: lookup) {
            // A helper that says it finds the key window (`findKeyWindow()`, `stp_…UntilYouFindAKeyWindow()`) and
            // reads the windows somewhere in a longer body (loops, fallbacks, `#if`): it returns one of them.
            if let helper = namedKeyWindowHelper(around: index, in: file) {
                if !seen.contains(helper.nameIndex) { record(helper, .window) }
                continue
            }
            guard let pick = FirstScene.pick(at: index, in: file) else { continue }
            consider(index, .window) { !FirstScene.isWindowHelperValue($0.value, pick: pick, in: file) }
        }
        // In file order: the declarations of a file are those of its items, one after another.
        return found.sorted { $0.nameRange.lowerBound < $1.nameRange.lowerBound }
    }

    /// The function or computed property around the windows read at `index` whose name ends in "key window"
    /// (its words), when it is not private: recorded with the statement that reads them as what it wraps.
    private static func namedKeyWindowHelper(around index: Int, in file: SourceFile) -> Found? {
        guard let declaration = file.wrapperDeclaration(around: index) else { return nil }
        let words = NameWords.split(declaration.name)
        guard words.count >= 2, words.suffix(2) == ["key", "window"], !isPrivate(declaration.nameIndex, in: file) else { return nil }
        var statement = file.statementBounds(containing: index)
        if file.isWord(statement.lowerBound, "return"), statement.lowerBound < statement.upperBound { statement = statement.lowerBound + 1 ... statement.upperBound }
        return Found(name: declaration.name, nameIndex: declaration.nameIndex, isFunction: declaration.isFunction,
                     owner: declaration.owner, value: statement)
    }

    /// `private` or `fileprivate`: nothing in another file can use it (its file's own rules see its uses).
    private static func isPrivate(_ nameIndex: Int, in file: SourceFile) -> Bool {
        if file.hasPrivateModifier(before: nameIndex) { return true }
        // A member of a private type is as private.
        for scope in file.scopes.chain(containing: nameIndex, in: file) {
            if case .type = scope.kind, file.hasPrivateModifier(before: scope.headerStart + 1) { return true }
        }
        return false
    }

    /// Whether the value is the hazard itself: the read (`UIScreen.main.bounds.width`,
    /// `UIDevice.current.orientation.isPortrait`) or a boolean test built of it (`idiom == .pad`,
    /// `scale != nativeScale`, `a && b`), not a value a test chooses between.
    private static func isTheTest(_ value: ClosedRange<Int>, reading index: Int, in file: SourceFile) -> Bool {
        let depth = file.brackets.parent(of: value.lowerBound)
        // At the value's own level: inside an argument or a closure (`VStack { … }.padding(isPad ? 8 : 0)`)
        // the value is something else that uses the test. Grouping parentheses are that level
        // (`(UIScreen.main.bounds.height - 568) < 1`); a call's are not.
        var level = file.brackets.parent(of: index)
        while let open = level, open != depth, file.kind(open) == .leftParen, !file.endsOperand(open - 1) || file.isWord(open - 1, "return") {
            level = file.brackets.parent(of: open)
        }
        guard level == depth else { return false }
        for token in value where file.brackets.parent(of: token) == depth {
            switch file.kind(token) {
            case .infixQuestionMark: return false
            case .keyword where file.isWord(token, oneOf: ["if", "switch"]): return false
            default: continue
            }
        }
        return true
    }

    /// A wrapper found around a hazard: its declaration and the tokens of its value.
    private struct Found {
        var name: String
        var nameIndex: Int
        var isFunction: Bool
        var owner: String?
        var value: ClosedRange<Int>
    }

    /// The wrapper whose value holds `index`: a computed property, function or stored closure whose body is
    /// one expression, or a stored constant of a type or the file (`static let isPad = idiom == .pad`).
    private static func wrapper(around index: Int, in file: SourceFile) -> Found? {
        if let declaration = file.wrapperDeclaration(around: index) {
            // Only a member of a type or a global: a function's local (`var idiom: UIUserInterfaceIdiom { … }`
            // inside a method) is visible nowhere else, and the rule reads its uses where it is declared.
            if let enclosing = declaration.body.parent {
                guard case .type = file.scopes[enclosing].kind else { return nil }
            }
            guard let value = soleValue(of: declaration.body, in: file).flatMap({ $0.contains(index) ? $0 : nil })
                    ?? namedTest(holding: index, in: declaration.body, file: file) else { return nil }
            return Found(name: declaration.name, nameIndex: declaration.nameIndex, isFunction: declaration.isFunction,
                         owner: declaration.owner, value: value)
        }
        let statement = file.statementBounds(containing: index)
        // A `let`: a `var` with an initializer is only a default its owner may be given another value for.
        guard let equal = file.assignment(in: statement, before: index),
              let keyword = (statement.lowerBound ..< equal).first(where: { file.isWord($0, "let") }),
              file.kind(keyword + 1) == .identifier else { return nil }
        // Only a member of a type or a global, not a local of a function.
        var owner: String?
        if let brace = file.brackets.parent(of: statement.lowerBound) {
            guard file.kind(brace) == .leftBrace, case .type(let declaration) = file.scopes[brace].kind else { return nil }
            owner = declaration.name
        }
        return Found(name: file.text(keyword + 1), nameIndex: keyword + 1, isFunction: false, owner: owner, value: equal + 1 ... statement.upperBound)
    }

    /// A body that names its tests and returns them joined (`let native = idiom == .pad; let scaled = idiom ==
    /// .phone && model.hasPrefix("iPad"); return native || scaled`): the initializer of the local holding `index`,
    /// when every statement but the last binds a local and the last returns those locals joined with `||`, `&&`
    /// or `!` (nothing else). The body's value is then a test built of such tests, as a single expression would be.
    private static func namedTest(holding index: Int, in body: Scope, file: SourceFile) -> ClosedRange<Int>? {
        var open = body.open
        if file.isWord(open + 1, "get"), file.kind(open + 2) == .leftBrace { open += 2 }
        let statements = file.statements(inBlockAt: open, atMost: 8)
        guard statements.count >= 2, var returned = statements.last else { return nil }
        if file.isWord(returned.lowerBound, "return") {
            guard returned.lowerBound < returned.upperBound else { return nil }
            returned = returned.lowerBound + 1 ... returned.upperBound
        }
        var names: Set<String> = []
        var holding: ClosedRange<Int>?
        for statement in statements.dropLast() {
            guard file.isWord(statement.lowerBound, "let"), file.kind(statement.lowerBound + 1) == .identifier,
                  let equal = file.assignment(in: statement, before: statement.upperBound), equal < statement.upperBound else { return nil }
            names.insert(file.text(statement.lowerBound + 1))
            if statement.contains(index) { holding = equal + 1 ... statement.upperBound }
        }
        guard let holding, holding.contains(index) else { return nil }
        let joinsNames = returned.allSatisfy { token in
            switch file.kind(token) {
            case .identifier: return names.contains(file.text(token))
            case .leftParen, .rightParen: return true
            default: return file.isOperator(token, "||") || file.isOperator(token, "&&") || file.isOperator(token, "!")
            }
        }
        // Joined: a local returned alone is a value that may be anything (`let width = …; return width`).
        let joins = returned.contains { file.isOperator($0, "||") || file.isOperator($0, "&&") || file.isOperator($0, "!") }
        return joinsNames && joins ? holding : nil
    }

    /// The one expression a body's value is: its sole statement (the one an iOS build compiles, in a body of
    /// `#if os(iOS)` … `#else` … `#endif`), without `return`; an `if`/`else` or `switch` as a whole.
    private static func soleValue(of body: Scope, in file: SourceFile) -> ClosedRange<Int>? {
        var open = body.open
        // `var x: Bool { get { … } }`
        if file.isWord(open + 1, "get"), file.kind(open + 2) == .leftBrace { open += 2 }
        guard let statement = file.soleStatement(ofBlockAt: open) ?? file.soleCompiledStatement(ofBlockAt: open) else { return nil }
        if file.isWord(statement.lowerBound, "return") {
            return statement.lowerBound < statement.upperBound ? statement.lowerBound + 1 ... statement.upperBound : nil
        }
        return statement
    }
}
