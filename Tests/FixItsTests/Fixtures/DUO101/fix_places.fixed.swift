import UIKit

/// Where the rewrite happens decides whether it is right.
final class GalleryController: UIViewController {
    // A property's initializer runs inside `init` or at first use: reading `view` there loads it early.
    private lazy var tileLayout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: UIScreen.main.bounds.width / 3, height: 120) // expect: DUO101 `UIScreen.main.bounds`
        return layout
    }()

    init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: UIScreen.main.bounds.width, height: 400) // expect: DUO101 `UIScreen.main.bounds`
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The view is loaded and in a window here.
        let inset = UIScreen.main.bounds.width * 0.05 // expect: DUO101 `UIScreen.main.bounds` fix "Use the view's bounds"
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    /// The size this page asks its container for: the view is sized from the answer.
    func preferredPanelSize() -> (width: CGFloat, height: CGFloat) {
        (min(320, UIScreen.main.bounds.width * 0.45), 480) // expect: DUO101 `UIScreen.main.bounds`
    }
}

/// A view whose scale is read in a layout pass (safe) and in a method others call at any time (unsafe).
final class FramedPhotoView: UIView {
    private let photo = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        applyBorder()
    }

    private func applyBorder() {
        photo.layer.shadowRadius = hairline()
        photo.layer.borderWidth = 1 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale` fix "Use traitCollection.displayScale"
    }

    private func hairline() -> CGFloat {
        1 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale` fix "Use traitCollection.displayScale"
    }

    func show(_ image: UIImage) {
        photo.image = image
        photo.layer.contentsScale = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }
}
