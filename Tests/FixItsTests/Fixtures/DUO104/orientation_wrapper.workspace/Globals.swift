import UIKit

/// The scene's orientation as a flag; its uses are in the other file.
var isPortraitLayout: Bool {
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation.isPortrait ?? false // expect: DUO104 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation.isPortrait`; DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
}

/// The interface's orientation, as a wrapper the other file hands on with the device's.
var sceneOrientation: UIInterfaceOrientation {
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation ?? .portrait // expect: DUO104 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation`; DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
}
