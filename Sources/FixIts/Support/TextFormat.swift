/// What the readers of text formats — XML and text property lists, JSON project files, `.duo-lsp.json` —
/// share, written once.
enum TextFormat {
    /// Where the text starts: past a UTF-8 byte order mark, which editors write and no format means.
    static func start(of bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// How deep values may nest before a reader gives up with an error (a hostile file must not
    /// overflow the stack of a recursive reader).
    static let maxDepth = 256

    /// The error a reader gives when values nest deeper than `maxDepth`.
    static let tooDeep = "nesting deeper than \(maxDepth) levels"
}

/// A reader of a project file's text at a byte position: its errors say where reading stopped.
protocol ProjectTextReader {
    var position: Int { get }
}

extension ProjectTextReader {
    func error(_ message: String, at offset: Int? = nil) -> ProjectFileError {
        ProjectFileError(offset: offset ?? position, message: message)
    }
}
