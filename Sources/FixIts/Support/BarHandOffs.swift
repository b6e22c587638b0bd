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

    /// `setValue(Bar(), forKey: "tabBar")`: `Bar`.
    private func barMade(inSetValueAt callee: Int) -> String? {
        guard let call = call(named: callee), call.arguments.count == 2, call.arguments[0].label == nil,
              let key = call.argument("forKey"), Self.barKeys.contains(stringLiteral(at: key.value) ?? "") else { return nil }
        // `Name()` or `Name.init()`: the bar made there.
        let value = call.arguments[0].value
        guard kind(value.lowerBound) == .identifier, kind(value.upperBound) == .rightParen else { return nil }
        return text(value.lowerBound)
    }

    private static let barKeys: Set<String> = ["tabBar", "navigationBar", "toolbar"]

    /// The text of a plain one-segment string literal spanning `range` (`"tabBar"`), or nil.
    private func stringLiteral(at range: ClosedRange<Int>) -> String? {
        guard range.count == 3, kind(range.lowerBound) == .stringQuote, kind(range.lowerBound + 1) == .stringSegment,
              kind(range.upperBound) == .stringQuote else { return nil }
        return text(range.lowerBound + 1)
    }
}
