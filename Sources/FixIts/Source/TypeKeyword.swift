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
}
