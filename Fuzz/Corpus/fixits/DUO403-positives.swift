import LocalAuthentication
import SwiftUI
import UIKit

final class UnlockViewController: UIViewController {
    private let unlockButton = UIButton(type: .system)
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        unlockButton.setTitle("Unlock with Face ID", for: .normal) // expect: DUO403 `Face ID`
        let name = UIDevice.current.name
        hintLabel.text = "Use Face ID on \(name) to open your journal" // expect: DUO403 `Face ID`
        navigationItem.title = NSLocalizedString("Use Face ID", comment: "Title of the unlock screen") // expect: DUO403 `Face ID`
        // A raw string, and both names in one piece of text:
        // expect: DUO403 `Touch ID or Face ID`
        let footnote = #"Sign in with "Touch ID or Face ID" in Settings \ Passwords"#
        hintLabel.accessibilityHint = footnote
    }

    func presentFailure() {
        // expect: DUO403@+2 `FACE ID`
        let message = """
            We couldn't match your face.
            Try FACE ID again, or enter your passcode.
            """
        let alert = UIAlertController(title: String(localized: "Touch ID Not Recognized"), message: message, preferredStyle: .alert) // expect: DUO403 `Touch ID`
        present(alert, animated: true)
    }
}

struct LockScreen: View {
    var body: some View {
        VStack {
            Text("Unlock with face\u{00A0}ID") // (an escape is not read)
            Text("Unlock with face ID") // expect: DUO403 `face ID`
            Label("Touch\u{00A0}ID", systemImage: "touchid")
            Text("Protected by Touch ID.") // expect: DUO403 `Touch ID`
            // A no-break space, as Apple writes the names:
            Text("Set up Face ID") // expect: DUO403 `Face ID`
        }
    }
}
