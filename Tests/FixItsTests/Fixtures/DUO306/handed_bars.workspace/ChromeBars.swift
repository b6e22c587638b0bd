import UIKit

/// A navigation bar with the brand's look; the app's navigation controller makes it its own bar
/// (in Navigation.swift), so its items move to the side like the system's.
final class ChromeNavigationBar: UINavigationBar {
    override func layoutSubviews() {
        super.layoutSubviews()
        tintColor = .systemIndigo
    }
}

/// Installed as the tab bar controller's bar by key-value coding (in Navigation.swift).
final class ChromeTabBar: UITabBar {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitted = super.sizeThatFits(size)
        fitted.height += 4
        return fitted
    }
}

/// Placed by hand in a screen: nothing hands it to a container.
final class FilterStrip: UIToolbar { // expect: DUO306 `class FilterStrip: UIToolbar`
    func show(_ filters: [UIBarButtonItem]) {
        setItems(filters, animated: false)
    }
}
