/// A new version of a file being edited, beside what the lint of an earlier version of it left
/// (`LintMemo`): which of its top-level items (`TopLevelItems`) are that version's, unchanged — in place
/// before the edit, or moved after it. Its declarations (`declarations()`) and its lint
/// (`Linter.lint(_:workspace:)`) take those items' from the memo and read only the others.
public struct EditedFile {
    public let file: SourceFile
    private(set) var items: TopLevelItems
    let previous: LintMemo?
    /// For each item, the earlier version's item it is and whether it moved; nil for an item the edit
    /// changed (every item, without a memo of the same file).
    let matched: [(old: Int, moved: Bool)?]
    /// How far the text after the edit moved.
    let byteDelta: Int
    let lineDelta: Int
    /// A compiler directive (`#if`, `#available`) among the changed tokens: where code runs may differ in
    /// items the edit did not touch.
    let directiveChanged: Bool
    /// Each item's declarations, once `declarations()` has read them, for the next version's memo.
    private(set) var itemDeclarations: [FileDeclarations]?

    /// `previous`: the memo of an earlier version of the same file, kept by its lint (`keepingMemo`).
    public init(_ file: SourceFile, after previous: LintMemo? = nil) {
        self.file = file
        items = TopLevelItems(file)
        guard let previous, previous.isKept, previous.file.path == file.path else {
            self.previous = nil
            matched = Array(repeating: nil, count: items.count)
            (byteDelta, lineDelta, directiveChanged) = (0, 0, false)
            // Families only matter to a later version's reuse: read when the lint keeps a memo.
            return
        }
        self.previous = previous
        let diff = VersionDiff(from: previous.file, to: file)
        byteDelta = diff.byteDelta
        lineDelta = file.lines.lineCount - previous.file.lines.lineCount
        // Old items by their first token, to find an unchanged item's old self.
        var oldItems: [Int: Int] = [:]
        for (item, range) in previous.items.ranges.enumerated() { oldItems[range.lowerBound] = item }
        matched = items.ranges.map { range in
            guard let moved = diff.unchanged(range) else { return nil }
            let shift = moved ? diff.tokenDelta : 0
            guard let old = oldItems[range.lowerBound - shift],
                  previous.items.ranges[old] == range.lowerBound - shift ..< range.upperBound - shift else { return nil }
            return (old, moved)
        }
        let changedNew = diff.tokenPrefix ..< max(diff.tokenPrefix, file.count - diff.tokenSuffix)
        let changedOld = diff.tokenPrefix ..< max(diff.tokenPrefix, previous.file.count - diff.tokenSuffix)
        directiveChanged = changedNew.contains { file.code[$0].kind == .poundKeyword }
            || changedOld.contains { previous.file.code[$0].kind == .poundKeyword }
        // No identifier typed, removed or respelled: the identifiers are the previous version's, in order.
        if !changedNew.contains(where: { file.code[$0].kind == .identifier }), !changedOld.contains(where: { previous.file.code[$0].kind == .identifier }) {
            file.names.adoptChains(of: previous.file.names)
        }
        items.readFamilies(in: file, known: matched.map { $0.map { previous.items.typeNames[$0.old] } }, previous: previous.items)
    }

    /// Joins the items into families, if not yet (for the memo of a version read without one).
    mutating func readFamilies() {
        if items.families.isEmpty { items.readFamilies(in: file, known: Array(repeating: nil, count: items.count)) }
    }

    /// What the file declares (for the workspace index): each unchanged item's declarations taken from
    /// the memo (moved with its text), the others read alone. The same as `FileDeclarations(of: file)`
    /// (`IncrementalLintTests`).
    public mutating func declarations() -> FileDeclarations {
        // Without an earlier version, read at once: item by item costs more, and only pays when a later
        // version takes the unchanged items' (a document opened, or linted again for a declaration
        // elsewhere, may never be typed in).
        guard let previous else {
            let declarations = FileDeclarations(of: file, names: .chains)
            file.declarations = declarations
            return declarations
        }
        let known = previous.itemDeclarations
        let parts = items.ranges.indices.map { item -> FileDeclarations in
            if let known, let (old, moved) = matched[item] {
                return moved ? known[old].moved(bytes: byteDelta, lines: lineDelta) : known[old]
            }
            return FileDeclarations(of: file, names: .within(items.ranges[item]))
        }
        itemDeclarations = parts
        let declarations = FileDeclarations(joining: parts)
        file.declarations = declarations
        return declarations
    }

    /// For each item, the findings to take from the memo, moved to their new place, with what their
    /// checks asked; nil for the items to check again. Nil when nothing can be reused: another
    /// configuration, another state of the workspace index, other imports or other declarations than the
    /// memo's lint saw, a directive changed, or most of the file to check again anyway.
    func reusableFindings(configuration: Configuration, workspace: WorkspaceIndex?) -> [([Diagnostic], AskedNames)?]? {
        guard let previous, configuration == previous.configuration, workspace.map(ObjectIdentifier.init) == previous.workspace,
              (workspace?.generation ?? 0) == previous.workspaceGeneration, file.imports == previous.file.imports,
              !directiveChanged, let now = file.declarations, let before = previous.file.declarations else { return nil }
        // The file's types and wrappers are read by checks anywhere in it (a role, a superclass).
        guard now == before || now.differsOnlyInNamePlaces(from: before) else { return nil }
        // Checked again: the changed items, their neighbours (a check reads a token or two past its
        // item's edge), their families in either version (a check reads its type's other members), and
        // the items whose checks asked about a name the changed items hold, in either version.
        // Flags by item and by family number (a family is numbered by one of its items): sets of Ints
        // hashed every item of a large file at every keystroke.
        var again = [Bool](repeating: false, count: items.count)
        var families = [Bool](repeating: false, count: items.count)
        var oldFamilies = [Bool](repeating: false, count: previous.items.count)
        var held = Set<String>()
        var bindingsChanged = false
        var matchedOld = [Bool](repeating: false, count: previous.items.count)
        for item in items.ranges.indices {
            if let (old, _) = matched[item] {
                matchedOld[old] = true
                continue
            }
            for neighbour in max(0, item - 1) ... min(items.count - 1, item + 1) { again[neighbour] = true }
            families[items.families[item]] = true
            bindingsChanged = Self.readNames(of: items.ranges[item], in: file, into: &held) || bindingsChanged
        }
        for old in previous.items.ranges.indices where !matchedOld[old] {
            oldFamilies[previous.items.families[old]] = true
            bindingsChanged = Self.readNames(of: previous.items.ranges[old], in: previous.file, into: &held) || bindingsChanged
        }
        for item in items.ranges.indices {
            guard let (old, _) = matched[item], !again[item] else { continue }
            if families[items.families[item]] || oldFamilies[previous.items.families[old]]
                || previous.asked[old].depends(on: held, bindingsChanged: bindingsChanged) {
                again[item] = true
            }
        }
        if again.count(where: { $0 }) * 2 > items.count { return nil }
        return items.ranges.indices.map { item in
            guard !again[item], let (old, moved) = matched[item] else { return nil }
            let findings = moved && byteDelta != 0 ? previous.findings[old].map { $0.moved(by: byteDelta) } : previous.findings[old]
            return (findings, previous.asked[old])
        }
    }

    /// Adds the identifiers of the code tokens `range` to `names`; whether the range declares a binding
    /// at the file's top level (a `let` or `var` outside every bracket).
    private static func readNames(of range: Range<Int>, in file: SourceFile, into names: inout Set<String>) -> Bool {
        for identifier in file.kinds.identifiers(in: range) { names.insert(file.text(Int(identifier))) }
        return file.kinds.keywords(in: range).contains { keyword in
            let index = Int(keyword)
            return file.brackets.parent(of: index) == nil && (file.isWord(index, "let") || file.isWord(index, "var"))
        }
    }
}
