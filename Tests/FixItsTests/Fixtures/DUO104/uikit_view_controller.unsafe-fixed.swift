import UIKit

final class ArticleViewController: UIViewController {
    private let stackView = UIStackView()
    private let heroView = UIImageView()
    private let captionLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if view.bounds.width > view.bounds.height { // expect: DUO104 `UIDevice.current.orientation.isLandscape`
            stackView.axis = .horizontal
        } else {
            stackView.axis = .vertical
        }
        captionLabel.isHidden = !(view.bounds.height > view.bounds.width) // expect: DUO104 `UIDevice.current.orientation.isPortrait`
        // expect: DUO104 `UIDevice.current.orientation.isLandscape`
        let showsSidePanel = view.bounds.width > view.bounds.height
        heroView.isHidden = showsSidePanel
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            let wide = size.width > size.height // expect: DUO104 `self.view.window?.windowScene?.interfaceOrientation.isLandscape`
            self.stackView.spacing = wide ? 24 : 8
        })
    }

    private func columnCount() -> Int {
        let orientation = UIApplication.shared.statusBarOrientation // expect: DUO104 `UIApplication.shared.statusBarOrientation`
        return orientation.isLandscape ? 3 : 2
    }

    private func headerHeight() -> CGFloat {
        guard let scene = view.window?.windowScene else { return 200 }
        switch scene.effectiveGeometry.interfaceOrientation { // expect: DUO104 `scene.effectiveGeometry.interfaceOrientation`
        case .landscapeLeft, .landscapeRight:
            return 120
        default:
            return 200
        }
    }

    private func prefersCompactCaption() -> Bool {
        (view.bounds.width > view.bounds.height) == true // expect: DUO104 `UIDevice.current.orientation.isLandscape`
    }
}

/// `view` here is the parameter, the view the card is presented from: a rewrite to `view.bounds` would
/// compare that view's shape, not the screen's. Reported without a fix.
final class CardPresenter: UIViewController {
    private var bottomMargin: CGFloat = 0

    func present(from view: UIView, on host: UIViewController) {
        bottomMargin = UIDevice.current.orientation.isPortrait ? 24 : 0 // expect: DUO104 `UIDevice.current.orientation.isPortrait`
        host.present(self, animated: true)
    }
}
