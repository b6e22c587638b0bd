import Foundation

/// The calls on descriptors that the toolchain's Glibc module does not
/// declare (`renameat2`, the `*xattr` family), looked up in the C library
/// once; and small wrappers that turn errno into text.
enum SystemCalls {
    private typealias Rename2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private typealias ListAttributes = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias GetAttribute = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias SetAttribute = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private static let rename2 = symbol("renameat2", as: Rename2.self)
    private static let listAttributes = symbol("flistxattr", as: ListAttributes.self)
    private static let getAttribute = symbol("fgetxattr", as: GetAttribute.self)
    private static let setAttribute = symbol("fsetxattr", as: SetAttribute.self)

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }

    /// `RENAME_EXCHANGE`: the two names swap their files in one step.
    static let renameExchange: UInt32 = 2

    /// `renameat2(2)`; -1 with errno ENOSYS when the C library has none.
    static func renameat2(_ fromFolder: Int32, _ from: [UInt8], _ toFolder: Int32, _ to: [UInt8], flags: UInt32) -> Int32 {
        guard let rename2 else {
            errno = ENOSYS
            return -1
        }
        return withCString(from) { from in withCString(to) { to in rename2(fromFolder, from, toFolder, to, flags) } }
    }

    /// The names of a file's extended attributes (`user.x`, `system.posix_acl_access`, …).
    static func attributeNames(of descriptor: Int32) -> [String]? {
        guard let listAttributes else { return [] }
        while true {
            let size = listAttributes(descriptor, nil, 0)
            if size < 0 { return errno == ENOTSUP ? [] : nil }
            if size == 0 { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let read = listAttributes(descriptor, &buffer, size)
            if read < 0 {
                if errno == ERANGE { continue }  // one was added meanwhile
                return nil
            }
            return buffer[..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
    }

    /// One extended attribute's value.
    static func attribute(_ name: String, of descriptor: Int32) -> [UInt8]? {
        guard let getAttribute else { return nil }
        while true {
            let size = getAttribute(descriptor, name, nil, 0)
            if size < 0 { return nil }
            var value = [UInt8](repeating: 0, count: size)
            let read = value.withUnsafeMutableBytes { getAttribute(descriptor, name, $0.baseAddress, size) }
            if read < 0 {
                if errno == ERANGE { continue }
                return nil
            }
            return Array(value[..<read])
        }
    }

    static func setAttribute(_ name: String, _ value: [UInt8], of descriptor: Int32) -> Bool {
        guard let setAttribute else { return false }
        return value.withUnsafeBytes { setAttribute(descriptor, name, $0.baseAddress, value.count, 0) } == 0
    }

    /// A name's bytes as the C string the calls take.
    static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `fstatat` without following a link; nil when there is no such entry.
    static func status(of name: [UInt8], in folder: Int32) -> stat? {
        var status = stat()
        return withCString(name) { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) } == 0 ? status : nil
    }

    static func status(of descriptor: Int32) -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    /// `openat` relative to a folder's descriptor.
    static func open(_ name: [UInt8], in folder: Int32, flags: Int32, mode: mode_t = 0) -> Int32 {
        withCString(name) { openat(folder, $0, flags | O_CLOEXEC, mode) }
    }

    /// The text of the current errno.
    static var errorText: String { String(cString: strerror(errno)) }
}

extension stat {
    var isDirectory: Bool { (st_mode & S_IFMT) == S_IFDIR }
    var isRegularFile: Bool { (st_mode & S_IFMT) == S_IFREG }
    var isLink: Bool { (st_mode & S_IFMT) == S_IFLNK }
    var identity: FileIdentity { FileIdentity(device: UInt64(st_dev), inode: UInt64(st_ino)) }
}

/// What makes a file or folder the same one, whatever name reaches it.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
