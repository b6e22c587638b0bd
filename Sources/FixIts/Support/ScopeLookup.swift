extension SourceFile {
    /// The block that the `{` at code index `brace` opens.
    func block(openedAt brace: Int) -> Scope? {
        guard kind(brace) == .leftBrace else { return nil }
        return scopes.chain(containing: brace + 1, in: self).first { $0.open == brace }
    }

    /// The innermost enclosing type declaration's block.
    func enclosingTypeBlock(_ index: Int) -> Scope? {
        scopes.chain(containing: index, in: self).first {
            if case .type = $0.kind { return true } else { return false }
        }
    }
}
