/// Shell-style path patterns for `exclude`: `*` within a path component,
/// `**` across components, `?` one character, `[abc]` a set. A pattern
/// without `/` matches any component (`Generated` skips every such folder).
struct Glob {
    private let components: [String]
    private let anchored: Bool

    init(_ pattern: String) {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern.removeLast() }
        anchored = pattern.contains("/")
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if !anchored, let only = components.first {
            return parts.contains { Glob.matchComponent(only, $0) }
        }
        return Glob.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            for start in path.indices.lowerBound ... path.indices.upperBound where match(rest, path[start...]) { return true }
            return false
        }
        guard let head = path.first, matchComponent(first, head) else {
            // A pattern naming a folder also covers everything inside it.
            return false
        }
        if pattern.count == 1 { return true }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    static func matchComponent(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let t = Array(text.unicodeScalars)
        var pi = 0, ti = 0, starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "[", let close = p[pi...].firstIndex(of: "]"), close > pi + 1 {
                let set = p[(pi + 1) ..< close]
                if set.contains(t[ti]) {
                    pi = close + 1
                    ti += 1
                    continue
                }
            } else if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1
                ti += 1
                continue
            } else if pi < p.count, p[pi] == "*" {
                starP = pi
                starT = ti
                pi += 1
                continue
            }
            guard starP >= 0 else { return false }
            pi = starP + 1
            starT += 1
            ti = starT
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
