// duo-config: {"deploymentTarget": "15.0"}
import SwiftUI
import UIKit

final class InboxViewController: UITableViewController {
    private let filterMenu = UIMenu(children: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        // init(title:image:target:action:menu:) needs iOS 16: reported without a fix.
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose))`
        // init(title:image:primaryAction:menu:) is iOS 14.
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), menu: filterMenu) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), menu: filterMenu)`
    }

    @objc private func compose() {}
}

struct MailboxView: View {
    let mailbox: Mailbox

    var body: some View {
        MessageList(mailbox: mailbox)
            .toolbar {
                Button { mailbox.refresh() } label: { Image(systemName: "arrow.clockwise") } // expect: DUO303 `Image(systemName: "arrow.clockwise")`
            }
    }
}
