extension SourceFile {
    /// Whether the type around code token `index` may be shown in a column of a split view, or is a cell: its
    /// own trait collection and its view's bounds are then the column's — compact, and taller than wide — on
    /// an iPad whose window is regular and wide, so rewriting an idiom or orientation test to its size class or
    /// its bounds' shape would change the iPad's layout too. Told by a cell's name or superclass (`…Cell`), or
    /// by a mention in the type of its split view (`splitViewController`, `isCollapsed`,
    /// `UISplitViewController`) or of a sidebar appearance (`.sidebar`). The rules still report; they offer no
    /// rewrite.
    func mayShowInAColumn(_ index: Int) -> Bool {
        guard let type = enclosingTypeBlock(index), case .type(let declaration) = type.kind else { return false }
        if declaration.name.hasSuffix("Cell") || declaration.inherited.contains(where: { $0.hasSuffix("Cell") }) { return true }
        let body = type.open ..< type.close
        if Self.columnWords.contains(where: { !names.of($0, within: body).isEmpty }) { return true }
        // `.sidebar` as an implicit member (a list's appearance), not a property called `sidebar`.
        return names.of("sidebar", within: body).contains { kind($0 - 1) == .period && !endsOperand($0 - 2) }
    }

    private static let columnWords = ["splitViewController", "isCollapsed", "UISplitViewController"]

    /// Whether the function around code token `index`, or a function of this file it calls, overrides trait
    /// collections (`traitOverrides.horizontalSizeClass = …`, `setOverrideTraitCollection`): a size class read
    /// there would read the override the code itself writes, so a rewrite to one is circular.
    func overridesTraits(inFunctionAround index: Int) -> Bool {
        guard let function = scopes.chain(containing: index, in: self).first(where: {
            if case .function = $0.kind { return true } else { return false }
        }) else { return false }
        let body = function.open ..< function.close
        if Self.overrideWords.contains(where: { !names.of($0, within: body).isEmpty }) { return true }
        for index in body where kind(index) == .identifier && kind(index + 1) == .leftParen && kind(index - 1) != .period {
            for (block, _) in functionBlocks(named: text(index)) where block.open != function.open {
                if Self.overrideWords.contains(where: { !names.of($0, within: block.open ..< block.close).isEmpty }) { return true }
            }
        }
        return false
    }

    private static let overrideWords = ["traitOverrides", "setOverrideTraitCollection"]
}
