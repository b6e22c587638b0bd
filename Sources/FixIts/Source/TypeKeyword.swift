/// The keywords that declare a type or extend one.
public enum TypeKeyword: String, Sendable {
    case `struct`, `class`, `enum`, `extension`, `protocol`, `actor`
}

extension SourceFile {
    /// The type keyword code token `index` is, if it is one: read from its bytes, as the workspace index
    /// and `ScopeTree` ask it of every keyword of a file on every keystroke (a `String` per keyword and a
    /// set look-up were a third of the index update). `class func` and `class var` are members, but the
    /// keyword is still `class`: callers that want declarations check the next token. `actor` is a
    /// contextual keyword, lexed as an identifier.
    public func typeKeyword(at index: Int) -> TypeKeyword? {
        guard index >= 0, index < count, code[index].kind == .keyword || code[index].kind == .identifier else { return nil }
        let token = code[index]
        if token.kind == .identifier { return isWord(index, "actor") ? .actor : nil }
        let keyword: TypeKeyword
        let spelled: StaticString
        switch (token.length, bytes[token.start]) {
        case (6, UInt8(ascii: "s")): (keyword, spelled) = (.struct, "struct")
        case (5, UInt8(ascii: "c")): (keyword, spelled) = (.class, "class")
        case (4, UInt8(ascii: "e")): (keyword, spelled) = (.enum, "enum")
        case (9, UInt8(ascii: "e")): (keyword, spelled) = (.extension, "extension")
        case (8, UInt8(ascii: "p")): (keyword, spelled) = (.protocol, "protocol")
        case (5, UInt8(ascii: "a")): (keyword, spelled) = (.actor, "actor")
        default: return nil
        }
        return isWord(index, spelled) ? keyword : nil
    }

    /// The `{` of the body of the type declared (or extended) by type keyword `index`: the first one after
    /// the name at the same depth, before a `}`, a `;` or the next declaration (a type still being typed,
    /// `class Cell: Base` with no body yet, does not take the next function's).
    func typeBody(afterKeywordAt index: Int) -> Int? {
        var brace = index + 2
        while brace < count, kind(brace) != .leftBrace, kind(brace) != .rightBrace, kind(brace) != .semicolon {
            if kind(brace) == .keyword, isWord(brace, oneOf: SourceFile.memberKeywords) { return nil }
            if let close = brackets.partner(of: brace), close > brace { brace = close }
            brace += 1
        }
        return kind(brace) == .leftBrace ? brace : nil
    }

    /// Keywords that start a member declaration, never part of a type's header.
    private static let memberKeywords: [StaticString] = ["func", "var", "let", "init", "case", "import", "typealias", "subscript", "deinit"]

    /// The declaration that type keyword `index` (`keyword`) starts, read from its header up to its body's
    /// `{` at `brace`: the one reading of a type's name and inheritance clause, for the blocks of a file
    /// (`ScopeClassifier`), the types it declares (`ScopeTree.declaredTypes`) and the workspace index
    /// (`FileDeclarations`).
    func typeDeclaration(keywordAt index: Int, keyword: String, bodyAt brace: Int) -> TypeDeclaration {
        var nameEnd = index + 1
        // `extension Outer.Inner` names the last component.
        while kind(nameEnd + 1) == .period, kind(nameEnd + 2) == .identifier { nameEnd += 2 }
        let name = text(nameEnd)
        var inherited: [String] = []
        var i = nameEnd + 1
        if kind(i) == .leftAngle, let close = brackets.partner(of: i) { i = close + 1 }
        if kind(i) == .colon {
            i += 1
            var current = ""
            while i < brace {
                if isWord(i, "where") { break }
                switch kind(i) {
                case .comma:
                    if !current.isEmpty { inherited.append(current) }
                    current = ""
                case .leftAngle, .leftParen:
                    if let close = brackets.partner(of: i) { i = close }
                case .identifier, .keyword:
                    current = text(i)  // `Foundation.NSObject` → `NSObject`; `@MainActor P` → `P`
                default:
                    break
                }
                i += 1
            }
            if !current.isEmpty { inherited.append(current) }
        }
        return TypeDeclaration(keyword: keyword, name: name, inherited: inherited)
    }
}
