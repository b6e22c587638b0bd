import UIKit

extension UIView {
    /// The app's builder: makes a view of the declared type and configures it.
    static func build<T: UIView>(_ configure: (T) -> Void = { _ in }) -> T {
        let view = T(frame: .zero)
        configure(view)
        return view
    }
}

final class LibraryPanelController: UIViewController {
    private let sectionPicker = UISegmentedControl(items: ["Bookmarks", "History"])

    // Made by the app's factory where the type is declared: a bar made by hand, added under the navigation bar.
    // expect: DUO306 `.build { strip in strip.setItems([UIBarButtonItem(customView: self.sectionPicker)], animated: false) }`
    private lazy var sectionStrip: UIToolbar = .build { strip in
        strip.setItems([UIBarButtonItem(customView: self.sectionPicker)], animated: false)
    }

    // The bar above the keyboard, made the same way: not this rule's.
    private lazy var keyboardToolbar: UIToolbar = .build()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sectionStrip)
    }
}
