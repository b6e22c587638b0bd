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

    private struct CacheKey: Hashable {
        var path: String
        var modified: Date?
        var size: Int
        var generation: Int
    }

    private let lock = NSLock()
    private var cache: [CacheKey: FileResult] = [:]
    let queue = DispatchQueue(label: "duo-lsp.workspace", qos: .utility)

    /// Files on disk are linted here; `open` gives the results of open documents.
    func collect(folders: [String], resolver: ConfigurationResolver, generation: Int, capabilities: ClientCapabilities,
                 open: [String: FileResult], isCancelled: () -> Bool, batch: ([FileResult]) -> Void) {
        var discovery = FileDiscovery(resolver: resolver)
        let files = discovery.collect(folders)
        var pending: [FileResult] = []
        for file in files {
            if isCancelled() { return }
            let uri = URL(fileURLWithPath: resolver.absolute(file.path)).absoluteString
            if let result = open[uri] {
                pending.append(result)
            } else if let result = lintOnDisk(file, uri: uri, resolver: resolver, generation: generation, capabilities: capabilities) {
                pending.append(result)
            }
            if pending.count >= 50 {
                batch(pending)
                pending = []
            }
        }
        if !pending.isEmpty { batch(pending) }
    }

    private func lintOnDisk(_ file: FileDiscovery.Found, uri: String, resolver: ConfigurationResolver, generation: Int,
                            capabilities: ClientCapabilities) -> FileResult? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let key = CacheKey(path: resolver.absolute(file.path), modified: attributes?[.modificationDate] as? Date,
                           size: (attributes?[.size] as? Int) ?? -1, generation: generation)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
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
        let modified = key.modified.map { Int($0.timeIntervalSince1970 * 1000) } ?? 0
        let result = FileResult(uri: uri, resultID: "disk-\(generation)-\(modified)-\(key.size)", version: nil, items: items)
        lock.lock()
        // Older results of the same file go: the cache holds one per file.
        cache = cache.filter { $0.key.path != key.path }
        cache[key] = result
        lock.unlock()
        return result
    }

    /// Drops the results of files that changed on disk (a change within the
    /// same second and size would otherwise look unchanged).
    func forget(paths: [String]) {
        let set = Set(paths)
        lock.lock()
        cache = cache.filter { !set.contains($0.key.path) }
        lock.unlock()
    }

    func reset() {
        lock.lock()
        cache = [:]
        lock.unlock()
    }
}
