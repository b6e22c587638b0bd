import FixIts
import Foundation

/// Builds the workspace index (`WorkspaceIndex`, FixIts) from files on disk: batch mode indexes the lint
/// roots, and the rest of the projects they belong to, in a first pass on all cores before linting.
enum WorkspaceIndexing {
    /// At most this many files of the surrounding projects are read for the index: a lint of one file in
    /// a huge checkout stays quick (the files linted are always indexed).
    static let projectFileLimit = 20_000

    /// Reads, lexes and records the declarations of the Swift files among `files`.
    /// `keyedBy`: the path the index records a file under (the CLI: as found; the server: its real path).
    /// `keeping`: the files read and lexed for the index that the caller lints next (the lint roots'),
    /// so that the lint pass reads and lexes each file once.
    static func index(_ files: [FileDiscovery.Found], into index: WorkspaceIndex, jobs: Int, keeping kept: LexedFiles? = nil,
                      keyedBy key: @escaping @Sendable (FileDiscovery.Found) -> String = { $0.path }) {
        let swift = files.filter { $0.target == .swift }
        guard !swift.isEmpty else { return }
        // The Xcode projects around the files are read first, beside the files: where a file runs depends
        // on the targets that build it, and the lint pass (and `keeping`) ask that of every file.
        let projects = ProjectLayout.shared.xcodeProjects(aroundFolders: Set(swift.map(\.location.folder.path)))
        Counter.forEach(projects.count + swift.count, jobs: jobs) { position in
            if position < projects.count {
                ProjectLayout.shared.prepare(project: projects[position])
                return
            }
            let found = swift[position - projects.count]
            if let kept, kept.skipsUnread(found) { return }
            guard let read = try? found.location.read(), FileContent.notText(read.bytes) == nil else { return }
            let file = SourceFile(path: key(found), bytes: read.bytes)
            index.update(key(found), kept?.keepsBuilt(found) == true ? FileDeclarations.kept(on: file) : FileDeclarations(of: file))
            kept?.keep(read, file, for: found)
        }
    }

    /// The Swift files of the projects the files of `linted` belong to (the nearest folder with a
    /// `.duo-lsp.json`, an `.xcodeproj`, a `Package.swift` or `.git`) that are not among them.
    /// `walked`: folders already walked whole for `linted` (a root at or below one holds nothing more).
    static func projectFiles(around linted: [FileDiscovery.Found], walked: [String] = [], resolver: ConfigurationResolver) -> [FileDiscovery.Found] {
        var roots = Set<String>()
        for found in linted where found.target == .swift {
            if let root = ProjectLayout.shared.projectRoot(ofFolder: found.location.folder.path) { roots.insert(root) }
        }
        // A root inside another is walked with it.
        func isBelow(_ root: String, _ folder: String) -> Bool { root.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        let outermost = roots.filter { root in !roots.contains { $0 != root && isBelow(root, $0) } }
            // The lint walk found every file there already (a second walk of the same tree was a tenth of a lint).
            .filter { root in !walked.contains { root == $0 || isBelow(root, $0) } }
        let known = Set(linted.map(\.location.path))
        var extra: [FileDiscovery.Found] = []
        var discovery = FileDiscovery(resolver: resolver, forceExclude: true)
        discovery.forEach(in: outermost.sorted()) { found in
            if found.target == .swift, !known.contains(found.location.path) { extra.append(found) }
            return extra.count < projectFileLimit
        }
        return extra
    }
}

/// Files the index pass read and lexed, kept for the lint pass that follows so that it reads and lexes
/// each of them once (lexing is most of a batch lint's time). Only the lint roots' files are kept, each
/// taken once (which frees it), and only up to `budget` bytes: past it, the lint pass reads and lexes
/// again rather than holding a whole checkout's tokens in memory. A file that will not be linted
/// (`skipping`: a test, another platform's file) keeps only that verdict (and its lines, when it was read).
///
/// Two forms: while every file kept so far fits the budget whole, the `SourceFile` itself (its bracket
/// tree, declarations and name chains too, not built again: up to a tenth of a lint's instructions), handed from
/// the index task that built it to the lint task (`SourceFile.handOver`: the index pass has ended before
/// the lint pass starts); the first file that does not fit turns every kept file into its tokens (about
/// half the size), and the rest are kept so. A lint of one app fits whole; under a binding budget, tokens
/// save more work per byte kept (a lex against a lex and a tree in twice the room).
final class LexedFiles: @unchecked Sendable {
    /// 96 MB: the five apps of the ecosystem check (36 MB of Swift) fit as tokens.
    static let defaultBudget = 96 << 20

    /// Why a file is not linted, if it is not: from its place alone, before it is read (then it is not
    /// indexed either), and from its text. The lint pass trusts the files it is handed to be ones it lints.
    struct Skipping: Sendable {
        var unread: @Sendable (FileDiscovery.Found) -> RunsElsewhere?
        var read: @Sendable (FileDiscovery.Found, SourceFile) -> RunsElsewhere?

        /// Every file is linted.
        static let never = Skipping(unread: { _ in nil }, read: { _, _ in nil })
    }

    /// What is kept of a file that is linted.
    enum Form {
        case built(SourceFile)
        case lexed(LexedTokens)

        var size: Int {
            switch self {
            case .built(let file): file.retainedSize
            case .lexed(let tokens): tokens.size
            }
        }
    }

    /// A file as the index pass leaves it to the lint pass.
    struct Kept {
        /// Nil for a file not read.
        let read: ReadFile?
        /// Nil for a file that is not linted.
        var form: Form?
        let lines: LineIndex
        /// Why the file is not linted, if it is not.
        let skipped: RunsElsewhere?

        /// The file to lint, as `path`: the one the index pass built, or one built from its tokens.
        func file(path: String, bytes: [UInt8]) -> SourceFile? {
            switch form {
            case .built(let file):
                file.handOver()
                return file
            case .lexed(let tokens): return SourceFile(path: path, bytes: bytes, lexed: tokens)
            case nil: return nil
            }
        }
    }

    private var files: [String: Kept] = [:]
    private let wanted: Set<String>
    private var room: Int
    private var keepsBuilt = true
    private let lock = NSLock()
    private let skipping: Skipping

    init(wanted: [FileDiscovery.Found], budget: Int = LexedFiles.defaultBudget, skipping: Skipping) {
        self.wanted = Set(wanted.lazy.filter { $0.target == .swift }.map(\.location.path))
        room = budget
        self.skipping = skipping
    }

    /// Whether the index pass leaves `found` unread (and the lint pass reports it skipped).
    func skipsUnread(_ found: FileDiscovery.Found) -> Bool {
        guard let skipped = skipping.unread(found) else { return false }
        if wanted.contains(found.location.path) {
            lock.withLock { files[found.location.path] = Kept(read: nil, form: nil, lines: LineIndex([]), skipped: skipped) }
        }
        return true
    }

    /// Whether `found` is linted next and kept whole if it fits (the index pass then reads its
    /// declarations with the name chains the lint uses, and leaves them on it).
    func keepsBuilt(_ found: FileDiscovery.Found) -> Bool {
        wanted.contains(found.location.path) && lock.withLock { keepsBuilt }
    }

    func keep(_ read: ReadFile, _ file: SourceFile, for found: FileDiscovery.Found) {
        guard wanted.contains(found.location.path) else { return }
        let skipped = skipping.read(found, file)
        lock.lock()
        defer { lock.unlock() }
        var kept = Kept(read: read, form: nil, lines: file.lines, skipped: skipped)
        if skipped == nil {
            if keepsBuilt, file.retainedSize > room { keepTokensOnly() }
            kept.form = keepsBuilt ? .built(file) : .lexed(file.lexed)
        }
        let size = kept.form?.size ?? file.lines.lineCount * MemoryLayout<Int>.stride
        guard size <= room else { return }
        room -= size
        files[found.location.path] = kept
    }

    /// From now on tokens only, for the files kept so far too (under the lock).
    private func keepTokensOnly() {
        keepsBuilt = false
        for (path, kept) in files {
            guard case .built(let file) = kept.form else { continue }
            var tokens = kept
            tokens.form = .lexed(file.lexed)
            room += file.retainedSize - file.lexed.size
            files[path] = tokens
        }
    }

    /// The file as the index pass left it, once.
    func take(_ found: FileDiscovery.Found) -> Kept? {
        lock.withLock { files.removeValue(forKey: found.location.path) }
    }
}
