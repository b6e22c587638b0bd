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
