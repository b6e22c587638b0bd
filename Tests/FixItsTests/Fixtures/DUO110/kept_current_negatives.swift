import UIKit

/// Sizes read once that are kept current another way: not reported.
final class BrowserViewController: UIViewController {
    private var webView: UIView!
    private var gridView: UIView!
    private var columnWidth: CGFloat = 0
    private let listView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // An initial frame the constraints set up below replace.
        webView = UIView(frame: view.bounds)
        view.addSubview(webView)
        installWebViewConstraints()
        // Re-set in viewDidLayoutSubviews.
        gridView = UIView(frame: view.bounds)
        view.addSubview(gridView)
        // Recomputed on every size change.
        columnWidth = view.bounds.width / 2
        // The table manages its footer's width.
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: listView.bounds.width, height: 44))
        listView.tableFooterView = footer
    }

    private func installWebViewConstraints() {
        webView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.topAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gridView.frame = view.bounds
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        columnWidth = size.width / 2
    }
}

final class AvatarBadge: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = bounds
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        imageView.pinToSuperviewEdges()
    }

    required init?(coder: NSCoder) { nil }
}

extension UIView {
    func pinToSuperviewEdges() {}
}

/// A flow layout's item size set at load, where the controller answers `sizeForItemAt`: the layout asks the
/// delegate on every pass and never uses the stored size. Its header size, with no delegate answer, is read
/// once and kept: reported.
final class TabStripViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        (strip.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 180, height: view.frame.height)
        (strip.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 40, height: view.frame.height) // expect: DUO110 `view.frame.height`
        strip.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 180, height: collectionView.bounds.height)
    }
}
