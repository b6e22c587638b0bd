import UIKit

enum ShelfDisplay {
    case grid(columns: Int)
    case list
}

/// The `else` of a test for the phone idiom runs on an iPad (or a Mac), never on iPhone Duo: counts there,
/// written in place or through a constant declared before the `if`, are the iPad's.
final class ShelfViewController: UIViewController {
    var display = ShelfDisplay.list

    func updateDisplay() {
        let phoneColumns = 3 // expect: DUO201 `3`
        let tabletColumns = 5
        let idiom = UIDevice.current.userInterfaceIdiom
        if idiom == .phone {
            display = .grid(columns: phoneColumns)
        } else {
            display = .grid(columns: tabletColumns)
        }
    }

    func updateCompactDisplay() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            display = .list
        } else {
            display = .grid(columns: 5)
        }
    }

    /// A phone test joined with another condition: its `else` may run on a phone too.
    func updateWideDisplay(isWide: Bool) {
        if UIDevice.current.userInterfaceIdiom == .phone && !isWide {
            display = .list
        } else {
            display = .grid(columns: 3) // expect: DUO201 `3`
        }
    }
}
