import UIKit

/// Choices the device itself decides, and one that only looks like them.
final class AttachmentPicker: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        // Either way the screen rotates: only upside-down portrait differs.
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    func confirmRemoval() {
        // An iPad shows an action sheet as a popover that needs an anchor; an alert does not.
        let style: UIAlertController.Style = UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
        let confirm = UIAlertController(title: "Remove attachment?", message: nil, preferredStyle: style)
        confirm.addAction(UIAlertAction(title: "Remove", style: .destructive))
        present(confirm, animated: true)
    }

    func showDetails(_ details: UIViewController) {
        // A sheet on one device and a full screen on the other: that is layout.
        details.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
        present(details, animated: true)
    }
}
