import LocalAuthentication

func unlockHint() -> String {
    // The hint predates biometry detection and ships as is this release:
    // duo:disable:next DUO403
    return String(localized: "Unlock with Face ID")
}

func signInHint() -> String {
    String(localized: "Sign in with Touch ID") // duo:disable:this hard-coded-biometry
}

func biometryTitle(for context: LAContext) -> String {
    switch context.biometryType {
    case .faceID:
        // Chosen from the device's biometry: what the rule asks for.
        return String(localized: "Face ID")
    case .touchID:
        return String(localized: "Touch ID")
    default:
        return String(localized: "Touch ID or passcode") // expect: DUO403 `Touch ID`
    }
}

// duo:disable DUO403
let onboardingPages = [
    "Face ID keeps your journal private.",
    "Touch ID works too.",
]
// duo:enable DUO403
