import UIKit

/// The sidebar of a split view: its own trait collection is the column's, compact on an iPad too, so the
/// size-class rewrite would give the iPad the phone's list. Reported, no rewrite.
final class LibrarySidebarController: UICollectionViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let appearance: UICollectionLayoutListConfiguration.Appearance = traitCollection.userInterfaceIdiom == .pad ? .sidebar : .insetGrouped // expect: DUO105 `traitCollection.userInterfaceIdiom == .pad`
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance))
    }
}

/// A controller that asks whether its split view is collapsed is one of its columns.
final class ShelfController: UIViewController {
    let shelf = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if splitViewController?.isCollapsed == false { return }
        shelf.spacing = traitCollection.userInterfaceIdiom == .phone ? 8 : 24 // expect: DUO105 `traitCollection.userInterfaceIdiom == .phone`
        if UIDevice.current.orientation.isPortrait { shelf.axis = .vertical } // expect: DUO104 `UIDevice.current.orientation.isPortrait`
    }
}

/// A cell takes the trait collection of the list it is in, which may be a column.
final class EpisodeRowCell: UICollectionViewListCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        directionalLayoutMargins.leading = traitCollection.userInterfaceIdiom == .pad ? 24 : 12 // expect: DUO105 `traitCollection.userInterfaceIdiom == .pad`
    }
}

/// A screen of its own: the rewrite is offered.
final class EpisodeScreenController: UIViewController {
    let stack = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        stack.spacing = traitCollection.userInterfaceIdiom == .phone ? 8 : 24 // expect: DUO105 `traitCollection.userInterfaceIdiom == .phone`
        if UIDevice.current.orientation.isPortrait { stack.axis = .vertical } // expect: DUO104 `UIDevice.current.orientation.isPortrait`
    }
}
