// Known issue (DUO301, deploymentTarget below 16.0): fixing twice differs from
// fixing once. The guarded fix keeps the old statement in the `else` branch,
// where the next pass flags and guards it again.
// Reproduce: echo '{"deploymentTarget": "15.0"}' > .duo-lsp.json, then run
// `duo-lsp lint --unsafe-fixes` twice: the second run nests another `if #available`.
import UIKit

final class DocumentViewController: UIViewController {
    func configureNavigationItems(renameAction: UIAction) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [renameAction]))
    }
}
