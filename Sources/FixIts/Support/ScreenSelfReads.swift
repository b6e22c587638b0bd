/// `Self.main` written inside an extension (or a subclass) of `UIScreen`: the same main screen as
/// `UIScreen.main`, spelled through the type the code extends (`extension UIScreen { var isCompact: Bool
/// { Self.main.bounds.width < 375 } }`). DUO101 and the workspace index of hazard wrappers read it as one.
extension SourceFile {
    /// Whether the `main` at `index` is `Self.main` in a type body that extends or inherits `UIScreen`.
    func readsMainScreenThroughSelf(main index: Int) -> Bool {
        guard isWord(index, "main"), kind(index - 1) == .period, isWord(index - 2, "Self"), kind(index - 3) != .period,
              let type = enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        return declaration.name == "UIScreen" || declaration.inherited.contains("UIScreen")
    }
}
