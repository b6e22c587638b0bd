import LocalAuthentication

func biometryTitle(for context: LAContext) -> String {
    switch context.biometryType {
    case .faceID:
        // The branch for Face ID rightly names it:
        // duo:disable:next DUO403
        return String(localized: "Face ID")
    case .touchID:
        return String(localized: "Touch ID") // duo:disable:this hard-coded-biometry
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
