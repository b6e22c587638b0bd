import FixIts
import Foundation
import JSONRPC

/// The workspace index in the server (issue 17): built in the background after `initialized` from the
/// workspace folders, kept current by every lint of an open document (its declarations as typed) and by
/// watched-file changes (a file on disk that is not open); when a declaration changes, the open documents
/// that mention its name are linted again, and a pull client is asked to pull.
extension LanguageServer {
    /// At most this many files are read for the index (a workspace folder of `/`, a huge checkout).
    static let indexedFileLimit = 20_000

    /// Indexes the workspace folders off the server's queue, with `$/progress` when the client offers
    /// `window.workDoneProgress`; then lints the open documents again with what the others declare.
    func indexWorkspace() {
        let folders = workspaceFolders
        guard !folders.isEmpty else { return }
        let resolver = self.resolver
        let index = self.index
        let openPaths = Set(documents.values.map(\.path))
        let progress = capabilities.workDoneProgress ? "duo-lsp-index-\(generation)" : nil
        if let progress {
            connection.sendRequest(method: "window/workDoneProgress/create", params: .object(["token": .string(progress)])) { _ in }
            sendProgress(progress, .object(["kind": "begin", "title": "Indexing the workspace for iPhone Duo", "cancellable": false]))
        }
        indexQueue.async { [weak self] in
            var files: [FileDiscovery.Found] = []
            var discovery = FileDiscovery(resolver: resolver, base: nil, forceExclude: true)
            discovery.maximumEntries = 200_000
            discovery.forEach(in: folders) { found in
                if found.target == .swift, !openPaths.contains(found.location.path) { files.append(found) }
                return files.count < LanguageServer.indexedFileLimit
            }
            let found = files
            WorkspaceIndexing.index(found, into: index, jobs: ProcessInfo.processInfo.activeProcessorCount, keyedBy: { $0.location.path })
            guard let server = self else { return }
            server.queue.async {
                if let progress {
                    server.sendProgress(progress, .object(["kind": "end", "message": .string("\(found.count) files, \(index.fileCount) with declarations")]))
                }
                server.log("indexed \(found.count) Swift files of the workspace (\(index.fileCount) declare types or wrappers)")
                for document in server.documents.values { server.lint(document) }
                server.workspaceFilesChanged()
            }
        }
    }

    private func sendProgress(_ token: String, _ value: JSONValue) {
        connection.send(JSONRPC.Notification(method: "$/progress", params: .object(["token": .string(token), "value": value])))
    }

    /// A lint of `uri` changed the declarations of `names`: lint the other open documents that use one
    /// of them again (push), and ask a pull client to pull.
    func declarationsChanged(_ names: Set<String>, in uri: String) {
        guard !names.isEmpty else { return }
        let needles = names.map { Array($0.utf8) }
        var relinted = 0
        for document in documents.values where document.uri != uri {
            guard needles.contains(where: { LanguageServer.containsWord(document.bytes, $0) }) else { continue }
            lint(document)
            relinted += 1
        }
        if relinted > 0 { workspaceFilesChanged() }
    }

    /// Files changed on disk that are not open: their declarations from disk (or none, deleted). Read on
    /// the index queue: a branch switch reports thousands at once, and the server's queue must go on
    /// answering meanwhile.
    func reindexWatchedFiles(_ changes: [JSONValue]) {
        let open = Set(documents.values.map(\.path))
        let paths = changes.compactMap { change -> (path: String, deleted: Bool)? in
            guard let uri = change["uri"]?.stringValue, uri.hasSuffix(".swift") else { return nil }
            let path = Paths.absolute(Document.path(of: uri))
            return open.contains(path) ? nil : (path, change["type"]?.intValue == 3)
        }
        guard !paths.isEmpty else { return }
        let index = self.index
        indexQueue.async { [weak self] in
            var changed = Set<String>()
            for (path, deleted) in paths {
                if deleted {
                    changed.formUnion(index.remove(path))
                } else if let data = FileManager.default.contents(atPath: path), FileContent.notText([UInt8](data)) == nil {
                    changed.formUnion(index.update(path, FileDeclarations(of: SourceFile(path: path, bytes: [UInt8](data)))))
                }
            }
            let names = changed
            guard let server = self, !names.isEmpty else { return }
            server.queue.async { server.declarationsChanged(names, in: "") }
        }
    }

    /// Whether `haystack` holds `needle` as a whole word (a name the edit changed: `V` is not in `UIView`,
    /// so a small view's edit does not lint a large document again).
    static func containsWord(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        return haystack.withUnsafeBufferPointer { bytes in
            let last = bytes.count - needle.count
            var index = 0
            while index <= last {
                defer { index += 1 }
                guard bytes[index] == first, index == 0 || !isWordByte(bytes[index - 1]) else { continue }
                let end = index + needle.count
                guard end == bytes.count || !isWordByte(bytes[end]) else { continue }
                if (1 ..< needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
            }
            return false
        }
    }
}
