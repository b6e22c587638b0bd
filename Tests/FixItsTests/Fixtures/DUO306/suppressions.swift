import UIKit

final class SignatureViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A drawing surface with its own palette: presented full screen, side bars disabled.
        // duo:disable:next DUO306
        let palette = UIToolbar()
        let header = UINavigationBar() // duo:disable:this custom-bar-ignored
        let footer = UITabBar() // expect: DUO306 `UITabBar()`
        [palette, header, footer].forEach(view.addSubview)
    }
}
