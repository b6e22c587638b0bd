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
    /// The enclosing block (its `{` code index, which is its identity), nil at file level.
    public var parent: Int?
    /// Code index where the declaration or call that owns this block starts.
    public var headerStart: Int
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

    /// Blocks around code token `index`, innermost first.
    public func chain(containing index: Int, in file: SourceFile) -> [Scope] {
        var result: [Scope] = []
        var current = innermost(containing: index, in: file)
        while let brace = current {
            let scope = self[brace]
            result.append(scope)
            current = scope.parent
        }
        return result
    }

    /// Types declared in this file (not extensions), by name.
    public var declaredTypes: [String: TypeDeclaration] {
        if let cached = declaredTypesCache { return cached }
        var types: [String: TypeDeclaration] = [:]
        for index in typeKeywordIndices() {
            // The body's `{` is the first one after the name at the same depth.
            var brace = index + 2
            while brace < file.count, file.kind(brace) != .leftBrace, file.kind(brace) != .rightBrace, file.kind(brace) != .semicolon {
                if let close = file.brackets.partner(of: brace), close > brace { brace = close }
                brace += 1
            }
            guard file.kind(brace) == .leftBrace, case .type(let declaration) = self[brace].kind,
                  declaration.keyword != "extension" else { continue }
            types[declaration.name] = declaration
        }
        declaredTypesCache = types
        return types
    }

    /// Code tokens `class`, `struct`, `enum` or `protocol` followed by a name.
    /// Run once per version over the file's keywords: a keyword's length and
    /// first byte rule out nearly all of them before any bytes are compared.
    private func typeKeywordIndices() -> [Int] {
        var result: [Int] = []
        file.code.withUnsafeBufferPointer { code in
            file.bytes.withUnsafeBufferPointer { bytes in
                for keyword in file.kinds.keywords {
                    let index = Int(keyword)
                    guard index + 1 < code.count, code[index + 1].kind == .identifier else { continue }
                    let token = code[index]
                    let word: StaticString
                    switch (token.length, bytes[Int(token.offset)]) {
                    case (5, UInt8(ascii: "c")): word = "class"
                    case (6, UInt8(ascii: "s")): word = "struct"
                    case (4, UInt8(ascii: "e")): word = "enum"
                    case (8, UInt8(ascii: "p")): word = "protocol"
                    default: continue
                    }
                    let start = Int(token.offset)
                    if (1 ..< word.utf8CodeUnitCount).allSatisfy({ bytes[start + $0] == word.utf8Start[$0] }) { result.append(index) }
                }
            }
        }
        return result
    }
}
