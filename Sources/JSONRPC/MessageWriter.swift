/// Builds base-protocol frames. A frame is built whole before it is written,
/// so that one `write` under one lock sends it and two messages can never
/// interleave on the wire.
public enum MessageWriter {
    /// `Content-Length: N\r\n\r\n` followed by `body`. No `Content-Type`: its
    /// default (`application/vscode-jsonrpc; charset=utf-8`) is what we send.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = []
        frame.reserveCapacity(body.count + 32)
        appendHeader(bodyCount: body.count, to: &frame)
        frame.append(contentsOf: body)
        return frame
    }

    public static func frame(_ message: Message) -> [UInt8] {
        let (bytes, start) = framed(message)
        return start == 0 ? bytes : Array(bytes[start...])
    }

    /// The frame of `message` as `bytes[start...]`. The body is serialized
    /// after room left for the header, which is then written just before
    /// it, so the body is never copied.
    static func framed(_ message: Message) -> (bytes: [UInt8], start: Int) {
        let room = 40  // "Content-Length: " + up to 19 digits + "\r\n\r\n"
        var bytes = [UInt8](repeating: 0, count: room)
        bytes.reserveCapacity(256)
        message.serialize(into: &bytes)
        var header: [UInt8] = []
        appendHeader(bodyCount: bytes.count - room, to: &header)
        let start = room - header.count
        bytes.replaceSubrange(start..<room, with: header)
        return (bytes, start)
    }

    private static func appendHeader(bodyCount: Int, to output: inout [UInt8]) {
        JSONSerializer.appendASCII("Content-Length: ", to: &output)
        JSONSerializer.append(Int64(bodyCount), to: &output)
        JSONSerializer.appendASCII("\r\n\r\n", to: &output)
    }
}
