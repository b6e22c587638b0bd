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
    /// The block it lives in (its `{` code index; nil: file level).
    public var scope: Int?
    /// First code index where the name can be used.
    public var visibleFrom: Int
}

/// The simple bindings of a file, found from tokens on demand: enough to
/// follow `let insets = view.safeAreaInsets` or
/// `guard let windowScene = scene as? UIWindowScene`. A lookup reads the
/// blocks around the point of use, nearest first, never the whole file.
public final class BindingTable: @unchecked Sendable {
    // The file owns this and outlives it; unowned(unsafe) spares a reference count per access.
    private unowned(unsafe) let file: SourceFile

    init(file: SourceFile) {
        self.file = file
    }

    /// The binding of `name` visible at code index `index`: the nearest one
    /// declared before it in an enclosing block, or a parameter.
    public func lookup(_ name: String, at index: Int, in file: SourceFile) -> Binding? {
        var found: Binding?
        visit(at: index, named: name) { binding in
            guard binding.name == name else { return true }
            found = binding
            return false
        }
        return found
    }

    /// Every binding visible at `index`, nearest first (a shadowed one too).
    public func visible(at index: Int) -> [Binding] {
        var result: [Binding] = []
        visit(at: index) { result.append($0); return true }
        return result
    }

    /// How many tokens (a bracketed group counting as one) a lookup walks
    /// back at most, over all the blocks around the point. A name declared
    /// farther away is not found, and the rules, which then offer no fix,
    /// stay quiet; real code declares what it uses well within this. Without
    /// a bound every lookup walked all the top-level declarations (or all of
    /// a long block's statements) before it: quadratic, minutes for 50 MB.
    static let maximumSteps = 4096

    /// Calls `body` with the bindings visible at `index`, nearest first,
    /// until it returns false (or the walk reaches `maximumSteps`). With
    /// `name`, a `let`/`var` of another name is passed over before its
    /// declaration is read: lookups run on rules' hot paths.
    private func visit(at index: Int, named name: String? = nil, _ body: (Binding) -> Bool) {
        var point = index
        var current = file.scopes.innermost(containing: index, in: file)
        var steps = 0
        while true {
            let open = current ?? -1
            // Declarations before the point, in this block's own statements.
            var i = point - 1
            while i > open {
                steps += 1
                if steps > Self.maximumSteps { return }
                if file.kind(i) == .rightBrace || file.kind(i) == .rightParen || file.kind(i) == .rightSquare,
                   let partner = file.brackets.partner(of: i), partner < i {
                    i = partner - 1
                    continue
                }
                if file.code[i].kind == .keyword, file.isWord(i, "let") || file.isWord(i, "var"),
                   name.map({ file.isToken(i + 1, spelled: $0) }) ?? true,
                   let binding = declaration(at: i), binding.visibleFrom <= index,
                   binding.scope.map({ file.scopes[$0].open <= index && index <= file.scopes[$0].close }) ?? true {
                    if !body(binding) { return }
                }
                i -= 1
            }
            guard let brace = current else { return }
            let scope = file.scopes[brace]
            for binding in headerBindings(of: scope) where !body(binding) { return }
            point = scope.headerStart
            current = scope.parent
        }
    }

    /// Parameters of a function or closure, and the `let`s of an `if`/`while` condition.
    private func headerBindings(of scope: Scope) -> [Binding] {
        switch scope.kind {
        case .function(let function):
            return function.parameters.map {
                Binding(name: $0.name, nameIndex: scope.open, initializer: scope.open ..< scope.open, type: $0.type,
                        scope: scope.open, visibleFrom: scope.open)
            }
        case .closure(let closure):
            return closure.parameters.filter { $0 != "_" }.map {
                Binding(name: $0, nameIndex: scope.open, initializer: scope.open ..< scope.open, type: nil,
                        scope: scope.open, visibleFrom: scope.open)
            }
        case .controlFlow:
            var result: [Binding] = []
            var i = scope.open - 1
            while i >= scope.headerStart {
                if let partner = file.brackets.partner(of: i), partner < i {
                    i = partner - 1
                    continue
                }
                if file.isWord(i, "let") || file.isWord(i, "var"), let binding = declaration(at: i) { result.append(binding) }
                i -= 1
            }
            return result
        default:
            return []
        }
    }

    /// `let a = x`, `let a: T = x`, `guard let a = x`, `if let a = x, …`, `if let a {`.
    private func declaration(at keyword: Int) -> Binding? {
        let nameIndex = keyword + 1
        guard file.kind(nameIndex) == .identifier else { return nil }
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
            initializer = start ..< expressionEnd(from: start, in: file)
        }
        // In `if let a = x {` the name is visible inside the `if` block;
        // elsewhere, from the declaration to the end of the enclosing block.
        var scope = file.scopes.innermost(containing: keyword, in: file)
        var visibleFrom = initializer.upperBound
        if let body = conditionBody(after: keyword) {
            scope = body
            visibleFrom = body
        }
        return Binding(name: file.text(nameIndex), nameIndex: nameIndex, initializer: initializer, type: type,
                       scope: scope, visibleFrom: visibleFrom)
    }

    /// The `{` of the `if`/`while` whose condition holds the `let` at `keyword`.
    private func conditionBody(after keyword: Int) -> Int? {
        // Only a condition's `let` follows `if`, `while` or a condition list's comma.
        guard file.isWord(keyword - 1, "if") || file.isWord(keyword - 1, "while") || file.kind(keyword - 1) == .comma else { return nil }
        var index = keyword
        let depth = file.brackets.parent(of: keyword)
        while index < file.count, index < keyword + 512 {
            if file.brackets.parent(of: index) == depth, file.kind(index) == .leftBrace {
                let header = file.scopes[index]
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
        // Half-typed code (`let x =` at the end of the file) has no expression at all.
        guard start < file.count else { return file.count }
        var index = start
        let depth = file.brackets.parent(of: start)
        // The expression cannot run past the bracket that encloses it.
        let limit = depth.flatMap { file.brackets.partner(of: $0) } ?? file.count
        while index < limit {
            if file.brackets.parent(of: index) != depth { index += 1; continue }
            let kind = file.kind(index)
            if kind == .comma || kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .rightSquare { break }
            if kind == .leftBrace {
                // A trailing closure continues the expression; a body ends it.
                let previous = file.kind(index - 1)
                if previous != .identifier && previous != .rightParen { break }
                if case .controlFlow = file.scopes[index].kind { break }
            }
            if file.isWord(index, "else") { break }
            if index > start, file.newlineBefore(index), !startsWithContinuation(index, in: file) { break }
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return index
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
}
