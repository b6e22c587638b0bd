import Foundation

/// Decodes `Decodable` values from a `JSONValue`, so that handlers turn
/// `params` into plain Swift structs.
///
/// Numbers convert where no information is lost: an integer decodes as any
/// integer type it fits in and as a floating-point type; a double with an
/// integral value decodes as an integer type. A missing key and `null` both
/// decode as `nil` for optionals. `URL` decodes from a string.
public struct JSONValueDecoder: Sendable {
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try ValueDecoder(value: value, parent: nil, component: nil, userInfo: userInfo).decode(type)
    }
}

private enum Unbox {
    static func bool(_ value: JSONValue, _ codingPath: @autoclosure () -> [CodingKey]) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, codingPath()) }
        return bool
    }

    static func string(_ value: JSONValue, _ codingPath: @autoclosure () -> [CodingKey]) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, value, codingPath()) }
        return string
    }

    static func double(_ value: JSONValue, _ codingPath: @autoclosure () -> [CodingKey]) throws -> Double {
        guard let double = value.doubleValue else { throw mismatch(Double.self, value, codingPath()) }
        return double
    }

    static func float(_ value: JSONValue, _ codingPath: @autoclosure () -> [CodingKey]) throws -> Float {
        let double = try self.double(value, codingPath())
        let float = Float(double)
        guard float.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "\(double) does not fit in Float"))
        }
        return float
    }

    static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ codingPath: @autoclosure () -> [CodingKey]) throws -> I {
        let converted: I?
        switch value {
        case .integer(let integer): converted = I(exactly: integer)
        case .double(let double): converted = I(exactly: double)
        default: throw mismatch(type, value, codingPath())
        }
        guard let converted else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "\(value) does not fit in \(type)"))
        }
        return converted
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ codingPath: [CodingKey]) -> DecodingError {
        let found: String
        switch value {
        case .null: found = "null"
        case .bool: found = "a boolean"
        case .integer, .double: found = "a number"
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "an object"
        }
        if case .null = value {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found null"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(found)"))
    }
}

private final class ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    private let parent: ValueDecoder?
    private let component: CodingPathComponent?
    let userInfoStorage: [CodingUserInfoKey: any Sendable]

    init(value: JSONValue, parent: ValueDecoder?, component: CodingPathComponent?, userInfo: [CodingUserInfoKey: any Sendable]) {
        self.value = value
        self.parent = parent
        self.component = component
        self.userInfoStorage = userInfo
    }

    var codingPath: [CodingKey] {
        var path: [CodingKey] = []
        var decoder: ValueDecoder? = self
        while let current = decoder {
            if let component = current.component { path.append(component.key) }
            decoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { userInfoStorage }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw Unbox.mismatch(JSONObject.self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Unbox.mismatch([JSONValue].self, value, codingPath) }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() -> SingleValueDecodingContainer { self }

    func child(_ value: JSONValue, at component: CodingPathComponent) -> ValueDecoder {
        ValueDecoder(value: value, parent: self, component: component, userInfo: userInfoStorage)
    }

    /// Decodes `type` from this decoder's value. Types are compared rather
    /// than cast, which is cheaper for the common case of neither.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == JSONValue.self { return unsafeBitCast(value, to: T.self) }
        if type == JSONObject.self {
            guard case .object(let object) = value else { throw Unbox.mismatch(type, value, codingPath) }
            return unsafeBitCast(object, to: T.self)
        }
        if type == URL.self {
            guard case .string(let string) = value else { throw Unbox.mismatch(type, value, codingPath) }
            guard let url = URL(string: string) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL \"\(string)\""))
            }
            return unsafeBitCast(url, to: T.self)
        }
        return try T(from: self)
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try Unbox.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try Unbox.string(value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Unbox.double(value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try Unbox.float(value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Unbox.integer(type, value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Unbox.integer(type, value, codingPath) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let object: JSONObject

    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\""))
        }
        return value
    }

    private func path(_ key: Key) -> [CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Unbox.bool(value(for: key), path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try Unbox.string(value(for: key), path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Unbox.double(value(for: key), path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Unbox.float(value(for: key), path(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.child(value(for: key), at: .key(key)).decode(type)
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
        try Unbox.integer(type, value(for: key), path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(value(for: key), at: .key(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder.child(value(for: key), at: .key(key)).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        decoder.child(object[JSONCodingKey.super.stringValue] ?? .null, at: .key(JSONCodingKey.super))
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        decoder.child(object[key.stringValue] ?? .null, at: .key(key))
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Decodes the current element and moves past it only when that worked,
    /// so a caller may retry the same element as another type.
    private mutating func next<T>(
        _ type: T.Type, _ body: (JSONValue, @autoclosure () -> [CodingKey]) throws -> T
    ) throws -> T {
        let path = { [decoder, currentIndex] in decoder.codingPath + [JSONCodingKey(intValue: currentIndex)] }
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path(), debugDescription: "Unkeyed container is at end"))
        }
        let result = try body(elements[currentIndex], path())
        currentIndex += 1
        return result
    }

    private mutating func nextDecoder<T>(_ type: T.Type, _ body: (ValueDecoder) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: codingPath + [JSONCodingKey(intValue: currentIndex)], debugDescription: "Unkeyed container is at end"))
        }
        let result = try body(decoder.child(elements[currentIndex], at: .index(currentIndex)))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSONValue.self, .init(
                codingPath: codingPath, debugDescription: "Unkeyed container is at end"))
        }
        guard elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, Unbox.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, Unbox.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, Unbox.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, Unbox.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try nextDecoder(type) { try $0.decode(type) }
    }

    private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        try next(type) { value, path in try Unbox.integer(type, value, path()) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try nextDecoder(UnkeyedDecodingContainer.self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> Decoder {
        try nextDecoder(Decoder.self) { $0 }
    }
}
