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

    /// The trait overrides this file writes (`traitOverrides.horizontalSizeClass = …`,
    /// `setOverrideTraitCollection`) and the names of the functions they are in: worked out once per lint
    /// (`RuleContext.remembered`), asked at every idiom test a rule would rewrite.
    struct TraitOverrides {
        var overrides: [Int] = []
        var writers: Set<String> = []
    }

    func traitOverrides() -> TraitOverrides {
        var result = TraitOverrides()
        for word in Self.overrideWords { result.overrides += names.of(word) }
        for override in result.overrides {
            if let writer = enclosingFunctionBlock(override), case .function(let declaration) = writer.kind { result.writers.insert(declaration.name) }
        }
        return result
    }

    /// Whether the function around code token `index`, or a function of this file it calls, overrides trait
    /// collections: a size class read there would read the override the code itself writes, so a rewrite to
    /// one is circular.
    func overridesTraits(inFunctionAround index: Int, _ known: TraitOverrides) -> Bool {
        guard !known.overrides.isEmpty, let function = enclosingFunctionBlock(index) else { return false }
        if known.overrides.contains(where: { (function.open ..< function.close).contains($0) }) { return true }
        return known.writers.contains { name in
            names.of(name, within: function.open ..< function.close).contains { kind($0 + 1) == .leftParen && kind($0 - 1) != .period }
        }
    }

    private static let overrideWords = ["traitOverrides", "setOverrideTraitCollection"]
}
