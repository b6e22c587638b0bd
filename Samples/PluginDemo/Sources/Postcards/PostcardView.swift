/// A postcard laid out for one screen: the hazards the plugin reports.
public final class PostcardView: UIView {
    /// Sized from the main screen, which iPhone Duo does not have one of.
    public func cardWidth() -> Double {
        let screenWidth = UIScreen.main.bounds.width
        return screenWidth - 32
    }

    /// One side's inset doubled: the sides differ on iPhone Duo.
    public func contentWidth() -> Double {
        bounds.width - safeAreaInsets.left * 2
    }

    /// The stamp's hairline border, one device pixel wide.
    public private(set) var stampBorderWidth = 1.0

    public override func layoutSubviews() {
        stampBorderWidth = 1 / UIScreen.main.scale
    }
}
