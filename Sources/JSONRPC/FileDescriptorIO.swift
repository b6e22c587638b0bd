#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `read` and `write` with the retries a long-lived process needs: EINTR
/// (a signal arrived) is retried, partial writes are continued, and a
/// non-blocking descriptor (EAGAIN) is waited on with `poll` rather than spun.
enum FileDescriptorIO {
    /// Bytes read (0 at end of input), or the errno of a failure.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
        while true {
            let count = systemRead(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK {
                waitUntilReady(fd, events: Int16(POLLIN))
                continue
            }
            return .failure(Errno(error))
        }
    }

    /// Writes every byte, or returns the errno that stopped it (EPIPE when
    /// the reader went away and SIGPIPE is ignored).
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Errno? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count >= 0 {
                offset += count
                continue
            }
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK {
                waitUntilReady(fd, events: Int16(POLLOUT))
                continue
            }
            return Errno(error)
        }
        return nil
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Errno? {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    private static func waitUntilReady(_ fd: Int32, events: Int16) {
        var descriptor = pollfd(fd: fd, events: events, revents: 0)
        _ = poll(&descriptor, 1, -1)
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(fd, buffer, count)
        #else
        return Glibc.read(fd, buffer, count)
        #endif
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
        #else
        return Glibc.write(fd, buffer, count)
        #endif
    }
}

struct Errno: Error, CustomStringConvertible {
    let code: Int32

    init(_ code: Int32) { self.code = code }

    var description: String { String(cString: strerror(code)) + " (errno \(code))" }
}
