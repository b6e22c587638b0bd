/// Why a JSON text was rejected, and the byte offset where that became clear.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case unexpectedEndOfInput
        case unexpectedCharacter(UInt8)
        case invalidUTF8
        case invalidEscape
        case controlCharacterInString
        case invalidNumber
        case tooDeep(limit: Int)
        case trailingCharacters
    }

    public var offset: Int
    public var reason: Reason

    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .unexpectedEndOfInput: what = "unexpected end of input"
        case .unexpectedCharacter(let byte):
            if byte >= 0x20 && byte < 0x7F {
                what = "unexpected character '\(Character(Unicode.Scalar(byte)))'"
            } else {
                what = "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
        case .invalidUTF8: what = "invalid UTF-8"
        case .invalidEscape: what = "invalid escape sequence"
        case .controlCharacterInString: what = "unescaped control character in string"
        case .invalidNumber: what = "invalid number"
        case .tooDeep(let limit): what = "nesting deeper than \(limit) levels"
        case .trailingCharacters: what = "unexpected data after the JSON value"
        }
        return "\(what) at byte \(offset)"
    }
}
