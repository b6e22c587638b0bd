import UIKit

/// The header above a trip's entries: its cover, title and a share button.
final class TripHeaderViewController: UIViewController {
    private let titleLabel = UILabel()
    private var titleTop: NSLayoutConstraint!
    private var coverHeight: NSLayoutConstraint!

    private var isIPad: Bool {
        traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(deviceRotated),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
        navigationItem.rightBarButtonItem = makeCommentsItem(unread: 2)
    }

    @objc private func deviceRotated() {
        coverHeight.constant = isIPad ? 320 : view.bounds.height / 3
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        titleTop.constant = statusBarHeight + 12
    }

    private func makeCommentsItem(unread: Int) -> UIBarButtonItem {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "bubble.left"), for: .normal)
        let countLabel = UILabel()
        countLabel.text = "\(unread)"
        button.addSubview(countLabel)
        return UIBarButtonItem(customView: button)
    }

    func shareTrip(_ text: String) {
        let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
    }
}
