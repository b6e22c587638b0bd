import Foundation

/// The command line's arguments as bytes. Swift decodes `argv` into
/// `String`s, replacing bytes that are not UTF-8 with U+FFFD; a file named
/// with such bytes must still be found, so paths are looked up here.
enum RawArguments {
    /// The arguments that are not valid UTF-8, by the text they decode to.
    private static let bytesByText: [String: [UInt8]] = {
        var map: [String: [UInt8]] = [:]
        for index in 0 ..< Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
            if String(validating: bytes, as: UTF8.self) == nil { map[String(decoding: bytes, as: UTF8.self)] = bytes }
        }
        return map
    }()

    /// The bytes `argument` came from (its UTF-8 when it is valid).
    static func bytes(of argument: String) -> [UInt8] {
        bytesByText[argument] ?? Array(argument.utf8)
    }
}
