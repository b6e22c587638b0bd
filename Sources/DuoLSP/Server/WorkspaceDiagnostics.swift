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

    /// What one pull may walk and read. A workspace folder of `/` took a pull
    /// 200 s and 6.2 GB (the whole disk listed before the first file was
    /// linted, and every report held for the answer); now the walk streams
    /// and stops at the first of these.
    struct Limits {
        /// Folder entries looked at.
        var entries = 200_000
        /// Files reported.
        var files = 10_000
        /// Bytes of the files reported.
        var bytes = 256 << 20
    }

    /// Why a pull stopped before the end of the walk.
    enum Stop: CustomStringConvertible {
        case entries(Int)
        case files(Int)
        case bytes(Int)

        var description: String {
            switch self {
            case .entries(let count): "after looking at \(count) folder entries"
            case .files(let count): "after \(count) files"
            case .bytes(let count): "after \(count >> 20) MB of files"
            }
        }
    }

    /// Files on disk are linted here as the walk finds them, and handed to
    /// `batch` 50 at a time; `open` gives the results of open documents, and
    /// `fallback` the settings for files whose `.duo-lsp.json` does not parse
    /// (as for open documents). Returns why it stopped early, if it did.
    func collect(folders: [String], resolver: ConfigurationResolver, fallback: Configuration, generation: Int, capabilities: ClientCapabilities,
                 open: [String: FileResult], limits: Limits = Limits(), isCancelled: () -> Bool, batch: ([FileResult]) -> Void) -> Stop? {
        // The workspace folders are the client's roots, whatever their names.
        var discovery = FileDiscovery(resolver: resolver, forceExclude: false)
        discovery.maximumEntries = limits.entries
        var pending: [FileResult] = []
        var files = 0
        var bytes = 0
        var stop: Stop?
        discovery.forEach(in: folders) { file in
            if isCancelled() { return false }
            let path = Paths.absolute(file.path)
            let uri = URL(fileURLWithPath: path).absoluteString
            if let result = open[uri] {
                pending.append(result)
            } else if let (result, size) = lintOnDisk(file, path: path, uri: uri, resolver: resolver, fallback: fallback,
                                                      generation: generation, capabilities: capabilities) {
                pending.append(result)
                bytes += size
            }
            files += 1
            if pending.count >= 50 {
                batch(pending)
                pending = []
            }
            if files >= limits.files { stop = .files(files) }
            if bytes >= limits.bytes { stop = .bytes(bytes) }
            return stop == nil
        }
        if !pending.isEmpty { batch(pending) }
        if stop == nil, discovery.stopped, !isCancelled() { stop = .entries(limits.entries) }
        return stop
    }

    /// The file's result and size.
    private func lintOnDisk(_ file: FileDiscovery.Found, path: String, uri: String, resolver: ConfigurationResolver, fallback: Configuration,
                            generation: Int, capabilities: ClientCapabilities) -> (FileResult, Int)? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let stamp = Stamp(modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? Int) ?? -1, generation: generation)
        lock.lock()
        if let cached = cache[path], cached.stamp == stamp {
            lock.unlock()
            return (cached.result, max(stamp.size, 0))
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let configuration: Configuration
        switch resolver.resolve(forFileAt: file.path) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure: configuration = fallback
        }
        let document = Document(uri: uri, version: 0, text: [UInt8](data))
        let snapshot = DocumentSnapshot(document, configuration: configuration, generation: generation)
        let items = snapshot.lint().map { snapshot.diagnostic($0, capabilities) }
        let modified = stamp.modified.map { Int($0.timeIntervalSince1970 * 1000) } ?? 0
        let result = FileResult(uri: uri, resultID: "disk-\(generation)-\(modified)-\(stamp.size)", version: nil, items: items)
        lock.lock()
        cache[path] = (stamp, result)
        lock.unlock()
        return (result, data.count)
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
