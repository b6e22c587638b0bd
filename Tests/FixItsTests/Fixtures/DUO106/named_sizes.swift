import UIKit

/// An iPhone's width kept in a constant and compared with the space: the same test as the literal, one name
/// away.
extension UIDevice {
    /// The widest iPhone in portrait.
    fileprivate static let compactWidthLimit: CGFloat = 428
    private static let sidebarMinimum: CGFloat = 320.5

    func isCompactWidth(size: CGSize) -> Bool {
        size.width <= UIDevice.compactWidthLimit // expect: DUO106 `size.width <= UIDevice.compactWidthLimit`
    }

    func fitsSidebar(in size: CGSize) -> Bool {
        size.width >= UIDevice.sidebarMinimum
    }
}

final class ReaderLayout {
    private let maxLineLength = 680
    private let narrowLimit = 375

    func columns(for bounds: CGRect) -> Int {
        if bounds.width < narrowLimit { return 1 } // expect: DUO106 `bounds.width < narrowLimit`
        return bounds.width > CGFloat(maxLineLength) ? 2 : 1
    }
}

/// The size kept as a converted literal: still an iPhone's width.
enum NarrowScreen {
    static let classicPhoneWidth = CGFloat(375)
    static let gutter = CGFloat(16)

    static func isNarrow(_ bounds: CGRect) -> Bool {
        bounds.width < classicPhoneWidth // expect: DUO106 `bounds.width < classicPhoneWidth`
    }

    static func hasRoom(_ bounds: CGRect) -> Bool {
        bounds.width > gutter * 20
    }
}
