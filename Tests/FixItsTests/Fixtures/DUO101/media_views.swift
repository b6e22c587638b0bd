import AVFoundation
import UIKit

/// A view named for the video it plays still lays it out on screen.
final class VideoTrailerView: UIView {
    private let playerLayer = AVPlayerLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        playerLayer.frame = UIScreen.main.bounds // expect: DUO101 `UIScreen.main.bounds`
    }
}

/// Not a view: the size of a file written for upload.
struct VideoExportSettings {
    var width: CGFloat { UIScreen.main.bounds.width }
}
