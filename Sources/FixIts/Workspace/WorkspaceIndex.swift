import Foundation

/// What the files of a workspace declare, for rules that need more than their own file (issue 17):
/// type declarations and extensions with their inheritance (a type's role through a superclass declared
/// elsewhere, `ToolbarContent` and `View` conformance through extensions), SwiftUI views that wrap one
/// system control, and hazard wrappers. Pure: it holds what it is given (`update(_:_:)` with each file's
/// `FileDeclarations`), does no I/O, and answers from tables kept current per file, so an edit that
/// changes one file's declarations costs that file's facts, not the workspace's.
///
/// Thread-safe: the server updates it on its queue while lint workers read it.
public final class WorkspaceIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: FileDeclarations] = [:]
    private var types: [String: [String: [TypeDeclaration]]] = [:]
    private var controls: [String: [String: String]] = [:]
    /// Views that choose what to show, per view and path: the branches (`FileDeclarations.ControlChoice`).
    private var choices: [String: [String: [String]]] = [:]
    private var wrappers: [String: [String: [HazardWrapper]]] = [:]
    /// For each bar class handed to a container, the files that hand it.
    private var handedBars: [String: Set<String>] = [:]
    private var wrapperTable: (names: [String], triggers: TriggerTable)?
    /// Bumped by every change of a declaration.
    public private(set) var generation = 0

    public init() {}

    public var fileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return files.count
    }

    /// Sets the declarations of the file at `path`; returns the names whose declarations changed (none
    /// when the file declares what it did: most edits).
    @discardableResult
    public func update(_ path: String, _ declarations: FileDeclarations) -> Set<String> {
        // The names a file new to the index declares, found before taking the lock: a batch lint adds every
        // file once, from all workers at a time. Not for a file the index has (a keystroke's update): the set
        // of a dense file's names was 2% of its keystroke, for nothing.
        let isNew = lock.withLock { files[path] == nil }
        let added = !isNew || declarations == FileDeclarations() ? [] : WorkspaceIndex.names(of: declarations)
        lock.lock()
        defer { lock.unlock() }
        guard let old = files[path] else {
            // Removed meanwhile by another thread: its names are worked out here after all.
            let added = isNew || declarations == FileDeclarations() ? added : WorkspaceIndex.names(of: declarations)
            guard !added.isEmpty else { return [] }
            add(declarations, of: path)
            files[path] = declarations
            generation += 1
            return added
        }
        guard old != declarations else { return [] }
        if old.differsOnlyInNamePlaces(from: declarations) {
            // Text typed before a wrapper on its line moves its name, not what any rule reads of it (its
            // line is in messages): the places are kept current for the file's own lint, nothing changed.
            for wrapper in old.wrappers { wrappers[wrapper.name]?[path] = [] }
            for wrapper in declarations.wrappers { wrappers[wrapper.name]?[path]?.append(wrapper) }
            files[path] = declarations
            return []
        }
        let changed = WorkspaceIndex.names(of: old).symmetricDifference(WorkspaceIndex.names(of: declarations))
            .union(WorkspaceIndex.changedNames(old, declarations))
        remove(old, of: path)
        add(declarations, of: path)
        files[path] = declarations == FileDeclarations() ? nil : declarations
        generation += 1
        return changed
    }

    /// Forgets the file at `path` (deleted, or no longer in the workspace).
    @discardableResult
    public func remove(_ path: String) -> Set<String> {
        update(path, FileDeclarations())
    }

    /// The declarations recorded for `path`.
    public func declarations(of path: String) -> FileDeclarations {
        lock.lock()
        defer { lock.unlock() }
        return files[path] ?? FileDeclarations()
    }

    /// Every file's declarations (for tests that compare an index with one built afresh).
    public var allDeclarations: [String: FileDeclarations] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }

    // MARK: Questions

    /// The declarations and extensions of the type `name` in every file.
    public func typeDeclarations(named name: String) -> [TypeDeclaration] {
        lock.lock()
        defer { lock.unlock() }
        return (types[name] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// Whether `type` conforms to or inherits `name` as far as the workspace says: its own
    /// declaration, its extensions, and its superclasses' (up to eight levels).
    public func inherits(_ type: String, _ name: String) -> Bool {
        var current = [type]
        var visited = Set<String>()
        for _ in 0 ..< 8 {
            var next: [String] = []
            for type in current where visited.insert(type).inserted {
                let facts = typeDeclarations(named: type)
                if facts.contains(where: { $0.inherited.contains(name) }) { return true }
                next += facts.filter { $0.keyword == "class" }.compactMap(\.inherited.first)
            }
            if next.isEmpty { return false }
            current = next
        }
        return false
    }

    /// The superclass the workspace declares for `type` (`class Name: Base`), if any.
    public func superclass(of type: String) -> String? {
        typeDeclarations(named: type).first { $0.keyword == "class" }?.inherited.first
    }

    /// Whether the workspace declares `type` (not only extends it).
    public func declares(_ type: String) -> Bool {
        typeDeclarations(named: type).contains { $0.keyword != "extension" }
    }

    /// The system control a SwiftUI view of the workspace wraps (`CloseButton` → `Button`).
    public func control(wrappedBy view: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return control(wrappedBy: view, depth: 0)
    }

    /// Under the lock: a direct wrapper's control, or for a view that shows several things or chooses what
    /// to show, the control of its first leaf when every leaf shows a system control or nothing (a
    /// `ShareLink`, or a labelled `Button` before iOS 16; `Spacer`, `EmptyView`), through other views a few
    /// levels deep.
    private func control(wrappedBy view: String, depth: Int) -> String? {
        if let direct = controls[view]?.values.sorted().first { return direct }
        guard depth < 4, let branches = choices[view]?.sorted(by: { $0.key < $1.key }).first?.value else { return nil }
        let shown = branches.map { leaf in
            FileDeclarations.systemControls.contains(leaf) || SourceFile.emptyViews.contains(leaf) ? leaf : control(wrappedBy: leaf, depth: depth + 1)
        }
        guard !shown.contains(nil) else { return nil }
        return shown.first ?? nil
    }

    /// Whether a file of the workspace hands the bar class `name` to a container (`navigationBarClass:`).
    public func isHandedToContainer(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return handedBars[name] != nil
    }

    /// The hazard wrappers named `name`.
    public func wrappers(named name: String) -> [HazardWrapper] {
        lock.lock()
        defer { lock.unlock() }
        return (wrappers[name] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The wrapper names as a trigger table (rebuilt when the names change), for the linter's pass over a
    /// file's identifiers; nil when the workspace has none.
    func wrapperTriggers() -> (names: [String], triggers: TriggerTable)? {
        lock.lock()
        defer { lock.unlock() }
        if wrappers.isEmpty { return nil }
        if let wrapperTable { return wrapperTable }
        let names = wrappers.keys.sorted()
        let table = (names, TriggerTable(words: names))
        wrapperTable = table
        return table
    }

    // MARK: Tables

    private func add(_ declarations: FileDeclarations, of path: String) {
        for fact in declarations.types { types[fact.name, default: [:]][path, default: []].append(fact) }
        for wrapper in declarations.controlWrappers { controls[wrapper.view, default: [:]][path] = wrapper.control }
        for choice in declarations.controlChoices { choices[choice.view, default: [:]][path] = choice.branches }
        for bar in declarations.handedBars { handedBars[bar, default: []].insert(path) }
        for wrapper in declarations.wrappers {
            if wrappers[wrapper.name] == nil { wrapperTable = nil }
            wrappers[wrapper.name, default: [:]][path, default: []].append(wrapper)
        }
    }

    private func remove(_ declarations: FileDeclarations, of path: String) {
        for fact in declarations.types {
            types[fact.name]?[path] = nil
            if types[fact.name]?.isEmpty == true { types[fact.name] = nil }
        }
        for wrapper in declarations.controlWrappers {
            controls[wrapper.view]?[path] = nil
            if controls[wrapper.view]?.isEmpty == true { controls[wrapper.view] = nil }
        }
        for choice in declarations.controlChoices {
            choices[choice.view]?[path] = nil
            if choices[choice.view]?.isEmpty == true { choices[choice.view] = nil }
        }
        for bar in declarations.handedBars {
            handedBars[bar]?.remove(path)
            if handedBars[bar]?.isEmpty == true { handedBars[bar] = nil }
        }
        for wrapper in declarations.wrappers {
            wrappers[wrapper.name]?[path] = nil
            if wrappers[wrapper.name]?.isEmpty == true {
                wrappers[wrapper.name] = nil
                wrapperTable = nil
            }
        }
    }

    private static func names(of declarations: FileDeclarations) -> Set<String> {
        Set(declarations.types.map(\.name) + declarations.controlWrappers.map(\.view) + declarations.controlChoices.map(\.view)
            + declarations.wrappers.map(\.name) + declarations.handedBars)
    }

    /// Names declared in both versions whose facts differ (a conformance added, a wrapper's body changed).
    /// Grouped by name once (a file of a few hundred types made a filter per name quadratic: 10% of a
    /// keystroke on a dense file); nothing to group when the two are equal, as on most keystrokes.
    private static func changedNames(_ old: FileDeclarations, _ new: FileDeclarations) -> Set<String> {
        if old == new { return [] }
        let before = factsByName(old)
        let after = factsByName(new)
        return Set(before.compactMap { name, facts in after[name].map { $0 != facts ? name : nil } ?? nil })
    }

    /// What a file says about one name.
    private struct NameFacts: Equatable {
        var types: [TypeDeclaration] = []
        var controls: [FileDeclarations.ControlWrapper] = []
        var choices: [FileDeclarations.ControlChoice] = []
        var wrappers: [[String]] = []
    }

    private static func factsByName(_ declarations: FileDeclarations) -> [String: NameFacts] {
        var facts: [String: NameFacts] = [:]
        for type in declarations.types { facts[type.name, default: NameFacts()].types.append(type) }
        for control in declarations.controlWrappers { facts[control.view, default: NameFacts()].controls.append(control) }
        for choice in declarations.controlChoices { facts[choice.view, default: NameFacts()].choices.append(choice) }
        for wrapper in declarations.wrappers {
            facts[wrapper.name, default: NameFacts()].wrappers.append([wrapper.hazard.rawValue, wrapper.wrapped, String(wrapper.line)])
        }
        return facts
    }
}
