import UIKit

final class CardViewController: UIViewController {
    private let cardView = UIView()
    private let captionLabel = UILabel()
    private let tileViews: [UIView] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let cardWidth = view.bounds.inset(by: view.safeAreaInsets).width // expect: DUO103 `view.bounds.width - view.safeAreaInsets.left * 2`
        let cardHeight = self.view.bounds.inset(by: self.view.safeAreaInsets).height // expect: DUO103 `self.view.bounds.size.height - self.view.safeAreaInsets.top * 2`
        cardView.frame = CGRect(x: view.safeAreaInsets.left, y: view.safeAreaInsets.top, width: cardWidth, height: cardHeight)

        let insets = view.safeAreaInsets
        captionLabel.preferredMaxLayoutWidth = view.bounds.inset(by: insets).width // expect: DUO103 `view.bounds.width - 2 * insets.right`
        captionLabel.frame.size = CGSize(
            width: view.frame.inset(by: insets).width, // expect: DUO103 `view.frame.width - (insets.left * 2)`
            height: 44
        )
        let tileWidth = (view.bounds.inset(by: insets).width) / 4 // expect: DUO103 `view.bounds.width - insets.left * 2`
        for (index, tile) in tileViews.enumerated() {
            tile.frame = CGRect(x: insets.left + CGFloat(index) * tileWidth, y: 0, width: tileWidth, height: tileWidth)
        }
    }

    func expandCard() {
        UIView.animate(withDuration: 0.25) {
            self.cardView.frame.size.width = self.view.bounds.inset(by: self.view.safeAreaInsets).width // expect: DUO103 `self.view.bounds.width - self.view.safeAreaInsets.left * 2`
        }
    }

    func maximumCardHeight() -> CGFloat {
        // expect: DUO103 `view.bounds.height - view.safeAreaInsets.bottom * 2`
        return view.bounds.inset(by: view.safeAreaInsets).height
    }

    func fittingWidth() -> CGFloat? {
        guard let insets = view.window?.safeAreaInsets else { return nil }
        return view.bounds.inset(by: insets).width // expect: DUO103 `view.bounds.width - insets.right * 2`
    }
}
