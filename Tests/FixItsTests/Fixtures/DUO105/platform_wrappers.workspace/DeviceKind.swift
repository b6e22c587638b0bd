import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// A multiplatform app's device questions: each body is one test on iOS and a constant elsewhere.
enum DeviceKind {
    static var isHandset: Bool {
        #if os(iOS)
            UIDevice.current.userInterfaceIdiom == .phone // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone` says "at those uses"
        #else
            false
        #endif
    }

    static var isTablet: Bool {
        #if os(iOS)
        return UIDevice.current.userInterfaceIdiom == .pad // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad` says "at those uses"
        #elseif os(macOS)
        return false
        #else
        return false
        #endif
    }

    // Both branches may be compiled for iOS (Mac Catalyst is iOS too): not one value, so neither a wrapper
    // nor a finding here.
    static var prefersCompactChrome: Bool {
        #if targetEnvironment(macCatalyst)
            false
        #else
            UIDevice.current.userInterfaceIdiom == .phone
        #endif
    }
}
