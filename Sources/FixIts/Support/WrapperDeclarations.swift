/// The declaration whose body holds a token, when that body is a value of its own: a computed property
/// (`var isPad: Bool { … }`, also through `get { }`), a function, or a stored closure
/// (`static let isTablet = { … }`, `let isPhone: Bool = { … }()`). What a condition decides when it is
/// such a wrapper's whole value is decided by its name and its uses (`LayoutDecision`); the workspace
/// index records the wrappers of hazards (`HazardWrapper`).
struct WrapperDeclaration {
    var name: String
    /// Code index of the name in its declaration.
    var nameIndex: Int
    var isFunction: Bool
    /// The `{ … }` of the value.
    var body: Scope
    /// The type (or extended type) it is a member of; nil at file level.
    var owner: String?
}

extension SourceFile {
    /// The wrapper around `index`, through `if`/`switch` blocks but not through closures or nested functions.
    func wrapperDeclaration(around index: Int) -> WrapperDeclaration? {
        let chain = Array(scopes.chain(containing: index, in: self))
        for (position, scope) in chain.enumerated() {
            let owner = chain[(position + 1)...].lazy.compactMap { scope -> String? in
                if case .type(let declaration) = scope.kind { return declaration.name } else { return nil }
            }.first
            switch scope.kind {
            case .accessor(let accessor):
                if ["set", "didSet", "willSet"].contains(accessor.name) { return nil }
                if accessor.name == "get" { continue }
                guard let nameIndex = declaredName(before: scope.open, keyword: "var", named: accessor.name) else { return nil }
                return WrapperDeclaration(name: accessor.name, nameIndex: nameIndex, isFunction: false, body: scope, owner: owner)
            case .function(let function):
                guard function.name != "init", function.name != "deinit", function.name != "subscript" else { return nil }
                return WrapperDeclaration(name: function.name, nameIndex: function.keywordIndex + 1, isFunction: true, body: scope, owner: owner)
            case .closure:
                guard kind(scope.open - 1) == .equal else { return nil }
                var keyword = scope.open - 2
                while keyword > 0, scope.open - keyword < 12, !isWord(keyword, "let"), !isWord(keyword, "var") { keyword -= 1 }
                guard kind(keyword + 1) == .identifier, isWord(keyword, "let") || isWord(keyword, "var") else { return nil }
                return WrapperDeclaration(name: text(keyword + 1), nameIndex: keyword + 1, isFunction: false, body: scope, owner: owner)
            case .controlFlow:
                continue
            case .type:
                return nil
            }
        }
        return nil
    }

    /// The name token of `var name` in the header before the `{` at `open`.
    private func declaredName(before open: Int, keyword: StaticString, named name: String) -> Int? {
        var index = open - 1
        while index > 0, open - index < 48 {
            if isWord(index - 1, keyword), isToken(index, spelled: name) { return index }
            if kind(index) == .rightBrace || kind(index) == .semicolon { return nil }
            index -= 1
        }
        return nil
    }
}
