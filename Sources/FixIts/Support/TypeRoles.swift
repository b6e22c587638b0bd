/// What a type is in UIKit/SwiftUI terms, judged from its declaration or
/// name, which is all a token-level linter has.
public enum TypeRole: Equatable, Sendable {
    case viewController
    case view
    case swiftUIView
    case other
}

enum TypeRoles {
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController",
        "UIInputViewController", "UIReferenceLibraryViewController", "UIActivityViewController",
        "UIDocumentViewController", "UIArrangementViewController", "UISearchController", "UIAlertController",
    ]
    static let views: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIStackView", "UITextField", "UITextView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UISlider", "UISwitch", "UIStepper", "UISegmentedControl", "UIPickerView", "UIDatePicker",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIWindow", "UIInputView", "MKMapView", "WKWebView",
        "SKView", "ARSCNView", "SCNView", "MTKView", "PKCanvasView",
    ]

    static func role(of declaration: TypeDeclaration, in file: SourceFile) -> TypeRole {
        role(of: declaration, declared: file.scopes.declaredTypes, importsSwiftUI: file.importsSwiftUI, workspace: file.workspace, depth: 0)
    }

    private static func role(of declaration: TypeDeclaration, declared: [String: TypeDeclaration], importsSwiftUI: Bool,
                             workspace: WorkspaceIndex?, depth: Int) -> TypeRole {
        switch declaration.keyword {
        case "struct":
            if declaration.inherited.contains("View") { return .swiftUIView }
            // `View` conformance added by an extension in another file.
            return workspace?.inherits(declaration.name, "View") == true ? .swiftUIView : .other
        case "class":
            guard let superclass = declaration.inherited.first else { return .other }
            return classRole(superclass, declared: declared, importsSwiftUI: importsSwiftUI, workspace: workspace, depth: depth)
        case "extension":
            let name = declaration.name
            if viewControllers.contains(name) { return .viewController }
            if views.contains(name) { return .view }
            if let original = declared[name], depth < 8 {
                return role(of: original, declared: declared, importsSwiftUI: importsSwiftUI, workspace: workspace, depth: depth + 1)
            }
            // Declared in another file of the workspace: its declaration there.
            if let workspace, depth < 8, let original = workspace.typeDeclarations(named: name).first(where: { $0.keyword != "extension" }) {
                let declaration = TypeDeclaration(keyword: original.keyword, name: original.name, inherited: original.inherited)
                return role(of: declaration, declared: declared, importsSwiftUI: importsSwiftUI, workspace: workspace, depth: depth + 1)
            }
            // A type declared elsewhere: its name is all there is.
            if name.hasSuffix("ViewController") { return .viewController }
            if name.hasSuffix("Cell") { return .view }
            if name.hasSuffix("View"), !importsSwiftUI { return .view }
            return .other
        default:
            return .other
        }
    }

    private static func classRole(_ superclass: String, declared: [String: TypeDeclaration], importsSwiftUI: Bool,
                                  workspace: WorkspaceIndex?, depth: Int) -> TypeRole {
        if viewControllers.contains(superclass) { return .viewController }
        if views.contains(superclass) { return .view }
        if let base = declared[superclass], base.keyword == "class", depth < 8 {
            return role(of: base, declared: declared, importsSwiftUI: importsSwiftUI, workspace: workspace, depth: depth + 1)
        }
        // A project base class in another file: the chain the workspace knows.
        if let workspace, depth < 8, let base = workspace.superclass(of: superclass) {
            return classRole(base, declared: declared, importsSwiftUI: importsSwiftUI, workspace: workspace, depth: depth + 1)
        }
        if workspace?.declares(superclass) == true { return .other }
        // A base class declared where the linter cannot see, such as `BaseViewController` or `CardView`.
        if superclass.hasSuffix("ViewController") { return .viewController }
        if superclass.hasSuffix("View") || superclass.hasSuffix("Cell") { return .view }
        return .other
    }
}

extension SourceFile {
    var importsSwiftUI: Bool { imports.contains("SwiftUI") }

    /// The superclass of class `name` as this file or the workspace declares it: nil for a struct or a
    /// protocol, or a class declared neither here nor there.
    func declaredSuperclass(of name: String) -> String? {
        if let declared = scopes.declaredTypes[name] { return declared.keyword == "class" ? declared.inherited.first : nil }
        return workspace?.superclass(of: name)
    }

    /// `name` and its superclasses, nearest first, as far as the file and the workspace know them (nine at most).
    func classChain(from name: String) -> [String] {
        var chain = [name]
        while chain.count < 9, let next = declaredSuperclass(of: chain[chain.count - 1]) { chain.append(next) }
        return chain
    }
}
