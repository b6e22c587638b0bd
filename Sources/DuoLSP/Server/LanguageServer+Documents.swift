import FixIts
import Foundation
import JSONRPC

/// Open, change, save, close; snapshots to the linter; results back.
extension LanguageServer {
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
            log("didOpen without textDocument.uri/text; ignored", type: 2)
            return
        }
        let document = Document(uri: uri, version: item["version"]?.intValue ?? 0, text: Array(text.utf8))
        documents[uri] = document
        lint(document)
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            log("didChange without textDocument.uri; ignored", type: 2)
            return
        }
        guard var document = documents[uri] else {
            log("didChange for \(uri), which is not open; ignored", type: 2)
            return
        }
        let version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
        switch ContentChanges.parse(params["contentChanges"]) {
        case .failure(let problem):
            refuse(&document, problem.description, version: version)
        case .success(let changes) where document.lostSync == nil:
            document.apply(changes, version: version, encoding: capabilities.positionEncoding)
        case .success(let changes):
            let ignored = document.editsIgnored
            if document.resync(changes, version: version, encoding: capabilities.positionEncoding) {
                log("\(uri): back in sync: the editor sent the whole text (\(ignored) edits passed over)")
            }
        }
        documents[uri] = document
        lint(document)
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
        guard documents.removeValue(forKey: uri) != nil else {
            log("didClose for \(uri), which is not open; ignored", type: 2)
            return
        }
        scheduler.cancel(uri: uri)
        results[uri] = nil
        published.forget(uri)
        recentLints.forget(uri)
        // Requests still waiting for this document's result will not get it:
        // answer them now (dropped, they would never be answered at all).
        for waiter in waiters.removeValue(forKey: uri) ?? [] where !waiter.reply.hasReplied {
            waiter.reply(.failure(.contentModified("duo-lsp: the document was closed")))
        }
        if !capabilities.pullDiagnostics {
            connection.send(JSONRPC.Notification(method: "textDocument/publishDiagnostics",
                                                 params: .object(["uri": .string(uri), "diagnostics": .array([])])))
        }
    }

    func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
        if Document.path(of: uri).hasSuffix(ConfigurationLoader.fileName) { configurationFilesChanged() }
        if documents[uri]?.lostSync != nil { resyncOnSave(uri, text: params["text"]?.stringValue) }
    }

    /// Schedules the document's current version for linting.
    func lint(_ document: Document) {
        scheduler.schedule(DocumentSnapshot(document, configuration: configuration(for: document), generation: generation,
                                            excluded: isExcluded(document), index: index, recentLints: recentLints))
    }

    /// A lint result arrived (on `queue`): keep it if it is still current,
    /// publish it to a push client, and run what waited for it.
    func delivered(_ result: LintScheduler.Result) {
        let uri = result.snapshot.uri
        // What other documents use may have changed, whatever becomes of this result.
        declarationsChanged(result.changedDeclarations, in: uri)
        guard let document = documents[uri], document.version == result.snapshot.version,
              result.snapshot.generation == generation else { return }
        let replaced = results.updateValue(result, forKey: uri)
        if !capabilities.pullDiagnostics {
            connection.send(serializedBody: published.notificationBody(result.diagnostics, of: result.snapshot, capabilities))
        }
        DeferredRelease.later(replaced)
        let waiting = waiters.removeValue(forKey: uri) ?? []
        for waiter in waiting { waiter.body(result) }
    }

    /// Runs `body` with the lint result of the document's current version, now
    /// or when it arrives (a newer edit meanwhile means a newer version). If
    /// the document closes first, `reply` gets ContentModified instead.
    func withCurrentResult(_ uri: String, reply: ReplyHandle, _ body: @escaping (LintScheduler.Result) -> Void) {
        guard let document = documents[uri] else { return }
        if let result = results[uri], result.snapshot.version == document.version, result.snapshot.generation == generation {
            body(result)
        } else {
            waiters[uri, default: []].append(Waiter(reply: reply, body: body))
        }
    }
}
