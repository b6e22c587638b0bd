import Foundation

/// Encodes `Encodable` values to a `JSONValue` (no bytes in between), so that
/// the server builds message payloads from plain Swift structs.
///
/// Conventions, matching Foundation's `JSONEncoder` defaults where it has one:
/// `nil` optionals are left out of objects (LSP prefers absent to `null`);
/// members keep the order the type encodes them in; non-finite floating-point
/// values and unsigned integers above `Int64.max` are errors; `URL` encodes as
/// its absolute string; `JSONValue` and `JSONObject` are inserted as they are.
public struct JSONValueEncoder: Sendable {
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try ValueEncoder(parent: nil, component: nil, userInfo: userInfo).box(value).resolved()
    }
}

/// A value being built. Containers hand out references, because a nested
/// container may be filled after its parent has moved on to other keys.
private enum PendingValue {
    case value(JSONValue)
    case array(PendingArray)
    case object(PendingObject)
    /// Whatever a `superEncoder` ends up producing.
    case encoder(ValueEncoder)

    func resolved() -> JSONValue {
        switch self {
        case .value(let value):
            return value
        case .array(let array):
            return .array(array.elements.map { $0.resolved() })
        case .object(let pending):
            var object = JSONObject(minimumCapacity: pending.keys.count)
            for position in pending.keys.indices {
                object[pending.keys[position]] = pending.values[position].resolved()
            }
            return .object(object)
        case .encoder(let encoder):
            return encoder.result?.resolved() ?? .object(JSONObject())
        }
    }
}

private final class PendingArray {
    var elements: [PendingValue] = []
}

private final class PendingObject {
    var keys: [String] = []
    var values: [PendingValue] = []

    /// A key set twice keeps its last value (resolved through `JSONObject`).
    func set(_ key: CodingKey, _ value: PendingValue) {
        keys.append(key.stringValue)
        values.append(value)
    }
}

/// Where a nested encoder or decoder sits in its parent. Coding paths are
/// only needed for error messages, so they are rebuilt from these links on
/// demand instead of being copied into every nested coder and container.
enum CodingPathComponent {
    case key(CodingKey)
    case index(Int)

    var key: CodingKey {
        switch self {
        case .key(let key): return key
        case .index(let index): return JSONCodingKey(intValue: index)
        }
    }
}

struct JSONCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    static let `super` = JSONCodingKey(stringValue: "super")
}

private final class ValueEncoder: Encoder, SingleValueEncodingContainer {
    private let parent: ValueEncoder?
    private let component: CodingPathComponent?
    let userInfoStorage: [CodingUserInfoKey: any Sendable]
    var result: PendingValue?

    init(parent: ValueEncoder?, component: CodingPathComponent?, userInfo: [CodingUserInfoKey: any Sendable]) {
        self.parent = parent
        self.component = component
        self.userInfoStorage = userInfo
    }

    var codingPath: [CodingKey] {
        var path: [CodingKey] = []
        var encoder: ValueEncoder? = self
        while let current = encoder {
            if let component = current.component { path.append(component.key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { userInfoStorage }

    func child(_ component: CodingPathComponent) -> ValueEncoder {
        ValueEncoder(parent: self, component: component, userInfo: userInfoStorage)
    }

    /// Encodes `value` in this encoder's place. Types are compared rather
    /// than cast: `as?` on a generic value showed up in profiles.
    func box<T: Encodable>(_ value: T) throws -> PendingValue {
        if T.self == JSONValue.self { return .value(unsafeBitCast(value, to: JSONValue.self)) }
        if T.self == JSONObject.self { return .value(.object(unsafeBitCast(value, to: JSONObject.self))) }
        if T.self == URL.self { return .value(.string(unsafeBitCast(value, to: URL.self).absoluteString)) }
        try value.encode(to: self)
        // A type that encodes nothing is an empty object, as in Foundation.
        return result ?? .value(.object(JSONObject()))
    }

    func box<T: Encodable>(_ value: T, at component: CodingPathComponent) throws -> PendingValue {
        try child(component).box(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: PendingObject
        if case .object(let existing) = result {
            object = existing
        } else {
            object = PendingObject()
            result = .object(object)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, object: object))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let array: PendingArray
        if case .array(let existing) = result {
            array = existing
        } else {
            array = PendingArray()
            result = .array(array)
        }
        return UnkeyedContainer(encoder: self, array: array)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { self }

    // MARK: SingleValueEncodingContainer

    func encodeNil() { result = .value(.null) }
    func encode(_ value: Bool) { result = .value(.bool(value)) }
    func encode(_ value: String) { result = .value(.string(value)) }
    func encode(_ value: Double) throws { result = .value(try Self.number(value, codingPath)) }
    func encode(_ value: Float) throws { result = .value(try Self.number(Double(value), codingPath)) }
    func encode(_ value: Int) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: Int8) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: Int16) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: Int32) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: Int64) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: UInt) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: UInt8) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: UInt16) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: UInt32) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode(_ value: UInt64) throws { result = .value(try Self.integer(value, codingPath)) }
    func encode<T: Encodable>(_ value: T) throws {
        result = try box(value)
    }

    static func integer<I: BinaryInteger>(
        _ value: I, _ codingPath: @autoclosure () -> [CodingKey]
    ) throws -> JSONValue {
        guard let exact = Int64(exactly: value) else {
            throw EncodingError.invalidValue(value, .init(
                codingPath: codingPath(), debugDescription: "\(value) does not fit in a 64-bit signed JSON integer"))
        }
        return .integer(exact)
    }

    static func number(_ value: Double, _ codingPath: @autoclosure () -> [CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(
                codingPath: codingPath(), debugDescription: "\(value) has no JSON representation"))
        }
        return .double(value)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    let object: PendingObject

    var codingPath: [CodingKey] { encoder.codingPath }

    private func path(_ key: Key) -> [CodingKey] { codingPath + [key] }

    mutating func encodeNil(forKey key: Key) { object.set(key, .value(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) { object.set(key, .value(.bool(value))) }
    mutating func encode(_ value: String, forKey key: Key) { object.set(key, .value(.string(value))) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(key, .value(try ValueEncoder.number(value, path(key))))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(key, .value(try ValueEncoder.number(Double(value), path(key))))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key, try encoder.box(value, at: .key(key)))
    }

    private func integer<I: BinaryInteger>(_ value: I, _ key: Key) throws {
        object.set(key, .value(try ValueEncoder.integer(value, path(key))))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = encoder.child(.key(key))
        object.set(key, .encoder(nested))
        return nested.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = encoder.child(.key(key))
        object.set(key, .encoder(nested))
        return nested.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { superEncoder(for: JSONCodingKey.super) }
    mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder(for: key) }

    private func superEncoder(for key: CodingKey) -> Encoder {
        let nested = encoder.child(.key(key))
        object.set(key, .encoder(nested))
        return nested
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    let array: PendingArray

    var codingPath: [CodingKey] { encoder.codingPath }
    var count: Int { array.elements.count }

    private var nextPath: [CodingKey] { codingPath + [JSONCodingKey(intValue: array.elements.count)] }

    mutating func encodeNil() { array.elements.append(.value(.null)) }
    mutating func encode(_ value: Bool) { array.elements.append(.value(.bool(value))) }
    mutating func encode(_ value: String) { array.elements.append(.value(.string(value))) }
    mutating func encode(_ value: Double) throws {
        array.elements.append(.value(try ValueEncoder.number(value, nextPath)))
    }
    mutating func encode(_ value: Float) throws {
        array.elements.append(.value(try ValueEncoder.number(Double(value), nextPath)))
    }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoder.box(value, at: .index(array.elements.count)))
    }

    private func integer<I: BinaryInteger>(_ value: I) throws {
        array.elements.append(.value(try ValueEncoder.integer(value, nextPath)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { nestedEncoder() }

    private func nestedEncoder() -> ValueEncoder {
        let nested = encoder.child(.index(array.elements.count))
        array.elements.append(.encoder(nested))
        return nested
    }
}
