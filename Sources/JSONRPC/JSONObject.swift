/// A JSON object that remembers insertion order.
///
/// Order matters for deterministic output (tests compare bytes, editors log
/// what they receive) and costs nothing for the small objects LSP is made of:
/// keys and values live in two parallel arrays, and a lookup compares keys
/// linearly, which beats hashing up to a dozen or so members. Larger objects
/// get a hash index, built once they cross `indexThreshold`.
///
/// Equality ignores order: two objects are equal when they have the same keys
/// with equal values, as JSON defines it.
public struct JSONObject: Sendable {
    public private(set) var keys: [String]
    public private(set) var values: [JSONValue]
    private var index: [String: Int]?

    private static let indexThreshold = 12

    public init() {
        keys = []
        values = []
    }

    public init(minimumCapacity: Int) {
        self.init()
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The value for `key`; setting `nil` removes the member. Setting an
    /// existing key replaces its value in place (its position is kept).
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            if let newValue {
                if let position = position(of: key) {
                    values[position] = newValue
                } else {
                    append(key, newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        keys.remove(at: position)
        let removed = values.remove(at: position)
        // Positions after the removed one shift; rebuilding is simpler than
        // patching and removal is rare in protocol code.
        index = nil
        buildIndexIfLarge()
        return removed
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    private mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
        if index != nil {
            index![key] = keys.count - 1
        } else {
            buildIndexIfLarge()
        }
    }

    private mutating func buildIndexIfLarge() {
        guard index == nil, keys.count > Self.indexThreshold else { return }
        var built = [String: Int](minimumCapacity: keys.count * 2)
        for (position, key) in keys.enumerated() { built[key] = position }
        index = built
    }
}

extension JSONObject: Equatable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.keys == rhs.keys { return lhs.values == rhs.values }
        for (position, key) in lhs.keys.enumerated() {
            guard let other = rhs[key], other == lhs.values[position] else { return false }
        }
        return true
    }
}

extension JSONObject: Sequence {
    public struct Iterator: IteratorProtocol {
        private let object: JSONObject
        private var position = 0

        fileprivate init(_ object: JSONObject) { self.object = object }

        public mutating func next() -> (key: String, value: JSONValue)? {
            guard position < object.keys.count else { return nil }
            defer { position += 1 }
            return (object.keys[position], object.values[position])
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }
    public var underestimatedCount: Int { count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }
}

extension JSONObject: CustomStringConvertible {
    public var description: String { JSONValue.object(self).serializedString() }
}
