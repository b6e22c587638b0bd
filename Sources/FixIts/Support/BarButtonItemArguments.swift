/// Reading the arguments of a `UIBarButtonItem(…)` initializer for the
/// title-plus-image rewrites of DUO303 and DUO304, which move an item to the
/// plain-style `init(title:image:target:action:menu:)` (iOS 16).
extension SourceFile {
    /// `style: .plain` or the deprecated `.bordered` (drawn as plain): the only
    /// styles the title-and-image initializer keeps.
    func isPlainBarItemStyle(_ style: CallSyntax.Argument) -> Bool {
        let last = style.value.upperBound
        return (isWord(last, "plain") || isWord(last, "bordered")) && kind(last - 1) == .period
    }

    /// Whether the `target:` value converts to the new initializer's
    /// `AnyObject?` (the old ones take `Any?`): not when it is a name declared `Any`.
    func barItemTargetConvertsToAnyObject(_ target: CallSyntax.Argument) -> Bool {
        let value = target.value
        guard kind(value.lowerBound) == .identifier, value.count == 1,
              let type = bindings.lookup(text(value.lowerBound), at: value.lowerBound, in: self)?.type else { return true }
        return !type.hasPrefix("Any") || type.hasPrefix("AnyObject")
    }

    /// Whether the image value names an ellipsis case of a symbol enum (`Icons.image(symbol: .ellipsisCircle)`,
    /// `UIImage(systemSymbol: .ellipsis)`, `.symbol(.ellipsisCircle)`): DUO301's finding, as an `"ellipsis…"`
    /// literal would be.
    func namesEllipsisSymbolCase(in value: ClosedRange<Int>) -> Bool {
        value.contains { ellipsisSymbolCase(at: $0) != nil }
    }

    /// At a `symbol`/`systemSymbol`/`name` label (`symbol: .ellipsisCircle`, an app's image enum: `.image(name:
    /// .ellipsisOutlined)`) or a symbol helper's name given the case unlabelled (`symbol(.ellipsisCircle)`): the
    /// `.ellipsis…` case's two tokens.
    func ellipsisSymbolCase(at index: Int) -> ClosedRange<Int>? {
        guard isWord(index, "symbol") || isWord(index, "systemSymbol") || isWord(index, "name") && kind(index + 1) == .colon,
              kind(index + 1) == .colon || kind(index + 1) == .leftParen,
              kind(index + 2) == .period, kind(index + 3) == .identifier, text(index + 3).hasPrefix("ellipsis") else { return nil }
        return index + 2 ... index + 3
    }

    /// `UIImage(systemName: "x")` at the start of `value` → `x`; also through a name bound to one
    /// (`let moreImage = UIImage(systemName: "ellipsis.circle")`, then `image: moreImage`).
    func uiImageSystemName(in value: ClosedRange<Int>) -> String? {
        var start = value.lowerBound
        if value.count == 1, kind(start) == .identifier, kind(start - 1) != .period,
           let binding = bindings.lookup(text(start), at: start, in: self), !binding.initializer.isEmpty {
            start = binding.initializer.lowerBound
        }
        guard isWord(start, "UIImage"), kind(start + 1) == .leftParen, isWord(start + 2, "systemName"), kind(start + 3) == .colon else { return nil }
        return simpleStringLiteral(at: start + 4)?.value
    }
}
