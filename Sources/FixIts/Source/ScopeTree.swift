import SwiftLexer

/// What a `{ … }` block is.
public enum ScopeKind: Equatable, Sendable {
    /// A `class`, `struct`, `enum`, `extension`, `protocol` or `actor` body.
    case type(TypeDeclaration)
    /// A `func`, `init`, `deinit` or `subscript` body.
    case function(FunctionDeclaration)
    /// A computed property or accessor (`var body: some View {`, `get {`, `didSet {`).
    case accessor(AccessorDeclaration)
    case closure(Closure)
    /// `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat`.
    case controlFlow
}

public struct TypeDeclaration: Equatable, Sendable {
    /// `class`, `struct`, `enum`, `extension`, `protocol`, `actor`.
    public var keyword: String
    /// The declared (or extended) name, e.g. `ViewController`, `UIView`.
    public var name: String
    /// The inheritance clause, in order, without generic arguments.
    public var inherited: [String]
    /// False for a type still being typed, with no `{` yet (known by its name only).
    public var hasBody = true
}

public struct FunctionDeclaration: Equatable, Sendable {
    /// `viewDidLoad`, `init`, `deinit`, `subscript`.
    public var name: String
    /// Declared `static` or `class`: no instance (`self`) inside.
    public var isStatic: Bool
    /// Code index of the keyword (`func`, `init` …).
    public var keywordIndex: Int
    /// Parameters as written: internal name and type text.
    public var parameters: [Parameter]

    public struct Parameter: Equatable, Sendable {
        public var name: String
        public var type: String
    }
}

public struct AccessorDeclaration: Equatable, Sendable {
    /// The property name for a computed property, or the accessor keyword (`get`, `didSet` …).
    public var name: String
    public var isStatic: Bool
}

public struct Closure: Equatable, Sendable {
    /// The call this closure is an argument of: `toolbar` for `.toolbar {`,
    /// `GeometryReader` for `GeometryReader { proxy in`, `sheet` for
    /// `.sheet(isPresented: $x) {`, `Menu` for both closures of `Menu { } label: { }`.
    public var callee: String?
    /// The argument label, when written (`label` in `} label: {`, `action` in `Button(action: {`).
    public var argumentLabel: String?
    /// The callee was written as a modifier: `.toolbar {`.
    public var calleeIsMember: Bool
    /// Parameter names before `in` (`proxy`, `_`, `oldValue`).
    public var parameters: [String]
    /// The capture list holds `weak self` (no plain `self.` inside).
    public var capturesSelfWeakly: Bool
}

/// One `{ … }` block.
///
/// A class, made once per block and never changed: rules walk chains of blocks around every finding, and
/// copying a struct of names and lists there cost a reference count per field, per block, per step.
public final class Scope: Sendable {
    public let kind: ScopeKind
    /// Code indices of `{` and `}` (`close` is the last token when unbalanced).
    public let open: Int
    public let close: Int
    /// The enclosing block (its `{` code index, which is its identity), nil at file level.
    public let parent: Int?
    /// Code index where the declaration or call that owns this block starts.
    public let headerStart: Int

    init(kind: ScopeKind, open: Int, close: Int, parent: Int?, headerStart: Int) {
        self.kind = kind
        self.open = open
        self.close = close
        self.parent = parent
        self.headerStart = headerStart
    }
}

/// The `{ … }` blocks of a file, classified on demand: a rule asking about
/// the blocks around one token pays for those blocks only, and each is
/// classified once. A block is identified by the code index of its `{`.
public final class ScopeTree: @unchecked Sendable {
    // The file owns this and outlives it; unowned(unsafe) spares a reference count per access.
    private unowned(unsafe) let file: SourceFile
    private var cache: [Int: Scope] = [:]
    private var declaredTypesCache: [String: TypeDeclaration]?

    init(file: SourceFile) {
        self.file = file
    }

    /// The block whose `{` is code token `brace`.
    public subscript(brace: Int) -> Scope {
        if let cached = cache[brace] { return cached }
        file.checkOwningThread()
        let (kind, headerStart) = ScopeClassifier(file: file).classify(braceAt: brace)
        let scope = Scope(kind: kind, open: brace, close: file.brackets.partner(of: brace) ?? file.count - 1,
                          parent: enclosingBrace(of: brace), headerStart: headerStart)
        cache[brace] = scope
        return scope
    }

    private func enclosingBrace(of index: Int) -> Int? {
        var current = file.brackets.parent(of: index)
        while let open = current {
            if file.code[open].kind == .leftBrace { return open }
            current = file.brackets.parent(of: open)
        }
        return nil
    }

    /// The innermost block containing code token `index` (nil at file level).
    public func innermost(containing index: Int, in file: SourceFile) -> Int? {
        guard index >= 0, index < file.count else { return nil }
        return enclosingBrace(of: index)
    }

    /// Blocks around code token `index`, innermost first, walked as they are read (most walks stop at the
    /// first block they are looking for).
    public func chain(containing index: Int, in file: SourceFile) -> ScopeChain {
        ScopeChain(tree: self, innermost: innermost(containing: index, in: file))
    }

    /// Types declared in this file (not extensions), by name.
    public var declaredTypes: [String: TypeDeclaration] {
        if let cached = declaredTypesCache { return cached }
        file.checkOwningThread()
        var types: [String: TypeDeclaration] = [:]
        // Read for the workspace index already (the editor's path, item by item): the same declarations.
        if let declarations = file.declarations {
            for declaration in declarations.types where declaration.hasBody && declaration.keyword != "extension" && declaration.keyword != "actor" {
                types[declaration.name] = declaration
            }
            declaredTypesCache = types
            return types
        }
        // Read from each header alone: classifying the body's block as well cost more than all the
        // rest of a keystroke's type questions.
        for (index, keyword) in typeKeywordIndices() {
            guard let brace = file.typeBody(afterKeywordAt: index) else { continue }
            let declaration = file.typeDeclaration(keywordAt: index, keyword: keyword.rawValue, bodyAt: brace)
            types[declaration.name] = declaration
        }
        declaredTypesCache = types
        return types
    }

    /// Code tokens `class`, `struct`, `enum` or `protocol` followed by a name.
    /// Run once per version over the file's keywords (`typeKeyword(at:)` reads bytes, makes no string).
    private func typeKeywordIndices() -> [(Int, TypeKeyword)] {
        let file = file
        var result: [(Int, TypeKeyword)] = []
        for keyword in file.kinds.keywords {
            let index = Int(keyword)
            guard file.kind(index + 1) == .identifier else { continue }
            switch file.typeKeyword(at: index) {
            case let keyword? where keyword != .extension && keyword != .actor: result.append((index, keyword))
            default: continue
            }
        }
        return result
    }
}

/// The blocks around a token, innermost first: `ScopeTree.chain(containing:in:)`.
public struct ScopeChain: Sequence {
    let tree: ScopeTree
    let innermost: Int?

    public struct Iterator: IteratorProtocol {
        let tree: ScopeTree
        var brace: Int?

        public mutating func next() -> Scope? {
            guard let open = brace else { return nil }
            let scope = tree[open]
            brace = scope.parent
            return scope
        }
    }

    public func makeIterator() -> Iterator { Iterator(tree: tree, brace: innermost) }

    /// The innermost block.
    public var first: Scope? { innermost.map { tree[$0] } }
}
