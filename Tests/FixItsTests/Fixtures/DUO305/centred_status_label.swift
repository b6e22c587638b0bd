import UIKit

final class PhotoPickerViewController: UIViewController {
    private let selectionCountLabel = UILabel()
    private let shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

    // Spacers centring the one status label of the bar, gathered in steps in a local that shadows the
    // controller's own `toolbarItems`: the label stays horizontal, so nothing they space goes to the side bar.
    private func showSelectionBar() {
        guard toolbarItems == nil else { return }
        var toolbarItems: [UIBarButtonItem] = []
        toolbarItems.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        toolbarItems.append(UIBarButtonItem(customView: selectionCountLabel)) // expect: DUO307:info `UIBarButtonItem(customView:selectionCountLabel)`
        toolbarItems.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        self.toolbarItems = toolbarItems
    }

    // The same, written at once.
    private func showSummaryBar() {
        let summary = UIBarButtonItem(customView: selectionCountLabel) // expect: DUO307:info `UIBarButtonItem(customView:selectionCountLabel)`
        setToolbarItems([.flexibleSpace(), summary, .flexibleSpace()], animated: false)
    }

    // A spacer between a label and a real action: reported.
    private func showActionBar() {
        var items: [UIBarButtonItem] = []
        items.append(UIBarButtonItem(customView: selectionCountLabel)) // expect: DUO307:info `UIBarButtonItem(customView:selectionCountLabel)`
        items.append(.flexibleSpace()) // expect: DUO305 `.flexibleSpace()`
        items.append(shareItem)
        toolbarItems = items
    }
}
