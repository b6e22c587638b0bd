import UIKit

/// The app's own bar items, made by factories whose return type names the initializer.
extension UIBarButtonItem {
    static func shareItem(target: AnyObject, action: Selector) -> UIBarButtonItem {
        return .init(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: target, action: action) // expect: DUO303 `.init(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: target, action: action)` fix "Add the title \"Share\""
    }

    static func brandItem(_ logo: UIImageView) -> UIBarButtonItem {
        .init(customView: logo) // expect: DUO307 `.init(customView: logo)`
    }

    static func saveItem(target: AnyObject, action: Selector) -> UIBarButtonItem {
        .init(title: "Save", image: UIImage(systemName: "tray.and.arrow.down"), target: target, action: action)
    }
}

final class PassViewController: UIViewController {
    private let scanItem: UIBarButtonItem = .init(image: UIImage(named: "scan-glyph"), menu: nil) // expect: DUO303 `.init(image: UIImage(named: "scan-glyph"), menu: nil)`

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [scanItem, .shareItem(target: self, action: #selector(share))]
    }

    @objc private func share() {}

    /// Not a bar item: a view of the same shape.
    func badgeView() -> UIImageView {
        .init(image: UIImage(systemName: "star"))
    }
}

/// A ternary's second branch follows a colon that annotates nothing.
final class DownloadsListController: UIViewController {
    var isSelecting = false

    func configureBar() {
        navigationItem.rightBarButtonItem = isSelecting ? UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(stop)) : UIBarButtonItem(image: UIImage(named: "options-glyph"), style: .plain, target: self, action: #selector(showOptions)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "options-glyph"), style: .plain, target: self, action: #selector(showOptions))`
    }

    @objc private func stop() {}
    @objc private func showOptions() {}
}
