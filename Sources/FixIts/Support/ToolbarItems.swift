/// Where a SwiftUI view sits relative to a toolbar: one of its bar items
/// (directly in `.toolbar { }`, `ToolbarItem`, `ToolbarItemGroup` or a
/// `ToolbarContent` builder, through `Group`, `ForEach`, `ControlGroup` and
/// `if`), or somewhere else. A button inside a `Menu` or an `HStack` in a
/// toolbar is not itself a bar item.
struct BarItemContainer {
    /// The `ToolbarItem`/`ToolbarItemGroup` call around the view; nil directly
    /// in `.toolbar { }` (an implicit item) or in a `ToolbarContent` builder.
    var item: CallSyntax?

    /// `ToolbarItem(placement: .principal)` → `principal`.
    func placement(in file: SourceFile) -> String? {
        guard let value = item?.argument("placement")?.value else { return nil }
        return file.text(value.upperBound)
    }

    /// The bar above the keyboard (`placement: .keyboard`): it never becomes a side bar.
    func isKeyboardBar(in file: SourceFile) -> Bool {
        placement(in: file) == "keyboard"
    }

    /// The item already chose its axis: `ToolbarItem { … }.axisBehavior(.horizontalOnly)`.
    func hasAxisBehavior(in file: SourceFile) -> Bool {
        guard let item else { return false }
        return file.modifierNames(after: item.end).contains { file.isWord($0, "axisBehavior") }
    }
}

extension SourceFile {
    /// Whether code token `index` is inside a closure passed to `.toolbar`,
    /// `ToolbarItem`, `ToolbarItemGroup`, or in a `ToolbarContent` type.
    func isInToolbar(_ index: Int) -> Bool {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                if let callee = closure.callee, SwiftUIContainers.toolbarCallees.contains(callee) { return true }
            case .type(let type):
                return type.inherited.contains("ToolbarContent")
            default:
                break
            }
        }
        return false
    }

    /// The toolbar container of the view whose first token is `index`, nil
    /// when the view is not itself a bar item.
    func barItemContainer(of index: Int) -> BarItemContainer? {
        guard mayBeInToolbar(index) else { return nil }
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                switch closure.callee {
                case "toolbar" where closure.calleeIsMember:
                    return BarItemContainer(item: nil)
                case "ToolbarItem", "ToolbarItemGroup":
                    guard let name = calleeIndex(ofClosureAt: scope.open) else { return nil }
                    return BarItemContainer(item: call(named: name))
                case let callee? where SwiftUIContainers.toolbarPassThrough.contains(callee):
                    continue
                default:
                    return nil
                }
            case .controlFlow:
                continue
            case .accessor, .function:
                let header = scope.headerStart ..< scope.open
                return containsWord("ToolbarContent", in: header) || containsWord("ToolbarContentBuilder", in: header)
                    ? BarItemContainer(item: nil) : nil
            case .type:
                return nil
            }
        }
        return nil
    }

    /// A quick test on the bracket tree alone, before classifying any scope:
    /// whether some `{` around `index` belongs to `.toolbar`, `ToolbarItem`,
    /// `ToolbarItemGroup` or follows `ToolbarContent`. Most views are in none.
    private func mayBeInToolbar(_ index: Int) -> Bool {
        var current = brackets.parent(of: index)
        while let open = current {
            if kind(open) == .leftBrace {
                if isWord(open - 1, "ToolbarContent") { return true }
                if let callee = calleeIndex(ofClosureAt: open),
                   SwiftUIContainers.toolbarCallees.contains(where: { isToken(callee, spelled: $0) }) { return true }
            }
            current = brackets.parent(of: open)
        }
        return false
    }
}
