import FixIts
import Foundation
import JSONRPC

/// Reading and writing `.duo-baseline.json`. Entries are stored sorted, with
/// paths relative to the baseline's folder, so the file diffs well in review.
enum BaselineFile {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(ReadError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): cannot read the baseline")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse([UInt8](data))
        } catch {
            // Not the file's bytes: the path may name any file (a configuration's "baseline").
            throw ReadError(description: "\(path): not a duo-lsp baseline (not JSON)")
        }
        guard json["version"]?.intValue == 1, let findings = json["findings"]?.arrayValue else {
            throw ReadError(description: "\(path): not a duo-lsp baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        var entries: [Baseline.Entry] = []
        for (index, finding) in findings.enumerated() {
            guard let file = finding["path"]?.stringValue, let code = finding["code"]?.stringValue,
                  let text = finding["text"]?.stringValue, let context = finding["context"]?.stringValue else {
                throw ReadError(description: "\(path): finding \(index) needs path, code, text and context")
            }
            entries.append(Baseline.Entry(path: file, code: code, text: text, context: context))
        }
        return Baseline(entries: entries)
    }

    static func serialized(_ baseline: Baseline) -> String {
        let sorted = baseline.entries.sorted { ($0.path, $0.code, $0.text, $0.context) < ($1.path, $1.code, $1.text, $1.context) }
        var out = "{\n  \"version\": 1,\n  \"tool\": \"duo-lsp\",\n  \"findings\": ["
        for (index, entry) in sorted.enumerated() {
            let object: JSONValue = .object([
                "path": .string(entry.path), "code": .string(entry.code), "text": .string(entry.text), "context": .string(entry.context),
            ])
            out += (index == 0 ? "\n    " : ",\n    ") + object.serializedString()
        }
        return out + (sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// `file` relative to the folder of the baseline at `baselinePath`.
    static func relativePath(of file: String, toBaselineAt baselinePath: String) -> String {
        let folder = Paths.folder(of: Paths.absolute(baselinePath))
        let target = Paths.absolute(file)
        return target.hasPrefix(folder + "/") ? String(target.dropFirst(folder.count + 1)) : target
    }
}

/// Baselines read once per path and kept until the file changes on disk.
final class BaselineCache: @unchecked Sendable {
    /// The server's: one per process, checked against the file's date on each use.
    static let shared = BaselineCache()
    private let lock = NSLock()
    private var cache: [String: (modified: Date?, result: Result<Baseline, BaselineFile.ReadError>)] = [:]

    func baseline(at path: String) -> Result<Baseline, BaselineFile.ReadError> {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path], cached.modified == modified { return cached.result }
        let result: Result<Baseline, BaselineFile.ReadError>
        do { result = .success(try BaselineFile.read(path)) } catch { result = .failure(error) }
        cache[path] = (modified, result)
        return result
    }

    func reset() {
        lock.lock()
        cache = [:]
        lock.unlock()
    }
}
