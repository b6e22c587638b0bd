import SwiftUI
import UIKit

final class TabsController: UIViewController {
    let menuItem = UIBarButtonItem()

    func configureSelectionBar(_ menu: UIMenu) {
        menuItem.image = UIImage(systemName: "ellipsis.circle") // expect: DUO301 `"ellipsis.circle"`
        menuItem.menu = menu
    }

    func configureOptions() {
        // An image alone, without a menu: a plain button.
        menuItem.image = UIImage(systemName: "ellipsis")
    }
}

/// The item a lazy property's closure makes, its symbol chosen per system, its menu given in another method.
final class LibraryController: UIViewController {
    private lazy var moreItem: UIBarButtonItem = {
        let item = UIBarButtonItem()
        if #available(iOS 26.0, *) {
            item.image = UIImage(systemName: "ellipsis") // expect: DUO301 `"ellipsis"`
        } else {
            item.image = UIImage(named: "more-dots")
        }
        item.accessibilityLabel = NSLocalizedString("More", comment: "")
        return item
    }()

    // The same without a menu anywhere: a plain button with a symbol.
    private lazy var dotsItem: UIBarButtonItem = {
        let item = UIBarButtonItem()
        if #available(iOS 26.0, *) {
            item.image = UIImage(systemName: "ellipsis")
        }
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        moreItem.menu = UIMenu(children: [])
        navigationItem.rightBarButtonItems = [moreItem, dotsItem]
    }

    // Its image and menu set in one method, the image in a branch of it.
    func configure(_ shareItem: UIBarButtonItem, menu: UIMenu, compact: Bool) {
        if compact {
            shareItem.image = UIImage(systemName: "ellipsis.circle") // expect: DUO301 `"ellipsis.circle"`
        }
        shareItem.menu = menu
    }
}

/// SFSafeSymbols spell the symbol as a member.
struct SpaceToolbar: View {
    var body: some View {
        NavigationStack {
            Text("Space")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu {
                            Button("Leave") {}
                        } label: {
                            Image(systemSymbol: .ellipsis) // expect: DUO301 `.ellipsis`; DUO303 `Image(systemSymbol: .ellipsis)`
                        }
                    }
                }
        }
    }
}

extension Image {
    init(systemSymbol: SafeSymbol) { self.init(systemName: systemSymbol.rawValue) }
}

enum SafeSymbol: String {
    case ellipsis
}
