// duo-config: {"deploymentTarget": "14.0"}
import SwiftUI
import UIKit

final class NotesViewController: UIViewController {
    private let sortMenu = UIMenu(children: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Compose", style: .plain, target: self, action: #selector(compose)) // expect: DUO304 `UIBarButtonItem(title: "Compose", style: .plain, target: self, action: #selector(compose))`
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", menu: sortMenu) // expect: DUO304 `UIBarButtonItem(title: "Sort", menu: sortMenu)`
    }

    @objc private func compose() {}
}

struct NoteToolbar: ToolbarContent {
    let note: Note

    var body: some ToolbarContent {
        ToolbarItemGroup {
            Button("Pin") { note.pin() } // expect: DUO304 `Button("Pin")`
            Button("Delete", role: .destructive) { note.delete() } // expect: DUO304 `Button("Delete", role: .destructive)`
        }
    }
}
