/// A file's top-level items: the code tokens up to and including each `}` that closes a top-level `{`
/// (a type with its attributes, an extension, a function, a `#Preview`), and the tokens after the last.
/// Together they cover the file, in order.
///
/// A keystroke changes one item, most of the time; the lint of the next version reuses what the others
/// found (`LintMemo`). What rules read across items is what makes that safe or not: a check reads its
/// own type's other members (who calls a method, what `viewDidLayoutSubviews` sets again) wherever in
/// the file they are, so each item has a *family* — the items that declare or extend the same type, or a
/// type it inherits from that this file declares — checked again with a changed member; what checks
/// ask of other items by name is recorded apart (`AskedNames`).
struct TopLevelItems {
    /// Each item's code tokens.
    let ranges: [Range<Int>]
    /// For each item, the types it declares or extends at its top level, and the names in their
    /// inheritance clauses (read once per item: an unchanged item's are the previous version's).
    private(set) var typeNames: [TypeNames] = []
    /// For each item, the number of its family (items of the same family have the same number), once
    /// `readFamilies` has read them.
    private(set) var families: [Int] = []

    struct TypeNames: Equatable {
        var declared: [String] = []
        var inherited: [String] = []
    }

    /// The items of `file`, with their families unread.
    init(_ file: SourceFile) {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        let count = file.count
        file.code.withUnsafeBufferPointer { code in
            while index < count {
                let kind = code[index].kind
                if kind.isOpeningBracket {
                    // An opener left open holds the rest of the file: one item.
                    guard let close = file.brackets.partner(of: index), close > index else { break }
                    if kind == .leftBrace {
                        ranges.append(start ..< close + 1)
                        start = close + 1
                    }
                    index = close + 1
                    continue
                }
                index += 1
            }
        }
        if start < count { ranges.append(start ..< count) }
        self.ranges = ranges
    }

    /// Reads each item's type names (those `known` gives, an unchanged item's, taken as they are) and
    /// joins the items into families: `previous`'s families when its items named the same types in the
    /// same order (a keystroke in a body changes none; joining a thousand items' names by hashing them
    /// was a twelfth of a keystroke in a dense file). Unchanged items' names are the previous version's
    /// very arrays, so comparing them costs little.
    mutating func readFamilies(in file: SourceFile, known: [TypeNames?], previous: TopLevelItems? = nil) {
        typeNames = ranges.indices.map { item in known[item] ?? Self.typeNames(of: ranges[item], in: file) }
        if let previous, !previous.families.isEmpty, previous.typeNames == typeNames {
            families = previous.families
        } else {
            families = Self.families(of: typeNames)
        }
    }

    var count: Int { ranges.count }

    /// Items are joined by the types they declare or extend at their top level, and by the names in
    /// those types' inheritance clauses that the file declares too (`class Cell: BaseCell` with `BaseCell`
    /// in the file; not `UIViewController`, which would join every controller of the file).
    private static func families(of names: [TypeNames]) -> [Int] {
        var parent = Array(names.indices)
        func root(_ item: Int) -> Int {
            var item = item
            while parent[item] != item {
                parent[item] = parent[parent[item]]
                item = parent[item]
            }
            return item
        }
        func join(_ a: Int, _ b: Int) {
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var declaring: [String: Int] = [:]
        for (item, names) in names.enumerated() {
            for name in names.declared {
                if let other = declaring[name] { join(item, other) } else { declaring[name] = item }
            }
        }
        for (item, names) in names.enumerated() {
            for name in names.inherited {
                if let other = declaring[name] { join(item, other) }
            }
        }
        return names.indices.map(root)
    }

    /// The types item `range` declares or extends at its top level, and its inheritance clauses' names.
    private static func typeNames(of range: Range<Int>, in file: SourceFile) -> TypeNames {
        var names = TypeNames()
        var index = range.lowerBound
        while index < range.upperBound {
            if file.kind(index).isOpeningBracket, let close = file.brackets.partner(of: index), close > index {
                index = close + 1
                continue
            }
            guard let keyword = file.typeKeyword(at: index), file.kind(index + 1) == .identifier,
                  !(keyword == .class && (file.isWord(index + 1, "func") || file.isWord(index + 1, "var"))) else {
                index += 1
                continue
            }
            // `extension Outer.Inner` names both: `Inner` is declared in `Outer`'s body.
            var name = index + 1
            while true {
                names.declared.append(file.text(name))
                guard file.kind(name + 1) == .period, file.kind(name + 2) == .identifier else { break }
                name += 2
            }
            // The inheritance clause, up to the body or a `where`.
            var clause = name + 1
            if file.kind(clause) == .colon {
                clause += 1
                while clause < range.upperBound, file.kind(clause) != .leftBrace, !file.isWord(clause, "where") {
                    if file.kind(clause) == .identifier { names.inherited.append(file.text(clause)) }
                    clause += 1
                }
            }
            index = clause
        }
        return names
    }
}
