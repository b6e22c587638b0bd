import SwiftUI
import UIKit

/// The idiom asked for what it really tells: which device this is. None of these decide layout, so none
/// is reported (a feature offered on one device, a device name, analytics, a website mode, gesture edges).
enum DeviceCopy {
    static var deviceName: String {
        switch UIDevice.current.userInterfaceIdiom {
        case .pad:
            return NSLocalizedString("device.ipad", comment: "")
        default:
            return NSLocalizedString("device.iphone", comment: "")
        }
    }

    static let isTablet = { UIDevice.current.userInterfaceIdiom == .pad }
    static let isHandset = { !Self.isTablet() }
    static let cohorts: [String: () -> Bool] = ["tablet": isTablet, "handset": isHandset]
}

struct AnalyticsSetup {
    func start() {
        let onPhone = UIDevice.current.userInterfaceIdiom == .phone
        let platform = onPhone ? "ios" : "ipados"
        Telemetry.configure(platform: platform)
    }
}

enum Telemetry {
    static func configure(platform: String) {}
}

final class BrowserTabs {
    var requestsDesktopSites: Bool

    init(requestsDesktopSites: Bool = UIDevice.current.userInterfaceIdiom == .pad) {
        self.requestsDesktopSites = requestsDesktopSites
    }
}

final class ReaderViewController: UIViewController {
    private var anchorRect: CGRect = .zero

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        let onTablet = UIDevice.current.userInterfaceIdiom == .pad
        return onTablet ? [.left, .right] : []
    }

    func rememberAnchor(_ rect: CGRect) {
        // Stored, never read: no effect on anything.
        if UIDevice.current.userInterfaceIdiom == .pad {
            self.anchorRect = rect
        }
    }
}

struct SettingsList: View {
    @State private var shakeToReport = false

    private var supportsWatchPairing: Bool {
        UIDevice.current.userInterfaceIdiom != .pad
    }

    var body: some View {
        List {
            if UIDevice.current.userInterfaceIdiom == .phone {
                HStack(spacing: 4) {
                    Text("Shake to report a problem")
                    Toggle("", isOn: $shakeToReport)
                }
                .padding(.vertical, 2)
            }
            if supportsWatchPairing {
                Text("Apple Watch")
            }
        }
    }
}

/// The device picks which of two experiments applies: each experiment's screen lays itself out. A test of
/// the idiom alone beside it still decides a height by device.
final class TrayExperiments {
    var isCompactTrayExperimentEnabled = false
    var isWideTrayExperimentEnabled = false

    func showsExperimentalTray() -> Bool {
        isCompactTrayExperimentEnabled && UIDevice.current.userInterfaceIdiom != .pad
            || isWideTrayExperimentEnabled && UIDevice.current.userInterfaceIdiom == .pad
    }

    var headerHeight: CGFloat {
        showsExperimentalTray() ? 52 : 0
    }

    var footerHeight: CGFloat {
        UIDevice.current.userInterfaceIdiom == .pad ? 64 : 44 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}
