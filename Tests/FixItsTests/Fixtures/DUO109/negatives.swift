import SwiftUI
import UIKit

/// Don't drive layout from `hinge.angle`; read `reservedRegions(kind: .division)`.
/// - Note: `paletteFrame.origin.y = update.hinge?.angle` was the old code.
final class SketchCanvasView: UIView {
    let palette = UIView()
    private var lastHingeStatus: UIHinge.Status?
    private let note = "Moved panel.frame = hinge.angle into layoutSubviews"
    private let template = """
        .onHingeChange { _, context in offset = context.hinge?.angle ?? 0 }
        """
    // Before: panel.frame.origin.y = update.hinge?.angle ?? 0
    /* Also removed: topConstraint.constant = hinge.angle * 40
       /* nested: .offset(y: context.hinge?.angle) */ */

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(palette)
        addInteraction(UIHingeInteraction { [weak self] _, update in
            guard let self, update.hinge?.status != lastHingeStatus else { return }
            lastHingeStatus = update.hinge?.status
            setNeedsLayout()
        })
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let gradientAngle = CAGradientLayer().startPoint.x
        let angle = gradientAngle * 2
        palette.frame.origin.y = angle
        if let fold = reservedRegions(kind: .division).first(where: \.isActive)?.frame {
            palette.frame.origin.x = fold.maxX + 16
        }
    }
}

struct PageTurnView: View {
    @State private var bend = 0.0
    @State private var turnProgress = 0.0
    @State private var lidRotation = 0.0

    var body: some View {
        Text("Page")
            .rotation3DEffect(.radians(lidRotation), axis: (x: 1, y: 0, z: 0))
            .opacity(1 - turnProgress)
            .onHingeChange { _, context in
                if let hinge = context.hinge, hinge.status == .partiallyOpen {
                    bend = amount(for: hinge.angle)
                    turnProgress = hinge.angle / .pi
                    lidRotation = hinge.angle
                } else {
                    bend = 0
                }
                print("Hinge angle: \(context.hinge?.angle ?? 0)")
            }
    }

    private func amount(for angle: Double) -> Double { angle / .pi }
}
