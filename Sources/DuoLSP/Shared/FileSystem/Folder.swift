import Foundation

/// A folder that a walk entered: a root opened by its real path, or a
/// folder reached from its parent by one name without following a link.
///
/// Every later open (to read a file, to write a fix) goes through these
/// folders by descriptor (`openat` with `O_NOFOLLOW`), so a folder that is
/// swapped for a link meanwhile is not followed, and no path is ever longer
/// than one name: trees deeper than `PATH_MAX` are read like any other, at a
/// cost per folder that does not grow with its depth.
final class Folder: @unchecked Sendable {
    let parent: Folder?
    /// The name in the parent; for a root, its real absolute path.
    let name: [UInt8]
    /// The real absolute path as text (bytes that are not UTF-8 shown as
    /// `\xHH`): the key of its configuration and of excludes. Never opened.
    let path: String
    /// The folder the walk saw; a descriptor reaching another one is refused.
    let identity: FileIdentity

    private init(parent: Folder?, name: [UInt8], path: String, identity: FileIdentity) {
        self.parent = parent
        self.name = name
        self.path = path
        self.identity = identity
    }

    /// The folder at a real (link-free) absolute path.
    static func root(realPath: [UInt8]) throws(FileSystemError) -> Folder {
        let descriptor = SystemCalls.withCString(realPath) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileSystemError(SystemCalls.errorText) }
        defer { close(descriptor) }
        guard let status = SystemCalls.status(of: descriptor) else { throw FileSystemError(SystemCalls.errorText) }
        return Folder(parent: nil, name: realPath, path: DisplayText.name(realPath), identity: status.identity)
    }

    /// The folder `name` in this one, as `fstatat` saw it.
    func child(_ name: [UInt8], identity: FileIdentity) -> Folder {
        Folder(parent: self, name: name, path: Paths.joined(path, DisplayText.name(name)), identity: identity)
    }

    var isRoot: Bool { parent == nil }

    /// A descriptor of this folder for the caller to close, from the shared
    /// cache of open folders (reopened from the nearest open ancestor).
    func open() throws(FileSystemError) -> Int32 {
        try FolderDescriptors.shared.duplicate(self)
    }

    /// A descriptor opened afresh from the root through every name, each
    /// checked to be the folder the walk saw: what a write goes through, so
    /// that a folder replaced by a link (or moved away) since the walk is
    /// noticed instead of followed.
    func openVerified() throws(FileSystemError) -> Int32 {
        var chain: [Folder] = []
        var folder: Folder? = self
        while let next = folder {
            chain.append(next)
            folder = next.parent
        }
        var descriptor: Int32 = -1
        for folder in chain.reversed() {
            let opened = folder.isRoot
                ? SystemCalls.withCString(folder.name) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                : SystemCalls.open(folder.name, in: descriptor, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            let reason = SystemCalls.errorText
            if descriptor >= 0 { close(descriptor) }
            guard opened >= 0 else { throw FileSystemError(reason, folderChanged: errno == ELOOP || errno == ENOTDIR || errno == ENOENT) }
            guard SystemCalls.status(of: opened)?.identity == folder.identity else {
                close(opened)
                throw FileSystemError("it is no longer the folder that was read", folderChanged: true)
            }
            descriptor = opened
        }
        return descriptor
    }
}

/// Why a folder or file could not be opened.
struct FileSystemError: Error, CustomStringConvertible {
    var description: String
    /// The folder is not the one the walk saw: a link, another folder, gone.
    var folderChanged = false

    init(_ description: String, folderChanged: Bool = false) {
        self.description = description
        self.folderChanged = folderChanged
    }
}

/// Descriptors of the folders most recently used, so that opening a folder
/// (or a file in it) usually costs one `openat` from its parent's open
/// descriptor instead of a walk from the root. Bounded: a deep tree needs no
/// more descriptors than a flat one.
final class FolderDescriptors: @unchecked Sendable {
    static let shared = FolderDescriptors(capacity: 64)

    private let capacity: Int
    private let lock = NSLock()
    private var open: [ObjectIdentifier: (folder: Folder, descriptor: Int32, used: Int)] = [:]
    private var clock = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A descriptor of `folder` that the caller owns.
    func duplicate(_ folder: Folder) throws(FileSystemError) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let descriptor = try borrowed(folder)
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw FileSystemError(SystemCalls.errorText) }
        return copy
    }

    /// Opens `name` in `folder` (`openat`, never following a final link).
    func openFile(_ name: [UInt8], in folder: Folder, flags: Int32) throws(FileSystemError) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let descriptor = SystemCalls.open(name, in: try borrowed(folder), flags: flags | O_NOFOLLOW)
        guard descriptor >= 0 else { throw FileSystemError(SystemCalls.errorText) }
        return descriptor
    }

    /// The cached descriptor (valid while the lock is held): the nearest
    /// open ancestor's, then each folder below it opened from its parent.
    private func borrowed(_ folder: Folder) throws(FileSystemError) -> Int32 {
        clock += 1
        var missing: [Folder] = []
        var descriptor: Int32 = -1
        var next: Folder? = folder
        while let current = next {
            if let entry = open[ObjectIdentifier(current)] {
                open[ObjectIdentifier(current)]?.used = clock
                descriptor = entry.descriptor
                break
            }
            missing.append(current)
            next = current.parent
        }
        for current in missing.reversed() {
            let opened = current.isRoot
                ? SystemCalls.withCString(current.name) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                : SystemCalls.open(current.name, in: descriptor, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            guard opened >= 0 else { throw FileSystemError(SystemCalls.errorText, folderChanged: errno == ELOOP || errno == ENOTDIR) }
            guard SystemCalls.status(of: opened)?.identity == current.identity else {
                close(opened)
                throw FileSystemError("it is no longer the folder that was read", folderChanged: true)
            }
            // The parent's descriptor was just used: the oldest is another one.
            if open.count >= capacity, let oldest = open.min(by: { $0.value.used < $1.value.used }) {
                close(oldest.value.descriptor)
                open[oldest.key] = nil
            }
            clock += 1
            open[ObjectIdentifier(current)] = (current, opened, clock)
            descriptor = opened
        }
        return descriptor
    }
}
