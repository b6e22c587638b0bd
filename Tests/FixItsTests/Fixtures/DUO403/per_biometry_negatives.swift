import LocalAuthentication
import SwiftUI

/// Strings that name one biometry each and are picked by the device's biometry type:
/// the form the rule recommends, so none of them is reported.
enum LockCopy {
    static let unlockFaceID = NSLocalizedString("lock.unlock.face-id", value: "Unlock with Face ID", comment: "Button on the lock screen")
    static let unlockTouchID = NSLocalizedString("lock.unlock.touch-id", value: "Unlock with Touch ID", comment: "Button on the lock screen")
    static let unlock_face_id_short = String(localized: "Face ID")

    static func unlockTitle(for type: LABiometryType) -> String {
        type == .faceID ? "Unlock with Face ID" : "Unlock with Touch ID"
    }

    static func settingsRow(for context: LAContext) -> String {
        switch context.biometryType {
        case .faceID:
            return String(localized: "Require Face ID")
        case .touchID:
            return String(localized: "Require Touch ID")
        case .opticID:
            return String(localized: "Require Optic ID")
        default:
            return String(localized: "Require Passcode")
        }
    }
}

struct BiometryToggle: View {
    let faceIDAvailable: Bool
    @State private var enabled = false

    var body: some View {
        Toggle(faceIDAvailable ? "Use Face ID" : "Use Touch ID", isOn: $enabled)
    }
}
