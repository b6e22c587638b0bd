import Foundation

/// How much the reader may hand on before the handler has finished with it.
public struct InputLimits: Sendable {
    /// Messages read and not yet handled.
    public var messages: Int
    /// Their bodies' bytes (one message is always let through, however large:
    /// a frame is bounded by `Connection.maxMessageBytes`).
    public var bytes: Int

    public init(messages: Int, bytes: Int) {
        self.messages = messages
        self.bytes = bytes
    }

    public static let standard = InputLimits(messages: 1_000, bytes: 16 << 20)
}

/// Messages the reader has handed to the handler's queue that the handler
/// has not finished. While it is full the reader reads nothing, so the
/// peer's writes wait in the pipe: when the handler is stuck (its writes
/// wait for a peer that stopped reading) the input stops too, and what the
/// process holds is bounded. Without it a client that stopped reading and
/// went on writing grew the server by every message it sent.
final class InputBacklog: @unchecked Sendable {
    let limits: InputLimits
    private let condition = NSCondition()
    private var messages = 0
    private var bytes = 0

    init(limits: InputLimits) {
        self.limits = limits
    }

    /// Blocks until there is room for a message of `size` bytes.
    func admit(_ size: Int) {
        condition.lock()
        while messages > 0, messages >= limits.messages || bytes + size > limits.bytes { condition.wait() }
        messages += 1
        bytes += size
        condition.unlock()
    }

    func release(_ size: Int) {
        condition.lock()
        messages -= 1
        bytes -= size
        condition.signal()
        condition.unlock()
    }
}
