import UIKit

/// Sizes the header from the view, never from `UIScreen.main.bounds`.
/// - Note: `UIScreen.main.scale` is deprecated; read `traitCollection.displayScale`.
final class HeaderViewController: UIViewController {
    // Before the migration: let width = UIScreen.main.bounds.width
    /* Also removed: UIScreen.main.nativeScale and
       let screen = UIScreen.main
       /* nested: UIScreen.main.nativeBounds */ */
    private let mainScreenBounds = CGRect.zero
    private let helper = UIScreenMainHelper()
    private let migrationNote = "Replaced UIScreen.main.bounds with view.bounds"
    private let template = """
        let scale = UIScreen.main.scale
        let size = UIScreen.main.bounds.size
        """
    private let pattern = #"UIScreen\.main\.(bounds|scale)"#
    private let rawTemplate = #"""
        screen = UIScreen.main
        """#
    private let hint = "Avoid \("UIScreen.main".uppercased()) in layout code"

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let scale = traitCollection.displayScale
        let width = view.bounds.width
        helper.record(width: width, scale: scale, note: "UIScreen.main.nativeBounds")
        if let screen = view.window?.windowScene?.screen {
            helper.record(width: screen.bounds.width, scale: screen.scale, note: mainScreenBounds.debugDescription)
        }
        DispatchQueue.main.async { self.helper.flush(Bundle.main.bundleIdentifier) }
        OperationQueue.main.addOperation { self.helper.log(self.hint, self.pattern) }
    }
}

final class UIScreenMainHelper {
    private var lines: [String] = []

    func record(width: CGFloat, scale: CGFloat, note: String) {
        lines.append("\(width)@\(scale)x \(note) (was UIScreen.main)")
    }

    func flush(_ tag: String?) { lines.removeAll() }
    func log(_ values: String...) { lines.append(contentsOf: values) }
}

/// Screen sizes written into a log line: text, not layout.
final class PlayerSurfaceLogger {
    func logResize(to size: CGSize) {
        print("surface \(size.width)x\(size.height), screen \(UIScreen.main.bounds.width)x\(UIScreen.main.bounds.height)")
        let maximum = UIScreen.main.bounds.height
        debugPrint("clamped to \(maximum)")
    }
}
