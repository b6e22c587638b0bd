import FixIts
import Foundation

/// What is left out of linting: folders of build products and dependencies
/// (`Pods`, `.build`, `DerivedData`…) and the configuration's `exclude`
/// globs. Folder walks, files named on the command line and documents open
/// in an editor all ask here, so a pre-commit hook that names a vendored
/// file and an editor that opens one agree with `duo-lsp lint .`.
struct PathExclusion {
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules"]

    let resolver: ConfigurationResolver
    /// Where paths are read from when no configuration file governs them
    /// (the current folder, the editor's workspace folder).
    let base: String?

    /// A path named by the user or an editor (absolute): excluded when a
    /// skipped folder lies between it and its project root, or a glob of its
    /// configuration matches it. The root is the configuration file's folder,
    /// else `base` when the path is inside it; a path outside both is read
    /// from `/`, as a folder walk from there would.
    func isExcluded(named absolute: String, isFolder: Bool) -> Bool {
        let configurationRoot = root(of: absolute)
        let root = configurationRoot ?? base.flatMap { Self.contains($0, absolute) ? $0 : nil } ?? "/"
        let relative = Self.relative(absolute, to: root)
        let folders = relative.split(separator: "/").dropLast(isFolder ? 0 : 1)
        if folders.contains(where: { Self.skippedFolders.contains(String($0)) }) { return true }
        return matchesGlob(absolute)
    }

    /// An entry met while walking a folder: its own name, or a glob of its
    /// configuration (the folders above it were checked on the way down).
    /// `folder`: the real path of the folder it is in, which a walk knows
    /// (resolving the entry's path instead costs a look-up per component).
    func isExcluded(entry absolute: String, name: String, isFolder: Bool, in folder: String? = nil) -> Bool {
        if isFolder, Self.skippedFolders.contains(name) { return true }
        return matchesGlob(absolute, in: folder)
    }

    /// The governing configuration's `exclude` globs, relative to its folder.
    private func matchesGlob(_ absolute: String, in folder: String? = nil) -> Bool {
        let governing = folder.map { resolver.resolve(folder: $0) } ?? resolver.resolve(forFileAt: absolute)
        guard case .success(let resolved) = governing, let root = resolved.root,
              !resolved.configuration.exclude.isEmpty, Self.contains(root, absolute) else { return false }
        let relative = Self.relative(absolute, to: root)
        return resolved.configuration.exclude.contains { Glob($0).matches(relative) }
    }

    private func root(of absolute: String) -> String? {
        guard case .success(let resolved) = resolver.resolve(forFileAt: absolute) else { return nil }
        return resolved.root
    }

    private static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func relative(_ path: String, to folder: String) -> String {
        folder == "/" ? String(path.drop { $0 == "/" }) : String(path.dropFirst(folder.count).drop { $0 == "/" })
    }
}
