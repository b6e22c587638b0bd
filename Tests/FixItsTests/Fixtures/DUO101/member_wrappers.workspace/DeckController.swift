import UIKit

/// A stored width taken from the main screen: a wrapper, but a member of this controller.
class DeckController: UIViewController {
    let cardWidth: CGFloat = UIScreen.main.bounds.width * 0.8 // expect: DUO101 `UIScreen.main.bounds`
    let width: CGFloat = UIScreen.main.bounds.width - 32 // expect: DUO101 `UIScreen.main.bounds`
}
