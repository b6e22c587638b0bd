import Foundation

/// Where a link met in a walk leads, resolved one name at a time by
/// descriptor from the folder that holds it (`..` is the real parent), so
/// that the answer is a `Folder` chain without links, whatever the depth.
/// A link is followed only while it stays inside the walk's root, however
/// many links the way takes.
struct LinkResolver {
    enum Target {
        case outside
        case folder(Folder, stat)
        case file(FileLocation, stat)
    }

    let root: Folder
    /// Links followed so far (the kernel's own limit, ELOOP, is 40).
    private var hops = 0

    init(root: Folder) {
        self.root = root
    }

    mutating func resolve(_ name: [UInt8], in folder: Folder) -> Target {
        hops += 1
        guard hops <= 40, let descriptor = try? folder.open() else { return .outside }
        let destination = readLink(name, in: descriptor)
        close(descriptor)
        guard let destination, !destination.isEmpty else { return .outside }
        var current = folder
        var rest = destination
        if destination.first == UInt8(ascii: "/") {
            // An absolute destination must lie under the root's real path,
            // also when it reaches it through links of its own (/var → /private/var).
            guard let inside = relativeToRoot(destination) ?? Paths.realPath(String(decoding: destination, as: UTF8.self)).flatMap({ relativeToRoot(Array($0.utf8)) })
            else { return .outside }
            current = root
            rest = inside
        }
        let components = rest.split(separator: UInt8(ascii: "/")).map(Array.init).filter { $0 != [UInt8(ascii: ".")] }
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            if component == [UInt8(ascii: "."), UInt8(ascii: ".")] {
                guard current.identity != root.identity, let parent = current.parent else { return .outside }
                current = parent
                if isLast { return status(of: current).map { .folder(current, $0) } ?? .outside }
                continue
            }
            guard let descriptor = try? current.open() else { return .outside }
            let found = SystemCalls.status(of: component, in: descriptor)
            close(descriptor)
            guard let status = found else { return .outside }
            if status.isLink {
                switch resolve(component, in: current) {
                case .outside: return .outside
                case .folder(let folder, let status):
                    if isLast { return .folder(folder, status) }
                    current = folder
                case .file(let location, let status):
                    return isLast ? .file(location, status) : .outside
                }
            } else if status.isDirectory {
                current = current.child(component, identity: status.identity)
                if isLast { return .folder(current, status) }
            } else {
                return isLast ? .file(FileLocation(folder: current, name: component), status) : .outside
            }
        }
        return status(of: current).map { .folder(current, $0) } ?? .outside
    }

    /// The part of an absolute path after the root's real path, if it is under it.
    private func relativeToRoot(_ path: [UInt8]) -> [UInt8]? {
        let rootPath = root.name
        if path == rootPath { return [] }
        let prefix = rootPath == [UInt8(ascii: "/")] ? rootPath : rootPath + [UInt8(ascii: "/")]
        return path.starts(with: prefix) ? Array(path.dropFirst(prefix.count)) : nil
    }

    private func status(of folder: Folder) -> stat? {
        guard let descriptor = try? folder.open() else { return nil }
        defer { close(descriptor) }
        return SystemCalls.status(of: descriptor)
    }

    private func readLink(_ name: [UInt8], in folder: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = SystemCalls.withCString(name) { name in
            buffer.withUnsafeMutableBytes { readlinkat(folder, name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        }
        return count < 0 || count > Int(PATH_MAX) ? nil : Array(buffer[..<count])
    }
}
