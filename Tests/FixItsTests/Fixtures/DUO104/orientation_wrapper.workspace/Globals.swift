import UIKit

/// The scene's orientation as a flag; its uses are in the other file.
var isPortraitLayout: Bool {
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation.isPortrait ?? false // expect: DUO104 `.first?.interfaceOrientation.isPortrait`; DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
}
