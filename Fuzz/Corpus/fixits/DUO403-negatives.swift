import LocalAuthentication
import OSLog
import SwiftUI

// Face ID and Touch ID in comments are not UI text.
/// Unlocks the journal with Face ID or Touch ID.
struct BiometricGate {
    private static let logger = Logger(subsystem: "com.example.journal", category: "auth")
    /* Touch ID fallback: the passcode. */
    var faceIDEnabled = false
    var touchIDEnabled = false

    func biometryName() -> String {
        let context = LAContext()
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        if context.biometryType == .faceID { return String(localized: "BIOMETRY_FACE") }
        switch context.biometryType {
        case .touchID: return String(localized: "BIOMETRY_TOUCH")
        case .opticID: return String(localized: "BIOMETRY_OPTIC")
        default: return String(localized: "BIOMETRY_PASSCODE")
        }
    }

    func unlock() {
        let title = NSLocalizedString("UNLOCK_TITLE", comment: "Unlock button; names Face ID or Touch ID from biometryType")
        let settingsKey = "faceIDEnabled"
        let analyticsEvent = "face_id_unlock"
        let interface = "Interface ID: 42"
        let compact = "FaceID"
        let plural = "Manage Face IDs"
        print("Face ID evaluation started for \(title)")
        BiometricGate.logger.error("Touch ID failed: \(settingsKey, privacy: .public)")
        NSLog("Face ID state %@", analyticsEvent)
        assert(!interface.isEmpty, "Face ID needs a gate")
        _ = (compact, plural)
    }
}

struct GateView: View {
    let gate: BiometricGate
    var body: some View {
        Text(gate.biometryName())
            .accessibilityLabel(Text("UNLOCK", comment: "Reads the Face ID name aloud"))
    }
}
