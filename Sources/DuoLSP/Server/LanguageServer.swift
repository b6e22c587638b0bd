import FixIts
import Foundation
import JSONRPC

/// The LSP server: lifecycle, dispatch and state. The connection hands
/// messages, in order, to `queue`, which owns all state (and the reader
/// stops reading while too many wait there); linting runs on the
/// `LintScheduler`'s workers.
final class LanguageServer: MessageHandler, @unchecked Sendable {
    enum Phase {
        case uninitialized
        case running
        case shutDown
    }

    let connection: Connection
    let queue = DispatchQueue(label: "duo-lsp.server")
    private(set) var phase = Phase.uninitialized
    var capabilities = ClientCapabilities()
    var documents: [String: Document] = [:]
    /// The latest lint result per open document.
    var results: [String: LintScheduler.Result] = [:]
    /// The JSON of the diagnostics last pushed per open document (push clients).
    let published = PublishedDiagnostics()
    /// The token structure and lint memo of the documents linted last, reused by their next versions.
    let recentLints = RecentLints()
    /// Work waiting for a document's current version to be linted.
    var waiters: [String: [Waiter]] = [:]
    struct Waiter {
        /// The request the work answers, answered on its own if the document closes.
        let reply: ReplyHandle
        let body: (LintScheduler.Result) -> Void
    }
    var editorSettings = Configuration()
    /// Errors of configuration files already shown to the user.
    var reportedConfigurationErrors = Set<String>()
    /// A workspace pull stopped at its limits was shown to the user.
    var reportedWorkspaceStop = false
    var resolver = ConfigurationResolver()
    var generation = 0
    var workspaceFolders: [String] = [] {
        // Each is its project's root where nothing above it marks one (as a batch lint's folder arguments are),
        // named as the client wrote it and as it resolves.
        didSet { ProjectLayout.shared.nameRoots(workspaceFolders + workspaceFolders.compactMap(Paths.realPath)) }
    }
    let workspace = WorkspaceDiagnostics()
    /// What the workspace's files declare, for rules across files (`LanguageServer+WorkspaceIndex`).
    let index = WorkspaceIndex()
    let indexQueue = DispatchQueue(label: "duo-lsp.index", qos: .utility)
    lazy var scheduler = LintScheduler { [weak self] result in
        guard let server = self else { return }
        server.queue.async { server.delivered(result) }
    }
    private var parentWatcher: ParentProcessWatcher?
    /// While `initialize` is handled: messages to the client are allowed, requests are not.
    private(set) var initializing = false
    /// Called with the process's exit status when the client says `exit` or goes away.
    private let terminate: @Sendable (Int32) -> Void

    init(connection: Connection, terminate: @escaping @Sendable (Int32) -> Void) {
        self.connection = connection
        self.terminate = terminate
    }

    // MARK: MessageHandler (on `queue`: the connection delivers there, see `CLI/ServeCommand`)

    func handle(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle) {
        dispatchPrecondition(condition: .onQueue(queue))
        dispatch(request, cancellation: cancellation, reply: reply)
    }

    func handle(_ notification: JSONRPC.Notification) {
        dispatchPrecondition(condition: .onQueue(queue))
        dispatch(notification)
    }

    func connectionClosed() {
        dispatchPrecondition(condition: .onQueue(queue))
        // The client went away without `exit`: a clean stop only after `shutdown`.
        log("client closed the connection")
        terminate(phase == .shutDown ? 0 : 1)
    }

    // MARK: Dispatch (queue)

    private func dispatch(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle) {
        switch phase {
        case .uninitialized where request.method != "initialize":
            reply(.failure(.serverNotInitialized("duo-lsp: initialize first")))
            return
        case .shutDown:
            reply(.failure(.invalidRequest("duo-lsp: the server is shut down; send exit")))
            return
        case .running where request.method == "initialize":
            reply(.failure(.invalidRequest("duo-lsp: already initialized")))
            return
        default:
            break
        }
        if cancellation.isCancelled {
            reply(.failure(.requestCancelled()))
            return
        }
        guard let handler = Self.requestHandlers[request.method] else {
            reply(.failure(.methodNotFound(request.method)))
            return
        }
        handler.answer(self, request.params ?? .null, cancellation, reply)
    }

    private func dispatch(_ notification: JSONRPC.Notification) {
        if notification.method == "exit" {
            terminate(phase == .shutDown ? 0 : 1)
            return
        }
        guard phase == .running else { return }
        let params = notification.params ?? .null
        switch notification.method {
        case "initialized":
            registerFileWatchers()
            indexWorkspace()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeConfiguration": didChangeConfiguration(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default: break  // `$/…` and anything unknown: ignored, as the spec allows
        }
    }

    // MARK: Lifecycle

    func initialize(_ params: JSONValue, reply: ReplyHandle) {
        capabilities = ClientCapabilities(params["capabilities"])
        workspaceFolders = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.map(Document.path(of:)) }
        if workspaceFolders.isEmpty, let root = params["rootUri"]?.stringValue { workspaceFolders = [Document.path(of: root)] }
        // LSP lets the server log and show messages before its answer to `initialize`.
        initializing = true
        if let options = params["initializationOptions"], !options.isNull {
            applyEditorSettings(options, source: "initializationOptions")
        }
        watchClientProcess(params["processId"])
        initializing = false
        phase = .running
        reply(.success(.object([
            "capabilities": serverCapabilities(),
            "serverInfo": .object(["name": "duo-lsp", "version": .string(DuoVersion.current)]),
        ])))
    }

    func shutDown(reply: ReplyHandle) {
        phase = .shutDown
        parentWatcher?.stop()
        reply(.success(.null))
    }

    /// Exits when the client process dies. A `processId` that is not a live
    /// process is not watched (the server still ends on `exit` or when its
    /// input closes): watching it would end the session at once or never.
    private func watchClientProcess(_ value: JSONValue?) {
        guard let value, !value.isNull else { return }
        guard let requested = value.int64Value, let processID = ParentProcessWatcher.liveProcess(requested) else {
            let written = String(decoding: value.serialized().prefix(40), as: UTF8.self)
            log("initialize: processId \(written) is not a live process; not watching it", type: 2)
            return
        }
        parentWatcher = ParentProcessWatcher(processID: processID) { [weak self] in
            guard let server = self else { return }
            server.queue.async {
                server.log("the client process \(processID) is gone; exiting")
                server.terminate(1)
            }
        }
    }

    // MARK: Messages to the client

    func log(_ message: String, type: Int64 = 4) {
        // Never blocks: a client that does not read stderr loses lines (counted), not answers.
        BoundedLog.standardError.write("duo-lsp: \(message)")
        guard phase != .uninitialized || initializing else { return }
        connection.send(JSONRPC.Notification(method: "window/logMessage", params: .object(["type": .integer(type), "message": .string(message)])))
    }

    func showError(_ message: String) {
        showMessage(message, type: 1)
    }

    /// `type`: 1 error, 2 warning, 3 info. Also logged.
    func showMessage(_ message: String, type: Int64) {
        log(message, type: type)
        connection.send(JSONRPC.Notification(method: "window/showMessage", params: .object(["type": .integer(type), "message": .string(message)])))
    }
}

enum CodeActionKind {
    static let fixAll = "source.fixAll.duo"
}

enum Command {
    static let applyAllFixes = "duo.applyAllFixes"
}
