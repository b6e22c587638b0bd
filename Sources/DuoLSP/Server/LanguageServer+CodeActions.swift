import FixIts
import Foundation
import JSONRPC

/// Quick fixes, "disable for this line", fix-all, and the fix-all command.
extension LanguageServer {
    func codeActions(_ params: JSONValue, cancellation: CancellationToken, reply: ReplyHandle) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
            reply(.success(.array([])))
            return
        }
        let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        withResultOfRequestedVersion(document, cancellation: cancellation, reply: reply) { [self] result in
            let snapshot = result.snapshot
            let range: Range<Int>
            switch LSPRange.read(params["range"], "range") {
            case .success(let read): range = snapshot.byteRange(read, capabilities.positionEncoding)
            case .failure(let problem):
                reply(.failure(.invalidParams(problem.description)))
                return
            }
            var actions: [JSONValue] = []
            if wants("quickfix", only) {
                for diagnostic in result.diagnostics where touches(diagnostic.range, range) {
                    actions += quickFixes(for: diagnostic, in: snapshot)
                }
            }
            if wants(CodeActionKind.fixAll, only), let fixAll = fixAllAction(result) {
                actions.append(fixAll)
            }
            reply(.success(.array(actions)))
        }
    }

    /// `only` absent means every kind; `source` covers `source.fixAll.duo`.
    private func wants(_ kind: String, _ only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// A cursor (empty range) at either end of a finding counts as on it.
    private func touches(_ diagnostic: Range<Int>, _ requested: Range<Int>) -> Bool {
        if requested.isEmpty { return diagnostic.lowerBound <= requested.lowerBound && requested.lowerBound <= diagnostic.upperBound }
        return diagnostic.overlaps(requested) || diagnostic.lowerBound == requested.lowerBound
    }

    private func quickFixes(for diagnostic: Diagnostic, in snapshot: DocumentSnapshot) -> [JSONValue] {
        let lspDiagnostic = snapshot.diagnostic(diagnostic, capabilities)
        var actions: [JSONValue] = []
        for (index, fix) in diagnostic.fixes.enumerated() {
            actions.append(.object([
                "title": .string(fix.safety == .unsafe ? "\(fix.title) (unsafe)" : fix.title),
                "kind": "quickfix",
                "diagnostics": .array([lspDiagnostic]),
                "isPreferred": .bool(index == 0 && fix.safety == .safe),
                "edit": snapshot.workspaceEdit(fix.edits, capabilities),
            ]))
        }
        actions.append(.object([
            "title": .string("Disable \(diagnostic.code) for this line"),
            "kind": "quickfix",
            "diagnostics": .array([lspDiagnostic]),
            "edit": snapshot.workspaceEdit([suppressionEdit(for: diagnostic, in: snapshot)], capabilities),
        ]))
        return actions
    }

    /// `// duo:disable:next CODE` above the finding's line, indented like it.
    private func suppressionEdit(for diagnostic: Diagnostic, in snapshot: DocumentSnapshot) -> TextEdit {
        let line = snapshot.lines.line(of: diagnostic.range.lowerBound)
        let start = snapshot.lines.lineStarts[line]
        var indentEnd = start
        while indentEnd < snapshot.bytes.count, snapshot.bytes[indentEnd] == 32 || snapshot.bytes[indentEnd] == 9 { indentEnd += 1 }
        let indentation = String(decoding: snapshot.bytes[start ..< indentEnd], as: UTF8.self)
        let newline = snapshot.bytes.contains(13) && snapshot.bytes.firstIndex(of: 10).map { $0 > 0 && snapshot.bytes[$0 - 1] == 13 } == true ? "\r\n" : "\n"
        // Project files take their format's comment (`<!-- … -->` in an XML Info.plist).
        let directive = "duo:disable:next \(diagnostic.code)"
        let comment = snapshot.target == .project
            ? ProjectComments.suppressionComment(directive, path: snapshot.path, bytes: snapshot.bytes) : "// \(directive)"
        return .insert("\(indentation)\(comment)\(newline)", at: start)
    }

    /// Every safe fix that fits together with the others, as one action.
    func fixAllEdits(_ result: LintScheduler.Result) -> [TextEdit] {
        let safe = result.diagnostics.compactMap { $0.fixes.first.flatMap { $0.safety == .safe ? $0 : nil } }
        return FixApplier.compatible(safe, byteCount: result.snapshot.bytes.count).flatMap(\.edits)
    }

    private func fixAllAction(_ result: LintScheduler.Result) -> JSONValue? {
        let edits = fixAllEdits(result)
        guard !edits.isEmpty else { return nil }
        return .object([
            "title": "Fix all Duo issues",
            "kind": .string(CodeActionKind.fixAll),
            "edit": result.snapshot.workspaceEdit(edits, capabilities),
        ])
    }

    /// `duo.applyAllFixes [uri]`: the fix-all edit, applied through `workspace/applyEdit`.
    func executeCommand(_ params: JSONValue, reply: ReplyHandle) {
        guard params["command"]?.stringValue == Command.applyAllFixes else {
            reply(.failure(.invalidParams("unknown command \(params["command"]?.stringValue ?? "(none)")")))
            return
        }
        let argument = params["arguments"]?[0]
        guard let uri = argument?.stringValue ?? argument?["uri"]?.stringValue, documents[uri] != nil else {
            reply(.failure(.invalidParams("\(Command.applyAllFixes) takes the URI of an open document")))
            return
        }
        withCurrentResult(uri, reply: reply) { [self] result in
            let edits = fixAllEdits(result)
            guard !edits.isEmpty else {
                reply(.success(.null))
                return
            }
            guard capabilities.applyEdit else {
                reply(.failure(ResponseError(code: ErrorCode.requestFailed, message: "the client cannot apply edits (workspace.applyEdit)")))
                return
            }
            _ = connection.sendRequest(method: "workspace/applyEdit", params: .object([
                "label": "Fix all Duo issues", "edit": result.snapshot.workspaceEdit(edits, capabilities),
            ])) { _ in reply(.success(.null)) }
        }
    }

    func hover(_ params: JSONValue, cancellation: CancellationToken, reply: ReplyHandle) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
              case .success(let position) = LSPPosition.read(params["position"], "position") else {
            reply(.success(.null))
            return
        }
        withResultOfRequestedVersion(document, cancellation: cancellation, reply: reply) { [self] result in
            let snapshot = result.snapshot
            let offset = snapshot.offset(of: position, capabilities.positionEncoding)
            let here = result.diagnostics.filter { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
            guard let first = here.first else {
                reply(.success(.null))
                return
            }
            let text = here.map(hoverText).joined(separator: "\n\n---\n\n")
            reply(.success(.object([
                "contents": .object(["kind": .string(capabilities.hoverMarkdown ? "markdown" : "plaintext"), "value": .string(text)]),
                "range": snapshot.range(first.range, capabilities.positionEncoding),
            ])))
        }
    }

    private func hoverText(_ diagnostic: Diagnostic) -> String {
        var text = "**\(diagnostic.code) \(diagnostic.name)** (\(diagnostic.severity.rawValue)): \(diagnostic.message)\n\n"
        if let fix = diagnostic.fixes.first {
            text += "Fix: \(fix.title) — \(fix.safety == .safe ? "safe (applied by fix-all)" : "unsafe (review it)").\n\n"
        } else {
            text += "No automatic fix.\n\n"
        }
        if let rule = RuleRegistry.rule(named: diagnostic.code) { text += rule.markdownDocumentation }
        return text
    }
}
