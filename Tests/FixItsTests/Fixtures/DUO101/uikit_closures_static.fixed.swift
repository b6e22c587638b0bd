import UIKit

final class GalleryViewController: UITableViewController {
    private let defaultScale = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    private lazy var renderScale: CGFloat = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    private lazy var renderer: UIGraphicsImageRenderer = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
    }()

    static func placeholderSize() -> CGSize {
        CGSize(width: 120, height: 1 / UIScreen.main.scale) // expect: DUO101 `UIScreen.main.scale`
    }

    class func estimatedRowHeight() -> CGFloat {
        UIScreen.main.bounds.height / 8 // expect: DUO101 `UIScreen.main.bounds`
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let rows = CGFloat(tableView.numberOfRows(inSection: indexPath.section))
        return max(44, UIScreen.main.bounds.height / rows) // expect: DUO101 `UIScreen.main.bounds`
    }

    func visiblePixelWidths() -> [CGFloat] {
        tableView.visibleCells.map { cell in
            // Pixel counts, not layout: not reported.
            cell.bounds.width * UIScreen.main.scale
        }
    }

    func isMirroring() -> Bool {
        let screen = UIScreen.main // expect: DUO101 `UIScreen.main`
        return screen.mirrored != nil
    }
}
