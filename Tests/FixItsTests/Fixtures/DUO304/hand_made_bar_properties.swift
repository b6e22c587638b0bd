import UIKit

/// Text-only items made in private properties whose closures return a local of the same name, placed only in
/// the view's own toolbar: that bar never goes vertical, so nothing is left behind (DUO306 reports the bar).
final class InvitationBar: UIView {
    private lazy var joinItem: UIBarButtonItem = {
        let joinItem = UIBarButtonItem(title: NSLocalizedString("Join", comment: ""), style: .plain, target: self, action: #selector(join))
        joinItem.tintColor = .systemGreen
        return joinItem
    }()

    private lazy var ignoreItem: UIBarButtonItem = {
        let ignoreItem = UIBarButtonItem(title: NSLocalizedString("Ignore", comment: ""), style: .plain, target: self, action: #selector(ignore))
        return ignoreItem
    }()

    private lazy var toolbar: UIToolbar = {
        let toolbar = UIToolbar() // expect: DUO306 `UIToolbar()`
        toolbar.items = [ignoreItem, .flexibleSpace(), joinItem]
        return toolbar
    }()

    @objc private func join() {}
    @objc private func ignore() {}
}
