import AVFoundation
import SwiftUI
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

/// A SwiftUI wrapper around a player layer: it lays the layer out on screen too.
struct LoopingVideoPlayer: UIViewControllerRepresentable {
    let player: AVPlayer

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        let layer = AVPlayerLayer(player: player)
        layer.frame = UIScreen.main.bounds // expect: DUO101 `UIScreen.main.bounds`
        controller.view.layer.addSublayer(layer)
        return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
