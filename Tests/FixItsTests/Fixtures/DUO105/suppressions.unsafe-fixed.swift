import UIKit

final class PlaybackViewController: UIViewController {
    private let transport = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // duo:disable:next DUO105
        transport.axis = UIDevice.current.userInterfaceIdiom == .pad ? .horizontal : .vertical
        transport.spacing = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 12 // duo:disable:this DUO105
        transport.isLayoutMarginsRelativeArrangement = traitCollection.horizontalSizeClass == .compact // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
    }
}
