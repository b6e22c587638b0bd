/// What the checks of one top-level item asked of the rest of the file: the names whose uses they
/// looked up (`NameOccurrences`), the bindings they looked up by name, the name prefixes they scanned
/// for, and whether they read the file's top-level bindings (`BindingTable`). A check reads another
/// item only through these (or its own type's members: its family, `TopLevelItems`), so an item whose
/// asked names the edited items do not hold found what it found before (`EditedFile`).
///
/// Recorded while a lint checks an item (`SourceFile.askedNames` set), on the one thread that lints.
final class AskedNames: @unchecked Sendable {
    private(set) var names: Set<String> = []
    private(set) var prefixes: Set<String> = []
    private(set) var topLevelBindings = false

    func ask(_ name: String) { names.insert(name) }
    func ask(prefix: String) { prefixes.insert(prefix) }
    func askTopLevelBindings() { topLevelBindings = true }

    /// Asks all that `other` asked (a remembered answer used again asks what it asked when worked out).
    func ask(all other: AskedNames) {
        names.formUnion(other.names)
        prefixes.formUnion(other.prefixes)
        topLevelBindings = topLevelBindings || other.topLevelBindings
    }

    /// Whether an answer to these questions may differ where the edit changed items holding the names
    /// `held` (and top-level bindings, when `bindingsChanged`).
    func depends(on held: Set<String>, bindingsChanged: Bool) -> Bool {
        if topLevelBindings && bindingsChanged { return true }
        if !names.isDisjoint(with: held) { return true }
        return prefixes.contains { prefix in held.contains { $0.count > prefix.count && $0.hasPrefix(prefix) } }
    }
}
