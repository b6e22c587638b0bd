import UIKit

final class LibraryTabsController: UITabBarController {
    // Both ways give false: the idiom test decides nothing (a feature left switched off everywhere).
    private lazy var usesBottomStrip: Bool = {
        if #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad {
            return false
        }
        return false
    }()

    // Both ways give the same inset.
    private var stripInset: CGFloat {
        if UIDevice.current.userInterfaceIdiom == .phone {
            12
        } else {
            12
        }
    }

    // Different insets: reported.
    private var stripHeight: CGFloat {
        if traitCollection.horizontalSizeClass == .compact { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
            return 49
        }
        return 64
    }
}
