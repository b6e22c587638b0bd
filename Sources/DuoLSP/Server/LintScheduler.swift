import FixIts
import Foundation

/// Lints documents off the server's queue, always the latest version of
/// each (`LintLane`), in two lanes: documents of `largeDocumentBytes` or
/// more in one, the others in the other. Each lane lints one document at a
/// time, so a small document's diagnostics never wait for a large one's
/// lint (one worker for all had held every other document's for 15 s
/// behind a 50 MB one), and at most one large lint runs at once (each may
/// take a gigabyte). Results come back on the server's queue.
final class LintScheduler: @unchecked Sendable {
    struct Result {
        let snapshot: DocumentSnapshot
        let diagnostics: [Diagnostic]
        /// Names whose declarations this version changed in the workspace index.
        var changedDeclarations: Set<String> = []
    }

    /// Linted in about 50 ms (release build) or more.
    static let largeDocumentBytes = 512 << 10

    private let small: LintLane
    private let large: LintLane

    /// `deliver` is called on a lane's worker thread; it hops to the server's queue.
    init(deliver: @escaping @Sendable (Result) -> Void) {
        small = LintLane(label: "duo-lsp.lint", deliver: deliver)
        large = LintLane(label: "duo-lsp.lint-large", deliver: deliver)
    }

    /// Replaces any waiting snapshot of the same document, in either lane (a
    /// document that grew or shrank past the line changes lanes).
    func schedule(_ snapshot: DocumentSnapshot) {
        let isLarge = snapshot.bytes.count >= Self.largeDocumentBytes
        (isLarge ? small : large).cancel(uri: snapshot.uri)
        (isLarge ? large : small).schedule(snapshot)
    }

    /// Drops a waiting snapshot (the document was closed).
    func cancel(uri: String) {
        small.cancel(uri: uri)
        large.cancel(uri: uri)
    }
}
