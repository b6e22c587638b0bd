import SwiftUI
import UIKit

/// Overflow actions go into `ToolbarOverflowMenu`; never label a menu with
/// `Image(systemName: "ellipsis.circle")`.
struct ConversationView: View {
    let conversation: Conversation
    @State private var showsEllipsis = false
    // Menu { } label: { Image(systemName: "ellipsis") }
    /* Button("More", systemImage: "ellipsis.circle") { } */
    private let ellipsisMenuTitle = "ellipsis.circle"
    private let template = """
        Menu("More", systemImage: "ellipsis.circle") { }
        """
    private let rawTemplate = #"Image(systemName: "ellipsis")"#

    var body: some View {
        List(conversation.messages) { message in
            HStack {
                Text(message.text)
                Menu {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { conversation.reply(to: message) }
                } label: {
                    Image(systemName: "ellipsis")
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            VStack {
                Image(systemName: "ellipsis").symbolEffect(.variableColor, isActive: showsEllipsis)
                Label("Typing", systemImage: "ellipsis.bubble")
                Text("Loading…")
                Text("Tap \(Image(systemName: "ellipsis")) for more, \("ellipsis.circle")")
            }
        }
        .toolbar {
            ToolbarOverflowMenu {
                Button("Print", systemImage: "printer") { conversation.print() }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Menu {
                    Button("Newest First", systemImage: "arrow.down") { conversation.sort(.newest) }
                } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
            }
        }
        .navigationTitle(ellipsisMenuTitle + template + rawTemplate)
    }
}

final class ConversationViewController: UIViewController {
    private let typingIndicator = UIImageView(image: UIImage(systemName: "ellipsis"))

    func configureNavigationItems(filterMenu: UIMenu, printAction: UIAction) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), menu: filterMenu)
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in
            done([printAction])
        }
        typingIndicator.accessibilityLabel = "Typing…"
    }
}
