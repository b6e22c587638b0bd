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

    // Spacers centring the one text-only button of the bar: a text label stays horizontal too.
    private func showDownloadBar() {
        let download = UIBarButtonItem(title: "Download Icons", style: .plain, target: nil, action: nil) // expect: DUO304:info `UIBarButtonItem(title: "Download Icons", style: .plain, target: nil, action: nil)`
        setToolbarItems([.flexibleSpace(), download, .flexibleSpace()], animated: false)
    }

    // A picker and a scan button, both custom views, centred between spacers: all stay horizontal.
    private let modePicker = UISegmentedControl(items: ["Grid", "List"])
    private let scanButton = UIButton(type: .system)
    private func showModeBar() {
        let bar: [UIBarButtonItem] = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(customView: modePicker), // expect: DUO307:info `UIBarButtonItem(customView:modePicker)`
            UIBarButtonItem(customView: scanButton), // expect: DUO307:info `UIBarButtonItem(customView:scanButton)`
            UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
        toolbarItems = bar
    }

    // A custom view beside a system item that moves: the spacers space that one too.
    private func showPickerAndShareBar() {
        setToolbarItems([UIBarButtonItem(customView: modePicker), .flexibleSpace(), shareItem], animated: false) // expect: DUO307:info `UIBarButtonItem(customView:modePicker)`; DUO305 `.flexibleSpace()`
    }

    // Added to a list that holds other items already: the spacer spaces those too.
    private func addSyncLogItem() {
        let syncLog = UIBarButtonItem(title: "Sync Log", style: .plain, target: nil, action: nil) // expect: DUO304:info `UIBarButtonItem(title: "Sync Log", style: .plain, target: nil, action: nil)`
        var items = [shareItem]
        items.append(contentsOf: [.flexibleSpace(), syncLog]) // expect: DUO305 `.flexibleSpace()`
        toolbarItems = items
    }

    // A button with a symbol between the same spacers can go to the side bar: reported.
    private func showImportBar() {
        let importItem = UIBarButtonItem(title: "Import", image: UIImage(systemName: "square.and.arrow.down"), target: nil, action: nil)
        setToolbarItems([.flexibleSpace(), importItem, .flexibleSpace()], animated: false) // expect: DUO305 `.flexibleSpace()`; DUO305 `.flexibleSpace()`
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
