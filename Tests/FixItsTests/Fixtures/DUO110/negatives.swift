import SwiftUI
import UIKit

/// Lays out in `viewDidLayoutSubviews`, never `headerView.frame = view.bounds` in `viewDidLoad`.
/// - Note: `let width = view.bounds.width` at load goes stale when the device folds.
final class FeedViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let banner = UIView()
    private let badge = UILabel()
    private var observer: NSObjectProtocol?
    private let note = "Moved banner.frame = view.bounds out of viewDidLoad"
    private let template = """
        override func viewDidLoad() { banner.frame = view.bounds }
        """
    // Before: banner.frame.size.width = view.frame.width
    /* Also removed: tableView.frame = view.bounds
       /* nested: badge.center = view.center */ */

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
        let overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
        let refresh = UIAction(title: "Refresh") { [weak self] _ in
            guard let self else { return }
            self.banner.frame.size.width = self.view.bounds.width
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: refresh)
        observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            MainActor.assumeIsolated { self?.badge.frame.origin.x = self?.view.bounds.midX ?? 0 }
        }
        print("Loaded with \(view.bounds)")
        view.accessibilityFrame = .zero
        guard view.bounds.width > 0 else { return }
        banner.frame = .zero
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        badge.center = CGPoint(x: view.bounds.midX, y: banner.frame.maxY + 12)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        banner.frame.size.width = size.width
    }
}

final class ChipView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame.size = frame.size
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 6, dy: 2)
    }
}

struct ChipRow: View {
    var body: some View {
        Text("Chip").frame(width: 120, height: 32)
    }
}
