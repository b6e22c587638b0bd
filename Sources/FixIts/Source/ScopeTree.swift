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
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// Code indices of `{` and `}` (`close` is the last token when unbalanced).
    public var open: Int
    public var close: Int
    /// Index into `ScopeTree.scopes` of the enclosing block, nil at file level.
    public var parent: Int?
    /// Code index where the declaration or call that owns this block starts.
    public var headerStart: Int
}

/// Every `{ … }` block of a file, classified, with its header facts.
public struct ScopeTree: Sendable {
    public private(set) var scopes: [Scope] = []
    /// For a `{` code index, its scope; -1 for other tokens.
    private var scopeOfBrace: [Int32]
    /// Types declared in this file (not extensions), by name.
    public private(set) var declaredTypes: [String: TypeDeclaration] = [:]

    init(file: SourceFile) {
        scopeOfBrace = [Int32](repeating: -1, count: file.count)
        let builder = ScopeClassifier(file: file)
        for index in 0 ..< file.count where file.code[index].kind == .leftBrace {
            let parentBrace = enclosingBrace(of: index, in: file)
            let parent = parentBrace.map { Int(scopeOfBrace[$0]) }
            let (kind, headerStart) = builder.classify(braceAt: index)
            if case .type(let declaration) = kind, declaration.keyword != "extension" {
                declaredTypes[declaration.name] = declaration
            }
            scopeOfBrace[index] = Int32(scopes.count)
            scopes.append(Scope(kind: kind, open: index, close: file.brackets.partner(of: index) ?? file.count - 1,
                                parent: parent, headerStart: headerStart))
        }
    }

    private func enclosingBrace(of index: Int, in file: SourceFile) -> Int? {
        var current = file.brackets.parent(of: index)
        while let open = current {
            if file.code[open].kind == .leftBrace { return open }
            current = file.brackets.parent(of: open)
        }
        return nil
    }

    /// The innermost scope containing code token `index` (nil at file level).
    public func innermost(containing index: Int, in file: SourceFile) -> Int? {
        guard index >= 0, index < file.count else { return nil }
        var current = file.brackets.parent(of: index)
        while let open = current {
            if scopeOfBrace[open] >= 0 { return Int(scopeOfBrace[open]) }
            current = file.brackets.parent(of: open)
        }
        return nil
    }

    /// The scope a `{` opens.
    public func scope(openedAt braceIndex: Int) -> Int? {
        guard braceIndex >= 0, braceIndex < scopeOfBrace.count, scopeOfBrace[braceIndex] >= 0 else { return nil }
        return Int(scopeOfBrace[braceIndex])
    }

    /// Scopes around code token `index`, innermost first.
    public func chain(containing index: Int, in file: SourceFile) -> [Scope] {
        var result: [Scope] = []
        var current = innermost(containing: index, in: file)
        while let scope = current {
            result.append(scopes[scope])
            current = scopes[scope].parent
        }
        return result
    }
}
