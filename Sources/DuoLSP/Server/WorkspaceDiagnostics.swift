import FixIts
import Foundation
import JSONRPC

/// Diagnostics for every file of the workspace folders, opened or not:
/// lints files on disk through the same engine as open documents, keeps the
/// results per file until the file (or the configuration) changes.
final class WorkspaceDiagnostics: @unchecked Sendable {
    struct FileResult {
        var uri: String
        var resultID: String
        /// The open document's version; nil for a file read from disk.
        var version: Int?
        var items: [JSONValue]
    }

    /// What a cached result was linted from: it stands while all of these do.
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int
        var generation: Int
    }

    private let lock = NSLock()
    /// One result per file, by absolute path.
    private var cache: [String: (stamp: Stamp, result: FileResult)] = [:]
    let queue = DispatchQueue(label: "duo-lsp.workspace", qos: .utility)

    /// Files on disk are linted here; `open` gives the results of open documents.
    func collect(folders: [String], resolver: ConfigurationResolver, generation: Int, capabilities: ClientCapabilities,
                 open: [String: FileResult], isCancelled: () -> Bool, batch: ([FileResult]) -> Void) {
        // The workspace folders are the client's roots, whatever their names.
        var discovery = FileDiscovery(resolver: resolver, forceExclude: false)
        let files = discovery.collect(folders)
        var pending: [FileResult] = []
        for file in files {
            if isCancelled() { return }
            let path = Paths.absolute(file.path)
            let uri = URL(fileURLWithPath: path).absoluteString
            if let result = open[uri] {
                pending.append(result)
            } else if let result = lintOnDisk(file, path: path, uri: uri, resolver: resolver, generation: generation, capabilities: capabilities) {
                pending.append(result)
            }
            if pending.count >= 50 {
                batch(pending)
                pending = []
            }
        }
        if !pending.isEmpty { batch(pending) }
    }

    private func lintOnDisk(_ file: FileDiscovery.Found, path: String, uri: String, resolver: ConfigurationResolver, generation: Int,
                            capabilities: ClientCapabilities) -> FileResult? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let stamp = Stamp(modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? Int) ?? -1, generation: generation)
        lock.lock()
        if let cached = cache[path], cached.stamp == stamp {
            lock.unlock()
            return cached.result
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let configuration: Configuration
        switch resolver.resolve(forFileAt: file.path) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure: return nil
        }
        let document = Document(uri: uri, version: 0, text: [UInt8](data))
        let snapshot = DocumentSnapshot(document, configuration: configuration, generation: generation)
        let items = snapshot.lint().map { snapshot.diagnostic($0, capabilities) }
        let modified = stamp.modified.map { Int($0.timeIntervalSince1970 * 1000) } ?? 0
        let result = FileResult(uri: uri, resultID: "disk-\(generation)-\(modified)-\(stamp.size)", version: nil, items: items)
        lock.lock()
        cache[path] = (stamp, result)
        lock.unlock()
        return result
    }

    /// Drops the results of files that changed on disk (a change within the
    /// same second and size would otherwise look unchanged).
    func forget(paths: [String]) {
        lock.lock()
        for path in paths { cache[path] = nil }
        lock.unlock()
    }

    func reset() {
        lock.lock()
        cache = [:]
        lock.unlock()
    }
}
