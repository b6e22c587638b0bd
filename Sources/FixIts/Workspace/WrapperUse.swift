/// A use of a workspace wrapper: the whole expression that reads it (`UIDevice.current.isiPad()`,
/// `UIInterfaceOrientationMask.portraitOnPhone`, `.portraitOnPhone`, `isPad`), when its spelling fits
/// the wrapper's declaration — a member of its type, or a global — so that a name shared by unrelated
/// declarations (`isPad` of some model) is not taken for it.
struct WrapperUse {
    /// From the chain's first token through the call's `)` when it is called.
    var range: ClosedRange<Int>

    init?(at index: Int, of wrapper: HazardWrapper, in file: SourceFile) {
        var last = index
        if file.kind(index + 1) == .leftParen, let close = file.brackets.partner(of: index + 1) {
            guard wrapper.isFunction else { return nil }
            last = close
        } else if wrapper.isFunction {
            return nil
        }
        let start = file.postfixChainStart(endingAt: index)
        // A name this file declares itself (a local, a parameter, a member of its own) is that one, unless it
        // is the wrapper's own declaration.
        let isOwnFile = wrapper.path == file.path
        if start == index || file.isWord(index - 2, "self") || file.kind(index - 1) == .period && start == index - 1 {
            if !isOwnFile, WrapperUse.declares(wrapper.name, in: file) { return nil }
        }
        // A member of the wrapper's type: `UIDevice.isPhone`, `UIDevice.current.isiPad()`, `.portraitOnPhone`,
        // `self.isPad` or a bare name inside the type; a global: a bare name.
        if start < index, file.kind(index - 1) == .period {
            let receiver = file.chainComponents(from: start, through: index - 1)
            if let owner = wrapper.owner {
                guard receiver.isEmpty || receiver.contains(owner) || receiver == ["self"] || receiver.last == "current" || receiver == ["Self"] else { return nil }
            } else {
                return nil
            }
        }
        range = start ... last
    }

    /// Whether `file` declares `name`: `let name`, `var name`, `func name`, a parameter `name: T`, a closure
    /// parameter `name in`, `case name`.
    static func declares(_ name: String, in file: SourceFile) -> Bool {
        file.names.of(name).contains { index in
            if file.isWord(index - 1, oneOf: ["let", "var", "func", "case"]) { return true }
            // A parameter: `(name: Bool` or `, name: Bool` in a declaration's parameter list.
            if file.kind(index + 1) == .colon, file.kind(index - 1) == .leftParen || file.kind(index - 1) == .comma
                || file.kind(index - 1) == .identifier || file.isWord(index - 1, "_"),
               let open = file.brackets.parent(of: index), file.kind(open) == .leftParen,
               file.isWord(open - 2, "func") || file.isWord(open - 1, "init") {
                return true
            }
            return file.isWord(index + 1, "in") && file.kind(index - 1) != .period
        }
    }
}
