import XCTest
@testable import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

/// The two bounds that keep a stuck peer from stopping or swelling the
/// process: the input backlog (the reader stops reading while the handler's
/// queue is full) and the log (drops lines instead of blocking).
final class BacklogAndLogTests: XCTestCase {
    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    /// Writes `bytes` without blocking; returns how many the pipe took
    /// before it stayed full for half a second.
    private func writeUntilFull(_ fd: Int32, _ bytes: [UInt8]) -> Int {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
                continue
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 500) == 0 { break }
        }
        return offset
    }

    func testTheReaderStopsWhileTheHandlersQueueIsFull() throws {
        Connection.ignoreSIGPIPE()
        let toServer = makePipe()
        let fromServer = makePipe()
        let queue = DispatchQueue(label: "handler")
        let handler = RecordingHandler()
        let connection = Connection(input: toServer.read, output: fromServer.write,
                                    inputLimits: InputLimits(messages: 10, bytes: 1 << 20), log: { _ in })
        // The handler is stuck (as when its writes wait for a peer that does not read).
        queue.suspend()
        connection.start(handler: handler, on: queue)
        let count = 20_000
        var frames: [UInt8] = []
        for index in 0 ..< count { frames += MessageWriter.frame(Array(#"{"jsonrpc":"2.0","method":"n","params":{"i":\#(index)}}"#.utf8)) }
        let taken = writeUntilFull(toServer.write, frames)
        // A pipe (64 kB) and one read chunk (64 kB) at most, not the whole 1 MB.
        XCTAssertLessThan(taken, 256 << 10, "the reader went on reading while the handler's queue was full")
        XCTAssertEqual(handler.notifications.count, 0)

        queue.resume()
        XCTAssertNil(FileDescriptorIO.writeAll(toServer.write, Array(frames[taken...])))
        close(toServer.write)
        connection.waitUntilClosed()
        XCTAssertEqual(handler.notifications.map { $0.params?["i"]?.intValue ?? -1 }, Array(0 ..< count), "all of them, in order")
        XCTAssertEqual(handler.timesClosed, 1)
        for fd in [toServer.read, fromServer.read, fromServer.write] { close(fd) }
    }

    func testTheLogDropsLinesInsteadOfBlockingAndSaysHowMany() throws {
        let pipe = makePipe()
        let log = BoundedLog(fileDescriptor: pipe.write, capacity: 8 << 10)
        // Into a pipe nobody reads, until the log's thread is stuck writing (the pipe is full)…
        var index = 0
        func write(_ count: Int) {
            for _ in 0 ..< count {
                log.write("line \(index) " + String(repeating: "x", count: 90))
                index += 1
            }
        }
        repeat { write(100) } while log.flush(timeout: 0.2)
        // …then more than the buffer holds: each call returns at once, and what does not fit is dropped.
        write(200)
        XCTAssertGreaterThan(log.droppedLines, 0)

        let received = Awaited<[UInt8]>()
        let reader = Thread {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += chunk[0 ..< count]
            }
            received.set(bytes)
        }
        reader.start()
        // Read at last: what was kept, then the count of what was not, then what comes next.
        log.flush(timeout: 20)
        log.write("after")
        log.flush(timeout: 20)
        close(pipe.write)
        let text = String(decoding: try XCTUnwrap(received.wait()), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("line 0 "), String(text.prefix(100)))
        XCTAssertTrue(text.contains("log lines dropped: standard error was not read)\nafter\n"), String(text.suffix(300)))
        close(pipe.read)
    }
}
