import SwiftLexer

/// The bracket tree and token index of a version and the code tokens they were built from. Both depend
/// on the code tokens' kinds alone, so the next version (a keystroke) takes them from this one instead of
/// building them again (a pass over every token, the largest of a keystroke's fixed costs):
/// - as they are, when its code tokens have the same kinds in the same number (an edit inside a name, a
///   number, a string, a comment or white space: most keystrokes);
/// - moved, when the kinds differ only in a stretch without brackets (a `;`, a `.` or a space that splits
///   a name: tokens added or removed there): the brackets are the same ones, the tokens after the
///   stretch sit `delta` places further, and the stretch's tokens have the parent of the place.
/// Either gives exactly what `BracketTree.build` gives (`TokenStructureTests`).
public struct TokenStructure: Sendable {
    let code: [Token]
    let brackets: BracketTree
    let kinds: TokenKindIndex

    /// The tree and index of `newCode`, from this version's; nil when a bracket was added, removed or
    /// changed (then only a build knows).
    func structure(for newCode: [Token]) -> (BracketTree, TokenKindIndex)? {
        let change = newCode.withUnsafeBufferPointer { new in
            code.withUnsafeBufferPointer { old in Self.changedStretch(old, new) }
        }
        guard let change else { return (brackets, kinds) }
        return moved(change, newCode)
    }

    /// Where the kinds of `old` and `new` differ: the tokens `prefix ..< old.count - suffix` of `old`
    /// became `prefix ..< new.count - suffix` of `new`; nil when no kind differs.
    private struct ChangedStretch {
        var prefix: Int
        var oldEnd: Int
        var newEnd: Int
        var delta: Int { newEnd - oldEnd }
    }

    private static func changedStretch(_ old: UnsafeBufferPointer<Token>, _ new: UnsafeBufferPointer<Token>) -> ChangedStretch? {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix].kind == new[prefix].kind { prefix += 1 }
        if prefix == old.count, prefix == new.count { return nil }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix].kind == new[new.count - 1 - suffix].kind { suffix += 1 }
        return ChangedStretch(prefix: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
    }

    private func moved(_ change: ChangedStretch, _ newCode: [Token]) -> (BracketTree, TokenKindIndex)? {
        let (prefix, oldEnd, newEnd, delta) = (change.prefix, change.oldEnd, change.newEnd, change.delta)
        guard !code[prefix ..< oldEnd].contains(where: \.kind.isBracket),
              !newCode[prefix ..< newEnd].contains(where: \.kind.isBracket) else { return nil }
        // The brackets sit before the stretch or after it: an index after it moves by `delta` (-1, no
        // bracket, is before it). Branch-free, so the loops below vectorize.
        let (end, by) = (Int32(oldEnd), Int32(delta))
        @inline(__always) func move(_ index: Int32) -> Int32 {
            index &+ (index >= end ? by : 0)
        }
        // A token of the stretch is inside what the token before it opened, or inside what it is inside.
        let stretchParent: Int32 = prefix == 0 ? -1
            : code[prefix - 1].kind.isOpeningBracket ? Int32(prefix - 1) : brackets.parent[prefix - 1]
        func spliced(_ old: [Int32], stretch: Int32) -> [Int32] {
            [Int32](unsafeUninitializedCapacity: newCode.count) { buffer, initialized in
                old.withUnsafeBufferPointer { old in
                    for index in 0 ..< prefix { buffer[index] = move(old[index]) }
                    for index in prefix ..< newEnd { buffer[index] = stretch }
                    for index in oldEnd ..< old.count {
                        buffer[index + delta] = move(old[index])
                    }
                }
                initialized = newCode.count
            }
        }
        let tree = BracketTree(partner: spliced(brackets.partner, stretch: -1), parent: spliced(brackets.parent, stretch: stretchParent))
        // Each list: its indices before the stretch, the stretch's tokens of its kind, its indices after
        // the stretch moved.
        func list(_ old: [Int32], holds: (TokenKind) -> Bool) -> [Int32] {
            let before = Self.firstPosition(in: old, notBelow: Int32(prefix))
            let after = Self.firstPosition(in: old, notBelow: Int32(oldEnd))
            let inserted = (prefix ..< newEnd).filter { holds(newCode[$0].kind) }
            let count = before + inserted.count + (old.count - after)
            return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
                old.withUnsafeBufferPointer { old in
                    for position in 0 ..< before { buffer[position] = old[position] }
                    for (position, index) in inserted.enumerated() { buffer[before + position] = Int32(index) }
                    let moved = before + inserted.count
                    for position in after ..< old.count { buffer[moved + position - after] = old[position] &+ Int32(delta) }
                }
                initialized = count
            }
        }
        var kinds = TokenKindIndex()
        kinds.identifiers = list(self.kinds.identifiers) { $0 == .identifier }
        kinds.keywords = list(self.kinds.keywords) { $0 == .keyword }
        kinds.stringSegments = list(self.kinds.stringSegments) { $0 == .stringSegment }
        kinds.directives = list(self.kinds.directives, holds: TokenKindIndex.isDirective)
        return (tree, kinds)
    }

    /// The first position of `list` (ascending) holding `bound` or more.
    private static func firstPosition(in list: [Int32], notBelow bound: Int32) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
