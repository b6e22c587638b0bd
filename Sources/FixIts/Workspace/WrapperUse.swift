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
            if let owner = wrapper.owner, start == index || start == index - 2 {
                // A bare name, or one on `self`, is a member of the type the code is in: the wrapper's only inside
                // its type, an extension of it or a subclass (`width` in `extension CGSize` is the size's own),
                // and not where a local, a parameter or a member declared around the use hides it.
                guard WrapperUse.isInside(owner, at: index, in: file) else { return nil }
                if !isOwnFile, file.bindings.lookup(wrapper.name, at: index, in: file) != nil
                    || WrapperUse.declares(wrapper.name, in: file, within: WrapperUse.outermostType(around: index, in: file)) {
                    return nil
                }
            } else if !isOwnFile, WrapperUse.declares(wrapper.name, in: file) {
                return nil
            }
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

    /// Whether code token `index` is inside type `owner`: its declaration, an extension of it, or a type that
    /// inherits from it (directly, or through superclasses the file or the workspace declares).
    static func isInside(_ owner: String, at index: Int, in file: SourceFile) -> Bool {
        for scope in file.scopes.chain(containing: index, in: file) {
            guard case .type(let declaration) = scope.kind else { continue }
            if declaration.name == owner || declaration.inherited.contains(owner) { return true }
            // An extension's type is declared elsewhere: its superclass is that declaration's.
            let superclass = declaration.keyword == "class" ? declaration.inherited.first
                : declaration.keyword == "extension" ? file.declaredSuperclass(of: declaration.name) : nil
            if let superclass, file.classChain(from: superclass).contains(where: { $0 == owner || isSystemSubclass($0, of: owner) }) { return true }
        }
        return false
    }

    /// The tokens of the outermost type declaration or extension around code token `index` (nil at file level).
    static func outermostType(around index: Int, in file: SourceFile) -> Range<Int>? {
        var found: Range<Int>?
        for scope in file.scopes.chain(containing: index, in: file) {
            if case .type = scope.kind { found = scope.open ..< scope.close + 1 }
        }
        return found
    }

    /// The UIKit classes the linter knows by role: a cell is a `UIView`, a table view controller a
    /// `UIViewController`, both `UIResponder`s.
    private static func isSystemSubclass(_ name: String, of owner: String) -> Bool {
        switch owner {
        case "UIView": TypeRoles.views.contains(name)
        case "UIViewController": TypeRoles.viewControllers.contains(name)
        case "UIResponder", "NSObject": TypeRoles.views.contains(name) || TypeRoles.viewControllers.contains(name)
        default: false
        }
    }

    /// Whether `file` declares `name`: `let name`, `var name`, `func name`, a parameter `name: T`, a closure
    /// parameter `name in`, `case name`.
    static func declares(_ name: String, in file: SourceFile, within range: Range<Int>? = nil) -> Bool {
        file.names.of(name).contains { index in
            if let range, !range.contains(index) { return false }
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
