extension SourceFile {
    /// The block that the `{` at code index `brace` opens.
    /// (A `{}` with nothing inside has no token it contains, so no block.)
    func block(openedAt brace: Int) -> Scope? {
        guard kind(brace) == .leftBrace, brace + 1 < count, brackets.parent(of: brace + 1) == brace else { return nil }
        return scopes[brace]
    }

    /// The innermost enclosing type declaration's block.
    func enclosingTypeBlock(_ index: Int) -> Scope? {
        scopes.chain(containing: index, in: self).first {
            if case .type = $0.kind { return true } else { return false }
        }
    }

    /// The name of the innermost function around `index` (`viewDidLoad`, `init`), up to its type.
    func enclosingFunctionName(of index: Int) -> String? {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .function(let function): return function.name
            case .type: return nil
            default: continue
            }
        }
        return nil
    }

    /// The closures around `index` up to the enclosing declaration, innermost first.
    func enclosingClosures(_ index: Int) -> [Closure] {
        var result: [Closure] = []
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure): result.append(closure)
            case .type: return result
            default: continue
            }
        }
        return result
    }
}
