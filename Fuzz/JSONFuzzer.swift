/// libFuzzer target `json`: the JSON parser never traps on any bytes, and
/// what it accepts round-trips: serializing the value and parsing that gives
/// the same value, and serializing is stable. A value that is a JSON-RPC
/// message round-trips as a message too.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    // Shallow limits too, so the depth check is reached by small inputs.
    _ = try? JSONParser.parse(input, maximumDepth: 4)
    guard let value = try? JSONParser.parse(input) else { return 0 }
    let text = value.serialized()
    let reparsed: JSONValue
    do {
        reparsed = try JSONParser.parse(text)
    } catch {
        fatalError("the serialized value does not parse (\(error)): \(String(decoding: text.prefix(200), as: UTF8.self))")
    }
    if reparsed != value {
        fatalError("round trip changed the value: \(String(decoding: text.prefix(200), as: UTF8.self))")
    }
    if reparsed.serialized() != text { fatalError("serializing is not stable") }

    if let message = try? Message(json: value) {
        guard let again = try? Message(json: message.jsonValue) else {
            fatalError("a message's own JSON is not a message: \(message.jsonValue.serializedString().prefix(200))")
        }
        if again.jsonValue != message.jsonValue { fatalError("a message changed on a round trip") }
    }
    return 0
}
