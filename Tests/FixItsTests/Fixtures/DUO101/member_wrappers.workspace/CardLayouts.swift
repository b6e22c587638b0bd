import UIKit

// The wrapper's bare name, or on `self`, in a subclass of its type and in an extension of one.
final class StackedDeckController: DeckController {
    private let strip = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame.size.width = cardWidth // expect: DUO101 `cardWidth`
    }
}

extension StackedDeckController {
    func placeShadow(_ shadow: UIView) {
        shadow.frame.size.width = self.cardWidth + 8 // expect: DUO101 `self.cardWidth`
    }
}

// The same name elsewhere is another type's own member, a local or a parameter.
extension CGSize {
    var cardWidth: CGFloat { width * 0.8 }
    func widened() -> CGSize { CGSize(width: cardWidth + 16, height: height) }
}

struct CardMetrics {
    var cardWidth: CGFloat
    func inset(_ frame: inout CGRect) { frame.size.width = cardWidth - 16 }
}

final class DeckHeader: UIView {
    func layOut(cardWidth: CGFloat) {
        frame.size.width = cardWidth
    }
}
