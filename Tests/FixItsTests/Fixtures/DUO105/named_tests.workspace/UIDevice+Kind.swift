import UIKit

/// A wrapper that names its tests before joining them: still a test of the idiom, reported where it
/// decides layout.
public extension UIDevice {
    var isTablet: Bool {
        let isNative = (userInterfaceIdiom == .pad)
        let isScaled = (userInterfaceIdiom == .phone && model.hasPrefix("iPad"))
        return isNative || isScaled
    }

    /// Named values that are not joined tests: the body does more than test, so it is no wrapper.
    var sidebarWidth: CGFloat {
        let isNative = (userInterfaceIdiom == .pad) // expect: DUO105 `userInterfaceIdiom == .pad`
        let width: CGFloat = 320
        return isNative ? width : 0
    }
}

/// A named value returned alone is a value, not a joined test: no wrapper of the screen here, the read is
/// reported where it is.
enum Carousel {
    static var tileWidth: CGFloat {
        let available = UIScreen.main.bounds.width // expect: DUO101 `UIScreen.main.bounds`
        let width = min(124, available / 3)
        return width
    }
}
