import UIKit

extension UIDevice {
    /// What these helpers decide is seen where they are used, in the other files.
    func isTablet() -> Bool {
        userInterfaceIdiom == .pad // expect: DUO105 `userInterfaceIdiom == .pad`
    }

    static var isHandset: Bool {
        current.userInterfaceIdiom == .phone // expect: DUO105 `current.userInterfaceIdiom == .phone`
    }
}
