import AVFoundation
import Combine
import SwiftUI
import UIKit

/// UIScreen.main read for something no display shows: a pixel count for an image request, the camera's
/// orientation, the pasteboard. Not reported.
enum ArtworkRequest {
    static func pixelSide(for points: CGFloat) -> Int {
        Int(points * UIScreen.main.scale)
    }

    static func downloadSize() -> CGSize {
        let width = UIScreen.main.bounds.width
        let side = width * UIScreen.main.scale
        return CGSize(width: side, height: side)
    }
}

final class ScannerCamera {
    func videoOrientation() -> AVCaptureVideoOrientation {
        AVCaptureVideoOrientation(rawValue: UIScreen.main.bounds.width > UIScreen.main.bounds.height ? 3 : 1) ?? .portrait
    }
}

enum ClipboardService {
    static func copy(imageData: Data) {
        UIPasteboard.general.image = UIImage(data: imageData, scale: UIScreen.main.scale)
    }
}

/// Read on another thread or later: reported, but no fix (UIKit state off the main thread, and `self.`
/// would add a strong capture to a stored closure).
final class AnimatedAvatarView: UIView {
    private var cancellables = Set<AnyCancellable>()
    private let imageView = UIImageView()

    func load(_ publisher: AnyPublisher<Data, Never>) {
        publisher
            .sink { data in
                DispatchQueue.global().async {
                    let image = UIImage(data: data, scale: UIScreen.main.scale) // expect: DUO101 `UIScreen.main.scale`
                    DispatchQueue.main.async { self.imageView.image = image }
                }
            }
            .store(in: &cancellables)
    }

    /// With the window at hand, the screen's size becomes the window's.
    func distanceToWindowBottom() -> CGFloat? {
        guard let window else { return nil }
        let frameInWindow = convert(bounds, to: window)
        return window.bounds.height - frameInWindow.maxY // expect: DUO101 `UIScreen.main.bounds`
    }

    /// Without one, no rewrite: the view's own bounds are not the screen's.
    func fitsOnScreen() -> Bool {
        frame.width <= UIScreen.main.bounds.width // expect: DUO101 `UIScreen.main.bounds`
    }
}

struct DividerLine: View {
    var body: some View {
        Rectangle().frame(height: 1 / UIScreen.main.scale) // expect: DUO101 `UIScreen.main.scale`
    }
}

/// A placeholder framed in points multiplied by the scale: a frame is layout, not a pixel count.
struct BlurredPlaceholder: View {
    let placeholder: UIImage
    let height: CGFloat

    var body: some View {
        GeometryReader { proxy in
            Image(uiImage: placeholder)
                .resizable()
                .frame(width: proxy.size.width * UIScreen.main.scale, height: height) // expect: DUO101 `UIScreen.main.scale`
        }
    }
}

/// A fixed pixel size turned into points for a picture that is only shared: never laid out.
struct InviteCode: View {
    @State private var exportImage: (() -> Void)?

    var body: some View {
        Image(systemName: "qrcode")
            .onAppear {
                exportImage = {
                    let side = CGSize(width: 2048 / UIScreen.main.scale, height: 2048 / UIScreen.main.scale)
                    share(renderScreenshot(of: side))
                }
            }
    }

    private func renderScreenshot(of size: CGSize) -> UIImage { UIImage() }
    private func share(_ image: UIImage) {}
}

/// A video's cell is laid out like any other: the name does not make it the camera's.
struct ClipGrid: View {
    let clips: [Clip]

    private func estimatedHeight() -> CGFloat {
        let usable = UIScreen.main.bounds.width - 32 // expect: DUO101 `UIScreen.main.bounds`
        let videoSide = usable / 3
        return videoSide * CGFloat(clips.count / 3 + 1)
    }
}

/// An image loader's decoding scale: the pixels of the image it decodes, not a size on screen.
final class CoverCell: UICollectionViewCell {
    private let cover = UIImageView()

    func show(_ url: URL) {
        cover.kf.setImage(with: url, options: [.scaleFactor(UIScreen.main.scale), .transition(.fade(0.2))])
        cover.sd_setImage(with: url, placeholderImage: nil, context: [.imageScaleFactor: UIScreen.main.scale])
    }
}

/// A parameter's default: a snapshot's render scale is the pixels of an image; a layout's default is not.
extension CALayer {
    func snapshotImage(scale: CGFloat = UIScreen.main.scale) -> UIImage? {
        nil
    }

    func layoutPadding(width: CGFloat = UIScreen.main.bounds.width) -> CGFloat { // expect: DUO101 `UIScreen.main.bounds`
        width / 20
    }
}
