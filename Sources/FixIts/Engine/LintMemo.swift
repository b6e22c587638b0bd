/// What one lint of a document found, kept for the lint of its next version (the editor's keystroke
/// path): the file, its top-level items, what each item's own checks reported, what they asked of the
/// rest of the file (`AskedNames`) and what each item declares. The next version (`EditedFile`) reads
/// again only the items the edit changed — for the lint, with their families, their neighbours and the
/// items that asked about a name the changed ones hold — and takes the others', moved with their text.
///
/// Invariant: a version read with a memo has exactly the findings and declarations a version read from
/// scratch has (`IncrementalLintTests`: random edits of files made of the rule fixtures, each version
/// compared with a fresh lint; `duo-bench reuse` on apps, which the ecosystem check runs).
public final class LintMemo: @unchecked Sendable {
    let file: SourceFile
    let items: TopLevelItems
    /// For each item, the findings of the checks at its tokens (before suppressions and sorting).
    let findings: [[Diagnostic]]
    /// For each item, what its checks asked of the rest of the file.
    let asked: [AskedNames]
    /// For each item, what it declares (nil when the version's declarations were not read).
    let itemDeclarations: [FileDeclarations]?
    let configuration: Configuration
    let workspace: ObjectIdentifier?
    let workspaceGeneration: Int
    /// Made by a lint that kept it (`keepingMemo`): what its checks asked and its items' families were
    /// recorded. A memo that was not is never reused (`EditedFile` reads the version whole).
    let isKept: Bool
    /// Of this version's items, how many took the previous version's findings (what the checks of
    /// reuse count, and the benchmark reports).
    public let reusedItems: Int
    public var itemCount: Int { items.count }

    init(file: SourceFile, items: TopLevelItems, findings: [[Diagnostic]], asked: [AskedNames], itemDeclarations: [FileDeclarations]?,
         reusedItems: Int, configuration: Configuration, workspace: WorkspaceIndex?, isKept: Bool) {
        self.isKept = isKept
        self.asked = asked
        self.itemDeclarations = itemDeclarations
        self.reusedItems = reusedItems
        self.file = file
        self.items = items
        self.findings = findings
        self.configuration = configuration
        self.workspace = workspace.map(ObjectIdentifier.init)
        workspaceGeneration = workspace?.generation ?? 0
    }
}

extension Diagnostic {
    /// The same finding `delta` bytes further (its range and its fixes' edits).
    func moved(by delta: Int) -> Diagnostic {
        var moved = self
        moved.range = range.lowerBound + delta ..< range.upperBound + delta
        // Without fixes, the rest is shared with the unmoved finding (`Diagnostic`'s box).
        guard !fixes.isEmpty else { return moved }
        moved.fixes = fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { edit in
                var edit = edit
                edit.range = edit.range.lowerBound + delta ..< edit.range.upperBound + delta
                return edit
            }
            return fix
        }
        return moved
    }
}
