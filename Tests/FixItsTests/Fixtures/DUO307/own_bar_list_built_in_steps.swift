import UIKit

/// A title strip of the view's own, whose item list is built a piece at a time before the strip gets it:
/// its items never move to a side bar, so what they look like and how they are spaced says nothing; the
/// strip is the finding (DUO306). The same pieces given to the controller's toolbar are reported.
final class ChapterHeaderView: UIView {
    private let strip = UIToolbar() // expect: DUO306 `UIToolbar()`
    private let chapterLabel = UILabel()
    private let progressRing = UIView()

    func rebuildItems(showsProgress: Bool) {
        var stripItems: [UIBarButtonItem] = []
        let labelItem = UIBarButtonItem(customView: chapterLabel)
        stripItems.append(labelItem)
        stripItems.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        if showsProgress {
            stripItems += [UIBarButtonItem(customView: progressRing)]
        }
        strip.setItems(stripItems, animated: false)
        addSubview(strip)
    }
}

final class ChapterListController: UIViewController {
    private let pageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        var items: [UIBarButtonItem] = []
        items.append(UIBarButtonItem(customView: pageLabel)) // expect: DUO307 `UIBarButtonItem(customView: pageLabel)`
        // The label is the bar's one item and stays horizontal: the spacer beside it moves nothing (not DUO305).
        items.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        setToolbarItems(items, animated: false)
    }
}
