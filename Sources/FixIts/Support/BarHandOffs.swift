/// Bar classes a file hands to a container to own (DUO306: such a bar is the container's, and its items
/// move to the side on iPhone Duo): `UINavigationController(navigationBarClass: BrandBar.self,
/// toolbarClass: ToolBar.self)`, and the key-value form that installs a tab bar subclass in a tab bar
/// controller, `setValue(ThemedTabBar(), forKey: "tabBar")` (also `"navigationBar"`, `"toolbar"`).
extension SourceFile {
    func barClassesHandedToContainers(names lookup: NameLookup = .chains) -> [String] {
        var handed: [String] = []
        for name in names.find(["navigationBarClass", "toolbarClass", "setValue"], by: lookup) {
            if isWord(name, "setValue") {
                if let bar = barMade(inSetValueAt: name) { handed.append(bar) }
                continue
            }
            // `navigationBarClass: Name.self`.
            guard kind(name + 1) == .colon, kind(name + 2) == .identifier, kind(name + 3) == .period, isWord(name + 4, "self") else { continue }
            handed.append(text(name + 2))
        }
        return handed
    }

    /// `setValue(Bar(), forKey: "tabBar")`, also through a local or property (`let bar = Bar(frame: …)`,
    /// then `setValue(bar, forKey: "tabBar")`): `Bar`.
    private func barMade(inSetValueAt callee: Int) -> String? {
        guard let value = barHandedBySetValue(at: callee) else { return nil }
        // `Name()` or `Name.init()`: the bar made there.
        if kind(value.lowerBound) == .identifier, kind(value.upperBound) == .rightParen { return text(value.lowerBound) }
        guard value.count == 1, kind(value.lowerBound) == .identifier,
              let binding = bindings.lookup(text(value.lowerBound), at: value.lowerBound, in: self), !binding.initializer.isEmpty,
              kind(binding.initializer.lowerBound) == .identifier, kind(binding.initializer.upperBound - 1) == .rightParen else { return nil }
        return text(binding.initializer.lowerBound)
    }

    /// The value `setValue(value, forKey: "tabBar")` (or `"navigationBar"`, `"toolbar"`) at `callee` installs
    /// as a container's bar.
    private func barHandedBySetValue(at callee: Int) -> ClosedRange<Int>? {
        guard let call = call(named: callee), call.arguments.count == 2, call.arguments[0].label == nil,
              let key = call.argument("forKey"), Self.barKeys.contains(stringLiteral(at: key.value) ?? "") else { return nil }
        return call.arguments[0].value
    }

    /// Whether the code token `index` is in the bar a `setValue(…, forKey: "tabBar")` installs in a container:
    /// the value itself (`setValue(bar, …)`) or inside the expression that makes it (`setValue(Bar(frame: x), …)`).
    /// The container lays that bar out: what is read to make it is only its first frame.
    func isInBarHandedToContainer(_ index: Int) -> Bool {
        var current = brackets.parent(of: index)
        while let open = current {
            if kind(open) == .leftParen, isWord(open - 1, "setValue"), let value = barHandedBySetValue(at: open - 1) {
                return value.contains(index)
            }
            guard kind(open) == .leftParen || kind(open) == .leftSquare else { return false }
            current = brackets.parent(of: open)
        }
        return false
    }

    private static let barKeys: Set<String> = ["tabBar", "navigationBar", "toolbar"]

    /// The text of a plain one-segment string literal spanning `range` (`"tabBar"`), or nil.
    private func stringLiteral(at range: ClosedRange<Int>) -> String? {
        guard range.count == 3, kind(range.lowerBound) == .stringQuote, kind(range.lowerBound + 1) == .stringSegment,
              kind(range.upperBound) == .stringQuote else { return nil }
        return text(range.lowerBound + 1)
    }
}
