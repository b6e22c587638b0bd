import UIKit

final class LibraryViewController: UIViewController {
    private let sidebar = UIView()
    private var tilesPerRow = 2

    /// `viewDidLoad` decides once, before the window's size class is known: reported, no rewrite.
    override func viewDidLoad() {
        super.viewDidLoad()
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            view.addSubview(sidebar)
        }
        navigationItem.largeTitleDisplayMode = traitCollection.userInterfaceIdiom != .phone ? .always : .never // expect: DUO105 `traitCollection.userInterfaceIdiom != .phone`
        let showsInspector =
            // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            UIDevice.current
                .userInterfaceIdiom == .pad
        sidebar.isHidden = !showsInspector
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        switch traitCollection.horizontalSizeClass { // expect: DUO105 `UIDevice.current.userInterfaceIdiom`
        case .regular:
            tilesPerRow = 4
        case .compact:
            tilesPerRow = 2
        default:
            tilesPerRow = 2
        }
    }

    func presentDetail(_ detail: UIViewController) {
        detail.modalPresentationStyle = .compact == traitCollection.horizontalSizeClass ? .fullScreen : .formSheet // expect: DUO105 `.phone == UIDevice.current.userInterfaceIdiom`
        present(detail, animated: true)
    }

    /// A share picked by idiom and added to a constraint's constant: the phone's share on the inner display.
    func indentTitle(by width: CGFloat, leading: NSLayoutConstraint) {
        let share = traitCollection.horizontalSizeClass == .regular ? CGFloat(0.1) : CGFloat(0.04) // expect: DUO105 `traitCollection.userInterfaceIdiom == .pad`
        leading.constant += width * share
        let retries = traitCollection.userInterfaceIdiom == .pad ? 3 : 1
        attempts = 2 * retries
    }

    private var attempts = 0

    func refreshSidebar() {
        DispatchQueue.main.async {
            self.sidebar.isHidden = self.traitCollection.horizontalSizeClass == .compact // expect: DUO105 `UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone`
        }
    }

    func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let tiles = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2 // expect: DUO105 `environment.traitCollection.userInterfaceIdiom == .pad`
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(tiles)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
