import UIKit

/// A sheet that slides in: the height read at load is only where the slide starts.
final class SlideUpSheetController: UIViewController {
    private let panel = UIView()
    private lazy var panelOffset = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    private lazy var panelHeight = panel.heightAnchor.constraint(equalToConstant: 300)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
        // Off screen until it appears, then animated to rest.
        panelOffset.constant = view.bounds.height
        // Read once and kept: the sheet's height follows the size at load only.
        panelHeight.constant = view.bounds.height / 2 // expect: DUO110 `view.bounds.height`
        NSLayoutConstraint.activate([panelOffset, panelHeight])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        slideIn()
    }

    private func slideIn() {
        panelOffset.constant = 0
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
}

/// A search strip under the navigation bar, placed again in every layout pass.
final class PlaceSearchController: UIViewController {
    private var strip: UIView?
    private var hintLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        let barBottom = navigationController?.navigationBar.frame.maxY ?? 0
        strip = UIView()
        strip?.frame = CGRect(x: 0, y: barBottom, width: 320, height: 48)
        view.addSubview(strip!)
        // Goes somewhere no layout pass sets again: still a finding.
        let topGap = navigationController?.navigationBar.frame.height ?? 44 // expect: DUO110 `navigationController?.navigationBar.frame.height`
        hintLabel = UILabel(frame: CGRect(x: 16, y: topGap, width: 200, height: 20))
        view.addSubview(hintLabel!)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let barBottom = navigationController?.navigationBar.frame.maxY ?? 0
        strip?.frame = CGRect(x: 0, y: barBottom, width: view.bounds.width, height: 48)
    }
}

/// Chips sized to their own text, stacked at load.
final class TagCloudController: UIViewController {
    private let stack = UIStackView()
    private let tags = ["Maps", "Trails", "Huts"]

    override func viewDidLoad() {
        super.viewDidLoad()
        for tag in tags {
            let chip = UILabel()
            chip.text = tag
            chip.sizeToFit()
            chip.widthAnchor.constraint(equalToConstant: chip.frame.width + 24).isActive = true
            stack.addArrangedSubview(chip)
        }
        let caption = UILabel()
        caption.text = "Tags"
        // The controller's own view is the window's size, fitted or not.
        view.sizeToFit()
        caption.widthAnchor.constraint(equalToConstant: view.frame.width).isActive = true // expect: DUO110 `view.frame.width`
        view.addSubview(stack)
    }
}

/// A width handed to an observer whose result is discarded, and handed again on every size change.
final class BrowserChromeController: UIViewController {
    private let widthObserver = ChromeWidthObserver()
    private let toolbarSizer = ChromeWidthObserver()

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = widthObserver.willResize(toWidth: view.frame.width)
        _ = toolbarSizer.resize(toWidth: view.frame.width) // expect: DUO110 `view.frame.width`
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        _ = widthObserver.willResize(toWidth: size.width)
    }
}

final class ChromeWidthObserver {
    func willResize(toWidth width: CGFloat) -> Bool { width > 600 }
    func resize(toWidth width: CGFloat) -> Bool { width > 600 }
}

/// A preview controller sized to its content: it measures its own view to ask for a size, which the
/// context menu that shows it reads each time it is shown.
final class PeekPreviewController: UIViewController {
    private let caption = UILabel()
    private let stamp = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(caption)
        view.addSubview(stamp)
        let width = view.bounds.width > view.bounds.height ? 280 : view.bounds.width
        view.layoutIfNeeded()
        preferredContentSize = CGSize(width: width, height: stamp.frame.maxY + 12)
    }
}

/// The same read without a size of its own to ask for lays out the screen once.
final class PeekBannerController: UIViewController {
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44) // expect: DUO110 `view.bounds.width`
        view.addSubview(banner)
    }
}

/// A sheet that asks to be as wide as what presents it, read once: after a fold it keeps the old width.
final class WelcomeSheetController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let width = view.superview?.bounds.width ?? view.bounds.width // expect: DUO110 `view.superview?.bounds.width`; DUO110 `view.bounds.width`
        preferredContentSize = CGSize(width: min(540, width), height: 480)
    }
}
