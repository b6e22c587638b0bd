import UIKit

final class ComparisonViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let divider = UIView()
    private var foldPosition: CGFloat = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let hingeX = view.bounds.width / 2 // expect: DUO108 `view.bounds.width / 2`
        divider.center.x = hingeX
        self.foldPosition = view.bounds.midX // expect: DUO108 `view.bounds.midX`
        let gutterX: CGFloat = collectionView.bounds.width / 2 // expect: DUO108 `collectionView.bounds.width / 2`
        let foldY = self.collectionView.bounds.height / 2.0 - 8 // expect: DUO108 `self.collectionView.bounds.height / 2.0`
        let hingeLineX = self.view.bounds.width * 0.5 // expect: DUO108 `self.view.bounds.width * 0.5`
        divider.frame.origin = CGPoint(x: gutterX + hingeLineX, y: foldY)
    }

    func hingeCenter() -> CGFloat {
        return view.bounds.midX // expect: DUO108 `view.bounds.midX`
    }
}
