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

    public func stampScale() -> Double {
        UIScreen.main.scale
    }
}
