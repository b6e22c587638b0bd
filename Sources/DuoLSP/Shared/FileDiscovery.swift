import FixIts
import Foundation

/// What the linter reads under the paths it is given.
enum LintTarget: Equatable {
    case swift
    /// `Info.plist`, `project.pbxproj`, a JSON `.xcproj`.
    case project

    static func of(_ path: String) -> LintTarget? {
        let name = Paths.name(of: path)
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
///
/// The walk goes by descriptor (`Folder`): each folder is listed through
/// its own descriptor and each entry examined with `fstatat`, so the work
/// per entry does not grow with the depth of the tree and names are bytes
/// (a name that is not UTF-8 is linted, and shown with `\xHH`).
struct FileDiscovery {

    struct Found {
        /// Path as the user should see it (the names walked, links included).
        var path: String
        var target: LintTarget
        /// Where the file really is.
        var location: FileLocation
    }

    let resolver: ConfigurationResolver
    let exclusion: PathExclusion
    /// Whether the paths given are checked against the exclusions too
    /// (`--no-force-exclude` lints them anyway; what is inside a folder given
    /// is always checked).
    let forceExclude: Bool
    var errors: [String] = []
    /// Things done or skipped that are not errors (temporary files removed).
    var notes: [String] = []
    /// Remove the temporary files that a fix interrupted by a crash or a
    /// kill left (only when the run is going to write).
    var removesStaleTemporaries = false
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

    /// The real paths of the folders walked to the end: everything below them that a walk finds was found.
    private(set) var walkedFolders: [String] = []

    mutating func collect(_ paths: [String]) -> [Found] {
        var found: [Found] = []
        forEach(in: paths) { found.append($0); return true }
        return found
    }

    /// Calls `each` with every file as it is found, in walk order, until it
    /// returns false (a walk that streams what it finds and holds none of it).
    mutating func forEach(in paths: [String], _ each: (Found) -> Bool) {
        var seen = Set<FileIdentity>()
        for path in paths {
            let bytes = RawArguments.bytes(of: path)
            let shown = String(validating: bytes, as: UTF8.self) ?? DisplayText.name(bytes)
            var status = stat()
            guard SystemCalls.withCString(bytes, { stat($0, &status) }) == 0 else {
                errors.append("\(shown): no such file or folder")
                continue
            }
            if forceExclude, exclusion.isExcluded(named: Paths.absolute(path), isFolder: status.isDirectory) { continue }
            guard let real = SystemCalls.withCString(bytes, { realpath($0, nil) }) else {
                errors.append("\(shown): cannot resolve the path (\(SystemCalls.errorText))")
                continue
            }
            let realBytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real)))
            free(real)
            guard seen.insert(status.identity).inserted else { continue }
            if !status.isDirectory {
                // A link named is fixed at its destination.
                do {
                    // A real path is absolute: its folder is never "".
                    let folder = try Folder.root(realPath: Paths.folder(of: realBytes))
                    if !each(Found(path: shown, target: LintTarget.ofNamedFile(shown), location: FileLocation(folder: folder, name: Paths.name(of: realBytes)))) {
                        stopped = true
                        return
                    }
                } catch {
                    errors.append("\(shown): cannot read its folder (\(error.description))")
                }
                continue
            }
            do {
                let root = try Folder.root(realPath: realBytes)
                walk(root, shown: shown, root: root, into: each, seen: &seen)
                if stopped { return }
                walkedFolders.append(String(decoding: realBytes, as: UTF8.self))
            } catch {
                errors.append("\(shown): cannot read folder (\(error.description))")
            }
        }
    }

    /// One entry of a folder, as `fstatat` saw it (a link as a link).
    private struct Entry {
        var name: [UInt8]
        var text: String
        var status: stat
    }

    /// A folder being walked: its entries and the next one to look at.
    private struct Frame {
        var folder: Folder
        var shown: String
        var entries: [Entry]
        var next = 0
    }

    /// Depth first, in byte order of the names; with a stack of its own, not
    /// the call stack, which a tree thousands of folders deep would overflow.
    private mutating func walk(_ start: Folder, shown: String, root: Folder, into found: (Found) -> Bool, seen: inout Set<FileIdentity>) {
        var stack: [Frame] = []
        enter(start, shown: shown, stack: &stack)
        while var frame = stack.popLast() {
            guard frame.next < frame.entries.count else { continue }
            entriesLooked += 1
            if entriesLooked > maximumEntries {
                stopped = true
                return
            }
            let entry = frame.entries[frame.next]
            frame.next += 1
            let folder = frame.folder
            let path = frame.shown == "." ? entry.text : Paths.joined(frame.shown, entry.text)
            stack.append(frame)
            var status = entry.status
            var location = FileLocation(folder: folder, name: entry.name)
            var child: Folder?
            if status.isLink {
                // Followed only while it stays inside the root, where it finally
                // leads (a link to a link out of the root is out).
                var links = LinkResolver(root: root)
                switch links.resolve(entry.name, in: folder) {
                case .outside: continue
                case .folder(let target, let targetStatus): (child, status) = (target, targetStatus)
                case .file(let target, let targetStatus): (location, status) = (target, targetStatus)
                }
            } else if status.isDirectory {
                child = folder.child(entry.name, identity: status.identity)
            }
            if let child {
                if exclusion.isExcluded(entry: child.path, name: entry.text, isFolder: true, in: (child.parent ?? child).path) { continue }
                // Each real folder once: a link back up the tree is not a loop.
                guard seen.insert(status.identity).inserted else { continue }
                enter(child, shown: path, stack: &stack)
            } else if status.isRegularFile, let target = LintTarget.of(entry.text),
                      !exclusion.isExcluded(entry: location.path, name: entry.text, isFolder: false, in: location.folder.path) {
                // A file reached twice (itself and through a link) is linted
                // once: fixed twice at once, the second write would fail.
                if seen.insert(status.identity).inserted, !found(Found(path: path, target: target, location: location)) {
                    stopped = true
                    return
                }
            }
        }
    }

    private mutating func enter(_ folder: Folder, shown: String, stack: inout [Frame]) {
        do {
            stack.append(Frame(folder: folder, shown: shown, entries: try list(folder, shown: shown)))
        } catch {
            errors.append("\(shown): cannot read folder (\(error.description))")
        }
    }

    /// The folder's entries in byte order, each with its status; the
    /// folder's configuration file handed to the resolver on the way, and
    /// temporary files of interrupted fixes removed when asked to.
    private mutating func list(_ folder: Folder, shown: String) throws(FileSystemError) -> [Entry] {
        let descriptor = try folder.open()
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            throw FileSystemError(SystemCalls.errorText)
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        var configuration: ConfigurationResolver.ConfigurationFile?
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            guard let status = SystemCalls.status(of: name, in: descriptor) else { continue }  // gone meanwhile
            if removesStaleTemporaries, status.isRegularFile, TemporaryFiles.isTemporaryName(name) {
                if TemporaryFiles.removeIfAbandoned(name, in: descriptor) {
                    let path = shown == "." ? DisplayText.name(name) : Paths.joined(shown, DisplayText.name(name))
                    notes.append("removed \(path), a temporary file left by an interrupted fix")
                }
                continue
            }
            let text = DisplayText.name(name)
            if text == ConfigurationLoader.fileName {
                let file = SystemCalls.open(name, in: descriptor, flags: O_RDONLY | O_NONBLOCK)
                if file >= 0, let bytes = try? FileContent.readAll(file, sizeHint: Int(status.st_size)) {
                    configuration = .bytes(bytes)
                } else {
                    configuration = .unreadable("cannot read the file (\(SystemCalls.errorText))")
                }
                if file >= 0 { close(file) }
            }
            entries.append(Entry(name: name, text: text, status: status))
        }
        resolver.record(folder: folder.path, file: configuration)
        return entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }
}
