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
    static func index(_ files: [FileDiscovery.Found], into index: WorkspaceIndex, jobs: Int,
                      keyedBy key: @escaping @Sendable (FileDiscovery.Found) -> String = { $0.path }) {
        let swift = files.filter { $0.target == .swift }
        guard !swift.isEmpty else { return }
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, swift.count))) { _ in
            while true {
                let position = next.increment()
                guard position < swift.count else { return }
                let found = swift[position]
                guard let read = try? found.location.read(), FileContent.notText(read.bytes) == nil else { continue }
                let file = SourceFile(path: key(found), bytes: read.bytes)
                index.update(key(found), FileDeclarations(of: file))
            }
        }
    }

    /// The Swift files of the projects the files of `linted` belong to (the nearest folder with a
    /// `.duo-lsp.json`, an `.xcodeproj`, a `Package.swift` or `.git`) that are not among them.
    static func projectFiles(around linted: [FileDiscovery.Found], resolver: ConfigurationResolver) -> [FileDiscovery.Found] {
        var roots = Set<String>()
        for found in linted where found.target == .swift {
            if let root = ProjectLayout.shared.projectRoot(ofFolder: found.location.folder.path) { roots.insert(root) }
        }
        // A root inside another is walked with it.
        let outermost = roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }
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
