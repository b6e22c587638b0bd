import UIKit

final class FeedLayout {
    func sectionInset() -> UIEdgeInsets {
        let side: CGFloat = isPortraitLayout ? 16 : 64 // expect: DUO104 `isPortraitLayout`
        return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }

    func logState() {
        print("portrait: \(isPortraitLayout)")
    }
}
