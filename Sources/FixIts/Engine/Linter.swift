import SwiftLexer

/// Runs the enabled rules over a file in one pass over its tokens, applies
/// suppression comments and reports the unused ones (DUO001).
public struct Linter: Sendable {
    public let configuration: Configuration
    /// The rules that run, in catalog order.
    public let rules: [any Rule]
    private let triggers: TriggerTable
    private let fileRules: [Int]
    private let reportsUnusedSuppressions: Bool
    private let allRules: [any Rule]

    public init(configuration: Configuration = Configuration(), rules: [any Rule] = RuleRegistry.all) {
        self.configuration = configuration
        allRules = rules
        let enabled = rules.filter { configuration.isEnabled($0) && $0.code != UnusedSuppression.code }
        self.rules = enabled
        triggers = TriggerTable(rules: enabled)
        fileRules = enabled.indices.filter { enabled[$0].triggers.isEmpty && enabled[$0].fileKind == .swift }
        reportsUnusedSuppressions = rules.contains { $0.code == UnusedSuppression.code && configuration.isEnabled($0) }
    }

    /// The findings in a Swift file, sorted by position; with the workspace's declarations, also at the
    /// uses of its hazard wrappers.
    public func lint(_ file: SourceFile, workspace: WorkspaceIndex? = nil) -> [Diagnostic] {
        lint(EditedFile(file), workspace: workspace, keepingMemo: false).diagnostics
    }

    /// The same findings of a version being edited, and what the next version's lint can reuse of them:
    /// only the items the edit changed are checked again (`EditedFile`, `LintMemo`). `keepingMemo`
    /// false (a batch lint, whose files are not linted again): the memo does not record what checks
    /// ask or how items are joined, and is not to be reused.
    public func lint(_ edited: EditedFile, workspace: WorkspaceIndex?, keepingMemo: Bool = true) -> (diagnostics: [Diagnostic], memo: LintMemo) {
        var edited = edited
        if keepingMemo { edited.readFamilies() }
        let file = edited.file
        file.workspace = workspace
        let configuration = configuration(for: file)
        let contexts = rules.map { RuleContext(file: file, configuration: configuration, rule: $0, severity: $0.defaultSeverity, workspace: workspace) }
        let items = edited.items
        let reused = edited.reusableFindings(configuration: configuration, workspace: workspace)
        let wrapperTable = workspace?.wrapperTriggers()
        let notRecorded = AskedNames(item: 0 ..< 0)
        var byItem: [[Diagnostic]] = []
        var asked: [AskedNames] = []
        byItem.reserveCapacity(items.count)
        asked.reserveCapacity(items.count)
        for (item, range) in items.ranges.enumerated() {
            if let (kept, keptAsked) = reused?[item] {
                byItem.append(kept)
                asked.append(keptAsked)
                continue
            }
            // Nothing recorded for a memo that is not kept (one empty record stands for every item).
            let recorder = keepingMemo ? AskedNames(item: range) : notRecorded
            file.askedNames = keepingMemo ? recorder : nil
            byItem.append(findings(in: contexts) {
                check(range, of: file, contexts: contexts)
                if let workspace, let wrapperTable { checkWrapperUses(in: range, of: file, workspace: workspace, table: wrapperTable, contexts: contexts) }
            })
            file.askedNames = nil
            asked.append(recorder)
        }
        let fileFindings = findings(in: contexts) {
            for rule in fileRules { rules[rule].checkFile(contexts[rule]) }
        }
        let memo = LintMemo(file: file, items: items, findings: byItem, asked: asked, itemDeclarations: keepingMemo ? edited.itemDeclarations : nil,
                            reusedItems: reused?.count { $0 != nil } ?? 0, configuration: configuration, workspace: workspace,
                            isKept: keepingMemo)
        let findings = finish(byItem.flatMap { $0 } + fileFindings, in: file, suppressions: Suppressions(file: file))
        return (findings.isEmpty ? findings : dropSkippedCode(findings, in: file), memo)
    }

    /// The configuration the rules check `file` under: where it knows no deployment target, with what the
    /// file's own `#available` checks say of the systems the app supports (read per version, so an edit of a
    /// check is not hidden by findings reused from the last version: the memo compares configurations).
    func configuration(for file: SourceFile) -> Configuration {
        guard configuration.deploymentTarget == nil else { return configuration }
        var lowest: OSVersion?
        for directive in file.kinds.directives {
            let index = Int(directive)
            guard file.kind(index) == .poundKeyword, file.bytesEqual(index, "#available"), file.kind(index + 1) == .leftParen,
                  let close = file.brackets.partner(of: index + 1), close > index + 1,
                  let version = file.availabilityVersion(forIOSIn: index + 1 ... close), version > OSVersion(0) else { continue }
            lowest = min(lowest ?? version, version)
        }
        guard let lowest else { return configuration }
        var adjusted = configuration
        adjusted.checkedAvailability = lowest
        return adjusted
    }

    /// What the contexts' rules report while `body` runs. (A plain loop: a key path and a `flatMap` over
    /// slices per item cost more than a small file's checks.)
    private func findings(in contexts: [RuleContext], _ body: () -> Void) -> [Diagnostic] {
        var marks = [Int](repeating: 0, count: contexts.count)
        for index in contexts.indices { marks[index] = contexts[index].diagnostics.count }
        body()
        var found: [Diagnostic] = []
        for index in contexts.indices where contexts[index].diagnostics.count > marks[index] {
            found.append(contentsOf: contexts[index].diagnostics[marks[index]...])
        }
        return found
    }

    /// Each rule at each of its trigger words among the code tokens `range`.
    private func check(_ range: Range<Int>, of file: SourceFile, contexts: [RuleContext]) {
        let triggered: [(Int, [Int])] = file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                file.kinds.identifiers(in: range).compactMap { identifier in
                    let index = Int(identifier)
                    return triggers.rules(for: code[index].range, in: bytes).map { (index, $0) }
                }
            }
        }
        for (index, rulesAtIndex) in triggered {
            for rule in rulesAtIndex { rules[rule].check(contexts[rule], at: index) }
        }
    }

    /// Each identifier among the code tokens `range` that names a workspace wrapper, handed to the
    /// wrapped hazard's rule; not the wrapper's own declaration, nor a member of something the wrapper
    /// cannot be a member of.
    private func checkWrapperUses(in range: Range<Int>, of file: SourceFile, workspace: WorkspaceIndex,
                                  table: (names: [String], triggers: TriggerTable), contexts: [RuleContext]) {
        let (names, triggers) = table
        let hits: [(Int, [Int])] = file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                file.kinds.identifiers(in: range).compactMap { identifier in
                    let index = Int(identifier)
                    return triggers.rules(for: code[index].range, in: bytes).map { (index, $0) }
                }
            }
        }
        for (index, found) in hits {
            // Not a declaration, an argument label (`.frame(maxWidth:)`) or a key path component.
            if file.isWord(index - 1, oneOf: ["var", "let", "func", "case"]) || file.kind(index + 1) == .colon { continue }
            for name in found {
                for wrapper in workspace.wrappers(named: names[name]) {
                    if wrapper.path == file.path, wrapper.nameRange.lowerBound == file.code[index].start { continue }
                    guard let rule = rules.firstIndex(where: { $0.code == wrapper.hazard.ruleCode }) else { continue }
                    rules[rule].checkWrapperUse(contexts[rule], at: index, of: wrapper)
                    break
                }
            }
        }
    }

    /// Findings in code that does not run in the app on an iPhone (another
    /// platform's `#if` branch, a preview, an `#available` fallback, a test
    /// class) are not reported, unless the configuration opts that kind in.
    /// Regions are read only for files with findings.
    private func dropSkippedCode(_ findings: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        let skipped = CodeRegions(file).skipped(under: configuration)
        return skipped.isEmpty ? findings : findings.filter { skipped.elsewhere(at: $0.range.lowerBound) == nil }
    }

    /// The findings in a project file (`Info.plist`, `.pbxproj`, `.xcproj`),
    /// with the suppression comments of its format (`ProjectComments`).
    /// `read`: the file already read by the caller, from these very bytes (a batch lint reads an Xcode
    /// project once for where code runs and for its own findings).
    public func lintProjectFile(_ file: SourceFile, read: ProjectDocument? = nil) -> [Diagnostic] {
        let projectRules = rules.filter { $0.fileKind == .project }
        let contexts = projectRules.map { RuleContext(file: file, configuration: configuration, rule: $0, severity: $0.defaultSeverity) }
        // Parsed once, not once per project rule: a large `.pbxproj` costs as much to read as its Swift files to lint.
        let reading = ProjectReading(file: file, read: read)
        for context in contexts { context.projectReading = reading }
        for (rule, context) in zip(projectRules, contexts) { rule.checkFile(context) }
        return finish(contexts.flatMap(\.diagnostics), in: file, suppressions: ProjectComments.suppressions(in: file))
    }

    private func finish(_ raw: [Diagnostic], in file: SourceFile, suppressions: Suppressions) -> [Diagnostic] {
        var suppressions = suppressions
        var kept: [Diagnostic] = []
        for diagnostic in sortedUnique(raw) {
            var clamped = diagnostic
            clamped.range = min(diagnostic.range.lowerBound, max(0, file.bytes.count - 1)) ..< min(diagnostic.range.upperBound, file.bytes.count)
            if clamped.range.isEmpty { clamped.range = clamped.range.lowerBound ..< min(file.bytes.count, clamped.range.lowerBound + 1) }
            if !suppressions.suppresses(clamped, line: file.lines.line(of: clamped.range.lowerBound)) { kept.append(clamped) }
        }
        if reportsUnusedSuppressions {
            var unused = UnusedSuppression.diagnostics(for: suppressions, enabled: rules, all: allRules, configuration: configuration)
            unused = unused.filter { !suppressions.suppresses($0, line: file.lines.line(of: $0.range.lowerBound)) }
            kept = sorted(kept + unused)
        }
        return kept
    }

    /// The findings in order of place (start, end, then code), one per place and rule: the first reported.
    /// One sort of their places, comparing codes only where places are equal (hashing every code to drop
    /// duplicates first cost as much as the sort).
    private func sortedUnique(_ raw: [Diagnostic]) -> [Diagnostic] {
        let places = raw.map { ($0.range.lowerBound, $0.range.upperBound) }
        let order = raw.indices.sorted { a, b in
            if places[a] != places[b] { return places[a] < places[b] }
            if raw[a].code != raw[b].code { return raw[a].code < raw[b].code }
            return a < b
        }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(raw.count)
        var last: Int?
        for index in order {
            if let last, places[last] == places[index], raw[last].code == raw[index].code { continue }
            kept.append(raw[index])
            last = index
        }
        return kept
    }

    private func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.range.lowerBound, $0.range.upperBound, $0.code) < ($1.range.lowerBound, $1.range.upperBound, $1.code) }
    }
}
