import SwiftUI
import UIKit

/// Bar items need a title: `Button { } label: { Image(systemName: "trash") }` is icon-only.
struct TrackRow: View {
    let track: Track
    // Button { play() } label: { Image(systemName: "play") }
    /* UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil) */
    private let note = "Button { } label: { Image(systemName: \"plus\") }"
    private let template = """
        Button { } label: { Image(systemName: "plus") }
        """
    private let rawTemplate = #"UIBarButtonItem(image: UIImage(systemName: "plus"), menu: nil)"#

    var body: some View {
        HStack {
            Text(track.title)
            Button { track.play() } label: { Image(systemName: "play.fill") }
                .buttonStyle(.borderless)
        }
        .toolbar {
            Button("Share", systemImage: "square.and.arrow.up") { track.share() }
            Button { track.favorite() } label: { Label("Favorite", systemImage: "star") }
            Menu {
                Button { track.delete() } label: { Image(systemName: "trash") }
            } label: {
                Label("Actions", systemImage: "bolt")
            }
            ShareLink(item: track.url)
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Button { track.focusPrevious() } label: { Image(systemName: "chevron.up") }
                Button { track.focusNext() } label: { Image(systemName: "chevron.down") }
            }
        }
        .accessibilityHint(note + template + rawTemplate)
    }
}

final class PlayerViewController: UIViewController {
    private let addAction = UIAction(title: "Add") { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        let shareItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
        let addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        let queueItem = UIBarButtonItem(image: UIImage(systemName: "list.bullet"), style: .plain, target: self, action: #selector(showQueue))
        queueItem.title = "Up Next"
        let plusItem = UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: addAction)
        let labeledAction = UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction(title: "Add") { _ in })
        let blank = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
        let myBarButtonItem = shareItem
        navigationItem.rightBarButtonItems = [myBarButtonItem, addItem, queueItem, plusItem, labeledAction, blank]
    }

    @objc private func add() {}
    @objc private func showQueue() {}
}
