import SwiftLexer

/// What a SwiftUI view's body shows, read for a toolbar that holds the view (DUO307 asks whether the
/// app's `BookmarkButton()` is a custom view or a system control under another name). A body is read
/// the way SwiftUI builds it on iOS: the branch of `#if os(iOS)` (not `#if os(macOS)`), every block of an
/// `if` or a `switch`, several views one after another, a property or function of the same type named
/// in it (`goBackButton`, `mainArticle`), a few levels deep.
extension SourceFile {
    /// The leaves of the view body whose `{` is `brace`, in the type body at `typeBody`: per leaf a system
    /// control the system draws from a title or symbol (`Button` with a `Label`, `Text` or symbol label,
    /// `Menu` with or without a primary action), nothing (`Spacer`, `EmptyView`, `Divider`), or an app view
    /// by name (`ModernShare`: followed across files by `WorkspaceIndex.control(wrappedBy:)`). Nil when
    /// a leaf is anything else: a stack, a shape, a control with a picture or a stack of its own as its label,
    /// a control with something drawn over or behind it.
    func barLeaves(ofViewBodyAt brace: Int, typeBody: Int) -> [String]? {
        var leaves: [String] = []
        guard readLeaves(inBlockAt: brace, typeBody: typeBody, depth: 0, into: &leaves) else { return nil }
        return leaves
    }

    /// Views that show nothing in a bar.
    static let emptyViews: Set<String> = ["Spacer", "EmptyView", "Divider"]

    private func readLeaves(inBlockAt brace: Int, typeBody: Int, depth: Int, into leaves: inout [String]) -> Bool {
        guard depth < 4, leaves.count < 16 else { return false }
        var compiled = CompiledBranches()
        for statement in statements(inBlockAt: brace, atMost: 32) {
            var head = statement.lowerBound
            if kind(head) == .poundKeyword {
                guard compiled.read(directiveAt: head, through: statement.upperBound, in: self) else { return false }
                continue
            }
            guard compiled.isActive else { continue }
            // `let transferable = …` before the view it feeds: a declaration, no view.
            if isWord(head, "let") || isWord(head, "var") { continue }
            // `case .a:` and `default:` of a switch's block; what follows on the line is a statement of its own.
            if isWord(head, "case") || isWord(head, "default") {
                let level = brackets.parent(of: head)
                guard let colon = statement.first(where: { kind($0) == .colon && brackets.parent(of: $0) == level }) else { return false }
                if colon == statement.upperBound { continue }
                head = colon + 1
            }
            guard readLeaf(head ... statement.upperBound, typeBody: typeBody, depth: depth, into: &leaves) else { return false }
        }
        return compiled.isClosed
    }

    private func readLeaf(_ statement: ClosedRange<Int>, typeBody: Int, depth: Int, into leaves: inout [String]) -> Bool {
        let head = statement.lowerBound
        if isWord(head, "if") || isWord(head, "switch") {
            // Every block at the statement's own level: the `if`'s and `else`'s, or the `switch`'s one.
            let level = brackets.parent(of: head)
            let blocks = statement.filter { kind($0) == .leftBrace && brackets.parent(of: $0) == level }
            guard !blocks.isEmpty else { return false }
            return blocks.allSatisfy { readLeaves(inBlockAt: $0, typeBody: typeBody, depth: depth + 1, into: &leaves) }
        }
        guard kind(head) == .identifier else { return false }
        let name = text(head)
        let call = self.call(named: head)
        let end = call?.end ?? head
        // Drawn over, behind or around it (a badge of the app's): not what the system draws.
        var modifier = end + 1
        while modifier < statement.upperBound {
            if kind(modifier) == .period, kind(modifier + 1) == .identifier,
               isWord(modifier + 1, oneOf: ["overlay", "background", "modifier", "mask", "clipShape", "border"])
                || text(modifier + 1).lowercased().hasPrefix("badge") && !isWord(modifier + 1, "badge") { return false }
            if let partner = brackets.partner(of: modifier), partner > modifier { modifier = partner }
            modifier += 1
        }
        if name.first?.isLowercase == true {
            // A property or function of the same type (`goBackButton`, `mainArticle()`).
            guard call?.arguments.isEmpty ?? true, call?.trailingClosures.isEmpty ?? true,
                  let block = memberViewBlock(named: name, inTypeBodyAt: typeBody) else { return false }
            return readLeaves(inBlockAt: block, typeBody: typeBody, depth: depth + 1, into: &leaves)
        }
        guard let call, call.parens != nil || !call.trailingClosures.isEmpty else { return false }
        if SourceFile.emptyViews.contains(name) {
            leaves.append(name)
            return true
        }
        if FileDeclarations.systemControls.contains(name) {
            guard isSystemDrawn(call, named: name) else { return false }
            leaves.append(name)
            return true
        }
        // An app's own view, made here and declared anywhere: followed across files.
        guard name.first?.isUppercase == true, !["HStack", "VStack", "ZStack", "Group", "Image", "Text", "Circle", "Capsule"].contains(name) else { return false }
        leaves.append(name)
        return true
    }

    /// A control the system draws from a title or symbol (`Button(role: .close)`, `Button("Done")`,
    /// `Menu { … } label: { Label(…) } primaryAction: { … }`, a label that is a `Label`, a `Text` or a
    /// symbol), not one with a picture, a stack or a view of the app's as its label.
    private func isSystemDrawn(_ call: CallSyntax, named name: String) -> Bool {
        guard ["Button", "Link", "Menu", "NavigationLink"].contains(name) else { return true }
        if let first = call.arguments.first, first.label == nil, kind(first.value.lowerBound) != .leftBrace { return true }
        if call.argument("role") != nil || call.argument("systemImage") != nil { return true }
        let labelClosure = call.trailingClosures.first { $0.label == "label" }?.open
            ?? call.argument("label").map(\.value.lowerBound).flatMap { kind($0) == .leftBrace ? $0 : nil }
            // `Button(action: save) { Label(…) }`: the one trailing closure is the label.
            ?? (call.argument("action") != nil ? call.trailingClosures.first?.open : nil)
        guard let labelClosure, let label = soleStatement(ofBlockAt: labelClosure),
              isWord(label.lowerBound, oneOf: ["Label", "Text", "Image"]), let made = self.call(named: label.lowerBound) else { return false }
        // A symbol the system draws in its own weight and color; a picture of the app's (`Image("stamp")`, a bitmap
        // made with its color baked in) is drawn as it is: a custom view.
        if isWord(label.lowerBound, "Image"), made.argument("systemName") == nil { return false }
        // Styled as a bar styles a title or symbol, nothing more (`.badged(…)`, `.overlay { … }` draw).
        var index = made.end + 1
        while index <= label.upperBound {
            guard kind(index) == .period, kind(index + 1) == .identifier, SourceFile.labelStyling.contains(text(index + 1)) else { return false }
            index += 2
            if let styled = self.call(named: index - 1), styled.end >= index { index = styled.end + 1 }
        }
        return true
    }

    /// Modifiers that style a label's title or symbol without drawing anything of their own.
    private static let labelStyling: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "tint", "renderingMode", "imageScale",
        "symbolRenderingMode", "symbolVariant", "labelStyle", "accessibilityLabel", "accessibilityHidden", "help", "resizable",
    ]

    /// The `{` of the view property or function `name` declared directly in the type body at `typeBody`
    /// (`var goBackButton: some View { … }`, `func row() -> some View { … }`).
    private func memberViewBlock(named name: String, inTypeBodyAt typeBody: Int) -> Int? {
        // Read within the type's body: the index pass and an editor's keystroke read declarations item by item, and
        // asking the whole file's name chains would build them for one view.
        guard let close = brackets.partner(of: typeBody) else { return nil }
        for index in names.find([name], by: .within(typeBody ..< close))
            where brackets.parent(of: index) == typeBody && isWord(index - 1, oneOf: ["var", "func"]) {
            var brace = index + 1
            while brace < count, kind(brace) != .leftBrace, brace - index < 24 {
                if let partner = brackets.partner(of: brace), partner > brace, kind(brace) == .leftParen { brace = partner }
                brace += 1
            }
            return kind(brace) == .leftBrace ? brace : nil
        }
        return nil
    }
}
