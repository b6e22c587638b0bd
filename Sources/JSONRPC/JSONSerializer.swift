/// Compact JSON output (no spaces), members in insertion order, so equal
/// inputs always give identical bytes.
///
/// Strings escape only what JSON requires (`"`, `\` and control characters);
/// everything else is written as raw UTF-8. Doubles use Swift's shortest
/// round-trip form, which always has a `.` or an exponent, so a double never
/// reads back as an integer. Infinities and NaN have no JSON form and are
/// written as `null`, as JavaScript does.
extension JSONValue {
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(128)
        serialize(into: &output)
        return output
    }

    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }

    /// Appends the serialization to `output`, for callers that frame it.
    public func serialize(into output: inout [UInt8]) {
        switch self {
        case .null: JSONSerializer.appendASCII("null", to: &output)
        case .bool(let value): JSONSerializer.appendASCII(value ? "true" : "false", to: &output)
        case .integer(let value): JSONSerializer.append(value, to: &output)
        case .double(let value): JSONSerializer.append(value, to: &output)
        case .string(let value): JSONSerializer.append(value, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.serialize(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONSerializer.append(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.serialize(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

enum JSONSerializer {
    static func appendASCII(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    static func append(_ value: Int64, to output: inout [UInt8]) {
        if value >= 0 && value < 10 {
            output.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        // Digits are produced backwards into a small stack buffer; this runs
        // for every id, line and character in every message.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            if value < 0 { output.append(UInt8(ascii: "-")) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    static func append(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else {
            appendASCII("null", to: &output)
            return
        }
        output.append(contentsOf: value.description.utf8)
    }

    static func append(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            var segmentStart = 0
            while true {
                let special = JSONBytes.firstSpecial(base, from: segmentStart, to: utf8.count)
                output.append(contentsOf: UnsafeBufferPointer(start: base + segmentStart, count: special - segmentStart))
                guard special < utf8.count else { break }
                appendEscape(for: base[special], to: &output)
                segmentStart = special + 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendASCII("u00", to: &output)
            output.append(hex.utf8Start[Int(byte >> 4)])
            output.append(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
