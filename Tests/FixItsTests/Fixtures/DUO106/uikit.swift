import UIKit

final class OnboardingViewController: UIViewController {
    private var heroHeight: CGFloat = 240
    private let pageControl = UIPageControl()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if UIScreen.main.bounds.height <= 667 { // expect: DUO101 `UIScreen.main.bounds`; DUO106 `UIScreen.main.bounds.height <= 667`
            heroHeight = 180
        }
        if view.bounds.height == 812 || view.bounds.height == 896 { // expect: DUO106 `view.bounds.height == 812`; DUO106 `view.bounds.height == 896`
            additionalSafeAreaInsets.top = 20
        }
        let screenHeight = view.window?.windowScene?.screen.bounds.height ?? 0
        pageControl.isHidden = screenHeight < 568 // expect: DUO106 `screenHeight < 568`
        let height = view.frame.size.height
        if 844 == height { // expect: DUO106 `844 == height`
            pageControl.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        if view.bounds.size == CGSize(width: 390, height: 844) { // expect: DUO106 `view.bounds.size == CGSize(width: 390, height: 844)`
            heroHeight = 260
        }
    }

    func heroInset() -> CGFloat {
        switch max(view.bounds.width, view.bounds.height) {
        case 667: // expect: DUO106 `667`
            return 12
        case 736, 812: // expect: DUO106 `736`; DUO106 `812`
            return 16
        case 926...956: // expect: DUO106 `926`; DUO106 `956`
            return 24
        default:
            return 20
        }
    }

    func scheduleCompactCheck() {
        DispatchQueue.main.async {
            // expect: DUO106 `self.view.bounds.width <= 320`
            let isSmallPhone = self.view.bounds
                .width <= 320
            self.pageControl.isHidden = isSmallPhone
        }
    }
}
