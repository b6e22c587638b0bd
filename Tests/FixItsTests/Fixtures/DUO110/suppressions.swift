import UIKit

final class SplashViewController: UIViewController {
    private let logo = UIImageView()
    private let spinner = UIActivityIndicatorView()
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // duo:disable:next DUO110
        logo.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY - 40)
        spinner.center.y = view.bounds.midY + 40 // duo:disable:this DUO110
        caption.frame.origin.y = view.bounds.maxY - 80 // expect: DUO110 `view.bounds.maxY`
    }
}
