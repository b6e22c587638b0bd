import XCTest
@testable import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

private func makePipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    precondition(pipe(&fds) == 0)
    return (fds[0], fds[1])
}

private func readAll(_ fd: Int32) -> [UInt8] {
    var result: [UInt8] = []
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    defer { chunk.deallocate() }
    while case .success(let count) = FileDescriptorIO.read(fd, into: chunk), count > 0 {
        result += chunk[0..<count]
    }
    return result
}

final class FileDescriptorIOTests: XCTestCase {
    func testPartialWritesAndNonBlockingDescriptors() {
        // A non-blocking pipe takes at most its capacity per write and says
        // EAGAIN when full; writeAll must wait and continue, and read must
        // wait when it is empty, with every byte arriving in order.
        let (readEnd, writeEnd) = makePipe()
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        let payload = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Awaited<[UInt8]>()
        Thread {
            received.set(readAll(readEnd))
        }.start()
        XCTAssertNil(FileDescriptorIO.writeAll(writeEnd, payload))
        close(writeEnd)
        XCTAssertEqual(received.wait(), payload)
        close(readEnd)
    }

    func testReadIsRetriedAfterASignal() {
        let (readEnd, writeEnd) = makePipe()
        // A handler without SA_RESTART makes a blocked read fail with EINTR.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0
        var previous = sigaction()
        XCTAssertEqual(sigaction(SIGUSR1, &action, &previous), 0)
        defer { sigaction(SIGUSR1, &previous, nil) }

        let readerThread = Awaited<pthread_t>()
        let received = Awaited<[UInt8]>()
        Thread {
            readerThread.set(pthread_self())
            received.set(readAll(readEnd))
        }.start()
        guard let thread = readerThread.wait() else { return XCTFail("reader did not start") }
        for _ in 0..<5 {
            usleep(10_000)  // lets the reader block in read(2) first
            pthread_kill(thread, SIGUSR1)
        }
        XCTAssertNil(FileDescriptorIO.writeAll(writeEnd, Array("after the signals".utf8)))
        close(writeEnd)
        XCTAssertEqual(received.wait(), Array("after the signals".utf8))
        close(readEnd)
    }

    func testWritingToAPipeWithNoReaderReportsEPIPE() {
        Connection.ignoreSIGPIPE()
        let (readEnd, writeEnd) = makePipe()
        close(readEnd)
        XCTAssertEqual(FileDescriptorIO.writeAll(writeEnd, [1, 2, 3])?.code, EPIPE)
        close(writeEnd)
    }
}
