import UIKit

final class TripDetailViewController: UIViewController {
    private let coverImageView = UIImageView()
    private let notesView = UITextView()
    private let bottomBar = UIToolbar()
    private let trip: Trip

    init(trip: Trip) {
        self.trip = trip
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trip.name
        coverImageView.contentMode = .scaleAspectFill
        coverImageView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
        view.addSubview(coverImageView)
        view.addSubview(notesView)
        view.addSubview(bottomBar)

        let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(shareTrip))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(editTrip))
        navigationItem.rightBarButtonItems = [share, edit]

        let weather = UIBarButtonItem(customView: WeatherBadgeView())
        bottomBar.items = [weather, .flexibleSpace(), UIBarButtonItem(title: "Map", style: .plain, target: self, action: #selector(showMap))]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let isWide = UIDevice.current.orientation.isLandscape
        let isLargeDevice = traitCollection.userInterfaceIdiom == .pad
        let notesHeight: CGFloat = view.bounds.height <= 667 ? 160 : 280
        notesView.frame = CGRect(x: isWide || isLargeDevice ? 320 : 16, y: 256, width: 360, height: notesHeight)
        bottomBar.frame = CGRect(x: 0, y: view.bounds.maxY - 44, width: view.bounds.width, height: 44)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @objc private func shareTrip() {}
    @objc private func editTrip() {}
    @objc private func showMap() {}
}

final class WeatherBadgeView: UIView {}

struct Trip {
    let name: String
}
