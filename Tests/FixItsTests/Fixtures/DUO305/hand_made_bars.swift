import UIKit

/// A reader screen with a strip of its own at the bottom, a keyboard bar, and the container's toolbar.
final class ChapterReaderController: UIViewController {
    @IBOutlet private weak var pagingStrip: UIToolbar! // expect: DUO306 `@IBOutlet private weak var pagingStrip: UIToolbar`
    private let noteField = UITextField()
    private let fontSizeLabel = UILabel()
    private lazy var shareItem = UIBarButtonItem(image: UIImage(named: "share-glyph"), style: .plain, target: self, action: #selector(share)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "share-glyph"), style: .plain, target: self, action: #selector(share))`
    private lazy var pageItem = UIBarButtonItem(image: UIImage(named: "page-glyph"), style: .plain, target: self, action: #selector(turnPage)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "page-glyph"), style: .plain, target: self, action: #selector(turnPage))`

    override func viewDidLoad() {
        super.viewDidLoad()
        // The strip is laid out by this screen: none of its items ever moves to a side bar.
        let gap = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let previous = UIBarButtonItem(image: UIImage(named: "chevron-back-glyph"), style: .plain, target: self, action: #selector(turnBack))
        previous.accessibilityLabel = "Previous chapter"
        pagingStrip.items = [previous, gap, UIBarButtonItem(title: "Contents", style: .plain, target: self, action: #selector(showContents)), gap,
                             UIBarButtonItem(image: UIImage(named: "chevron-forward-glyph"), style: .plain, target: self, action: #selector(turnPage)),
                             .fixedSpace(12), UIBarButtonItem(customView: fontSizeLabel)]

        // A bar above the keyboard, made and filled here.
        let keyboardBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        keyboardBar.setItems([.flexibleSpace(), UIBarButtonItem(title: "Attach", style: .plain, target: self, action: #selector(attach))], animated: false)
        noteField.inputAccessoryView = keyboardBar

        // The navigation controller's toolbar moves to the side on iPhone Duo: these are findings.
        let spring = UIBarButtonItem.flexibleSpace() // expect: DUO305 `UIBarButtonItem.flexibleSpace()`
        toolbarItems = [shareItem, spring, pageItem]
        // Its own bar, set directly, is the container's all the same.
        navigationController?.toolbar.setItems([UIBarButtonItem(image: UIImage(named: "bookmark-glyph"), style: .plain, target: self, action: #selector(share))], animated: false) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "bookmark-glyph"), style: .plain, target: self, action: #selector(share))`
    }

    @objc private func share() {}
    @objc private func turnPage() {}
    @objc private func turnBack() {}
    @objc private func showContents() {}
    @objc private func attach() {}
}

/// An item kept in a property others can reach may end up in a container's bar: still reported.
final class PlayerChrome: UIView {
    let loopItem = UIBarButtonItem(image: UIImage(named: "loop-glyph"), style: .plain, target: nil, action: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "loop-glyph"), style: .plain, target: nil, action: nil)`
    private let strip = UIToolbar() // expect: DUO306 `UIToolbar()`

    func install() {
        strip.items = [loopItem]
    }
}

/// One spacer made here and placed twice: one finding, where it is made.
final class InboxController: UITableViewController {
    private let archiveItem = UIBarButtonItem(title: "Archive", image: UIImage(systemName: "archivebox"), primaryAction: nil, menu: nil)
    private let moveItem = UIBarButtonItem(title: "Move", image: UIImage(systemName: "folder"), primaryAction: nil, menu: nil)
    private let flagItem = UIBarButtonItem(title: "Flag", image: UIImage(systemName: "flag"), primaryAction: nil, menu: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        let flexibleSpace = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) // expect: DUO305 `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`
        toolbarItems = [archiveItem, flexibleSpace, moveItem, flexibleSpace, flagItem]
    }
}
