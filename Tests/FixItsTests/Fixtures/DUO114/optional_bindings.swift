import UIKit

// The height bound by `if let` or `while let` is used in the block the condition opens.
final class ReaderChromeController: UIViewController {
    private let topBand = UIView()
    private let banner = UILabel()

    func placeBand() {
        if let bandHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height { // expect: DUO114 `view.window?.windowScene?.statusBarManager?.statusBarFrame.height`
            topBand.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: bandHeight)
        }
    }

    func placeBanner(in scene: UIWindowScene?) {
        if let scene, let top = scene.statusBarManager?.statusBarFrame.maxY { // expect: DUO114 `scene.statusBarManager?.statusBarFrame.maxY`
            banner.frame.origin.y = top
        }
    }

    // Compared, logged or kept for later: no layout in the block.
    func noteBand() {
        if let bandHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height {
            print("status bar", bandHeight)
        }
    }

    // The block lays out, but not with the bound height.
    func placeBandAfterCheck() {
        if let bandHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height, bandHeight > 40 {
            topBand.frame = view.bounds
        }
    }
}
