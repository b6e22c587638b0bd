import FixIts
import JSONRPC

/// Every LSP request the server answers, one entry each (as ruff's server has one handler per request):
/// its method, the entry it adds to the `ServerCapabilities` that `initialize` answers with, and the
/// function that answers it. `dispatch` looks requests up here, `initialize` builds its capabilities from
/// here, and `RequestTableTests` holds the two to each other; a method that is not here is
/// `MethodNotFound`. Adding a request: ARCHITECTURE.md, "Adding an LSP request".
struct RequestHandler: Sendable {
    typealias Answer = @Sendable (LanguageServer, JSONValue, CancellationToken, ReplyHandle) -> Void

    let method: String
    /// The capability's key and value, given what the client supports; nil when it adds none.
    let capability: (@Sendable (ClientCapabilities) -> (key: String, value: JSONValue))?
    let answer: Answer

    init(_ method: String, capability: (@Sendable (ClientCapabilities) -> (key: String, value: JSONValue))? = nil, answer: @escaping Answer) {
        self.method = method
        self.capability = capability
        self.answer = answer
    }
}

extension LanguageServer {
    static let requestHandlers: [String: RequestHandler] = Dictionary(uniqueKeysWithValues: [
        RequestHandler("initialize") { server, params, _, reply in server.initialize(params, reply: reply) },
        RequestHandler("shutdown") { server, _, _, reply in server.shutDown(reply: reply) },
        RequestHandler("textDocument/diagnostic", capability: { _ in
            ("diagnosticProvider", .object(["identifier": "duo", "interFileDependencies": true, "workspaceDiagnostics": true]))
        }) { server, params, cancellation, reply in server.pullDiagnostics(params, cancellation: cancellation, reply: reply) },
        // Declared by `diagnosticProvider.workspaceDiagnostics` above.
        RequestHandler("workspace/diagnostic") { server, params, cancellation, reply in
            server.workspaceDiagnostics(params, cancellation: cancellation, reply: reply)
        },
        RequestHandler("textDocument/codeAction", capability: { _ in
            ("codeActionProvider", .object(["codeActionKinds": .array([.string("quickfix"), .string(CodeActionKind.fixAll)]), "resolveProvider": false]))
        }) { server, params, cancellation, reply in server.codeActions(params, cancellation: cancellation, reply: reply) },
        RequestHandler("textDocument/hover", capability: { _ in ("hoverProvider", true) }) { server, params, cancellation, reply in
            server.hover(params, cancellation: cancellation, reply: reply)
        },
        RequestHandler("workspace/executeCommand", capability: { _ in
            ("executeCommandProvider", .object(["commands": .array([.string(Command.applyAllFixes)])]))
        }) { server, params, _, reply in server.executeCommand(params, reply: reply) },
    ].map { ($0.method, $0) })

    /// The capabilities `initialize` answers with: document sync and the position encoding, then what each
    /// request handler adds.
    func serverCapabilities() -> JSONValue {
        var capabilities: JSONObject = [
            "positionEncoding": .string(self.capabilities.positionEncoding.rawValue),
            "textDocumentSync": .object(["openClose": true, "change": 2, "save": .object(["includeText": false])]),
        ]
        for handler in Self.requestHandlers.values {
            if let (key, value) = handler.capability?(self.capabilities) { capabilities[key] = value }
        }
        return .object(capabilities)
    }

    /// Runs `body` with the lint result of the version the request was made against: positions in its
    /// params refer to that text. A newer edit applied meanwhile answers `ContentModified`; a cancel,
    /// `RequestCancelled`. (For requests that carry positions: hover, code actions.)
    func withResultOfRequestedVersion(_ document: Document, cancellation: CancellationToken, reply: ReplyHandle,
                                      _ body: @escaping (LintScheduler.Result) -> Void) {
        let requestedVersion = document.version
        cancellation.onCancel { reply(.failure(.requestCancelled())) }
        withCurrentResult(document.uri, reply: reply) { result in
            guard !reply.hasReplied else { return }
            guard result.snapshot.version == requestedVersion else {
                reply(.failure(.contentModified()))
                return
            }
            body(result)
        }
    }
}
