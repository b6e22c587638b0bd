import SwiftUI
import UIKit

/// Chooses the layout from the size class, never `UIDevice.current.userInterfaceIdiom == .pad`.
/// - Note: `UI_USER_INTERFACE_IDIOM() == .phone` is deprecated.
final class SettingsViewController: UIViewController {
    private let userInterfaceIdiomName = "pad"
    private let migrationNote = "Replaced userInterfaceIdiom == .pad with horizontalSizeClass == .regular"
    private let template = """
        if UIDevice.current.userInterfaceIdiom == .pad {
            showSidebar()
        }
        """
    private let pattern = #"userInterfaceIdiom\s*==\s*\.phone"#
    private let rawTemplate = #"""
        switch traitCollection.userInterfaceIdiom { case .pad: break }
        """#
    // Before: if UIDevice.current.userInterfaceIdiom == .pad { … }
    /* Also removed: traitCollection.userInterfaceIdiom != .phone
       /* nested: UI_USER_INTERFACE_IDIOM() */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if traitCollection.horizontalSizeClass == .regular {
            view.backgroundColor = .secondarySystemBackground
        }
        let deviceName = UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone"
        title = deviceName
        let isCatalyst = UIDevice.current.userInterfaceIdiom == .mac
        let isVision = traitCollection.userInterfaceIdiom == .vision
        navigationItem.prompt = isCatalyst || isVision ? nil : "Settings"
        print("Idiom is pad: \(UIDevice.current.userInterfaceIdiom == .pad)")
        let padTraits = UITraitCollection(userInterfaceIdiom: .pad)
        let idiomPath = \UITraitCollection.userInterfaceIdiom
        view.accessibilityHint = "\(padTraits[keyPath: idiomPath].rawValue)"
    }
}

struct Keypad {
    var pad = 0
    var phone = ""

    func matches(_ other: Keypad) -> Bool {
        other.pad == pad && phone != other.phone
    }
}
