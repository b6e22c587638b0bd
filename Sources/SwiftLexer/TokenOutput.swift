/// Where the lexer writes tokens: raw memory, because `Array.append`'s
/// uniqueness and capacity checks cost more than lexing a short token.
///
/// A full lex writes straight into the result array's storage and reports
/// overflow instead of growing (the caller retries with room for the worst
/// case); the incremental lexer uses a growable buffer of its own.
struct TokenOutput {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    private let ownsMemory: Bool
    /// A fixed-capacity output ran out of room; the lex must be redone.
    private(set) var overflowed = false

    /// Growable output owning its memory.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        ownsMemory = true
    }

    /// Fixed output into memory owned by the caller.
    init(fixed buffer: UnsafeMutableBufferPointer<Token>) {
        base = buffer.baseAddress!
        capacity = buffer.count
        ownsMemory = false
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity {
            guard ownsMemory else {
                overflowed = true
                return
            }
            grow()
        }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Past `count` only after an overflow, whose result is discarded: the
    /// lexer goes on to the end of the input with indices it recorded when the
    /// output was full (an unterminated literal's opening quote), so both the
    /// read and the write must stay inside the buffer (found by the `lexer`
    /// fuzz target under AddressSanitizer).
    @inline(__always)
    subscript(index: Int) -> Token {
        get { index < count ? base[index] : Token(kind: .unknown, offset: 0, length: 0) }
        nonmutating set { if index < count { base[index] = newValue } }
    }

    mutating func removeLast(_ n: Int) {
        count -= n
    }

    /// The tokens written so far, as an array (growable outputs only).
    var array: [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() {
        if ownsMemory { base.deallocate() }
    }
}
