import Foundation

/// The temporary files `--fix` writes its new text into
/// (`.NAME.duo-lsp-XXXXXX`, beside the file): each is locked (`flock`) by the
/// run writing it and registered while it exists, so that
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT remove every live one before the
///   process dies of the signal (SIGQUIT without a crash report or core);
/// - one left by a run that could not clean up (SIGKILL, a power cut) has a
///   free lock, and the next `--fix` over its folder removes it.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    /// A live temporary file: its descriptor (holding the lock) and where it is.
    struct Temporary {
        fileprivate let token: Int
        let descriptor: Int32
        let name: [UInt8]
        /// A descriptor of its folder, owned by the registry.
        fileprivate let folder: Int32
    }

    private let lock = NSLock()
    private var live: [Int: Temporary] = [:]
    private var nextToken = 0
    private var terminating = false

    private static let marker = Array(".duo-lsp-".utf8)
    private static let suffixCharacters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// Creates and locks a new temporary file for `name` in the folder.
    func create(for name: [UInt8], in folder: Int32) throws(FileSystemError) -> Temporary {
        // NAME_MAX is 255: a long name is shortened in the temporary's name.
        let stem = [UInt8(ascii: ".")] + name.prefix(255 - 1 - TemporaryFiles.marker.count - 6)
        while true {
            let suffix = (0 ..< 6).map { _ in TemporaryFiles.suffixCharacters.randomElement()! }
            let temporaryName = stem + TemporaryFiles.marker + suffix
            lock.lock()
            defer { lock.unlock() }
            guard !terminating else { throw FileSystemError("interrupted") }
            let descriptor = SystemCalls.open(temporaryName, in: folder, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw FileSystemError(SystemCalls.errorText)
            }
            _ = flock(descriptor, LOCK_EX)
            nextToken += 1
            let temporary = Temporary(token: nextToken, descriptor: descriptor, name: temporaryName, folder: fcntl(folder, F_DUPFD_CLOEXEC, 0))
            live[nextToken] = temporary
            return temporary
        }
    }

    /// Removes the file at the temporary's name (after an exchange, the
    /// replaced version) and forgets it.
    func remove(_ temporary: Temporary) {
        lock.lock()
        defer { lock.unlock() }
        guard live.removeValue(forKey: temporary.token) != nil else { return }
        SystemCalls.withCString(temporary.name) { _ = unlinkat(temporary.folder, $0, 0) }
        close(temporary.folder)
        close(temporary.descriptor)
    }

    /// Forgets a temporary whose name a rename consumed.
    func forget(_ temporary: Temporary) {
        lock.lock()
        defer { lock.unlock() }
        guard live.removeValue(forKey: temporary.token) != nil else { return }
        close(temporary.folder)
        close(temporary.descriptor)
    }

    /// Removes every live temporary; no new one is created afterwards.
    private func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        terminating = true
        for temporary in live.values {
            SystemCalls.withCString(temporary.name) { _ = unlinkat(temporary.folder, $0, 0) }
        }
        live = [:]
    }

    /// `.NAME.duo-lsp-XXXXXX`, as `create` makes them.
    static func isTemporaryName(_ name: [UInt8]) -> Bool {
        guard name.first == UInt8(ascii: "."), name.count > 1 + marker.count + 6 else { return false }
        let suffix = name.suffix(6)
        return name.dropLast(6).suffix(marker.count).elementsEqual(marker) && suffix.allSatisfy(suffixCharacters.contains)
    }

    /// Removes a temporary file of an earlier run if no run holds its lock.
    static func removeIfAbandoned(_ name: [UInt8], in folder: Int32) -> Bool {
        let descriptor = SystemCalls.open(name, in: folder, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, let held = SystemCalls.status(of: descriptor),
              SystemCalls.status(of: name, in: folder)?.identity == held.identity else { return false }
        return SystemCalls.withCString(name) { unlinkat(folder, $0, 0) } == 0
    }

    /// Takes SIGINT, SIGTERM, SIGHUP and SIGQUIT away from every thread (call
    /// it before any other thread starts, so they all inherit the mask) and
    /// hands them to one thread that removes the live temporaries, then ends
    /// the process by the same signal.
    static func handleTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waited = signals
        Thread.detachNewThread {
            var signals = waited
            var received: Int32 = 0
            guard sigwait(&signals, &received) == 0 else { return }
            shared.removeAll()
            if received == SIGQUIT {
                // Its default action dumps core: the run was stopped, it did not crash.
                var none = rlimit(rlim_cur: 0, rlim_max: 0)
                setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
            }
            signal(received, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, received)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(received)
            _exit(128 + received)
        }
    }
}
