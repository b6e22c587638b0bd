/// DUO305 manual-bar-spacing: spacer items and `Spacer()` between bar items.
public struct ManualBarSpacing: Rule {
    public var code: String { "DUO305" }
    public var name: String { "manual-bar-spacing" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { ["flexibleSpace", "fixedSpace", "Spacer"] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Hand-made spacing between bar items does not survive iPhone Duo's vertical side bar.",
            whatItFlags: """
                UIKit spacer items: `UIBarButtonItem.flexibleSpace()`, `.fixedSpace(12)`, \
                `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`, \
                `UIBarButtonItem(systemItem: .fixedSpace)`; and a SwiftUI `Spacer()` that is itself a toolbar item \
                (directly in `.toolbar { }`, `ToolbarItem`, `ToolbarItemGroup` or a `ToolbarContent` builder). A \
                `Spacer()` inside an `HStack` or any other view, even in a toolbar, is layout and is not reported; \
                neither is one in the `.keyboard` bar (`Spacer()` before a Done button), which never moves to the side, \
                nor UIKit spacers around the other items of their list when each is a custom view \
                (`[.flexibleSpace(), UIBarButtonItem(customView: countLabel), .flexibleSpace()]`, also built with \
                `append`; `[.flexibleSpace(), UIBarButtonItem(customView: picker), UIBarButtonItem(customView: scanButton), \
                .flexibleSpace()]`) or a text-only item (`UIBarButtonItem(title: …, style: …, target: …, action: …)`): \
                custom views and text labels stay horizontal, so they centre them in a bar that does not move.
                """,
            whyItMatters: """
                When iPhone Duo moves bars to the side, flexible spacers become zero-size and fixed spacers keep \
                their size along the vertical axis, so hand-tuned gaps turn into holes or vanish. The system \
                inserts and adapts space between groups itself: group related items \
                (`ToolbarItemGroup`, `UIBarButtonItemGroup`) instead of spacing them by hand.
                """,
            example: """
                toolbarItems = [archiveItem, .flexibleSpace(), replyItem, .fixedSpace(16), composeItem]

                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive", systemImage: "archivebox") { archive() }
                        Spacer()
                        Button("Compose", systemImage: "square.and.pencil") { compose() }
                    }
                }
                """,
            useInstead: """
                toolbarItems = [archiveItem, replyItem, composeItem]
                navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [replyItem, composeItem], representativeItem: nil)]

                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive", systemImage: "archivebox") { archive() }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Compose", systemImage: "square.and.pencil") { compose() }
                    }
                }
                """,
            fixSafety: "No fix: how to group the items is a design decision.",
            references: [
                "HIG reference §4 \"Vertical controls\": group items, don't space them manually (seeds/000)",
                "HIG reference §5 \"Bars\": flexible spacers are zero-size vertically; fixed spacers keep their size (seeds/000)",
            ]
        )
    }

    public func check(_ context: RuleContext, at index: Int) {
        let file = context.file
        if file.isWord(index, "Spacer") {
            guard file.kind(index - 1) != .period, let call = file.call(named: index), let parens = call.parens,
                  call.trailingClosures.isEmpty, let container = file.barItemContainer(of: index),
                  !container.isKeyboardBar(in: file), !file.isInHorizontalOnlyBar(index) else { return }
            context.report("`Spacer()` between toolbar items is hand-made spacing that collapses in iPhone Duo's side bar; group the items with `ToolbarItemGroup` instead",
                           from: index, through: parens.upperBound)
            return
        }
        if file.kind(index - 1) != .period {
            checkSpacerVariable(at: index, context: context)
            return
        }
        // Spacing in a bar the code manages itself stays as it is: that bar never goes vertical (DUO306's finding).
        guard let range = spacerRange(at: index, in: file), !file.goesOnlyIntoHandMadeBar(itemAt: range.lowerBound),
              !spacesOnlyHorizontalItems(spacerAt: range, in: file) else { return }
        context.report("Spacer bar items are hand-made spacing: in iPhone Duo's side bar flexible spacers collapse and fixed ones keep their size; group the items with `UIBarButtonItemGroup` instead",
                       from: range.lowerBound, through: range.upperBound)
    }

    /// `setToolbarItems([flexibleSpace, doneItem], animated: true)` with `flexibleSpace` an item of the
    /// type's own (often an `@IBOutlet` spacer from a storyboard): a spacer in a bar item list.
    private func checkSpacerVariable(at index: Int, context: RuleContext) {
        let file = context.file
        guard let open = file.brackets.parent(of: index), file.kind(open) == .leftSquare, file.kind(index + 1) == .comma || file.kind(index + 1) == .rightSquare,
              file.kind(index - 1) == .comma || file.kind(index - 1) == .leftSquare else { return }
        let statement = file.statementBounds(containing: open)
        let receivers: [StaticString] = ["setToolbarItems", "toolbarItems", "items", "setItems", "rightBarButtonItems", "leftBarButtonItems"]
        guard (statement.lowerBound ..< open).contains(where: { file.isWord($0, oneOf: receivers) }),
              !file.goesOnlyIntoHandMadeBar(itemAt: index) else { return }
        // A spacer this file makes is reported where it is made (or left alone there), not again at each use.
        if let binding = file.bindings.lookup(file.text(index), at: index, in: file), !binding.initializer.isEmpty,
           binding.initializer.contains(where: { file.isWord($0, "flexibleSpace") || file.isWord($0, "fixedSpace") }) { return }
        context.report("Spacer bar items are hand-made spacing: in iPhone Duo's side bar flexible spacers collapse and fixed ones keep their size; group the items with `UIBarButtonItemGroup` instead",
                       from: index, through: index)
    }

    /// Whether the spacer's list holds, besides spacers, only items that stay horizontal: custom views
    /// (`[.flexibleSpace(), UIBarButtonItem(customView: selectionLabel), .flexibleSpace()]`, or the same list
    /// built with `append`; a segmented control beside a custom button) and text-only items. Spacers centring
    /// them in a bar whose items all stay horizontal (a custom view does, DUO307) space nothing that moves to
    /// the side.
    private func spacesOnlyHorizontalItems(spacerAt range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        guard let open = file.brackets.parent(of: range.lowerBound) else { return false }
        let elements: [ClosedRange<Int>]?
        if file.kind(open) == .leftSquare {
            // `items.append(contentsOf: [.flexibleSpace(), settings])`, `items += […]`: the list holds more than these.
            let addsToList = file.kind(open - 1) == .colon && file.isWord(open - 2, "contentsOf")
                || file.kind(open - 1) == .binaryOperator && (file.bytesEqual(open - 1, "+=") || file.bytesEqual(open - 1, "+"))
            elements = addsToList ? nil : file.elements(inBracketAt: open)
        } else if file.kind(open) == .leftParen, file.isWord(open - 1, "append") || file.isWord(open - 1, "insert"), file.kind(open - 2) == .period,
                  file.kind(open - 3) == .identifier, file.kind(open - 4) != .period {
            elements = file.elementsOfLocalList(file.text(open - 3), around: open)
        } else {
            elements = nil
        }
        let items = (elements ?? []).filter { !file.isSpacerItem($0) }
        return !items.isEmpty && items.allSatisfy { staysHorizontal($0, in: file) }
    }

    /// A custom-view item or a text-only one (`UIBarButtonItem(title: …, style: …, target: …, action: …)`).
    private func staysHorizontal(_ item: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let made = file.barItem(ofElement: item)
        if made.contains(where: { file.isWord($0, "customView") && file.kind($0 + 1) == .colon }) { return true }
        // A text-only item (`UIBarButtonItem(title: …, style: …, target: …, action: …)`) stays in a horizontal bar
        // too (seeds/000, "text labels stay in a horizontal bar").
        guard file.isWord(made.lowerBound, "UIBarButtonItem"), let call = file.call(named: made.lowerBound) else { return false }
        return call.arguments.first?.label == "title" && call.argument("image") == nil
    }

    /// The spacer item at the `flexibleSpace`/`fixedSpace` token `index`, or nil
    /// when the word is something else (`NSToolbarItem.Identifier.flexibleSpace`).
    private func spacerRange(at index: Int, in file: SourceFile) -> ClosedRange<Int>? {
        let receiver = index - 2
        // `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, …)`, `UIBarButtonItem(systemItem: .fixedSpace)`.
        var member = index - 1
        if file.isWord(receiver, "SystemItem"), file.kind(receiver - 1) == .period, file.isWord(receiver - 2, "UIBarButtonItem") {
            member = receiver - 2
        }
        if file.kind(member - 1) == .colon, file.isWord(member - 2, oneOf: ["barButtonSystemItem", "systemItem"]),
           let open = file.brackets.parent(of: index), file.kind(open) == .leftParen, file.isWord(open - 1, "UIBarButtonItem"),
           let close = file.brackets.partner(of: open) {
            return open - 1 ... close
        }
        // `UIBarButtonItem.flexibleSpace()`, `.fixedSpace(8)` in an item list.
        guard file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1) else { return nil }
        if file.isWord(receiver, "UIBarButtonItem") { return receiver ... close }
        return file.endsOperand(receiver) ? nil : index - 1 ... close
    }
}
