/// What SwiftUI containers are, for the rules that ask where a view sits (the toolbar it is an item of,
/// the stack a label is wrapped in, the presentation it is shown in, the `GeometryReader` whose proxy it
/// may read): written once here so that a rule taught one more container teaches them all. Where a
/// view is *in* a toolbar is `ToolbarItems.swift` (`barItemContainer(of:)` for a bar item itself,
/// `isInToolbar(_:)` for anything inside one).
enum SwiftUIContainers {
    /// Calls whose trailing closure holds toolbar content: `.toolbar { }`, `ToolbarItem { }`,
    /// `ToolbarItemGroup { }`.
    static let toolbarCallees: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup"]
    /// Views that hand the bar items inside them to the toolbar as they are (`Group { … }` in `.toolbar { }`).
    static let toolbarPassThrough: Set<String> = ["Group", "ForEach", "ControlGroup"]
    /// Stacks that lay their content out without changing what it is: an `Image` in an `HStack` in a
    /// button's label is still the label.
    static let layoutStacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]
    /// Modifiers that present their content apart from the view they are on: a new container.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog",
    ]
    /// The presentations that cover the screen (on iPhone Duo, both displays) with their content.
    static let screenCoveringPresentations: Set<String> = ["sheet", "fullScreenCover"]
    /// Containers that lay their content out in cells a fraction of their width: a `GeometryReader` in one
    /// measures a cell, not the window.
    static let grids: Set<String> = ["LazyVGrid", "LazyHGrid", "Grid", "GridRow"]
}

extension SourceFile {
    /// The proxy of the innermost `GeometryReader { proxy in … }` around `index`; nil when there is none
    /// or its parameter is `_`.
    func geometryReaderProxy(around index: Int) -> String? {
        for scope in scopes.chain(containing: index, in: self) {
            if case .closure(let closure) = scope.kind, closure.callee == "GeometryReader" {
                // `GeometryReader { _ in`: an outer one's proxy still measures the same space.
                guard let proxy = closure.parameters.first, proxy != "_" else { continue }
                return proxy
            }
        }
        return nil
    }

    /// Whether code token `index` is inside a grid's cell (`LazyVGrid { ForEach(…) { card in … } }`), also
    /// through a view-building function or a view type of this file that a cell calls (`TabCard(tab: tab)`
    /// in the grid, the image in `TabCard`'s body), up to `depth` such steps.
    func isInGridCell(_ index: Int, depth: Int = 2) -> Bool {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                if let callee = closure.callee, SwiftUIContainers.grids.contains(callee) { return true }
            case .function(let function) where depth > 0:
                if isCalledInGridCell(function.name, depth: depth) { return true }
            case .type(let declaration) where depth > 0:
                return isCalledInGridCell(declaration.name, depth: depth)
            default:
                continue
            }
        }
        return false
    }

    /// Whether `name(…)` (a function of this file, or a view type's initializer) is called in a grid's cell.
    private func isCalledInGridCell(_ name: String, depth: Int) -> Bool {
        names.of(name).contains { use in
            kind(use + 1) == .leftParen && !isDeclarationName(use) && isInGridCell(use, depth: depth - 1)
        }
    }

    /// `func name(` or `struct Name` itself rather than a use.
    private func isDeclarationName(_ index: Int) -> Bool {
        isWord(index - 1, oneOf: ["func", "struct", "class", "enum", "init"])
    }

    /// Whether the identifier at `index` is a `GeometryProxy`: a `GeometryReader { proxy in` parameter (the
    /// nearest closure declaring the name is a `GeometryReader`'s) or a parameter typed `GeometryProxy`.
    func isGeometryProxy(_ index: Int) -> Bool {
        guard kind(index) == .identifier, let binding = bindings.lookup(text(index), at: index, in: self) else { return false }
        if binding.type?.trimmingCharacters(in: .whitespaces) == "GeometryProxy" { return true }
        for scope in scopes.chain(containing: index, in: self) {
            guard case .closure(let closure) = scope.kind, closure.parameters.contains(binding.name) else { continue }
            return closure.callee == "GeometryReader" && closure.parameters.first == binding.name
        }
        return false
    }

    /// The `reservedRegions` of the container the code at `index` lays out in, where reading them is asked
    /// again when they change: the `GeometryReader`'s proxy around it, else the view controller's view or the
    /// view itself in a layout pass (`viewDidLayoutSubviews`, `layoutSubviews`, a method only they call, a
    /// compositional layout's section provider); nil
    /// elsewhere (a model, or code run once, such as an initializer, where the regions are not known yet and
    /// never read again).
    func reservedRegionsOfContainer(around index: Int) -> String? {
        if let proxy = geometryReaderProxy(around: index) { return "\(proxy).reservedRegions" }
        let instance = InstanceContext(at: index, in: self)
        let layoutPasses: Set<String> = ["viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSubviews", "viewWillTransition",
                                         "traitCollectionDidChange"]
        // A compositional layout's section provider runs again whenever the layout is invalidated.
        let inSectionProvider = scopes.chain(containing: index, in: self).contains { scope in
            if case .closure(let closure) = scope.kind { return closure.callee == "UICollectionViewCompositionalLayout" }
            return false
        }
        if !inSectionProvider {
            guard let function = instance.functionName, let type = enclosingTypeBlock(index),
                  runsOnlyFrom(layoutPasses, function: function, inTypeAt: type) else { return nil }
        }
        switch instance.role {
        case .viewController: return instance.reference("view.reservedRegions")
        case .view: return instance.reference("reservedRegions")
        default: return nil
        }
    }
}
