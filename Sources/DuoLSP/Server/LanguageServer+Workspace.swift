import FixIts
import Foundation
import JSONRPC

/// `workspace/diagnostic`, with partial results and progress when the client
/// asks for them, and file watching that keeps it current.
extension LanguageServer {
    func workspaceDiagnostics(_ params: JSONValue, cancellation: CancellationToken, reply: ReplyHandle) {
        let previous = Dictionary((params["previousResultIds"]?.arrayValue ?? []).compactMap { entry -> (String, String)? in
            guard let uri = entry["uri"]?.stringValue, let value = entry["value"]?.stringValue else { return nil }
            return (uri, value)
        }, uniquingKeysWith: { $1 })
        // Open documents answer from their current results (taken now, on the server's queue).
        var openResults: [String: WorkspaceDiagnostics.FileResult] = [:]
        for (uri, document) in documents {
            guard let result = results[uri], result.snapshot.version == document.version else { continue }
            // The client already has what it would answer `unchanged` to: no items to build.
            let unchanged = previous[uri] == result.snapshot.resultID
            openResults[uri] = WorkspaceDiagnostics.FileResult(uri: uri, resultID: result.snapshot.resultID, version: document.version,
                                                               items: unchanged ? [] : result.diagnostics.map { result.snapshot.diagnostic($0, self.capabilities) })
        }
        let open = openResults
        let folders = workspaceFolders
        let resolver = self.resolver
        let fallback = editorSettings
        let generation = self.generation
        let capabilities = self.capabilities
        let partialToken = params["partialResultToken"]
        let progressToken = params["workDoneToken"]
        let connection = self.connection
        cancellation.onCancel { reply(.failure(.requestCancelled())) }
        workspace.queue.async { [workspace] in
            if let progressToken {
                connection.send(JSONRPC.Notification(method: "$/progress", params: .object([
                    "token": progressToken, "value": .object(["kind": "begin", "title": "Linting the workspace for iPhone Duo", "cancellable": false]),
                ])))
            }
            var items: [JSONValue] = []
            var reported = 0
            let stop = workspace.collect(folders: folders, resolver: resolver, fallback: fallback, generation: generation,
                                         capabilities: capabilities, open: open, isCancelled: { cancellation.isCancelled }) { batch in
                let reports: [JSONValue] = batch.map { result in
                    let version: JSONValue = result.version.map { .integer(Int64($0)) } ?? .null
                    if previous[result.uri] == result.resultID {
                        return .object(["kind": "unchanged", "uri": .string(result.uri), "resultId": .string(result.resultID), "version": version])
                    }
                    return .object(["kind": "full", "uri": .string(result.uri), "resultId": .string(result.resultID), "version": version,
                                    "items": .array(result.items)])
                }
                reported += batch.count
                if let partialToken {
                    connection.send(JSONRPC.Notification(method: "$/progress", params: .object(["token": partialToken, "value": .object(["items": .array(reports)])])))
                } else {
                    items += reports
                }
                if let progressToken {
                    connection.send(JSONRPC.Notification(method: "$/progress", params: .object([
                        "token": progressToken, "value": .object(["kind": "report", "message": .string("\(reported) files")]),
                    ])))
                }
            }
            if let progressToken {
                let message = "\(reported) files" + (stop.map { " (stopped \($0))" } ?? "")
                connection.send(JSONRPC.Notification(method: "$/progress", params: .object([
                    "token": progressToken, "value": .object(["kind": "end", "message": .string(message)]),
                ])))
            }
            if let stop { self.queue.async { self.workspaceWalkStopped(stop, folders: folders) } }
            guard !reply.hasReplied else { return }
            reply(.success(.object(["items": .array(items)])))
        }
    }

    /// A pull stopped at its limits: said in the log each time, and shown once.
    private func workspaceWalkStopped(_ stop: WorkspaceDiagnostics.Stop, folders: [String]) {
        let message = "duo-lsp: workspace diagnostics stopped \(stop) under \(folders.joined(separator: ", ")); "
            + "files past that are not reported (open files are)"
        if reportedWorkspaceStop {
            log(message, type: 2)
        } else {
            reportedWorkspaceStop = true
            showMessage(message, type: 2)
        }
    }

    /// After `initialized`: ask the client to tell us when files change on disk.
    func registerFileWatchers() {
        guard capabilities.watchedFilesDynamicRegistration else { return }
        let watchers: [JSONValue] = ["**/*.swift", "**/.duo-lsp.json", "**/*.plist", "**/*.pbxproj", "**/*.xcproj", "**/.duo-baseline.json"]
            .map { .object(["globPattern": .string($0)]) }
        connection.sendRequest(method: "client/registerCapability", params: .object(["registrations": .array([.object([
            "id": "duo-lsp-watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])])])) { _ in }
    }

    /// Files changed on disk: results of unopened files are recomputed on the
    /// next pull (the cache is keyed by modification date); tell the client to pull.
    func workspaceFilesChanged() {
        if capabilities.pullDiagnostics, capabilities.diagnosticRefresh {
            connection.sendRequest(method: "workspace/diagnostic/refresh", params: nil) { _ in }
        }
    }
}
