import FixIts
import Foundation
import JSONRPC
import SwiftLexer

/// One version of a document with what linting it needs; immutable, so the
/// lint worker reads it while the server goes on applying edits.
struct DocumentSnapshot: @unchecked Sendable {
    let uri: String
    let path: String
    let version: Int
    let bytes: [UInt8]
    let lines: LineIndex
    /// The document's token store (copied on write: edits to the document don't touch it).
    let tokens: TokenStore
    let target: LintTarget
    let configuration: Configuration
    /// Bumped when the configuration changes, so cached results expire.
    let generation: Int
    /// False when the document's text may differ from the editor's: then
    /// nothing is reported (`LanguageServer+DocumentSync`).
    let inSync: Bool
    /// In a skipped folder or matched by `exclude` (`PathExclusion`): no findings.
    let excluded: Bool
    /// The server's workspace index: read by the rules, updated with this version's declarations.
    let index: WorkspaceIndex?
    /// Where the last position conversions stopped (shared by copies).
    let scans = ScanMemo()
    /// The structure and findings of the document's previous versions, to reuse and to update (the
    /// server's editing path; nil for one-off lints).
    let recentLints: RecentLints?

    init(_ document: Document, configuration: Configuration, generation: Int, excluded: Bool = false, index: WorkspaceIndex? = nil,
         recentLints: RecentLints? = nil) {
        self.index = index
        self.recentLints = recentLints
        uri = document.uri
        path = document.path
        version = document.version
        bytes = document.bytes
        lines = document.lines
        tokens = document.tokens
        target = document.target
        self.configuration = configuration
        self.generation = generation
        inSync = document.lostSync == nil
        self.excluded = excluded
    }

    var resultID: String { "\(generation)-\(version)" + (inSync ? "" : "-unsynced") }

    func lint() -> [Diagnostic] {
        lintAndIndex().diagnostics
    }

    /// The findings, and the names whose declarations this version changed in `index` (which it updates
    /// with the document's declarations as typed, before linting: this version's findings use them).
    /// `replaced`: the last version's memo, which this lint replaced; the caller lets go of it once the
    /// findings are on their way (`DeferredRelease`).
    func lintAndIndex() -> (diagnostics: [Diagnostic], changed: Set<String>, replaced: LintMemo?) {
        guard inSync else { return ([], [], nil) }
        if ConfigurationFileDiagnostics.isConfigurationFile(path) {
            return (ConfigurationFileDiagnostics.check(bytes, path: path, lines: lines), [], nil)
        }
        if excluded { return ([], [], nil) }
        let file = SourceFile(path: path, bytes: bytes, store: tokens, lines: lines, reusing: recentLints?.structure(of: uri))
        recentLints?.keep(file.structure, of: uri)
        // What the items this version did not change declared and found, taken from the last lint.
        var edited = EditedFile(file, after: recentLints?.memo(of: uri))
        let changed = target == .swift ? index?.update(path, edited.declarations()) ?? [] : []
        var replaced: LintMemo?
        let diagnostics = findings(in: edited, replaced: &replaced)
        return (diagnostics, changed, replaced)
    }

    private func findings(in edited: EditedFile, replaced: inout LintMemo?) -> [Diagnostic] {
        let file = edited.file
        // A test, or another platform's file: nothing to say (RULES.md, "Where code runs").
        if target != .project, let elsewhere = ProjectLayout.shared.elsewhere(file, absolutePath: path), !configuration.lints(elsewhere) {
            return []
        }
        // Swift files: the fixes offered depend on the iOS the projects build for, unless configured.
        let linter = LinterCache.shared.linter(for: target == .project ? configuration
                                                 : ProjectLayout.shared.configuration(configuration, forFileAt: path))
        let diagnostics: [Diagnostic]
        if target == .project {
            diagnostics = linter.lintProjectFile(file)
        } else {
            let (found, memo) = linter.lint(edited, workspace: index)
            replaced = recentLints?.keep(memo, of: uri)
            diagnostics = found
        }
        // The project's baseline hides accepted findings in the editor too.
        guard let baselinePath = configuration.baseline, case .success(let baseline) = BaselineCache.shared.baseline(at: baselinePath) else {
            return diagnostics
        }
        return baseline.newFindings(diagnostics, bytes: bytes, lines: lines,
                                    path: BaselineFile.relativePath(of: path, toBaselineAt: baselinePath))
    }

    // MARK: LSP shapes

    func position(_ offset: Int, _ encoding: PositionEncoding) -> JSONValue {
        let (line, character) = scans.position(of: offset, encoding, in: self)
        return .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))])
    }

    func range(_ range: Range<Int>, _ encoding: PositionEncoding) -> JSONValue {
        .object(["start": position(range.lowerBound, encoding), "end": position(range.upperBound, encoding)])
    }

    /// The byte range of an LSP range (clamped).
    /// The byte offset of a position the client sent, in the session's encoding (clamped to the line's
    /// and the text's end).
    func offset(of position: LSPPosition, _ encoding: PositionEncoding) -> Int {
        encoding.offset(line: position.line, character: position.character, in: bytes, lines: lines)
    }

    func byteRange(_ range: LSPRange, _ encoding: PositionEncoding) -> Range<Int> {
        let start = offset(of: range.start, encoding)
        return start ..< max(start, offset(of: range.end, encoding))
    }

    func diagnostic(_ diagnostic: Diagnostic, _ capabilities: ClientCapabilities) -> JSONValue {
        var object: JSONObject = [
            "range": range(diagnostic.range, capabilities.positionEncoding),
            "severity": .integer(LSPSeverity.of(diagnostic.severity)),
            "code": .string(diagnostic.code),
            "source": "duo",
            "message": .string(diagnostic.message),
        ]
        if let description = RuleDescriptionLinks.byCode[diagnostic.code] { object["codeDescription"] = description }
        if diagnostic.isDeprecation { object["tags"] = .array([.integer(2)]) }
        if !diagnostic.related.isEmpty {
            // The declaration's whole line: encoding-independent, and the other file's text is not at hand.
            object["relatedInformation"] = .array(diagnostic.related.map { related in
                .object([
                    "location": .object([
                        "uri": .string(related.path.hasPrefix("/") ? URL(fileURLWithPath: related.path).absoluteString : related.path),
                        "range": .object([
                            "start": .object(["line": .integer(Int64(related.line)), "character": 0]),
                            "end": .object(["line": .integer(Int64(related.line + 1)), "character": 0]),
                        ]),
                    ]),
                    "message": .string(related.message),
                ])
            })
        }
        return .object(object)
    }

    func textEdit(_ edit: TextEdit, _ encoding: PositionEncoding) -> JSONValue {
        .object(["range": range(edit.range, encoding), "newText": .string(edit.newText)])
    }

    /// A workspace edit of this document: versioned `documentChanges` when the
    /// client takes them, plain `changes` when not.
    func workspaceEdit(_ edits: [TextEdit], _ capabilities: ClientCapabilities) -> JSONValue {
        let textEdits = JSONValue.array(edits.map { textEdit($0, capabilities.positionEncoding) })
        if capabilities.documentChanges {
            return .object(["documentChanges": .array([.object([
                "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]),
                "edits": textEdits,
            ])])])
        }
        var changes = JSONObject()
        changes[uri] = textEdits
        return .object(["changes": .object(changes)])
    }
}

enum LSPSeverity {
    static func of(_ severity: Severity) -> Int64 {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        case .hint: 4
        }
    }
}

/// The last two points position conversions reached in a snapshot. Findings
/// are converted in order, start then end, so each one continues from one of
/// these instead of counting from its line's start: on a 1 MB line with
/// 34,000 findings that took 38 s in UTF-16 (quadratic), now one pass.
final class ScanMemo: @unchecked Sendable {
    private let lock = NSLock()
    // Two fields, not an array: this runs twice per published diagnostic.
    private var newest: PositionEncoding.ScanPoint?
    private var previous: PositionEncoding.ScanPoint?

    func position(of offset: Int, _ encoding: PositionEncoding, in snapshot: DocumentSnapshot) -> (line: Int, character: Int) {
        lock.lock()
        defer { lock.unlock() }
        func usable(_ point: PositionEncoding.ScanPoint?) -> PositionEncoding.ScanPoint? {
            point.flatMap { $0.position <= offset ? $0 : nil }
        }
        var known = usable(newest)
        if let older = usable(previous), older.position > known?.position ?? -1 { known = older }
        let (line, character, reached) = encoding.scan(to: offset, in: snapshot.bytes, lines: snapshot.lines, from: known)
        previous = newest
        newest = reached
        return (line, character)
    }
}

/// `codeDescription` of each rule's diagnostics (its documentation page),
/// built once: every published diagnostic carries one.
enum RuleDescriptionLinks {
    static let byCode: [String: JSONValue] = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { rule in
        (rule.code, JSONValue.object(["href": .string(RuleLinks.url(for: rule))]))
    })
}
