/// DUO107 full-bleed-media: aspect-fill media that can crop important content.
public struct FullBleedMedia: Rule {
    public var code: String { "DUO107" }
    public var name: String { "full-bleed-media" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["scaleAspectFill", "resizeAspectFill", "scaledToFill", "aspectRatio"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Aspect-fill media can lose important content on iPhone Duo's wider displays.",
            whatItFlags: """
                Media set to fill — UIKit's `.scaleAspectFill`, AVFoundation's `.resizeAspectFill`, SwiftUI's \
                `.scaledToFill()` and `.aspectRatio(…, contentMode: .fill)` — when it spans its container's width \
                or the window, so that its crop changes with the window's shape: in SwiftUI, a frame as wide as a \
                `GeometryReader`'s size or `maxWidth: .infinity` (or the screen's width, `minWidth: UIScreen.main.bounds.width`), `.ignoresSafeArea()`, `.containerRelativeFrame`, \
                a camera or video view (also through the call whose only content the image is, as in \
                `AsyncImage(url:) { $0.resizable().scaledToFill() }.frame(maxWidth: .infinity)`); in UIKit, a view \
                pinned across the view controller's root view (leading and trailing constraints, \
                `pinToParent()`-style helpers, `snp` edges, `frame = view.bounds` with a flexible width), or pinned \
                across its container and named for large media (a header, banner, hero, cover, poster, backdrop). \
                Not reported: thumbnails and avatars (a fixed frame, `.clipShape`, a fixed-size or aspect-ratio \
                constraint on the view or its container), cells (also a `GeometryReader`'s width inside a grid's \
                cell, which is the cell's), media held to a ratio of its own in a list or scroll view \
                (`.aspectRatio(16 / 9, contentMode: .fill)` crops the same in every window; outside one, it is reported \
                because a full-width view held to a ratio grows taller than a wide window), a screen sized to its media \
                (`preferredContentSize`), a frame with an `alignment:` (the focal point is chosen), backgrounds \
                and snapshots, text, icons, logos and badges, and a mode chosen from state or only compared.
                """,
            whyItMatters: """
                iPhone Duo's outer display is wider and shorter than earlier iPhones, and the inner display is \
                wider than tall when opened like a book; folding switches between them mid-session. Media that \
                fills its view crops whatever does not fit that aspect ratio, so a face or a caption that showed \
                on a tall phone is cut off on the wide displays.
                """,
            example: """
                Image("hero")
                    .resizable()
                    .scaledToFill()
                    .frame(maxWidth: .infinity, maxHeight: 320)
                    .clipped()
                """,
            useInstead: """
                // Choose fill or fit from the size class or the aspect ratio of the space…
                Image("hero")
                    .resizable()
                    .aspectRatio(contentMode: horizontalSizeClass == .regular ? .fit : .fill)
                    .frame(maxWidth: .infinity, maxHeight: 320)
                // …or keep fill and choose the focal point the crop keeps:
                Image("hero")
                    .resizable()
                    .scaledToFill()
                    .frame(maxWidth: .infinity, maxHeight: 320, alignment: .top)
                    .clipped()
                // UIKit: heroView.contentMode = traitCollection.horizontalSizeClass == .regular ? .scaleAspectFit : .scaleAspectFill
                """,
            fixSafety: "No fix: whether to fit, fill or crop around a focal point is a design decision.",
            references: [
                "HIG reference §5 \"Build and screens\": full-bleed media (.scaleAspectFill, .aspectRatio(contentMode: .fill)) can lose important content on the wider displays; choose fill or fit from size classes or aspect ratio, or set a focal point (seeds/000)",
                "HIG reference §1 \"What the device is\": the outer display is wider and shorter than earlier iPhones (seeds/000)",
            ]
        )
    }

    private static let message = "Aspect fill can crop important content on iPhone Duo's wider displays; "
        + "choose fill or fit from the size class or aspect ratio, or keep the focal point in view"
    private static let ratioMessage = "Held to its ratio across the full width, this media is taller than iPhone Duo's wide windows "
        + "(the inner display opened like a book): what follows it goes off screen; cap its height or fit it to the space you have"

    /// In a `List`, `Form`, `Section` or `ScrollView`: what follows a tall view scrolls into reach.
    private func isInScrollingContainer(_ index: Int, in file: SourceFile) -> Bool {
        file.scopes.chain(containing: index, in: file).contains { scope in
            guard case .closure(let closure) = scope.kind, let callee = closure.callee, !closure.calleeIsMember else { return false }
            return ["List", "Form", "Section", "ScrollView"].contains(callee)
        }
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        switch file.text(index) {
        case "scaledToFill":
            guard file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen, file.kind(index + 2) == .rightParen,
                  spansWindow(swiftUIModifierAt: index, close: index + 2, in: file) else { return }
            context.report(FullBleedMedia.message, from: index - 1, through: index + 2)
        case "aspectRatio":
            guard file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1),
                  fillsContent(open: index + 1, in: file), spansWindow(swiftUIModifierAt: index, close: close, in: file) else { return }
            // `.aspectRatio(1, contentMode: .fill)`: held to its own ratio, the view crops the same in every window;
            // across the width it grows taller than a wide window, which matters unless it scrolls.
            if let ratio = file.arguments(inParenAt: index + 1).first, ratio.label == nil,
               !(ratio.value.count == 1 && file.isWord(ratio.value.lowerBound, "nil")) {
                guard !isInScrollingContainer(index, in: file) else { return }
                // A height set after it (`.frame(width: proxy.size.width, height: 240)`) caps the view: it does
                // not grow taller than the window, only its crop changes with the width.
                if !setsHeight(after: close, in: file) {
                    context.report(FullBleedMedia.ratioMessage, from: index - 1, through: close)
                    return
                }
            }
            context.report(FullBleedMedia.message, from: index - 1, through: close)
        default:
            // `.scaleAspectFill`, `UIView.ContentMode.scaleAspectFill`, `.resizeAspectFill`.
            guard file.kind(index - 1) == .period, file.kind(index + 1) != .period, file.kind(index + 1) != .leftParen else { return }
            let start = file.postfixChainStart(endingAt: index)
            guard isSetting(valueAt: start, in: file), let view = filledView(valueAt: start, in: file),
                  spansWindow(uiKitView: view, at: start, context: context) else { return }
            context.report(FullBleedMedia.message, from: start, through: index)
        }
    }

    // MARK: What the media fills (most fill is a thumbnail, an avatar or a cell's image: its crop never changes)

    /// The view or layer whose mode `start` sets: `heroView` in `heroView.contentMode = .scaleAspectFill`;
    /// for a local configured in a property's initializer closure (`lazy var hero: UIImageView = { let v = …;
    /// v.contentMode = …; return v }()`), the property.
    private func filledView(valueAt start: Int, in file: SourceFile) -> String? {
        guard file.kind(start - 1) == .equal else { return nil }
        let member = start - 2
        guard file.isWord(member, "contentMode") || file.isWord(member, "videoGravity") || file.isWord(member, "contentsGravity"),
              file.kind(member - 1) == .period else { return nil }
        let receiverStart = file.postfixChainStart(endingAt: member - 2)
        var receiver = file.chainComponents(from: receiverStart, through: member - 2)
        if receiver.first == "self" { receiver.removeFirst() }
        // `imageView.layer.contentsGravity`: the view.
        if receiver.count > 1, receiver.last == "layer" { receiver.removeLast() }
        guard receiver.count == 1, let name = receiver.first else { return nil }
        if let closure = file.brackets.parent(of: start), file.kind(closure) == .leftBrace,
           let property = propertyInitialized(byClosureAt: closure, in: file), file.bindings.lookup(name, at: start, in: file) != nil {
            return property
        }
        return name
    }

    /// `lazy var hero: UIImageView = { … }()`: the property the closure at `open` initializes.
    private func propertyInitialized(byClosureAt open: Int, in file: SourceFile) -> String? {
        guard let close = file.brackets.partner(of: open), file.kind(close + 1) == .leftParen, file.kind(close + 2) == .rightParen,
              file.kind(open - 1) == .equal else { return nil }
        var index = open - 2
        while index > 0, index > open - 16, !(file.isWord(index - 1, "var") || file.isWord(index - 1, "let")) { index -= 1 }
        return file.kind(index) == .identifier && (file.isWord(index - 1, "var") || file.isWord(index - 1, "let")) ? file.text(index) : nil
    }

    /// Whether the UIKit view (or layer) named `name` shows media whose crop changes with the window: it is
    /// pinned across its container (`leadingAnchor` and `trailingAnchor` constraints, `pinToParent()`, `snp`
    /// edges, its container's bounds as frame, a flexible width), and that container is the view controller's
    /// root view or the view is named for large media (a header, banner, hero, cover, poster). Not when the
    /// view or its container is held to an aspect ratio or a fixed size (`widthAnchor … multiplier:`), when the
    /// screen is sized to the media (`preferredContentSize`), in a cell (the list decides the cell's shape),
    /// or for small media and decoration (an avatar, icon, logo, badge; a background, a snapshot).
    private func spansWindow(uiKitView name: String, at index: Int, context: RuleContext) -> Bool {
        let file = context.file
        func placementOf(_ name: String) -> UIKitPlacement {
            context.remembered("placement of \(name)") { UIKitPlacement(of: name, in: file) }
        }
        let placement = placementOf(name)
        guard placement.spansContainer, !placement.heldShape else { return false }
        if placement.containers.contains(where: { placementOf($0).heldShape }) { return false }
        if !file.names.of("preferredContentSize").isEmpty { return false }
        let typeName: String
        if let type = file.enclosingTypeBlock(index), case .type(let declaration) = type.kind {
            if declaration.name.hasSuffix("Cell") || declaration.inherited.contains(where: { $0.hasSuffix("Cell") }) { return false }
            typeName = declaration.name
        } else {
            typeName = ""
        }
        let words = Set(NameWords.split(name) + NameWords.split(typeName))
        if !words.isDisjoint(with: FullBleedMedia.smallOrDecorativeWords) { return false }
        let inRootView = placement.containers.contains("view") && InstanceContext(at: index, in: file).role == .viewController
        return inRootView || !words.isDisjoint(with: FullBleedMedia.largeMediaWords)
    }

    private static let largeMediaWords: Set<String> = ["header", "banner", "hero", "cover", "poster", "backdrop", "viewfinder", "fullscreen", "splash"]
    private static let smallOrDecorativeWords: Set<String> = ["avatar", "icon", "logo", "badge", "favicon", "emoji", "background", "snapshot",
                                                              "gradient", "pattern", "placeholder"]

    /// How a UIKit view is placed, from every mention of its name in the file.
    private struct UIKitPlacement {
        var leading = false, trailing = false, whole = false
        /// Held to an aspect ratio, or to a fixed width and height.
        var heldShape = false
        /// The views it is pinned to (`self` for a bare anchor, the receiver of `addSubview` for `pinToParent()`).
        var containers: Set<String> = []

        var spansContainer: Bool { whole || leading && trailing }

        init(of name: String, in file: SourceFile) {
            var fixedWidth = false, fixedHeight = false
            for index in file.names.of(name) {
                guard file.kind(index - 1) != .period || file.isWord(index - 2, "self") else { continue }
                let end = file.postfixChainEnd(startingAt: index)
                // The chain's second name (`leadingAnchor` in `hero.leadingAnchor…`), found without reading
                // the whole chain: a container's placement reads every mention of `view` in the file.
                guard let memberIndex = Self.secondComponent(from: index, through: end, in: file) else {
                    // `tableView.backgroundView = hero`: a container sizes it to itself.
                    if file.kind(index - 1) == .equal, file.isWord(index - 2, "backgroundView") { whole = true }
                    // `container.addSubview(hero)`: where `pinToParent()` pins it.
                    if file.kind(index - 1) == .leftParen, file.isWord(index - 2, "addSubview") {
                        containers.insert(file.kind(index - 3) == .period ? file.text(index - 4) : "self")
                    }
                    continue
                }
                // Only the members below, and those whose name may say they pin all edges (most mentions of a
                // container are neither: passed over without making a String of them).
                guard file.isWord(memberIndex, oneOf: Self.placementMembers) || Self.mayPinAllEdges(memberIndex, in: file) else { continue }
                let member = file.text(memberIndex)
                let statement = file.statementBounds(containing: index)
                switch member {
                case "leadingAnchor", "leftAnchor", "trailingAnchor", "rightAnchor":
                    if member == "leadingAnchor" || member == "leftAnchor" { leading = true } else { trailing = true }
                    containers.formUnion(UIKitPlacement.anchorOwners(in: statement, other: name, file: file))
                case "widthAnchor", "heightAnchor":
                    let other = member == "widthAnchor" ? "heightAnchor" : "widthAnchor"
                    if statement.contains(where: { file.isWord($0, "multiplier") }) || statement.contains(where: {
                        file.isToken($0, spelled: name) && file.kind($0 + 1) == .period && file.isToken($0 + 2, spelled: other)
                    }) {
                        heldShape = true
                    } else if statement.contains(where: { file.isWord($0, "equalToConstant") }) {
                        if member == "widthAnchor" { fixedWidth = true } else { fixedHeight = true }
                    }
                case "frame", "bounds":
                    // `hero.frame = view.bounds`, `previewLayer.frame = uiView.layer.bounds`,
                    // `cover.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)`.
                    let value = file.statementBounds(containing: end + 2)
                    guard file.kind(end + 1) == .equal else { break }
                    if file.isWord(value.upperBound, "bounds") {
                        whole = true
                        containers.insert(file.kind(value.upperBound - 1) == .period ? file.text(value.upperBound - 2) : "self")
                    } else if let width = (end + 2 ..< value.upperBound).first(where: { file.isWord($0, "width") && file.kind($0 + 1) == .colon }),
                              file.isWord(width + 2, "view") || file.isWord(width + 2, "bounds"),
                              file.isWord(width + 4, "width") || file.isWord(width + 4, "bounds") && file.isWord(width + 6, "width") {
                        whole = true
                        containers.insert(file.isWord(width + 2, "view") ? "view" : "self")
                    }
                case "autoresizingMask":
                    if statement.contains(where: { file.isWord($0, "flexibleWidth") }) { whole = true }
                case "snp":
                    if statement.contains(where: { file.isWord($0, "edges") }) { whole = true }
                    if statement.contains(where: { file.isWord($0, "leading") || file.isWord($0, "left") }) { leading = true }
                    if statement.contains(where: { file.isWord($0, "trailing") || file.isWord($0, "right") }) { trailing = true }
                default:
                    if FullBleedMedia.pinsAllEdges(member) { whole = true }
                }
            }
            if fixedWidth && fixedHeight { heldShape = true }
        }

        private static let placementMembers: [StaticString] = ["leadingAnchor", "leftAnchor", "trailingAnchor", "rightAnchor", "widthAnchor",
                                                               "heightAnchor", "frame", "bounds", "autoresizingMask", "snp"]

        /// Whether the token holds, in any case, one of the words `pinsAllEdges` looks for.
        static func mayPinAllEdges(_ index: Int, in file: SourceFile) -> Bool {
            let range = file.code[index].range
            return file.bytes.withUnsafeBufferPointer { bytes in
                pinWords.contains { word in
                    word.count <= range.count && (range.lowerBound ... range.upperBound - word.count).contains { start in
                        (0 ..< word.count).allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
                    }
                }
            }
        }

        private static let pinWords: [[UInt8]] = ["pin", "edges", "fill", "all"].map { Array($0.utf8) }

        /// The second identifier or keyword of the chain `start ... end`, past any brackets between
        /// (what `chainComponents(from:through:)[1]` names).
        static func secondComponent(from start: Int, through end: Int, in file: SourceFile) -> Int? {
            var index = start + 1
            while index <= end {
                if let close = file.brackets.partner(of: index), close > index {
                    index = close + 1
                    continue
                }
                if file.kind(index) == .identifier || file.kind(index) == .keyword { return index }
                index += 1
            }
            return nil
        }

        /// The views whose anchors a constraint statement names, other than `other`'s: `view` in
        /// `hero.leadingAnchor.constraint(equalTo: view.leadingAnchor)`, `self` for a bare `leadingAnchor`.
        static func anchorOwners(in statement: ClosedRange<Int>, other: String, file: SourceFile) -> Set<String> {
            var owners: Set<String> = []
            for index in statement where file.isWord(index, oneOf: ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor"]) {
                if file.kind(index - 1) != .period {
                    owners.insert("self")
                } else if file.kind(index - 2) == .identifier || file.kind(index - 2) == .keyword, !file.isToken(index - 2, spelled: other) {
                    owners.insert(file.text(index - 2))
                }
            }
            return owners
        }
    }

    /// `pinToParent`, `anchorToAllSidesOf`, `pinEdgesToSuperview`, `fillSuperview`, `edgesToSuperview`.
    private static func pinsAllEdges(_ member: String) -> Bool {
        let words = NameWords.split(member)
        return words.contains("pin") || words.contains("edges") || words.contains("fill") && words.contains("superview")
            || words.contains("all") && words.contains("sides")
    }

    /// Whether the SwiftUI view a fill modifier applies to spans its container's width or the window:
    /// a frame as wide as a `GeometryReader`'s size or `maxWidth: .infinity`, `ignoresSafeArea()`, a camera or
    /// video view without a fixed frame; read from the modifiers of its chain, then of the calls whose only
    /// content it is (`LoadableImage(…) { $0.scaledToFill() }.frame(width: 40, height: 40)`). Text, symbols and
    /// shapes are not media; a fixed frame or a clip shape is a thumbnail whose crop never changes.
    private func spansWindow(swiftUIModifierAt name: Int, close: Int, in file: SourceFile) -> Bool {
        var root = file.postfixChainStart(endingAt: close)
        if file.kind(root) == .period { return false } // an implicit member, not a view
        var chainEnd = close
        if isDecoration(root, in: file) { return false }
        for _ in 0 ..< 4 {
            if file.isWord(root, oneOf: ["Text", "Label", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Color", "Spacer", "LinearGradient"]) {
                return false
            }
            var modifiers = modifierNames(from: root, to: chainEnd, in: file)
            modifiers += file.modifierNames(after: chainEnd)
            switch evidence(of: modifiers, in: file) {
            case .spans: return true
            case .held: return false
            case nil: break
            }
            let rootName = file.text(root)
            if ["Camera", "Video", "Player"].contains(where: rootName.contains) { return true }
            // Up to the call whose only content this view is.
            guard let brace = file.brackets.parent(of: root), file.kind(brace) == .leftBrace, let calleeName = file.calleeIndex(ofClosureAt: brace),
                  file.soleStatement(ofBlockAt: brace) != nil, let call = file.call(named: calleeName) else { return false }
            root = file.postfixChainStart(endingAt: calleeName)
            chainEnd = call.end
        }
        return false
    }

    /// `Image("onboardingBackground")`, `Image(uiImage: snapshot)`, in a type named `…BackgroundImage` or a
    /// property or function named `…Background`: a background fills by design, and a snapshot is drawn at the
    /// size it is shown.
    private func isDecoration(_ root: Int, in file: SourceFile) -> Bool {
        var words = Set<String>()
        if file.kind(root + 1) == .leftParen, let close = file.brackets.partner(of: root + 1) {
            for index in root + 2 ..< close where file.kind(index) == .identifier || file.kind(index) == .stringSegment {
                words.formUnion(NameWords.split(file.text(index)))
            }
        }
        if let type = file.enclosingTypeBlock(root), case .type(let declaration) = type.kind { words.formUnion(NameWords.split(declaration.name)) }
        // Built by a property or function named for it: `var controlsBackground: some View { … }`.
        for scope in file.scopes.chain(containing: root, in: file) {
            if case .accessor(let accessor) = scope.kind, accessor.name != "get" {
                words.formUnion(NameWords.split(accessor.name))
                break
            }
            if case .function(let function) = scope.kind {
                words.formUnion(NameWords.split(function.name))
                break
            }
            if case .type = scope.kind { break }
        }
        return !words.isDisjoint(with: FullBleedMedia.smallOrDecorativeWords)
    }

    private enum Evidence { case spans, held }

    private func evidence(of modifiers: [Int], in file: SourceFile) -> Evidence? {
        for name in modifiers {
            if file.isWord(name, "ignoresSafeArea") || file.isWord(name, "edgesIgnoringSafeArea") || file.isWord(name, "containerRelativeFrame") {
                return .spans
            }
            if file.isWord(name, "clipShape") || file.isWord(name, "mask") { return .held }
            guard file.isWord(name, "frame"), file.kind(name + 1) == .leftParen else { continue }
            let arguments = file.arguments(inParenAt: name + 1)
            func value(_ label: String) -> ClosedRange<Int>? { arguments.first { $0.label == label }?.value }
            // `alignment:` chooses where the crop falls: the focal point the guidance asks for.
            if value("alignment") != nil { return .held }
            if let maxWidth = value("maxWidth"), file.isWord(maxWidth.upperBound, "infinity") { return .spans }
            // `.frame(minWidth: UIScreen.main.bounds.width, …)`: as wide as the screen (DUO101 says the rest).
            if [value("minWidth"), value("maxWidth")].contains(where: { $0.map { endsInScreenWidth($0, in: file) } ?? false }) { return .spans }
            if let width = value("width") {
                // `geometry.size.width`, `proxy.size.width`: the container's whole width — a cell's, in a grid.
                if file.isWord(width.upperBound, "width"), file.kind(width.upperBound - 1) == .period { return file.isInGridCell(name) ? .held : .spans }
                if value("height") != nil { return .held }
            }
        }
        return nil
    }

    /// `UIScreen.main.bounds.width`, alone or as a ternary's last choice.
    private func endsInScreenWidth(_ value: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let last = value.upperBound
        return value.count >= 7 && file.isWord(last, "width") && file.isWord(last - 2, "bounds") && file.isWord(last - 4, "main")
            && file.isWord(last - 6, "UIScreen") && [last - 1, last - 3, last - 5].allSatisfy { file.kind($0) == .period }
    }

    /// Whether a `.frame(…)` later in the chain after `end` sets a height (`height:` or `maxHeight:`).
    private func setsHeight(after end: Int, in file: SourceFile) -> Bool {
        file.modifierNames(after: end).contains { name in
            file.isWord(name, "frame") && file.kind(name + 1) == .leftParen
                && file.arguments(inParenAt: name + 1).contains { $0.label == "height" || $0.label == "maxHeight" }
        }
    }

    /// The modifiers between a chain's root and the fill modifier (`.resizable()` in `Image(x).resizable().scaledToFill()`).
    private func modifierNames(from root: Int, to end: Int, in file: SourceFile) -> [Int] {
        guard root < end else { return [] }
        let depth = file.brackets.parent(of: root)
        return (root ..< end).filter { file.kind($0) == .identifier && file.kind($0 - 1) == .period && file.brackets.parent(of: $0) == depth }
    }

    /// `contentMode: .fill` (or `ContentMode.fill`) as a whole argument of the call whose `(` is at `open`.
    private func fillsContent(open: Int, in file: SourceFile) -> Bool {
        guard let mode = file.arguments(inParenAt: open).first(where: { $0.label == "contentMode" }) else { return false }
        var value = mode.value.lowerBound
        if file.isWord(value, "ContentMode"), file.kind(value + 1) == .period { value += 1 }
        return file.kind(value) == .period && file.isWord(value + 1, "fill") && value + 1 == mode.value.upperBound
    }

    /// A value that is set, not compared, matched or chosen by a ternary.
    private func isSetting(valueAt start: Int, in file: SourceFile) -> Bool {
        let previous = start - 1
        switch file.kind(previous) {
        case .infixQuestionMark:
            return false
        case .binaryOperator:
            return !(file.isOperator(previous, "==") || file.isOperator(previous, "!=") || file.isOperator(previous, "~="))
        case .keyword:
            return !file.isWord(previous, "case")
        case .colon:
            return !isTernaryElse(colon: previous, in: file)
        case .comma:
            return !isCaseList(comma: previous, in: file)
        default:
            return true
        }
    }

    /// `cond ? .scaleAspectFit : .scaleAspectFill`: the colon of a ternary.
    private func isTernaryElse(colon: Int, in file: SourceFile) -> Bool {
        let depth = file.brackets.parent(of: colon)
        var index = colon - 1
        while index >= max(0, colon - 64) {
            if let open = file.brackets.partner(of: index), open < index {
                index = open - 1
                continue
            }
            if file.brackets.parent(of: index) != depth { return false }
            switch file.kind(index) {
            case .infixQuestionMark: return true
            case .comma, .equal, .leftBrace, .semicolon, .colon: return false
            default: break
            }
            if file.isWord(index, "return") || file.newlineBefore(index) && !file.continuesStatement(index) { return false }
            index -= 1
        }
        return false
    }

    /// `case .scaleToFill, .scaleAspectFill:`.
    private func isCaseList(comma: Int, in file: SourceFile) -> Bool {
        var index = comma - 1
        while index > 0, file.kind(index) == .identifier || file.kind(index) == .period || file.kind(index) == .comma {
            index -= 1
        }
        return file.isWord(index, "case")
    }
}
