import UIKit

final class EditorViewController: UIViewController {
    private let formatBar = UIToolbar() // expect: DUO306 `UIToolbar()`
    private lazy var header: UINavigationBar = {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)) // expect: DUO306 `UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))`
        bar.items = [UINavigationItem(title: "Draft")]
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        formatBar.items = [UIBarButtonItem(title: "Bold", image: UIImage(systemName: "bold"), primaryAction: nil, menu: nil)]
        view.addSubview(formatBar)
        view.addSubview(header)
        let sections = UITabBar.init() // expect: DUO306 `UITabBar.init()`
        sections.items = [UITabBarItem(title: "Text", image: UIImage(systemName: "textformat"), tag: 0)]
        view.addSubview(sections)
    }
}

final class PhotoEditorView: UIView {
    // expect: DUO306 `UIToolbar(frame: .zero)`
    let adjustments = UIToolbar(
        frame: .zero
    )

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(adjustments)
        DispatchQueue.main.async { [weak self] in
            // A view's own size read in its init is not DUO110's (it follows whatever places the view).
            let bottomBar = UITabBar(frame: self?.bounds ?? .zero) // expect: DUO306 `UITabBar(frame: self?.bounds ?? .zero)`
            self?.addSubview(bottomBar)
        }
    }

    required init?(coder: NSCoder) { nil }
}

final class MarkupBarHost: NSObject {
    func makeBar(items: [UIBarButtonItem]) -> UIToolbar {
        let bar = UIToolbar() // expect: DUO306 `UIToolbar()`
        bar.setItems(items, animated: false)
        return bar
    }
}
