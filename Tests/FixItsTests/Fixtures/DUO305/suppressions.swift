import UIKit

final class KeypadViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let clear = UIBarButtonItem(title: "Clear", image: UIImage(systemName: "delete.left"), primaryAction: nil, menu: nil)
        let equals = UIBarButtonItem(title: "Equals", image: UIImage(systemName: "equal"), primaryAction: nil, menu: nil)
        // Side bars are disabled on this immersive screen, so the spacing stays horizontal.
        // duo:disable:next DUO305
        let middle = UIBarButtonItem.flexibleSpace()
        let trailing = UIBarButtonItem.fixedSpace(24) // duo:disable:this manual-bar-spacing
        toolbarItems = [clear, middle, equals, trailing, .flexibleSpace()] // expect: DUO305 `.flexibleSpace()`
    }
}
