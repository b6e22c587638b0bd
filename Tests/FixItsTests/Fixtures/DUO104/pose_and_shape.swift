import UIKit

// Asking the pose alone is not layout; asking portrait too, in the same condition, still is.
final class CallGridLayout {
    var columns = 2

    func arrangeTiles() {
        if UIDevice.current.orientation.isPortrait || UIDevice.current.orientation.isFlat { // expect: DUO104 `UIDevice.current.orientation.isPortrait`
            columns = 2
        } else {
            columns = 4
        }
    }

    func isLyingFlat() -> Bool {
        UIDevice.current.orientation == .faceUp || UIDevice.current.orientation == .faceDown
    }
}
