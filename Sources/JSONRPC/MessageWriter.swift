/// Builds base-protocol frames. A frame is built whole before it is written,
/// so that one `write` under one lock sends it and two messages can never
/// interleave on the wire.
public enum MessageWriter {
    /// `Content-Length: N\r\n\r\n` followed by `body`. No `Content-Type`: its
    /// default (`application/vscode-jsonrpc; charset=utf-8`) is what we send.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = []
        frame.reserveCapacity(body.count + 32)
        frame.append(contentsOf: "Content-Length: ".utf8)
        JSONSerializer.append(Int64(body.count), to: &frame)
        frame.append(contentsOf: [0x0D, 0x0A, 0x0D, 0x0A])
        frame.append(contentsOf: body)
        return frame
    }

    public static func frame(_ message: Message) -> [UInt8] {
        frame(message.serialized())
    }
}
