import UIKit

/// An accessibility label that ends by naming the kind of control ("… button"): VoiceOver says the kind
/// itself, and a title in the overflow menu never does, so the title is the label without it.
final class ConversationsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let searchItem = UIBarButtonItem(image: UIImage(named: "magnifier"), style: .plain, target: self, action: #selector(search)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "magnifier"), style: .plain, target: self, action: #selector(search))` fix "Add the title \"Find\""
        searchItem.accessibilityLabel = "Find button"
        let closeItem = UIBarButtonItem(image: UIImage(named: "cross"), style: .plain, target: self, action: #selector(close)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "cross"), style: .plain, target: self, action: #selector(close))`
        closeItem.accessibilityLabel = "Button"
        navigationItem.rightBarButtonItems = [searchItem, closeItem]
    }

    @objc private func search() {}
    @objc private func close() {}
}
