/// Text from outside the program (file names, configuration text, source
/// lines) made safe to show on a terminal or in a line-based format: a
/// control character in a file name must not start a new output line or
/// send an escape sequence to the terminal.
enum DisplayText {
    /// `text` with every control character (C0, DEL, C1) written `\xHH` and
    /// every character that reorders or breaks lines (bidirectional
    /// overrides and isolates, line and paragraph separators) written `\u{HHHH}`.
    /// `keepingTabs`: a tab stays a tab (a source line shown under a finding).
    static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool { DisplayText.needsEscape(scalar) && !(keepingTabs && scalar == "\t") }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if !needsEscape(scalar) {
                out.unicodeScalars.append(scalar)
            } else if scalar.value < 0x80 {
                out += "\\x" + hex(scalar.value, digits: 2)
            } else {
                out += "\\u{" + hex(scalar.value, digits: 4) + "}"
            }
        }
        return out
    }

    /// A file name's bytes as text: UTF-8 as it is, each byte that is not
    /// part of valid UTF-8 written `\xHH`, so that no name is lost from view.
    static func name(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var out = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                out += String(decoding: bytes[index ..< index + length], as: UTF8.self)
                index += length
            } else {
                out += "\\x" + hex(UInt32(bytes[index]), digits: 2)
                index += 1
            }
        }
        return out
    }

    /// The length of the valid UTF-8 sequence at `index`, 0 if there is none
    /// (Unicode's table of well-formed sequences: no overlong forms, no surrogates).
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let length: Int
        let second: ClosedRange<UInt8>
        switch bytes[index] {
        case 0x00 ... 0x7F: return 1
        case 0xC2 ... 0xDF: (length, second) = (2, 0x80 ... 0xBF)
        case 0xE0: (length, second) = (3, 0xA0 ... 0xBF)
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: (length, second) = (3, 0x80 ... 0xBF)
        case 0xED: (length, second) = (3, 0x80 ... 0x9F)
        case 0xF0: (length, second) = (4, 0x90 ... 0xBF)
        case 0xF1 ... 0xF3: (length, second) = (4, 0x80 ... 0xBF)
        case 0xF4: (length, second) = (4, 0x80 ... 0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2 ..< length where !(0x80 ... 0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00 ..< 0x20, 0x7F ..< 0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A ... 0x202E, 0x2066 ... 0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
