import UIKit

final class LidViewController: UIViewController {
    private let palette = UIView()
    private let keyboardView = UIView()
    private var paletteBottom: NSLayoutConstraint?
    private var lidAngle: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addInteraction(UIHingeInteraction { [weak self] _, update in
            guard let self, let hinge = update.hinge else { return }
            self.paletteBottom?.constant = -200 * sin(hinge.angle / 2) // expect: DUO109 `hinge.angle`
        })
        let interaction = UIHingeInteraction(updateHandler: { [weak self] _, update in
            let angle = update.hinge?.angle ?? 0 // expect: DUO109 `update.hinge?.angle`
            UIView.animate(withDuration: 0.2) {
                self?.palette.frame.origin.y = 400 - angle * 80
            }
        })
        view.addInteraction(interaction)
        view.addInteraction(UIHingeInteraction { [weak self] _, update in
            self?.lidAngle = update.hinge?.angle ?? 0 // expect: DUO109 `update.hinge?.angle`
            self?.view.setNeedsLayout()
        })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        keyboardView.center.y = view.bounds.midY + lidAngle * 40
    }
}

final class TabletopCanvasView: UIView {
    let toolbar = UIView()

    func layoutForHinge(_ hinge: UIHinge) {
        if hinge.angle < .pi * 0.75 { // expect: DUO109 `hinge.angle`
            toolbar.frame.origin.y = bounds.height - 120
        }
        toolbar.transform = CGAffineTransform(rotationAngle: hinge.angle)
        reposition(toolbar, by: hinge // expect: DUO109 `hinge.angle`
            .angle)
    }

    private func reposition(_ view: UIView, by amount: CGFloat) {
        view.frame.origin.x = amount * 10
    }
}
