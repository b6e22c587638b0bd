/// Byte and scalar classification for the Swift lexical grammar
/// (The Swift Programming Language, "Lexical Structure").
enum CharacterClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    static let digit: UInt8 = 8
    static let hexDigit: UInt8 = 16
    /// Bytes a string segment can run over without a closer look.
    static let plainStringByte: UInt8 = 32

    /// One byte per ASCII/UTF-8 lead byte; allocated once, read through a
    /// pointer so the hot loops have no bounds checks.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in 0 ..< 256 {
            var bits: UInt8 = 0
            let scalar = UInt8(byte)
            switch scalar {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"):
                bits |= identifierStart | identifierContinue
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                bits |= identifierContinue | digit
            default:
                break
            }
            if scalar == UInt8(ascii: "$") { bits |= identifierContinue }
            switch scalar {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "a") ... UInt8(ascii: "f"), UInt8(ascii: "A") ... UInt8(ascii: "F"):
                bits |= hexDigit
            default:
                break
            }
            if "/=-+!*%<>&|^~?".utf8.contains(scalar) { bits |= operatorChar }
            let stringSpecial: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), 10, 13]
            if scalar >= 0x20 && scalar < 0x7F && !stringSpecial.contains(scalar) || scalar == 9 {
                bits |= plainStringByte
            }
            table[byte] = bits
        }
        return UnsafePointer(table)
    }()

    // MARK: Scalars beyond ASCII

    /// identifier-head of the grammar, for scalars ≥ 0x80.
    static func isIdentifierStart(_ v: UInt32) -> Bool {
        switch v {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2 ... 0xB5, 0xB7 ... 0xBA, 0xBC ... 0xBE,
             0xC0 ... 0xD6, 0xD8 ... 0xF6, 0xF8 ... 0xFF, 0x100 ... 0x2FF, 0x370 ... 0x167F,
             0x1681 ... 0x180D, 0x180F ... 0x1DBF, 0x1E00 ... 0x1FFF, 0x200B ... 0x200D,
             0x202A ... 0x202E, 0x203F ... 0x2040, 0x2054, 0x2060 ... 0x206F, 0x2070 ... 0x20CF,
             0x2100 ... 0x218F, 0x2460 ... 0x24FF, 0x2776 ... 0x2793, 0x2C00 ... 0x2DFF,
             0x2E80 ... 0x2FFF, 0x3004 ... 0x3007, 0x3021 ... 0x302F, 0x3031 ... 0x303F,
             0x3040 ... 0xD7FF, 0xF900 ... 0xFD3D, 0xFD40 ... 0xFDCF, 0xFDF0 ... 0xFE1F,
             0xFE30 ... 0xFE44, 0xFE47 ... 0xFFFD:
            return true
        case 0x10000 ... 0xEFFFD:
            return v & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// identifier-character beyond identifier-head, for scalars ≥ 0x80.
    static func isIdentifierContinue(_ v: UInt32) -> Bool {
        switch v {
        case 0x300 ... 0x36F, 0x1DC0 ... 0x1DFF, 0x20D0 ... 0x20FF, 0xFE20 ... 0xFE2F:
            return true
        default:
            return isIdentifierStart(v)
        }
    }

    /// operator-head of the grammar, for scalars ≥ 0x80.
    static func isOperatorStart(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1 ... 0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0 ... 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016 ... 0x2017, 0x2020 ... 0x2027, 0x2030 ... 0x203E, 0x2041 ... 0x2053,
             0x2055 ... 0x205E, 0x2190 ... 0x23FF, 0x2500 ... 0x2775, 0x2794 ... 0x2BFF,
             0x2E00 ... 0x2E7F, 0x3001 ... 0x3003, 0x3008 ... 0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// operator-character beyond operator-head, for scalars ≥ 0x80.
    static func isOperatorContinue(_ v: UInt32) -> Bool {
        switch v {
        case 0x300 ... 0x36F, 0x1DC0 ... 0x1DFF, 0x20D0 ... 0x20FF, 0xFE00 ... 0xFE0F, 0xFE20 ... 0xFE2F,
             0xE0100 ... 0xE01EF:
            return true
        default:
            return isOperatorStart(v)
        }
    }
}
