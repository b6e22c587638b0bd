import UIKit

/// An idiom test in a controller's initializer or a method it calls: it runs before the controller has a
/// parent or a window, so its size class is not the one it will be shown with and the rewrite would test
/// another (the iPad could lose its branch). Reported, with no rewrite; the same test in a method that runs
/// later gets the unsafe rewrite.
final class CardSheetController: UIViewController {
    private let card: UIView

    init(card: UIView) {
        self.card = card
        super.init(nibName: nil, bundle: nil)
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            preferredContentSize = CGSize(width: 540, height: 620)
        }
        configureCorners()
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    private func configureCorners() {
        card.layer.cornerRadius = UIDevice.current.userInterfaceIdiom == .phone ? 12 : 20 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        card.frame.size.width = traitCollection.horizontalSizeClass == .regular ? 480 : view.bounds.width // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}

/// Set-up reached through helpers: `init` calls `buildLayout()`, which asks `heroHeight()`. No rewrite there.
final class OnboardingHeader: UIView {
    private let hero = UIImageView()
    private lazy var heroHeightConstraint = hero.heightAnchor.constraint(equalToConstant: 0)

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildLayout()
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    private func buildLayout() {
        addSubview(hero)
        heroHeightConstraint.constant = heroHeight()
        heroHeightConstraint.isActive = true
    }

    private func heroHeight() -> CGFloat {
        if UIDevice.current.userInterfaceIdiom == .phone { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
            return 180
        }
        return 320
    }
}

/// The view's own trait collection read in set-up code reached from `init` and kept in an extension: its size
/// class there is predicted, not the window's. No rewrite either.
final class StatusPanel: UIView {
    private var widthConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubviews()
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

private extension StatusPanel {
    func addSubviews() {
        applyWidth()
    }

    func applyWidth() {
        widthConstraint?.constant = traitCollection.userInterfaceIdiom == .pad ? 480 : 320 // expect: DUO105 `traitCollection.userInterfaceIdiom == .pad`
    }
}
