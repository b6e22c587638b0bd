import FixIts
import Foundation

/// Finds the `.duo-lsp.json` that governs a path: the nearest one in its
/// folder or a parent folder. Caches per folder; remembers bad files so
/// each error is reported once.
final class ConfigurationResolver: @unchecked Sendable {
    struct Resolved {
        var configuration: Configuration
        /// The folder the configuration file is in (excludes are relative to it).
        var root: String?
    }

    private let lock = NSLock()
    private var cache: [String: Result<Resolved, ConfigurationError>] = [:]
    /// Folders as written in file paths → `absolute` of them.
    private var folders: [String: String] = [:]
    /// Configuration files a walk read through the folder's descriptor, by
    /// real folder path (nil: the folder has none): such a folder is not
    /// looked up by path, which costs a lookup per component of a deep path
    /// and fails beyond `PATH_MAX`.
    private var recorded: [String: ConfigurationFile?] = [:]
    private let base: Configuration
    private let overrides: Configuration

    /// `base`: settings under every file's (the editor's); `overrides`: settings
    /// on top of them (the command line's `--select`/`--ignore`).
    init(base: Configuration = Configuration(), overrides: Configuration = Configuration()) {
        self.base = base
        self.overrides = overrides
    }

    /// Forgets what was read: a configuration file changed.
    func reset() {
        lock.lock()
        cache = [:]
        folders = [:]
        recorded = [:]
        lock.unlock()
    }

    /// What a configuration file in a folder holds, or that it cannot be
    /// read; nil when the folder has none.
    enum ConfigurationFile {
        case bytes([UInt8])
        case unreadable(String)
    }

    /// Tells the resolver what the walk found in `folder` (its real path).
    func record(folder: String, file: ConfigurationFile?) {
        lock.lock()
        recorded[folder] = .some(file)
        lock.unlock()
    }

    func resolve(forFileAt path: String) -> Result<Resolved, ConfigurationError> {
        resolve(folder: absoluteFolder(ofFileAt: path))
    }

    /// The absolute, symlink-free folder of a file. Resolving symlinks reads
    /// every component of the path, so it is done once per folder as written;
    /// a file that is itself a link is resolved on its own (its target may
    /// lie in another folder).
    private func absoluteFolder(ofFileAt path: String) -> String {
        var status = stat()
        let isLink = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
        let written = Paths.folder(of: path)
        if !isLink {
            lock.lock()
            let known = folders[written]
            lock.unlock()
            if let known { return known }
        }
        let folder = Paths.folder(of: Paths.absolute(path))
        if !isLink {
            lock.lock()
            folders[written] = folder
            lock.unlock()
        }
        return folder
    }

    func resolve(folder: String) -> Result<Resolved, ConfigurationError> {
        lock.lock()
        if let cached = cache[folder] {
            lock.unlock()
            return cached
        }
        let known = recorded[folder]
        lock.unlock()
        let result: Result<Resolved, ConfigurationError>
        let candidate = Paths.joined(folder, ConfigurationLoader.fileName)
        let file: ConfigurationFile?
        if let known {
            file = known
        } else if FileManager.default.fileExists(atPath: candidate) {
            file = FileManager.default.contents(atPath: candidate).map { .bytes([UInt8]($0)) } ?? .unreadable("cannot read the file")
        } else {
            file = nil
        }
        if let file {
            result = load(file, path: candidate).flatMap { loaded in
                var file = loaded
                if let baseline = file.baseline {
                    switch ConfigurationResolver.baseline(baseline, of: candidate, in: folder) {
                    case .success(let path): file.baseline = path
                    case .failure(let error): return .failure(error)
                    }
                }
                return .success(Resolved(configuration: base.merged(with: file).merged(with: overrides), root: folder))
            }
        } else if folder == "/" || folder.isEmpty {
            result = .success(Resolved(configuration: base.merged(with: overrides), root: nil))
        } else {
            result = resolve(folder: Paths.folder(of: folder))
        }
        lock.lock()
        cache[folder] = result
        lock.unlock()
        return result
    }

    /// A baseline named in a configuration: relative to its folder, and
    /// inside it, also where links lead (a cloned repository must not make
    /// the linter read, and quote, a file elsewhere). One outside is named
    /// on the command line (`--baseline`).
    private static func baseline(_ baseline: String, of file: String, in folder: String) -> Result<String, ConfigurationError> {
        let path = baseline.hasPrefix("/") ? baseline : Paths.joined(folder, baseline)
        let destination = Paths.absolute(path)
        guard Paths.isInside(destination, Paths.absolute(folder)) else {
            return .failure(ConfigurationError(file: file, line: 1, column: 1, key: "baseline",
                                               message: "\"\(QuotedText.bounded(baseline))\" leads out of the configuration's folder (to \(destination)); name a baseline there with --baseline"))
        }
        return .success(path)
    }

    private func load(_ file: ConfigurationFile, path: String) -> Result<Configuration, ConfigurationError> {
        let bytes: [UInt8]
        switch file {
        case .bytes(let read): bytes = read
        case .unreadable(let reason): return .failure(ConfigurationError(file: path, line: 1, column: 1, key: nil, message: reason))
        }
        do {
            return .success(try ConfigurationLoader.parse(bytes, file: path))
        } catch {
            return .failure(error)
        }
    }
}
