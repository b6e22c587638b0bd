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

/// A question rules ask about the bindings visible at many points, such as
/// "bound to a `UIWindowScene`". Which of a block's declarations answer it is
/// worked out once per block and remembered under `key`, so asking it at
/// every finding costs a search, not a walk over every binding in scope.
public struct BindingQuery: Sendable {
    /// Names the question; two queries with one key must ask the same.
    public let key: String
    public let matches: @Sendable (Binding, SourceFile) -> Bool

    public init(_ key: String, matches: @escaping @Sendable (Binding, SourceFile) -> Bool) {
        self.key = key
        self.matches = matches
    }
}

/// The simple bindings of a file, found from tokens on demand: enough to
/// follow `let insets = view.safeAreaInsets` or
/// `guard let windowScene = scene as? UIWindowScene`. A block's own
/// declarations are read once, the first time a lookup passes through it,
/// and kept in order (and by name); a lookup then searches each block around
/// the point, nearest first, instead of walking back over its statements.
/// Walking cost a lookup the length of every block around it: N uses in a
/// long function took N times its length (3 s for 200 KB of
/// `UIWindow(frame:)` lines), and a walk cut off at a bound missed
/// parameters declared far above.
public final class BindingTable: @unchecked Sendable {
    // The file owns this and outlives it; unowned(unsafe) spares a reference count per access.
    private unowned(unsafe) let file: SourceFile
    /// Per block (its `{` code index; -1 for the file's top level): the bindings its own statements declare.
    private var declared: [Int: Declared] = [:]
    /// Per block: its parameters or the `let`s of its `if`/`while` condition, nearest first.
    private var headers: [Int: [Binding]] = [:]
    /// Per query and block: positions in `declared[block].all` of the bindings that match.
    private var matching: [QueryInBlock: [Int]] = [:]
    /// Declarations read so far: each block's once, however many lookups pass through it (tests read this).
    private(set) var declarationsRead = 0

    private struct Declared {
        /// In source order.
        var all: [Binding] = []
        /// Positions in `all`, ascending, per name.
        var byName: [String: [Int]] = [:]
    }

    private struct QueryInBlock: Hashable {
        let key: String
        let block: Int
    }

    init(file: SourceFile) {
        self.file = file
    }

    /// The binding of `name` visible at code index `index`: the nearest one
    /// declared before it in an enclosing block, or a parameter.
    public func lookup(_ name: String, at index: Int, in file: SourceFile) -> Binding? {
        // Another item is read only when the walk reaches the file's top level (`walkBlocks` records it).
        var found: Binding?
        visit(at: index, named: name) { binding in
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

    /// The nearest binding visible at `index` that answers `query` and is not
    /// hidden by a nearer binding of its name.
    public func nearest(_ query: BindingQuery, visibleAt index: Int) -> Binding? {
        // A name found hidden stays hidden for every farther binding of it.
        var hidden = Set<String>()
        var found: Binding?
        walkBlocks(from: index) { block, point, header in
            let declared = declarations(in: block)
            let positions = matches(query, in: block, declared)
            let stopped = !each(positions, of: declared, before: point, visibleAt: index) { binding in
                if hidden.contains(binding.name) { return true }
                if isNearest(binding, at: index) {
                    found = binding
                    return false
                }
                hidden.insert(binding.name)
                return true
            }
            if stopped { return false }
            for binding in header where query.matches(binding, file) && !hidden.contains(binding.name) {
                if isNearest(binding, at: index) {
                    found = binding
                    return false
                }
                hidden.insert(binding.name)
            }
            return true
        }
        return found
    }

    /// Calls `body` with the bindings visible at `index`, nearest first,
    /// until it returns false; with `name`, only the bindings of that name.
    private func visit(at index: Int, named name: String? = nil, _ body: (Binding) -> Bool) {
        walkBlocks(from: index) { block, point, header in
            let declared = declarations(in: block)
            if let name {
                guard each(declared.byName[name] ?? [], of: declared, before: point, visibleAt: index, body) else { return false }
            } else {
                guard each(declared.all.indices, of: declared, before: point, visibleAt: index, body) else { return false }
            }
            for binding in header where name.map({ binding.name == $0 }) ?? true {
                if !body(binding) { return false }
            }
            return true
        }
    }

    /// The blocks around `index`, innermost first: each with the point its
    /// declarations must come before (the use, then the header of the block
    /// just left) and its header's bindings, until `body` returns false.
    private func walkBlocks(from index: Int, _ body: (_ block: Int, _ point: Int, _ header: [Binding]) -> Bool) {
        var point = index
        var current = file.scopes.innermost(containing: index, in: file)
        while true {
            guard let brace = current else {
                // The file's own bindings: declared in any item.
                file.askedNames?.askTopLevelBindings()
                _ = body(-1, point, [])
                return
            }
            let scope = file.scopes[brace]
            guard body(brace, point, headerBindings(of: scope)) else { return }
            point = scope.headerStart
            current = scope.parent
        }
    }

    /// Calls `body` with the bindings at `positions` (ascending in `declared.all`)
    /// whose `let` comes before `point` and that are visible at `index`, nearest
    /// first; false when `body` stopped it.
    private func each(_ positions: some RandomAccessCollection<Int>, of declared: Declared, before point: Int, visibleAt index: Int,
                      _ body: (Binding) -> Bool) -> Bool {
        // Binary search for the first binding declared at or after `point`.
        var low = positions.startIndex
        var high = positions.endIndex
        while low < high {
            let middle = positions.index(low, offsetBy: positions.distance(from: low, to: high) / 2)
            if declared.all[positions[middle]].nameIndex - 1 < point {
                low = positions.index(after: middle)
            } else {
                high = middle
            }
        }
        var cursor = low
        while cursor > positions.startIndex {
            cursor = positions.index(before: cursor)
            let binding = declared.all[positions[cursor]]
            // Only a binding whose initializer holds the point is passed over here: at most one per block.
            guard binding.visibleFrom <= index else { continue }
            if !body(binding) { return false }
        }
        return true
    }

    /// Whether `binding` is what its name means at `index` (no nearer binding hides it).
    private func isNearest(_ binding: Binding, at index: Int) -> Bool {
        guard let nearest = lookup(binding.name, at: index, in: file) else { return false }
        return nearest.nameIndex == binding.nameIndex && nearest.scope == binding.scope
    }

    /// The bindings `block`'s own statements declare, read on the first question.
    /// An `if let`'s binding belongs to the `if` block (found as its header's)
    /// and a nested block's to that block, so neither is kept here.
    private func declarations(in block: Int) -> Declared {
        if let known = declared[block] { return known }
        file.checkOwningThread()
        var result = Declared()
        let owner: Int? = block < 0 ? nil : block
        let end = block < 0 ? file.count : file.brackets.partner(of: block) ?? file.count
        var i = block + 1
        while i < end {
            // Nested brackets hold no declarations of this block.
            if let partner = file.brackets.partner(of: i), partner > i {
                i = partner + 1
                continue
            }
            if file.code[i].kind == .keyword, file.isWord(i, "let") || file.isWord(i, "var"),
               let binding = declaration(at: i), binding.scope == owner {
                declarationsRead += 1
                result.byName[binding.name, default: []].append(result.all.count)
                result.all.append(binding)
            }
            i += 1
        }
        declared[block] = result
        return result
    }

    private func matches(_ query: BindingQuery, in block: Int, _ declared: Declared) -> [Int] {
        let key = QueryInBlock(key: query.key, block: block)
        if let known = matching[key] { return known }
        file.checkOwningThread()
        let positions = declared.all.indices.filter { query.matches(declared.all[$0], file) }
        matching[key] = positions
        return positions
    }

    /// Parameters of a function or closure, and the `let`s of an `if`/`while` condition.
    private func headerBindings(of scope: Scope) -> [Binding] {
        if let known = headers[scope.open] { return known }
        file.checkOwningThread()
        let found = readHeaderBindings(of: scope)
        headers[scope.open] = found
        return found
    }

    private func readHeaderBindings(of scope: Scope) -> [Binding] {
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
            if index > start, file.newlineBefore(index), !file.continuesStatement(index) { break }
            if let close = file.brackets.partner(of: index), close > index { index = close }
            index += 1
        }
        return index
    }
}
