import UIKit

// An idiom test that only overrides traits is a workaround for one device's containers: where it does not
// run (iPhone Duo is a phone), the real size class decides, which is what the rule asks for.
final class ShelfContainerController: UIViewController {
    private let shelf = UIViewController()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if UIDevice.current.userInterfaceIdiom == .pad {
            shelf.traitOverrides.horizontalSizeClass = view.bounds.width < 640 ? .compact : traitCollection.horizontalSizeClass
        }
    }

    func keepTabsAtTheBottom() {
        if #available(iOS 18, *), UIDevice.current.userInterfaceIdiom == .pad {
            traitOverrides.horizontalSizeClass = .compact
        }
    }

    func passTraits(to child: UIViewController) {
        guard traitCollection.userInterfaceIdiom == .pad else { return }
        setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
    }

    // The same test choosing a margin is still a layout decision.
    func placeShelf() {
        if traitCollection.horizontalSizeClass == .regular { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            shelf.view.layoutMargins.left = 40
        }
    }
}
