import SwiftUI
import UIKit

/// Group bar items instead of `UIBarButtonItem.flexibleSpace()` or a `Spacer()` between them.
struct ConversationRow: View {
    let conversation: Conversation
    // toolbarItems = [a, .flexibleSpace(), b]
    /* ToolbarItemGroup { Button(…); Spacer(); Button(…) } */
    private let note = "Spacer() between toolbar items"
    private let template = """
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        """
    private let rawTemplate = #".fixedSpace(16)"#
    private let flexibleSpaceWidth: CGFloat = 12

    var body: some View {
        HStack {
            Text(conversation.title)
            Spacer()
            Text(conversation.date, style: .relative)
        }
        .toolbar {
            ToolbarItem(placement: .principal) {
                HStack {
                    Text(conversation.title).font(.headline)
                    Spacer(minLength: flexibleSpaceWidth)
                }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { conversation.endEditing() }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Reply", systemImage: "arrowshape.turn.up.left") { conversation.reply() }
                Button("Forward", systemImage: "arrowshape.turn.up.right") { conversation.forward() }
            }
        }
        .accessibilityHint(note + template + rawTemplate)
    }
}

final class ConversationViewController: UIViewController {
    let layoutHelper = ToolbarLayoutHelper()

    override func viewDidLoad() {
        super.viewDidLoad()
        let reply = UIBarButtonItem(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left"), primaryAction: nil, menu: nil)
        let forward = UIBarButtonItem(title: "Forward", image: UIImage(systemName: "arrowshape.turn.up.right"), primaryAction: nil, menu: nil)
        navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [reply, forward], representativeItem: nil)]
        layoutHelper.flexibleSpace(between: reply, and: forward)
    }
}

#if targetEnvironment(macCatalyst)
final class ToolbarDelegate: NSObject, NSToolbarDelegate {
    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.toggleSidebar, NSToolbarItem.Identifier.flexibleSpace, .print]
    }
}
#endif
