import UIKit

/// A container that sets itself up per device, in methods of its own: the phone's set-up pins the content
/// edge to edge, the pad's shows it as a card. The inner display is a phone's that is regular width.
final class CardContainerController: UIViewController {
    private let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            self.showAsCard()
        } else {
            pinEdgeToEdge()
        }
        if UIDevice.current.userInterfaceIdiom == .pad {
            registerShortcuts()
        }
    }

    private func showAsCard() {
        content.view.layer.cornerRadius = 8
        content.view.center = view.center
    }

    private func pinEdgeToEdge() {
        content.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            content.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A feature of the pad's keyboard, not a layout.
    private func registerShortcuts() {
        addKeyCommand(UIKeyCommand(input: "w", modifierFlags: .command, action: #selector(close)))
    }

    @objc private func close() { dismiss(animated: true) }
}
