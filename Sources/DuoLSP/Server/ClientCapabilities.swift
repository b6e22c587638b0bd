import JSONRPC

/// The parts of the client's capabilities the server acts on.
struct ClientCapabilities {
    var positionEncoding = PositionEncoding.utf16
    /// `textDocument.diagnostic`: the client pulls diagnostics; no pushing.
    var pullDiagnostics = false
    var diagnosticRefresh = false
    /// `workspace.workspaceEdit.documentChanges`: versioned edits.
    var documentChanges = false
    var applyEdit = false
    var showMessage = true
    /// Diagnostic tags the client renders (Deprecated = 2).
    var deprecatedTag = false
    var codeDescription = false
    var hoverMarkdown = true
    var workDoneProgress = false
    var workspaceDiagnostics = false
    var watchedFilesDynamicRegistration = false

    init() {}

    init(_ json: JSONValue?) {
        guard let json else { return }
        let offered = json["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        positionEncoding = PositionEncoding.negotiate(offered: offered)
        let document = json["textDocument"]
        pullDiagnostics = document?["diagnostic"] != nil && document?["diagnostic"]?.isNull == false
        diagnosticRefresh = json["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
        documentChanges = json["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue ?? false
        applyEdit = json["workspace"]?["applyEdit"]?.boolValue ?? false
        let tags = document?["publishDiagnostics"]?["tagSupport"]?["valueSet"]?.arrayValue?.compactMap(\.intValue) ?? []
        let pullTags = document?["diagnostic"]?["tagSupport"]?["valueSet"]?.arrayValue?.compactMap(\.intValue) ?? []
        deprecatedTag = tags.contains(2) || pullTags.contains(2)
        codeDescription = document?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue ?? true
        let formats = document?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue)
        hoverMarkdown = formats.map { $0.contains("markdown") } ?? true
        workDoneProgress = json["window"]?["workDoneProgress"]?.boolValue ?? false
        workspaceDiagnostics = pullDiagnostics
        watchedFilesDynamicRegistration = json["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
    }
}
