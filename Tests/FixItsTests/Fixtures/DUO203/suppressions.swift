import UIKit

final class HUDView: UIView {
    let badge = UILabel()
    let timer = UILabel()
    let score = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let fold = reservedRegions(kind: .division).filter(\.isActive).first else { return }
        // The HUD wants extra room around the fold.
        // duo:disable:next DUO203
        badge.frame.origin.x = fold.frame.maxX + fold.margins.right
        timer.frame.origin.x = fold.frame.minX - fold.margins.left - timer.frame.width // duo:disable:this region-margins-twice
        score.frame.origin.y = fold.frame.maxY + fold.margins.bottom // expect: DUO203 `fold.frame.maxY + fold.margins.bottom`
    }
}
