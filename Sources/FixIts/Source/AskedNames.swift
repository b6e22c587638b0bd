/// What the checks of one top-level item asked of the rest of the file: the names whose uses they
/// looked up (`NameOccurrences`; not a question about the item's own tokens alone), the name prefixes
/// and suffixes they scanned for, and whether they read the file's top-level bindings (`BindingTable`: a look-up that
/// ends in the item's own scopes reads nothing else). A check reads another
/// item only through these (or its own type's members: its family, `TopLevelItems`), so an item whose
/// asked names the edited items do not hold found what it found before (`EditedFile`).
///
/// Recorded while a lint checks an item (`SourceFile.askedNames` set), on the one thread that lints.
final class AskedNames: @unchecked Sendable {
    /// The code tokens of the item being checked: a question about them alone reads no other item.
    let item: Range<Int>
    private(set) var names: Set<String> = []
    private(set) var prefixes: Set<String> = []
    private(set) var suffixes: Set<String> = []
    private(set) var topLevelBindings = false

    init(item: Range<Int>) {
        self.item = item
    }

    func ask(_ name: String) { names.insert(name) }

    /// A question about the uses of `name` among the code tokens `range` only.
    func ask(_ name: String, within range: Range<Int>) {
        if range.lowerBound < item.lowerBound || range.upperBound > item.upperBound { names.insert(name) }
    }
    func ask(prefix: String) { prefixes.insert(prefix) }
    func ask(suffix: String) { suffixes.insert(suffix) }
    func askTopLevelBindings() { topLevelBindings = true }

    /// Asks all that `other` asked (a remembered answer used again asks what it asked when worked out).
    func ask(all other: AskedNames) {
        names.formUnion(other.names)
        prefixes.formUnion(other.prefixes)
        suffixes.formUnion(other.suffixes)
        topLevelBindings = topLevelBindings || other.topLevelBindings
    }

    /// Whether an answer to these questions may differ where the edit changed items holding the names
    /// `held` (and top-level bindings, when `bindingsChanged`).
    func depends(on held: Set<String>, bindingsChanged: Bool) -> Bool {
        if topLevelBindings && bindingsChanged { return true }
        if !names.isDisjoint(with: held) { return true }
        if prefixes.contains(where: { prefix in held.contains { $0.count > prefix.count && $0.hasPrefix(prefix) } }) { return true }
        return suffixes.contains { suffix in held.contains { $0.count > suffix.count && $0.hasSuffix(suffix) } }
    }
}
