import UIKit

/// Bars made here for text fields elsewhere: the keyboard's own actions are what tells them apart.
extension UIToolbar {
    static func confirmationStrip(target: Any?, action: Selector) -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: action)
        bar.items = [space, doneButton]
        bar.sizeToFit()
        return bar
    }

    static func fieldStepper(target: Any?, back: Selector, forward: Selector, finish: Selector) -> UIToolbar {
        let bar = UIToolbar()
        bar.setItems([UIBarButtonItem(title: NSLocalizedString("Previous", comment: ""), style: .plain, target: target, action: back),
                      UIBarButtonItem(title: "Next", style: .plain, target: target, action: forward),
                      .flexibleSpace(),
                      UIBarButtonItem.doneEditingItem(target: target, action: finish)], animated: false)
        return bar
    }

    /// A strip of real actions is a screen bar, however it is made.
    static func composerActions(target: Any?, send: Selector, attach: Selector) -> UIToolbar {
        let bar = UIToolbar() // expect: DUO306 `UIToolbar()`
        bar.items = [UIBarButtonItem(title: "Attach", image: UIImage(systemName: "paperclip"), target: target, action: attach),
                     .flexibleSpace(),
                     UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), target: target, action: send)]
        return bar
    }

    /// A lone action whose selector merely mentions the next step is still a screen action.
    static func pager(target: Any?, action: Selector) -> UIToolbar {
        let bar = UIToolbar() // expect: DUO306 `UIToolbar()`
        bar.items = [.flexibleSpace(), UIBarButtonItem(title: "Bookmark", image: UIImage(systemName: "bookmark"), target: target, action: #selector(UIResponder.becomeFirstResponder))]
        return bar
    }
}

extension UIBarButtonItem {
    static func doneEditingItem(target: Any?, action: Selector) -> UIBarButtonItem {
        UIBarButtonItem(title: "OK", style: .done, target: target, action: action)
    }
}
