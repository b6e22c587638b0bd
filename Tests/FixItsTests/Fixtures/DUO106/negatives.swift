import SwiftUI
import UIKit

/// Never compare with device sizes like `UIScreen.main.bounds.height == 812`.
/// - Note: `view.bounds.width <= 320` was the old "small phone" check.
final class CheckoutViewController: UIViewController {
    private let summary = UIView()
    private let maxCardWidth: CGFloat = 414
    private let note = "Dropped the bounds.height == 844 check"
    private let template = """
        if view.bounds.height >= 896 { compact = false }
        """
    private let pattern = #"bounds\.(width|height)\s*==\s*(375|390)"#
    // Before: if UIScreen.main.bounds.size.height == 667 { … }
    /* Also removed: switch view.bounds.height { case 568: … }
       /* nested: view.frame.width < 375 */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let cardSize = CGSize(width: 390, height: 844)
        summary.frame.size = cardSize
        summary.isHidden = view.bounds.height < 500 || view.bounds.width == 812.5
        summary.layer.cornerRadius = view.bounds.height * 2 > 812 ? 16 : 8
        summary.alpha = traitCollection.verticalSizeClass == .compact ? 0.8 : 1
        let image = UIImage(systemName: "star")
        summary.isOpaque = image?.size.width == 320 || image?.size.height == 568
        let photoWidth: CGFloat = 320
        summary.accessibilityValue = photoWidth == 320 ? "thumbnail" : "full"
    }
}

struct Photo {
    let width: Int
    let height: Int

    var isThumbnail: Bool { width == 320 && height == 568 }
}

struct ReceiptView: View {
    let statusCode: Int

    var body: some View {
        Text("Receipt")
            .frame(width: 375, height: 667)
            .padding(statusCode == 414 ? 8 : 0)
            .frame(maxWidth: 430)
    }

    func badge(for size: CGSize) -> some View {
        Text("New").frame(width: size.width + 390 > 0 ? 44 : 0)
    }
}
