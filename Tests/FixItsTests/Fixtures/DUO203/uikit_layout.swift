import UIKit

final class ScrubberHostView: UIView {
    let scrubber = ScrubberView()
    let transportBar = TransportBarView()

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let fold = reservedRegions(kind: .division).filter(\.isActive).first else { return }
        let leadingEdge = fold.frame.maxX + fold.margins.right // expect: DUO203 `fold.frame.maxX + fold.margins.right`
        scrubber.frame = CGRect(x: leadingEdge, y: bounds.midY, width: bounds.maxX - leadingEdge, height: 44)
        // expect: DUO203 `fold.frame.minX - fold.margins.left`
        transportBar.frame.origin.x = fold.frame.minX - fold.margins.left - transportBar.frame.width
        // expect: DUO203 `fold.frame.insetBy(dx: -fold.margins.left, dy: -fold.margins.top)`
        let keepOut = fold.frame.insetBy(dx: -fold.margins.left, dy: -fold.margins.top)
        scrubber.isHidden = keepOut.intersects(scrubber.frame)
    }
}

final class ReaderViewController: UIViewController {
    private let pageControl = UIPageControl()
    private var divider: UIView.ReservedRegion?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for region in view.reservedRegions(kind: .division) where region.isActive {
            // expect: DUO203 `region.frame.inset(by: UIEdgeInsets(top: -region.margins.top, left: -region.margins.left, bottom: -region.margins.bottom, right: -region.margins.right))`
            let avoided = region.frame.inset(by: UIEdgeInsets(
                top: -region.margins.top,
                left: -region.margins.left,
                bottom: -region.margins.bottom,
                right: -region.margins.right
            ))
            pageControl.isHidden = avoided.intersects(pageControl.frame)
        }
        if let divider = self.divider {
            let foldFrame = divider.frame
            pageControl.frame.origin.y = foldFrame.maxY + divider.margins.bottom // expect: DUO203 `foldFrame.maxY + divider.margins.bottom`
        }
    }
}
