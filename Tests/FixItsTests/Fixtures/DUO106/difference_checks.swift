import UIKit

extension UIDevice {
    // A screen height compared as a difference within a point of a listed size: the same test as `<= 568`.
    var isFourInchClass: Bool {
        (UIScreen.main.bounds.height - 568) < 1 // expect: DUO101 `UIScreen.main.bounds`; DUO106 `(UIScreen.main.bounds.height-568)<1`
    }

    var isCompactClass: Bool {
        UIScreen.main.bounds.height - 667 <= 0.5 // expect: DUO101 `UIScreen.main.bounds`; DUO106 `UIScreen.main.bounds.height-667<=0.5`
    }

    // A difference compared with something far from zero is how much room is left, not which screen this is.
    var hasRoomForBanner: Bool {
        UIScreen.main.bounds.height - 568 > 200 // expect: DUO101 `UIScreen.main.bounds`
    }
}
