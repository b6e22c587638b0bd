import SwiftLexer

/// Matching brackets over the code tokens, and for each token the innermost
/// open bracket around it. `(`/`)`, `[`/`]`, `{`/`}`, interpolation
/// delimiters and generic angles all nest; unbalanced input (broken code while
/// typing) leaves the unmatched ones with no partner and never crashes.
public struct BracketTree: Sendable {
    /// For an opening or closing bracket, the index of its partner; -1 otherwise or unmatched.
    public let partner: [Int32]
    /// For every token, the innermost open bracket containing it (-1 at top level).
    public let parent: [Int32]

    /// Builds the tree and, in the same pass, the `TokenKindIndex`: each pass
    /// over the code tokens of a large file costs about as much as the work
    /// done in it, so the whole-file scans share this one.
    static func build(_ code: [Token]) -> (BracketTree, TokenKindIndex) {
        var tree: BracketTree?
        var kinds = TokenKindIndex()
        // Each list is written branch-free at its own cursor (the kinds of
        // neighbouring tokens are unpredictable), into room for every token.
        kinds.identifiers = [Int32](unsafeUninitializedCapacity: code.count) { identifiers, identifierCount in
            kinds.keywords = [Int32](unsafeUninitializedCapacity: code.count) { keywords, keywordCount in
                kinds.stringSegments = [Int32](unsafeUninitializedCapacity: code.count) { segments, segmentCount in
                    kinds.directives = [Int32](unsafeUninitializedCapacity: code.count) { directives, directiveCount in
                        var cursors = (0, 0, 0, 0)
                        tree = BracketTree(code) { kind, index in
                            identifiers[cursors.0] = Int32(index)
                            keywords[cursors.1] = Int32(index)
                            segments[cursors.2] = Int32(index)
                            directives[cursors.3] = Int32(index)
                            cursors.0 &+= kind == .identifier ? 1 : 0
                            cursors.1 &+= kind == .keyword ? 1 : 0
                            cursors.2 &+= kind == .stringSegment ? 1 : 0
                            cursors.3 &+= TokenKindIndex.isDirective(kind) ? 1 : 0
                        }
                        (identifierCount, keywordCount, segmentCount, directiveCount) = cursors
                    }
                }
            }
        }
        return (tree!, kinds)
    }

    /// `visit` sees every token that is not a bracket.
    @inline(__always)
    private init(_ code: [Token], visit: (TokenKind, Int) -> Void) {
        var partner = [Int32](repeating: -1, count: code.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        // One pass over every code token of every version: unchecked buffers,
        // and the innermost opener kept in a local rather than read back from the stack.
        let parent = [Int32](unsafeUninitializedCapacity: code.count) { parent, initialized in
            code.withUnsafeBufferPointer { code in
                partner.withUnsafeMutableBufferPointer { partner in
                    var top: Int32 = -1
                    for index in 0 ..< code.count {
                        let kind = code[index].kind
                        parent[index] = top
                        guard kind.isBracket else {
                            visit(kind, index)
                            continue
                        }
                        if kind.isOpeningBracket {
                            stack.append(Int32(index))
                            top = Int32(index)
                            continue
                        }
                        // The usual case: the innermost opener is the partner.
                        if top >= 0, BracketTree.closes(kind, code[Int(top)].kind) {
                            stack.removeLast()
                            partner[index] = top
                            partner[Int(top)] = Int32(index)
                            top = stack.last ?? -1
                            parent[index] = top
                            continue
                        }
                        // Pop to the nearest opener of the same family; a stray closer matches nothing.
                        // The search is bounded so stray closers over a deep stack stay linear.
                        let searchFloor = max(0, stack.count - 256)
                        if let match = stack[searchFloor...].lastIndex(where: { BracketTree.closes(kind, code[Int($0)].kind) }) {
                            // Openers skipped over are unmatched (e.g. `<` that was a comparison).
                            stack.removeSubrange((match + 1)...)
                            let open = stack.removeLast()
                            partner[index] = open
                            partner[Int(open)] = Int32(index)
                            top = stack.last ?? -1
                            parent[index] = top
                        }
                    }
                }
            }
            initialized = code.count
        }
        self.partner = partner
        self.parent = parent
    }

    /// A tree as it is (`TokenStructure` moves a previous version's).
    init(partner: [Int32], parent: [Int32]) {
        self.partner = partner
        self.parent = parent
    }

    private static func closes(_ closer: TokenKind, _ opener: TokenKind) -> Bool {
        switch (opener, closer) {
        case (.leftParen, .rightParen), (.leftSquare, .rightSquare), (.leftBrace, .rightBrace),
             (.interpolationOpen, .interpolationClose), (.leftAngle, .rightAngle):
            return true
        default:
            return false
        }
    }

    /// The matching bracket of code token `index`; nil for a token that is not a bracket, an unmatched
    /// one, or an index outside the file (rules read around a trigger without checking the edges first,
    /// as `SourceFile.kind(_:)` answers `.unknown` there).
    @inline(__always) public func partner(of index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let p = partner[index]
        return p >= 0 ? Int(p) : nil
    }

    /// The innermost open bracket around code token `index`; nil at the top level or outside the file.
    @inline(__always) public func parent(of index: Int) -> Int? {
        guard index >= 0, index < parent.count else { return nil }
        let p = parent[index]
        return p >= 0 ? Int(p) : nil
    }
}

extension TokenKind {
    @inline(__always) var isBracket: Bool {
        switch self {
        case .leftParen, .leftSquare, .leftBrace, .interpolationOpen, .leftAngle,
             .rightParen, .rightSquare, .rightBrace, .interpolationClose, .rightAngle: true
        default: false
        }
    }

    @inline(__always) var isOpeningBracket: Bool {
        switch self {
        case .leftParen, .leftSquare, .leftBrace, .interpolationOpen, .leftAngle: true
        default: false
        }
    }
}

/// The code-token indices of every identifier, keyword and string segment,
/// in order: what the rule pass, the import and type scans and DUO403 walk,
/// instead of each walking every token.
public struct TokenKindIndex: Sendable {
    public internal(set) var identifiers: [Int32] = []
    public internal(set) var keywords: [Int32] = []
    public internal(set) var stringSegments: [Int32] = []
    /// `#if`, `#available`, `#elseif` … (`poundKeyword`) and the `#` of `#Preview`, `#selector` … (`pound`).
    public internal(set) var directives: [Int32] = []

    /// The kinds `directives` holds.
    @inline(__always) static func isDirective(_ kind: TokenKind) -> Bool { kind == .poundKeyword || kind == .pound }

    /// The identifiers among the code tokens `range`.
    func identifiers(in range: Range<Int>) -> ArraySlice<Int32> { Self.part(of: identifiers, in: range) }

    /// The keywords among the code tokens `range`.
    func keywords(in range: Range<Int>) -> ArraySlice<Int32> { Self.part(of: keywords, in: range) }

    private static func part(of list: [Int32], in range: Range<Int>) -> ArraySlice<Int32> {
        func position(of bound: Int) -> Int {
            var low = 0
            var high = list.count
            while low < high {
                let mid = (low + high) / 2
                if Int(list[mid]) < bound { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let lower = position(of: range.lowerBound)
        return list[lower ..< max(lower, position(of: range.upperBound))]
    }
}
