import UIKit

final class DocumentViewController: UIViewController {
    private let addMenu = UIMenu(children: [])
    private lazy var printItem: UIBarButtonItem = {
        UIBarButtonItem(title: "Print", image: UIImage(systemName: "printer"), target: self, action: #selector(printDocument)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "printer"), style: .plain, target: self, action: #selector(printDocument))`
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(share)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))`
        // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(deleteSelection))`
        let deleteItem = UIBarButtonItem(
            title: "Delete",
            image: UIImage(systemName: "trash"),
            target: self,
            action: #selector(deleteSelection)
        )
        let addItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus.circle.fill"), menu: addMenu) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "plus.circle.fill"), menu: addMenu)`
        toolbarItems = [deleteItem, addItem, printItem]
    }

    func configureEditingItems() {
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(image: UIImage(named: "brush"), style: .plain, target: self, action: #selector(draw)), // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "brush"), style: .plain, target: self, action: #selector(draw))`
            UIBarButtonItem(image: UIImage(systemName: "wand.and.rays"), style: .plain, target: self, action: #selector(enhance)), // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "wand.and.rays"), style: .plain, target: self, action: #selector(enhance))`
        ]
        // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .done, target: self, action: #selector(openSettings))`
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .done, target: self, action: #selector(openSettings))
    }

    func configureReaderItems() {
        let favorite = UIBarButtonItem(image: UIImage(systemName: "heart"), primaryAction: UIAction { [weak self] _ in // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "heart"), primaryAction: UIAction { [weak self] _ in self?.toggleFavorite() })`
            self?.toggleFavorite()
        })
        let search = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), landscapeImagePhone: nil, style: .plain, target: self, action: #selector(search)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), landscapeImagePhone: nil, style: .plain, target: self, action: #selector(search))`
        navigationItem.rightBarButtonItems = [favorite, search]
    }

    @objc private func share() {}
    @objc private func deleteSelection() {}
    @objc private func printDocument() {}
    @objc private func draw() {}
    @objc private func enhance() {}
    @objc private func openSettings() {}
    @objc private func search() {}
    private func toggleFavorite() {}
}
