/// What a `Connection` delivers incoming messages to. Responses to the
/// connection's own requests go to their completions, and `$/cancelRequest`
/// is turned into a cancelled token, so neither arrives here.
public protocol MessageHandler: AnyObject, Sendable {
    /// Called on the connection's reader thread, in arrival order. Must not
    /// block for long: the next message waits. `reply` may be kept and called
    /// later from any thread.
    func handle(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle)

    /// Called on the reader thread, in arrival order.
    func handle(_ notification: Notification)

    /// Called once, on the reader thread, after the input reached its end
    /// (or failed) and every message before it was handled.
    func connectionClosed()
}
