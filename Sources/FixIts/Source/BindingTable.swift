import SwiftLexer

/// A name bound by `let`/`var`/`guard let`/`if let`, a function parameter or
/// a closure parameter, visible from `visibleFrom` to the end of `scope`.
public struct Binding: Sendable {
    public var name: String
    /// Code index of the name.
    public var nameIndex: Int
    /// The initializer's code tokens (`scene as? UIWindowScene`), empty if none.
    public var initializer: Range<Int>
    /// The declared type's text (`UIWindowScene`), if written.
    public var type: String?
    /// Index into `ScopeTree.scopes` of the block it lives in (nil: file level).
    public var scope: Int?
    /// First code index where the name can be used.
    public var visibleFrom: Int
}

/// The simple bindings of a file, found from tokens: enough to follow
/// `let insets = view.safeAreaInsets` or `guard let windowScene = scene as? UIWindowScene`.
public struct BindingTable: Sendable {
    public private(set) var bindings: [Binding] = []
    /// Binding indices per name.
    private var byName: [String: [Int]] = [:]

    init(file: SourceFile) {
        for index in 0 ..< file.count where file.kind(index) == .keyword {
            if file.isWord(index, "let") || file.isWord(index, "var") {
                addDeclaration(at: index, in: file)
            }
        }
        for (scopeIndex, scope) in file.scopes.scopes.enumerated() {
            switch scope.kind {
            case .function(let function):
                for parameter in function.parameters {
                    add(Binding(name: parameter.name, nameIndex: scope.open, initializer: scope.open ..< scope.open,
                                type: parameter.type, scope: scopeIndex, visibleFrom: scope.open))
                }
            case .closure(let closure):
                for name in closure.parameters where name != "_" {
                    add(Binding(name: name, nameIndex: scope.open, initializer: scope.open ..< scope.open,
                                type: nil, scope: scopeIndex, visibleFrom: scope.open))
                }
            default:
                break
            }
        }
    }

    private mutating func add(_ binding: Binding) {
        byName[binding.name, default: []].append(bindings.count)
        bindings.append(binding)
    }

    /// `let a = x`, `let a: T = x`, `guard let a = x`, `if let a = x, …`, `if let a {`.
    private mutating func addDeclaration(at keyword: Int, in file: SourceFile) {
        let nameIndex = keyword + 1
        guard file.kind(nameIndex) == .identifier else { return }
        var index = nameIndex + 1
        var type: String?
        if file.kind(index) == .colon {
            let typeStart = index + 1
            index = typeStart
            while index < file.count, file.kind(index) != .equal, file.kind(index) != .comma, file.kind(index) != .leftBrace,
                  !file.newlineBefore(index) || index == typeStart {
                if let close = file.brackets.partner(of: index), close > index { index = close }
                index += 1
            }
            if index > typeStart { type = file.text(from: typeStart, through: index - 1) }
        }
        var initializer = index ..< index
        if file.kind(index) == .equal {
            let start = index + 1
            let end = expressionEnd(from: start, in: file)
            initializer = start ..< end
        }
        // In `if let a = x {` the name is visible inside the `if` block;
        // elsewhere, from the declaration to the end of the enclosing block.
        var scope = file.scopes.innermost(containing: keyword, in: file)
        var visibleFrom = initializer.upperBound
        if let body = conditionBody(after: keyword, in: file) {
            scope = file.scopes.scope(openedAt: body)
            visibleFrom = body
        }
        add(Binding(name: file.text(nameIndex), nameIndex: nameIndex, initializer: initializer, type: type,
                    scope: scope, visibleFrom: visibleFrom))
    }

    /// The `{` of the `if`/`while` whose condition holds the `let` at `keyword`.
    private func conditionBody(after keyword: Int, in file: SourceFile) -> Int? {
        var index = keyword
        let depth = file.brackets.parent(of: keyword)
        while index < file.count, index < keyword + 512 {
            if file.brackets.parent(of: index) == depth, file.kind(index) == .leftBrace,
               let scope = file.scopes.scope(openedAt: index) {
                let header = file.scopes.scopes[scope]
                guard case .controlFlow = header.kind, header.headerStart <= keyword,
                      file.isWord(header.headerStart, "if") || file.isWord(header.headerStart, "while") else { return nil }
                return index
            }
            if file.brackets.parent(of: index) == depth, file.kind(index) == .rightBrace || file.kind(index) == .semicolon { return nil }
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return nil
    }

    /// Where an initializer expression ends: a `,`, `{` of an `if`/`guard`
    /// body, `else`, `;`, `}` or a line break that starts a new statement.
    func expressionEnd(from start: Int, in file: SourceFile) -> Int {
        var index = start
        let depth = file.brackets.parent(of: start)
        while index < file.count {
            if file.brackets.parent(of: index) != depth { index += 1; continue }
            let kind = file.kind(index)
            if kind == .comma || kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .rightSquare { break }
            if kind == .leftBrace {
                // A trailing closure continues the expression; a body ends it.
                let previous = file.kind(index - 1)
                if previous != .identifier && previous != .rightParen || isConditionBody(index, in: file) { break }
            }
            if file.isWord(index, "else") { break }
            if index > start, file.newlineBefore(index), !startsWithContinuation(index, in: file) { break }
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return index
    }

    private func isConditionBody(_ brace: Int, in file: SourceFile) -> Bool {
        if case .controlFlow? = file.scopes.scope(openedAt: brace).map({ file.scopes.scopes[$0].kind }) { return true }
        return false
    }

    private func startsWithContinuation(_ index: Int, in file: SourceFile) -> Bool {
        switch file.kind(index) {
        case .period, .binaryOperator, .infixQuestionMark, .colon: return true
        default: break
        }
        switch file.kind(index - 1) {
        case .binaryOperator, .equal, .period, .comma, .prefixOperator: return true
        default: return false
        }
    }

    /// The binding of `name` visible at code index `index`: the nearest one
    /// declared before it in an enclosing block.
    public func lookup(_ name: String, at index: Int, in file: SourceFile) -> Binding? {
        guard let candidates = byName[name] else { return nil }
        let chain = Set(enclosingScopes(of: index, in: file))
        var best: Binding?
        for candidate in candidates.map({ bindings[$0] }) where candidate.visibleFrom <= index {
            guard candidate.scope.map({ chain.contains($0) }) ?? true else { continue }
            if candidate.scope != nil, let scope = candidate.scope, file.scopes.scopes[scope].close < index { continue }
            if best == nil || candidate.nameIndex > best!.nameIndex { best = candidate }
        }
        return best
    }

    private func enclosingScopes(of index: Int, in file: SourceFile) -> [Int] {
        var result: [Int] = []
        var current = file.scopes.innermost(containing: index, in: file)
        while let scope = current {
            result.append(scope)
            current = file.scopes.scopes[scope].parent
        }
        return result
    }
}
