import UIKit

final class TripListViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let headerView = TripHeaderView()
    private lazy var exportAction = UIAction(title: "Export", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
        self?.exportTrips()
    }
    private lazy var archiveAction = UIAction(title: "Archive", image: UIImage(systemName: "archivebox")) { [weak self] _ in
        self?.archiveTrips()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        view.addSubview(tableView)
        view.addSubview(headerView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [exportAction, archiveAction]))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let headerWidth = view.bounds.width - view.safeAreaInsets.left * 2
        headerView.frame = CGRect(x: view.safeAreaInsets.left, y: view.safeAreaInsets.top, width: headerWidth, height: 120)
        tableView.frame = view.bounds
    }

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }

    private func exportTrips() {}
    private func archiveTrips() {}
}

final class TripHeaderView: UIView {
    private let mapSnapshot = UIImageView()
    private let separator = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        mapSnapshot.frame = bounds
        separator.frame = CGRect(x: 0, y: bounds.maxY - hairline, width: bounds.width, height: hairline)
    }
}
