import Foundation

/// The versions `--fix` replaced in this run, each still open: a program
/// that had one open and wrote to it after the swap wrote into a file that
/// no name leads to any more. At the end of the run each is looked at once
/// more, and such a write is reported (it is not in the fixed file).
final class ReplacedFiles: @unchecked Sendable {
    static let shared = ReplacedFiles()
    /// Descriptors kept at most; beyond, a replaced version is looked at when it is replaced.
    private static let capacity = 512

    private struct Watched {
        var path: String
        var descriptor: Int32
        /// Size and modification time as read (and checked after the swap).
        var stamp: FileStamp
        /// The change time once its name was gone (the swap and the removal change it).
        var changed: timespec
    }

    private let lock = NSLock()
    private var watched: [Watched] = []
    private var changed: [String] = []

    /// Watches the replaced version behind `descriptor` (taken over: closed
    /// here), which held what was read.
    func watch(_ descriptor: Int32, path: String, asRead: stat) {
        guard let status = SystemCalls.status(of: descriptor) else {
            close(descriptor)
            return
        }
        lock.lock()
        defer { lock.unlock() }
        if watched.count >= ReplacedFiles.capacity { check(watched.removeFirst()) }
        watched.append(Watched(path: path, descriptor: descriptor, stamp: FileStamp(asRead), changed: status.st_ctim))
    }

    /// The errors for replaced versions written to since; stops watching.
    func finish() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        for entry in watched { check(entry) }
        watched = []
        defer { changed = [] }
        return changed
    }

    private func check(_ entry: Watched) {
        defer { close(entry.descriptor) }
        guard let now = SystemCalls.status(of: entry.descriptor) else { return }
        // The change time moves with any write, also one that keeps size and modification time.
        let sameChangeTime = now.st_ctim.tv_sec == entry.changed.tv_sec && now.st_ctim.tv_nsec == entry.changed.tv_nsec
        if FileStamp(now) != entry.stamp || !sameChangeTime {
            changed.append("\(entry.path): another program wrote to it during the fix, into the version the fix replaced; that write is not in the file")
        }
    }
}

/// What changes when a file's content is written: its size and modification time.
struct FileStamp: Equatable {
    var size: Int64
    var modified: timespec

    init(_ status: stat) {
        size = Int64(status.st_size)
        modified = status.st_mtim
    }

    static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
        lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
    }
}
