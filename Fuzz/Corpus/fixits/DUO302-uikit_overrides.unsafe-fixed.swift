import UIKit

final class ReaderSettingsViewController: UITableViewController {
    private let sections = ReaderSettingsSection.allCases

    // expect: DUO302 `preferredVerticalBarBehavior`

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }
}

final class CheckoutViewController: UIViewController {
    private let cart: Cart

    init(cart: Cart) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    // expect: DUO302 `preferredVerticalBarBehavior`
}

final class MapViewController: UIViewController {
    // expect: DUO302 `preferredVerticalBarBehavior`

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.subviews.first?.frame = view.bounds
    }
}

final class ArticleViewController: UIViewController {
    var isReadingMode = false

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { // expect: DUO302:error `preferredVerticalBarBehavior`
        if isReadingMode {
            return .disabled
        }
        return .automatic
    }
}

final class SlideshowViewController: UIViewController {
    enum Mode { case browsing, presenting }
    var mode = Mode.browsing

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { // expect: DUO302:error `preferredVerticalBarBehavior`
        switch mode {
        case .browsing: return .automatic
        case .presenting: return .disabled
        }
    }
}

final class ComposeViewController: UIViewController {
    var isFullScreenEditor = false
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { isFullScreenEditor ? .disabled : .automatic } // expect: DUO302:error `preferredVerticalBarBehavior`
}
