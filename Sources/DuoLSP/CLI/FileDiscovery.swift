import FixIts
import Foundation

/// What the linter reads under the paths it is given.
enum LintTarget: Equatable {
    case swift
    /// `Info.plist`, `project.pbxproj`, a JSON `.xcproj`.
    case project

    static func of(_ path: String) -> LintTarget? {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") { return .swift }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") || name == "project.pbxproj" || name.hasSuffix(".xcproj") { return .project }
        return nil
    }

    /// A file named explicitly (on the command line, `--stdin-filename`, an
    /// editor): any `.plist` or `.pbxproj` is read as a project file, not as
    /// Swift. Folder walks keep to `of(_:)`, so entitlements and other
    /// property lists are not swept in.
    static func ofNamedFile(_ path: String) -> LintTarget {
        if let target = of(path) { return target }
        return path.hasSuffix(".plist") || path.hasSuffix(".pbxproj") ? .project : .swift
    }
}

/// Walks the given paths for files to lint: folders recursively, skipping
/// build products, dependencies and the configuration's `exclude` globs
/// (`PathExclusion`), never following a link out of the roots. Reports what
/// it cannot read.
struct FileDiscovery {

    struct Found {
        /// Path as the user should see it.
        var path: String
        var target: LintTarget
    }

    let resolver: ConfigurationResolver
    let exclusion: PathExclusion
    /// Whether the paths given are checked against the exclusions too
    /// (`--no-force-exclude` lints them anyway; what is inside a folder given
    /// is always checked).
    let forceExclude: Bool
    var errors: [String] = []
    /// Folder entries looked at, at most: the walk stops there (`stopped`).
    /// The server's walk of a workspace folder of `/` would otherwise read
    /// the whole disk; the command line walks what it is given.
    var maximumEntries = Int.max
    private(set) var entriesLooked = 0
    /// Whether the walk stopped early: at `maximumEntries`, or when `each` said so.
    private(set) var stopped = false

    init(resolver: ConfigurationResolver, base: String? = FileManager.default.currentDirectoryPath, forceExclude: Bool = true) {
        self.resolver = resolver
        exclusion = PathExclusion(resolver: resolver, base: base.map(Paths.absolute))
        self.forceExclude = forceExclude
    }

    mutating func collect(_ paths: [String]) -> [Found] {
        var found: [Found] = []
        forEach(in: paths) { found.append($0); return true }
        return found
    }

    /// Calls `each` with every file as it is found, in walk order, until it
    /// returns false (a walk that streams what it finds and holds none of it).
    mutating func forEach(in paths: [String], _ each: (Found) -> Bool) {
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append("\(path): no such file or folder")
                continue
            }
            if forceExclude, exclusion.isExcluded(named: Paths.absolute(path), isFolder: isDirectory.boolValue) { continue }
            if !isDirectory.boolValue {
                let target = LintTarget.ofNamedFile(path)
                if seen.insert(AtomicFileWriter.resolvedPath(Paths.absolute(path))).inserted, !each(Found(path: path, target: target)) {
                    stopped = true
                    return
                }
                continue
            }
            let root = Paths.absolute(path)
            let realRoot = AtomicFileWriter.resolvedPath(root)
            guard seen.insert(realRoot).inserted else { continue }
            walk(folder: path, absoluteFolder: root, realFolder: realRoot, root: realRoot, into: each, seen: &seen)
            if stopped { return }
        }
    }

    /// `realFolder` is `absoluteFolder` with every link resolved: an entry
    /// that is not a link resolves to `realFolder/name` without asking the
    /// file system about each component of its path again.
    private mutating func walk(folder: String, absoluteFolder: String, realFolder: String, root: String,
                               into found: (Found) -> Bool, seen: inout Set<String>) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            errors.append("\(folder): cannot read folder")
            return
        }
        for name in entries {
            if stopped { return }
            entriesLooked += 1
            if entriesLooked > maximumEntries {
                stopped = true
                return
            }
            let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            let absolute = (absoluteFolder as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let isLink = (status.st_mode & S_IFMT) == S_IFLNK
            // Links are followed only while they stay inside the root, where
            // they finally lead (a link to a link out of the root is out).
            let resolved: String
            if isLink {
                guard stat(path, &status) == 0 else { continue }  // a dangling link
                resolved = AtomicFileWriter.resolvedPath(absolute)
                guard resolved == root || resolved.hasPrefix(root + "/") else { continue }
            } else {
                resolved = (realFolder as NSString).appendingPathComponent(name)
            }
            let isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
            if exclusion.isExcluded(entry: absolute, name: name, isFolder: isDirectory) { continue }
            if isDirectory {
                // Each real folder once: a link back up the tree is not a loop.
                if !seen.insert(resolved).inserted { continue }
                walk(folder: path, absoluteFolder: absolute, realFolder: resolved, root: root, into: found, seen: &seen)
            } else if let target = LintTarget.of(name), seen.insert(resolved).inserted {
                // A file reached twice (itself and through a link) is linted
                // once: fixed twice at once, the second write would fail.
                if !found(Found(path: path, target: target)) { stopped = true }
            }
        }
    }
}
