import UIKit

/// The view sized once and then made flexible, one statement written with `self.` and the other without:
/// the same view, kept current by its mask.
final class ArticleViewController: UIViewController {
    private let banner = UIView()
    private let strip = UIView()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.banner.frame = CGRect(x: 0, y: 0, width: self.view.frame.width, height: 64)
        self.banner.autoresizingMask = .flexibleWidth
        view.addSubview(banner)
        strip.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        self.strip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(strip)
        // Another view's mask does not keep this one current.
        self.badge.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 4, height: 20) // expect: DUO110 `view.bounds.width`
        self.strip.autoresizingMask = .flexibleWidth
        view.addSubview(badge)
    }
}
