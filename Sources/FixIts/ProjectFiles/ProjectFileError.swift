/// Why a project file could not be read: where reading stopped and what was
/// expected there. A finding (DUO400), never a crash.
public struct ProjectFileError: Error, Equatable, Sendable {
    /// Byte offset where reading stopped (may equal the file's length: "unexpected end of file").
    public var offset: Int
    public var message: String
    /// The file is fine but in a form duo-lsp does not read (a binary property list).
    public var isUnsupported: Bool

    public init(offset: Int, message: String, isUnsupported: Bool = false) {
        self.offset = offset
        self.message = message
        self.isUnsupported = isUnsupported
    }
}
