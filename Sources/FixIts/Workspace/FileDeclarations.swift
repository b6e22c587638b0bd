/// What one Swift file declares that rules in other files need (issue 17): its type declarations and
/// extensions with their inheritance lists, the SwiftUI views that only wrap a system control, and the
/// hazard wrappers — computed properties, functions and stored closures whose whole value is a hazard
/// a rule recognises (`var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`). Read from
/// tokens, cheaply: a file without those words costs one pass over its keywords.
public struct FileDeclarations: Sendable, Equatable {
    /// A SwiftUI view whose body is one system control: it counts as that control.
    public struct ControlWrapper: Sendable, Equatable {
        public var view: String
        /// `Button`, `Label`, `Menu`, `Link` …
        public var control: String
    }

    /// A SwiftUI view whose body shows several things or chooses what to show (`if #available(iOS 16, *) {
    /// ModernShare() } else { LegacyShare() }`, `goBack; goForward`): per leaf a system control, nothing
    /// (`Spacer`, `EmptyView`) or a view (`SourceFile.barLeaves`); it counts as a control when every leaf is
    /// one of those or a view that wraps one (`WorkspaceIndex.control(wrappedBy:)` follows them across files).
    public struct ControlChoice: Sendable, Equatable {
        public var view: String
        public var branches: [String]
    }

    /// The types declared and extended, as `SourceFile.typeDeclaration` reads them (the inheritance
    /// clause, last path component of each: `SwiftUI.View` → `View`).
    public var types: [TypeDeclaration] = []
    public var controlWrappers: [ControlWrapper] = []
    public var controlChoices: [ControlChoice] = []
    public var wrappers: [HazardWrapper] = []
    /// Bar classes this file hands to a container to own (`navigationBarClass: BrandBar.self`), wherever
    /// the class is declared.
    public var handedBars: [String] = []

    public init() {}

    /// The declarations of `file` (its `path` is where wrappers say they are declared); `names`: how its
    /// few name questions are answered (`.chains` when the file is linted next; `.within(range)`: those
    /// of the code tokens `range` only, a top-level item, which holds all of each declaration it starts).
    public init(of file: SourceFile, names lookup: NameLookup = .scan) {
        readTypes(in: file, names: lookup)
        wrappers = HazardWrapper.declared(in: file, names: lookup)
        handedBars = file.barClassesHandedToContainers(names: lookup)
    }

    /// The declarations of `file`, kept on it (`SourceFile.declarations`) for the lint that reads it next:
    /// its types are taken from them rather than read again, and the name chains built for them serve the
    /// rules.
    public static func kept(on file: SourceFile) -> FileDeclarations {
        let declarations = FileDeclarations(of: file, names: .chains)
        file.declarations = declarations
        return declarations
    }

    /// The declarations of several parts of a file, one after another: what the whole file declares when
    /// the parts are its items (`EditedFile.declarations`).
    init(joining parts: [FileDeclarations]) {
        types = parts.flatMap(\.types)
        controlWrappers = parts.flatMap(\.controlWrappers)
        controlChoices = parts.flatMap(\.controlChoices)
        wrappers = parts.flatMap(\.wrappers)
        handedBars = parts.flatMap(\.handedBars)
    }

    /// Whether the two say the same but for where wrapper names start (same lines).
    func differsOnlyInNamePlaces(from other: FileDeclarations) -> Bool {
        guard types == other.types, controlWrappers == other.controlWrappers, controlChoices == other.controlChoices, handedBars == other.handedBars,
              wrappers.count == other.wrappers.count else { return false }
        return zip(wrappers, other.wrappers).allSatisfy { a, b in
            var moved = a
            moved.nameRange = b.nameRange
            return moved == b
        }
    }

    /// The same declarations in a version where their text moved `bytes` bytes and `lines` lines.
    func moved(bytes: Int, lines: Int) -> FileDeclarations {
        var moved = self
        moved.wrappers = wrappers.map { wrapper in
            var wrapper = wrapper
            wrapper.nameRange = wrapper.nameRange.lowerBound + bytes ..< wrapper.nameRange.upperBound + bytes
            wrapper.line += lines
            return wrapper
        }
        return moved
    }

    static let systemControls: Set<String> = [
        "Button", "Label", "Menu", "Toggle", "Picker", "ControlGroup", "ShareLink", "EditButton", "PasteButton", "RenameButton",
        "NavigationLink", "Link",
    ]

    private mutating func readTypes(in file: SourceFile, names lookup: NameLookup) {
        // The `body` names of the file, found once when a view type asks.
        var bodies: [Int]?
        // The views of the file, the `{` of their bodies and of their type bodies.
        var viewBodies: [(view: String, open: Int, typeBody: Int)] = []
        let keywords: ArraySlice<Int32>
        if case .within(let range) = lookup { keywords = file.kinds.keywords(in: range) } else { keywords = file.kinds.keywords[...] }
        for keyword in keywords {
            let index = Int(keyword)
            guard file.kind(index + 1) == .identifier, let typeKeyword = file.typeKeyword(at: index) else { continue }
            // `class func` and `class var` are members, not types.
            if file.isWord(index, "class"), file.isWord(index + 1, "func") || file.isWord(index + 1, "var") { continue }
            var name = index + 1
            // `extension Swift.Array`: the last component.
            while file.kind(name + 1) == .period, file.kind(name + 2) == .identifier { name += 2 }
            // A type still being typed, with no body yet, is known by its name.
            let body = file.typeBody(afterKeywordAt: index)
            let fact = body.map { file.typeDeclaration(keywordAt: index, keyword: typeKeyword.rawValue, bodyAt: $0) }
                ?? TypeDeclaration(keyword: typeKeyword.rawValue, name: file.text(name), inherited: [], hasBody: false)
            types.append(fact)
            if fact.inherited.contains("View") {
                if bodies == nil { bodies = file.names.find(["body"], by: lookup) }
                if let body, let bodyBlock = FileDeclarations.bodyBlock(ofTypeBodyAt: body, bodies: bodies ?? [], in: file) {
                    viewBodies.append((fact.name, bodyBlock, body))
                }
            }
        }
        for (view, block, typeBody) in viewBodies {
            guard let leaves = file.barLeaves(ofViewBodyAt: block, typeBody: typeBody) else { continue }
            if leaves.count == 1, FileDeclarations.systemControls.contains(leaves[0]) {
                controlWrappers.append(ControlWrapper(view: view, control: leaves[0]))
            } else {
                // Several views, the branches of an `if` or a `switch`, or nothing at all.
                controlChoices.append(ControlChoice(view: view, branches: leaves.isEmpty ? ["EmptyView"] : leaves))
            }
        }
    }

    /// The `{` of `var body: some View { … }` in the type body at `open`.
    private static func bodyBlock(ofTypeBodyAt open: Int, bodies: [Int], in file: SourceFile) -> Int? {
        guard let close = file.brackets.partner(of: open) else { return nil }
        for index in bodies where index > open && index < close && file.isWord(index - 1, "var") && file.brackets.parent(of: index) == open {
            var brace = index + 1
            while brace < close, file.kind(brace) != .leftBrace, brace - index < 8 { brace += 1 }
            return file.kind(brace) == .leftBrace ? brace : nil
        }
        return nil
    }
}
