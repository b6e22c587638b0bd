import UIKit

final class ProfileViewController: UIViewController {
    private let headerView = UIView()
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private var cardWidth: CGFloat = 0
    private var headerHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerView)
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120) // expect: DUO110 `view.bounds.width`
        let width = view.frame.size.width // expect: DUO110 `view.frame.size.width`
        avatarView.center = CGPoint(x: width / 2, y: 60)
        nameLabel.frame.origin.y = avatarView.frame.maxY + 8 // expect: DUO110 `avatarView.frame.maxY`
        headerHeight = headerView.heightAnchor.constraint(equalToConstant: view.bounds.height / 4) // expect: DUO110 `view.bounds.height`
        view.addSubview(UIView(frame: view.bounds)) // expect: DUO110 `view.bounds`
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        cardWidth = self.view.bounds.width - 32 // expect: DUO110 `self.view.bounds.width`
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // expect: DUO110 `view.bounds.width`
        if view.bounds
            .width > 600 {
            nameLabel.frame.size.width = 400
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.async {
            self.layoutBadges(in: self.view.window?.frame ?? .zero) // expect: DUO110 `self.view.window?.frame`
        }
        [avatarView, nameLabel].forEach { $0.frame.size.width = self.view.bounds.width / 3 } // expect: DUO110 `self.view.bounds.width`
    }

    private func layoutBadges(in rect: CGRect) {
        headerView.frame.size.height = rect.height / 5
    }
}
