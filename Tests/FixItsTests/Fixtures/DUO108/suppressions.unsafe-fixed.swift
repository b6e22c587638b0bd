import UIKit

final class BookSpreadView: UIView {
    let leftPage = UIView()
    let rightPage = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        // duo:disable:next DUO108
        let creaseX = bounds.width / 2
        let foldX = bounds.width / 2 // duo:disable:this DUO108
        let hingeX = reservedRegions(kind: .division).first(where: \.isActive)?.frame.midX // expect: DUO108 `bounds.midX`
        leftPage.frame = CGRect(x: 0, y: 0, width: creaseX, height: bounds.height)
        rightPage.frame = CGRect(x: foldX, y: 0, width: hingeX, height: bounds.height)
    }
}
