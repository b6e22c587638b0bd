extension SourceFile {
    /// The block that the `{` at code index `brace` opens.
    /// (A `{}` with nothing inside has no token it contains, so no block.)
    func block(openedAt brace: Int) -> Scope? {
        guard kind(brace) == .leftBrace, brace + 1 < count, brackets.parent(of: brace + 1) == brace else { return nil }
        return scopes[brace]
    }

    /// Whether the block is a type's body (its bindings are members, not locals).
    func isTypeBody(_ scope: Scope) -> Bool {
        if case .type = scope.kind { return true }
        return false
    }

    /// Whether the `{` at code index `brace` opens a type's body.
    func isTypeBody(_ brace: Int) -> Bool {
        block(openedAt: brace).map(isTypeBody) ?? false
    }

    /// The innermost enclosing type declaration's block.
    func enclosingTypeBlock(_ index: Int) -> Scope? {
        scopes.chain(containing: index, in: self).first(where: isTypeBody)
    }

    /// The bodies in this file of the type named `name`: its declaration's and its extensions'
    /// (`class Editor { … }`, `private extension Editor { … }`), in file order. These are the type's family of
    /// top-level items, which an editor's lint checks again together (`TopLevelItems`): what is read of them is
    /// not asked of other items (`withoutAsking`).
    func typeBlocks(named name: String) -> [Scope] {
        withoutAsking {
            names.of(name).compactMap { index in
                guard isWord(index - 1, oneOf: ["class", "struct", "enum", "actor", "extension"]), brackets.parent(of: index) == nil,
                      let brace = typeBody(afterKeywordAt: index - 1) else { return nil }
                let scope = scopes[brace]
                guard case .type = scope.kind else { return nil }
                return scope
            }
        }
    }

    /// `body` with no names asked on the item being checked (`AskedNames`): for questions about what the
    /// item's family holds, which a lint that reuses findings checks again with it anyway. Asking them would
    /// check again every item that asked whenever any item holding the name (`layoutSubviews`) is edited.
    func withoutAsking<T>(_ body: () -> T) -> T {
        let asking = askedNames
        askedNames = nil
        defer { askedNames = asking }
        return body()
    }

    /// The innermost enclosing function's block (`func`, `init`, `deinit`, `subscript`).
    func enclosingFunctionBlock(_ index: Int) -> Scope? {
        scopes.chain(containing: index, in: self).first { if case .function = $0.kind { return true } else { return false } }
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

    /// The functions of the type block `type` that call its method `function` (`function(…)`,
    /// `self.function(…)`, `self?.function(…)`, also from a closure that runs in place inside them), one per
    /// call site: who runs a helper. nil for a call from a closure that runs later (an observer, a completion
    /// handler), which is no function's own time.
    func callers(of function: String, inTypeAt type: Scope) -> [String?] {
        names.of(function, within: type.open ..< type.close).compactMap { use -> String?? in
            let onSelf = isWord(use - 2, "self") || kind(use - 2) == .postfixQuestionMark && isWord(use - 3, "self")
            guard kind(use + 1) == .leftParen, kind(use - 1) != .period || onSelf, !isWord(use - 1, "func") else { return nil }
            // `#selector(onPan(_:))` names a handler that runs later, again and again: not a call.
            if let open = brackets.parent(of: use), kind(open) == .leftParen, isWord(open - 1, "selector"), kind(open - 2) == .pound { return nil }
            for scope in scopes.chain(containing: use, in: self) {
                switch scope.kind {
                case .function(let caller): return .some(caller.name)
                case .closure(let closure) where !InstanceContext.runsInPlace(closure, openedAt: scope.open, in: self): return .some(nil)
                case .type: return .some(nil)
                default: continue
                }
            }
            return .some(nil)
        }
    }

    /// Whether `function` is one of `methods`, or a method of the type block `type` that only they run: every
    /// call of it in the type is from one of them, or from a method that only they run, `depth` helpers deep
    /// (`layoutSubviews` → `applyBorder()` → `hairline()`). A helper nothing in the type calls may be called
    /// by anyone first: not.
    func runsOnlyFrom(_ methods: Set<String>, function: String, inTypeAt type: Scope, depth: Int = 3) -> Bool {
        if methods.contains(function) { return true }
        guard depth > 0 else { return false }
        let callers = callers(of: function, inTypeAt: type)
        return !callers.isEmpty && callers.allSatisfy { caller in
            caller.map { $0 != function && runsOnlyFrom(methods, function: $0, inTypeAt: type, depth: depth - 1) } ?? false
        }
    }

    /// The return type written after `->` in the header of the function or accessor `index` runs in (through
    /// closures and control flow), as code tokens up to the body; nil without one.
    func returnType(ofFunctionAround index: Int) -> Range<Int>? {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .function, .accessor:
                guard let arrow = (scope.headerStart ..< scope.open).last(where: { kind($0) == .arrow }) else { return nil }
                return arrow + 1 ..< scope.open
            case .closure, .controlFlow:
                continue
            case .type:
                return nil
            }
        }
        return nil
    }
}

extension SourceFile {
    /// The functions declared in this file as `func name(…) { … }`: their blocks.
    func functionBlocks(named name: String) -> [(block: Scope, function: FunctionDeclaration)] {
        var result: [(Scope, FunctionDeclaration)] = []
        for index in names.of(name) where isWord(index - 1, "func") && kind(index + 1) == .leftParen {
            guard let close = brackets.partner(of: index + 1) else { continue }
            var brace = close + 1
            while brace < count, kind(brace) != .leftBrace, brace - close < 12 { brace += 1 }
            guard let block = block(openedAt: brace), case .function(let function) = block.kind else { continue }
            result.append((block, function))
        }
        return result
    }
}
