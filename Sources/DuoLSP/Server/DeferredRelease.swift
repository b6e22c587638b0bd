import Foundation

/// Lets go of a document's last version on a background queue. Freeing a version (its tokens, trees,
/// name tables and findings) cost a tenth of a keystroke's instructions in a hazard-dense file, on the
/// lint lane and on the server's queue, between the edit and its publication; nothing waits for it.
enum DeferredRelease {
    private static let queue = DispatchQueue(label: "duo-lsp.release", qos: .utility)

    /// `value` must be the caller's last reference (passed on, not copied), or the caller frees it anyway.
    static func later<Value>(_ value: consuming Value?) {
        guard value != nil else { return }
        let held = Held(value)
        queue.async { held.drop() }
    }

    /// What the queue lets go of: a class, so that the closure holds it by one reference.
    private final class Held: @unchecked Sendable {
        private var value: Any?
        init(_ value: consuming Any?) { self.value = value }
        func drop() { value = nil }
    }
}
