import FixIts
import Foundation
import JSONRPC

/// Settings from the editor (`initializationOptions`,
/// `workspace/didChangeConfiguration`) under each file's `.duo-lsp.json`.
extension LanguageServer {
    func configuration(for document: Document) -> Configuration {
        switch resolver.resolve(forFileAt: document.path) {
        case .success(let resolved):
            return resolved.configuration
        case .failure(let error):
            report(error)
            return editorSettings
        }
    }

    /// A configuration file that does not parse: shown once (until it
    /// changes or parses again), saying what applies meanwhile.
    func report(_ error: ConfigurationError) {
        guard reportedConfigurationErrors.insert(error.description).inserted else { return }
        showError("duo-lsp: \(error.description); " + ConfigurationFileDiagnostics.meanwhile(folder: ConfigurationFileDiagnostics.folder(of: error.file)))
    }

    /// Whether a document is left out as `duo-lsp lint` leaves it out of a
    /// folder walk (`PathExclusion`, read from its workspace folder when no
    /// configuration file governs it): it then gets no findings at all.
    func isExcluded(_ document: Document) -> Bool {
        guard document.uri.hasPrefix("file://") else { return false }
        let path = Paths.absolute(document.path)
        let folder = workspaceFolders.map(Paths.absolute).filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        return PathExclusion(resolver: resolver, base: folder).isExcluded(named: path, isFolder: false)
    }

    /// Accepts the settings object itself, or under a `duo-lsp`/`duo` key.
    func applyEditorSettings(_ json: JSONValue, source: String) {
        let settings = json["duo-lsp"] ?? json["duo"] ?? json
        guard case .object(let object) = settings else {
            if !settings.isNull { showError("duo-lsp: \(source) must be an object of settings") }
            return
        }
        // Keys that are not ours (editor plumbing such as trace levels) are left
        // alone; said in the log where the settings are meant for us, as a
        // misspelt setting would otherwise do nothing without a word.
        var ours = JSONObject()
        var unknown: [String] = []
        for (key, value) in object {
            if ConfigurationLoader.knownKeys.contains(key) { ours[key] = value } else { unknown.append(key) }
        }
        if !unknown.isEmpty, source == "initializationOptions" || json["duo-lsp"] != nil || json["duo"] != nil {
            let names = unknown.sorted().prefix(10).map { "\"\($0.prefix(60))\"" }.joined(separator: ", ")
            log("\(source): unknown setting\(unknown.count == 1 ? "" : "s") \(names)\(unknown.count > 10 ? " …" : "") ignored "
                + "(known: \(ConfigurationLoader.knownKeys.filter { $0 != "$schema" }.joined(separator: ", ")))", type: 2)
        }
        // Settings with nothing of ours (Eglot sends `{}` on connecting) change nothing.
        if ours.isEmpty, json["duo-lsp"] == nil, json["duo"] == nil { return }
        do {
            editorSettings = try ConfigurationLoader.parse(JSONValue.object(ours).serialized(), file: source)
            // An editor's relative baseline path means: in the (first) workspace folder.
            if let baseline = editorSettings.baseline, !baseline.hasPrefix("/"), let folder = workspaceFolders.first {
                editorSettings.baseline = Paths.joined(folder, baseline)
            }
        } catch {
            showError("duo-lsp: \(error.message) (\(error.key.map { "\"\($0)\"" } ?? source) in \(source))")
            return
        }
        rebuildConfiguration()
    }

    func didChangeConfiguration(_ params: JSONValue) {
        guard let settings = params["settings"], !settings.isNull else { return }
        applyEditorSettings(settings, source: "workspace/didChangeConfiguration")
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        let changed = (params["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        if changed.contains(where: { $0.hasSuffix(ConfigurationLoader.fileName) || $0.hasSuffix("baseline.json") }) {
            configurationFilesChanged()
        } else if !changed.isEmpty {
            workspace.forget(paths: changed.map { Paths.absolute(Document.path(of: $0)) })
            reindexWatchedFiles(params["changes"]?.arrayValue ?? [])
            workspaceFilesChanged()
        }
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        let added = (params["event"]?["added"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.map(Document.path(of:)) }
        let removed = Set((params["event"]?["removed"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.map(Document.path(of:)) })
        workspaceFolders = workspaceFolders.filter { !removed.contains($0) } + added
        configurationFilesChanged()
    }

    func configurationFilesChanged() {
        rebuildConfiguration()
    }

    /// New settings: forget cached configurations and results, re-lint every
    /// open document, and report configuration files that do not parse.
    func rebuildConfiguration() {
        resolver = ConfigurationResolver(base: editorSettings)
        BaselineCache.shared.reset()
        workspace.reset()
        generation += 1
        results = [:]
        // A file fixed since is forgotten, so breaking it again is shown again;
        // one still broken the same way is not shown twice.
        var stillBroken = Set<String>()
        for document in documents.values {
            if case .failure(let error) = resolver.resolve(forFileAt: document.path) { stillBroken.insert(error.description) }
        }
        reportedConfigurationErrors.formIntersection(stillBroken)
        for document in documents.values { lint(document) }
        if phase == .running, capabilities.pullDiagnostics, capabilities.diagnosticRefresh {
            _ = connection.sendRequest(method: "workspace/diagnostic/refresh", params: nil) { _ in }
        }
    }
}
