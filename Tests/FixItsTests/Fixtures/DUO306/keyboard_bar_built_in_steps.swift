import UIKit

extension UIToolbar {
    // A bar for a text field's input accessory, made by a factory not named for the keyboard: its items,
    // gathered one by one, are only the keyboard's actions (titles given as localization keys) and a spacer.
    static func entryBar(onErase: (() -> Void)?, onFinish: @escaping () -> Void) -> UIToolbar {
        let bar = UIToolbar()
        bar.sizeToFit()
        var entries: [UIBarButtonItem] = []
        if onErase != nil {
            let eraseItem = UIBarButtonItem(title: NSLocalizedString("_clear_", comment: ""), style: .plain, target: nil, action: nil)
            entries.append(eraseItem)
        }
        entries.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        entries.append(UIBarButtonItem(title: NSLocalizedString("keyboard.done", comment: ""), style: .done, target: nil, action: nil))
        bar.setItems(entries, animated: false)
        return bar
    }

    // Built the same way, but one of its items is a screen action: a bar of the screen, reported.
    static func composeBar() -> UIToolbar {
        let bar = UIToolbar() // expect: DUO306 `UIToolbar()`
        var entries: [UIBarButtonItem] = []
        entries.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        entries.append(UIBarButtonItem(title: NSLocalizedString("compose.attach", comment: ""), style: .plain, target: nil, action: nil))
        entries.append(UIBarButtonItem(title: NSLocalizedString("_done_", comment: ""), style: .done, target: nil, action: nil))
        bar.setItems(entries, animated: false)
        return bar
    }
}
