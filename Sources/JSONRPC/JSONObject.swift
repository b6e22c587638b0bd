/// A JSON object that remembers insertion order.
///
/// Order matters for deterministic output (tests compare bytes, editors log
/// what they receive) and costs nothing for the small objects LSP is made of:
/// the members live in one array (one allocation per object: a client parsing
/// a publication of 750 diagnostics makes 3,750 objects, and a second array
/// each was a fifth of the parse), and a lookup compares keys linearly, which
/// beats hashing up to a dozen or so members. Larger objects get a hash
/// index, built once they cross `indexThreshold`.
///
/// Equality ignores order: two objects are equal when they have the same keys
/// with equal values, as JSON defines it.
public struct JSONObject: Sendable {
    /// The members, in insertion order.
    public private(set) var members: [(key: String, value: JSONValue)]
    private var index: [String: Int]?

    static let indexThreshold = 12

    public init() {
        members = []
    }

    public init(minimumCapacity: Int) {
        self.init()
        members.reserveCapacity(minimumCapacity)
    }

    /// Members whose keys are all different (the parser's), with the index a large object needs.
    init(uniqueMembers: [(key: String, value: JSONValue)]) {
        members = uniqueMembers
        buildIndexIfLarge()
    }

    public var keys: [String] { members.map(\.key) }
    public var values: [JSONValue] { members.map(\.value) }
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`; setting `nil` removes the member. Setting an
    /// existing key replaces its value in place (its position is kept).
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].value
        }
        set {
            if let newValue {
                if let position = position(of: key) {
                    members[position].value = newValue
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
        let removed = members.remove(at: position).value
        // Positions after the removed one shift; rebuilding is simpler than
        // patching and removal is rare in protocol code.
        index = nil
        buildIndexIfLarge()
        return removed
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    private mutating func append(_ key: String, _ value: JSONValue) {
        members.append((key, value))
        if index != nil {
            index![key] = members.count - 1
        } else {
            buildIndexIfLarge()
        }
    }

    private mutating func buildIndexIfLarge() {
        guard index == nil, members.count > Self.indexThreshold else { return }
        var built = [String: Int](minimumCapacity: members.count * 2)
        for (position, member) in members.enumerated() { built[member.key] = position }
        index = built
    }
}

extension JSONObject: Equatable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for member in lhs.members {
            guard let other = rhs[member.key], other == member.value else { return false }
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
            guard position < object.members.count else { return nil }
            defer { position += 1 }
            return object.members[position]
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
