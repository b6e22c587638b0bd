import UIKit

final class DiagnosticsOverlayView: UIView {
    let markers = [UIView(), UIView()]

    override func layoutSubviews() {
        super.layoutSubviews()
        // Draws every division, active or not: that is the point of this debug view.
        // duo:disable:next DUO202
        let all = reservedRegions(kind: .division)
        for (marker, region) in zip(markers, all) { marker.frame = region.frame }
        let first = reservedRegions(kind: .division).first?.frame ?? .zero // duo:disable:this inactive-region-unfiltered
        markers[0].isHidden = first.isEmpty
        markers[1].center = reservedRegions(kind: .division).last?.frame.origin ?? .zero // expect: DUO202 `reservedRegions(kind: .division)`
    }
}
