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

    init(_ code: [Token]) {
        var partner = [Int32](repeating: -1, count: code.count)
        var parent = [Int32](repeating: -1, count: code.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        // One pass over every code token of every version: unchecked buffers keep it near memory speed.
        code.withUnsafeBufferPointer { code in
            partner.withUnsafeMutableBufferPointer { partner in
                parent.withUnsafeMutableBufferPointer { parent in
                    for index in 0 ..< code.count {
                        let kind = code[index].kind
                        parent[index] = stack.last ?? -1
                        guard kind.isBracket else { continue }
                        if kind.isOpeningBracket {
                            stack.append(Int32(index))
                            continue
                        }
                        // The usual case: the innermost opener is the partner.
                        if let top = stack.last, BracketTree.closes(kind, code[Int(top)].kind) {
                            stack.removeLast()
                            partner[index] = top
                            partner[Int(top)] = Int32(index)
                            parent[index] = stack.last ?? -1
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
                            parent[index] = stack.last ?? -1
                        }
                    }
                }
            }
        }
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

    @inline(__always) public func partner(of index: Int) -> Int? {
        let p = partner[index]
        return p >= 0 ? Int(p) : nil
    }

    @inline(__always) public func parent(of index: Int) -> Int? {
        let p = parent[index]
        return p >= 0 ? Int(p) : nil
    }
}

private extension TokenKind {
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
