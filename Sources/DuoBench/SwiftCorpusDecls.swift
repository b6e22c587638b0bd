// SwiftCorpus: files and declarations — UIKit, SwiftUI, models, services, extensions,
// generics (see SwiftCorpus.swift).

extension CorpusGenerator {
    enum Flavor: CaseIterable {
        case viewController, uiView, swiftUI, model, service, viewModel, extensions, generics
    }

    // MARK: Files

    mutating func makeFile(approximateBytes: Int, maximumLines: Int?) -> String {
        out.reserveCapacity(min(approximateBytes, 4 << 20) + 16_384)
        let flavor = maximumLines != nil ? .viewController : Flavor.allCases[int(Flavor.allCases.count)]
        let base = typeBase()
        primaryTypeName = base + primarySuffix(flavor)
        fileHeader()
        imports(flavor)
        if let maximumLines {
            fillLines(maximumLines, primary: flavor, base: base)
            return out
        }
        unit(flavor, base: base)
        while out.utf8.count < approximateBytes {
            blank()
            extraUnit(primary: flavor, base: base)
        }
        return out
    }

    func primarySuffix(_ flavor: Flavor) -> String {
        switch flavor {
        case .viewController: return "ViewController"
        case .uiView: return "View"
        case .swiftUI: return "Screen"
        case .model: return ""
        case .service: return "Service"
        case .viewModel: return "ViewModel"
        case .extensions: return "+Helpers"
        case .generics: return "Store"
        }
    }

    /// Another declaration in the file: often of the same kind as the primary one (with
    /// another name), else related to the primary type (its model, service, extension, …).
    mutating func extraUnit(primary: Flavor, base: String) {
        let flavor = chance(45) ? primary : Flavor.allCases[int(Flavor.allCases.count)]
        unit(flavor, base: flavor == primary || chance(40) ? typeBase() : base)
    }

    /// Declarations up to exactly `maximumLines` lines: a declaration that would overflow is
    /// taken back and smaller ones are tried; a few one-line declarations fill the rest.
    mutating func fillLines(_ maximumLines: Int, primary: Flavor, base: String) {
        var attempts = 0
        var first = true
        while lineCount < maximumLines && attempts < 12 {
            let mark = out.utf8.count
            let saved = (lineCount, locals, usedVariants)
            if !first { blank() }
            if first {
                unit(primary, base: base)
            } else if attempts == 0 {
                extraUnit(primary: primary, base: base)
            } else if chance(50) {
                errorEnum(base: typeBase())
            } else {
                model(base: typeBase())
            }
            first = false
            if lineCount > maximumLines {
                out = String(decoding: out.utf8.prefix(mark), as: UTF8.self)
                (lineCount, locals, usedVariants) = saved
                attempts += 1
            }
        }
        if lineCount > maximumLines {
            // Only the file header is there and it is already too long (a tiny file): drop it.
            out = ""
            lineCount = 0
        }
        padLines(to: maximumLines)
    }

    mutating func padLines(to maximumLines: Int) {
        var i = 0
        while lineCount < maximumLines {
            switch i % 4 {
            case 0: line("// MARK: - \(commentText())")
            case 1: line("let \(varName())\(i) = \(literal())")
            case 2: line("/// \(commentText())")
            default: line("private let \(noun())Limit\(i) = \(intLiteral())")
            }
            i += 1
        }
    }

    mutating func fileHeader() {
        switch int(4) {
        case 0:
            line("//")
            line("//  \(primaryTypeName).swift")
            line("//  \(pick(["Photos", "Shop", "Journal", "Fitness", "Messenger", "Recipes", "Travel", "Podcasts"]))")
            line("//")
            line("//  Created by \(pick(["Jane Appleseed", "Alex Kim", "Sam Rivera", "Chen Wei", "Noor Haddad", "Luis García"])) on \(int(1, 28))/\(int(1, 12))/\(int(19, 25)).")
            line("//  Copyright © 20\(int(19, 25)) Example Inc. All rights reserved.")
            line("//")
            blank()
        case 1:
            line("// \(primaryTypeName).swift — \(commentText()).")
            blank()
        case 2:
            line("/*")
            line(" * \(primaryTypeName)")
            line(" * \(commentText()).")
            line(" */")
            blank()
        default:
            break
        }
    }

    mutating func imports(_ flavor: Flavor) {
        switch flavor {
        case .viewController, .uiView: line("import UIKit")
        case .swiftUI: line("import SwiftUI")
        case .viewModel: line(chance(50) ? "import Combine" : "import Observation")
        default: break
        }
        line("import Foundation")
        if chance(30) { line("import OSLog") }
        if chance(15) { line("@testable import \(pick(["AppCore", "Networking", "DesignSystem"]))") }
        if chance(20) {
            line("#if canImport(UIKit)")
            line("import UIKit")
            line("#endif")
        }
        blank()
        if chance(40) {
            line("private let logger = Logger(subsystem: \"com.example.\(noun())\", category: \"\(primaryTypeName)\")")
            blank()
        }
    }

    mutating func unit(_ flavor: Flavor, base: String) {
        locals = []
        switch flavor {
        case .viewController: viewController(base: base)
        case .uiView: uiView(base: base)
        case .swiftUI: swiftUIView(base: base)
        case .model: chance(60) ? model(base: base) : errorEnum(base: base)
        case .service: service(base: base)
        case .viewModel: viewModel(base: base)
        case .extensions: extensionUnit(base: base)
        case .generics: genericUnit(base: base)
        }
    }

    // MARK: Members

    /// Stored properties of a class; returns their names.
    mutating func properties(_ count: Int, uiKit: Bool) -> [String] {
        var names: [String] = []
        for _ in 0..<count {
            let name = varName()
            if names.contains(name) { continue }
            names.append(name)
            if chance(20) { line("/// \(commentText()).") }
            let access = pick(["", "", "private ", "private ", "fileprivate ", "private(set) ", "public "])
            switch int(uiKit ? 10 : 7) {
            case 0: line("\(access)var \(name): \(simpleType()) = \(literal())")
            case 1: line("\(access)let \(name) = \(literal())")
            case 2: line("\(access)var \(name): \(simpleType())?")
            case 3:
                open("\(access)var \(name): \(simpleType()) {")
                line("didSet { \(funcName())() }")
                close()
            case 4: line("\(access)lazy var \(name) = \(typeBase())(\(varName()): \(literal()))")
            case 5:
                open("\(access)var \(name): \(pick(["Int", "Bool", "String"])) {")
                locals = names
                line(expression())
                close()
            case 6: line("\(access)static let \(name) = \(literal())")
            case 7: line("private let \(name) = UILabel()")
            case 8: line("private weak var \(name): UIView?")
            default:
                open("private lazy var \(name): UIButton = {")
                line("let button = UIButton(type: .system)")
                line("button.setImage(UIImage(systemName: \"\(sfSymbol())\"), for: .normal)")
                line("button.addTarget(self, action: #selector(\(funcName())Tapped(_:)), for: .touchUpInside)")
                line("return button")
                close("}()")
            }
        }
        return names
    }

    /// A method with a generated body. `members` are names the body may refer to.
    mutating func method(members: [String], inClass: Bool, mutatingAllowed: Bool = false) {
        let name = funcName()
        var params: [String] = []
        var signature = ""
        inAsync = false
        inThrows = false
        returnsValue = false
        if chance(15) { line(pick(["@MainActor", "@discardableResult", "@available(iOS 16.0, *)", "@inlinable", "@available(*, deprecated, message: \"Use the async version\")"])) }
        var modifiers = pick(["", "", "", "private ", "private ", "fileprivate ", "public ", "internal "])
        if inClass && chance(10) { modifiers += "static " }
        if !inClass && mutatingAllowed && chance(20) { modifiers += "mutating " }
        var generic = ""
        var paramList: [String] = []
        for i in 0..<int(0, 3) {
            let p = varName()
            if params.contains(p) { continue }
            params.append(p)
            switch int(7) {
            case 0: paramList.append("_ \(p): \(simpleType())")
            case 1: paramList.append("\(p): \(simpleType())")
            case 2: paramList.append("for \(p): \(simpleType())")
            case 3: paramList.append("\(p): \(simpleType()) = \(literal())")
            case 4: paramList.append("completion \(p): @escaping (Result<[\(typeBase())], Error>) -> Void")
            case 5:
                if i == 0 { generic = "<T: \(pick(["Decodable", "Hashable", "Identifiable & Sendable", "Collection"]))>" }
                paramList.append("_ \(p): \(generic.isEmpty ? "Int" : "T")")
            default: paramList.append("with \(p): inout [\(typeBase())]")
            }
        }
        signature = "\(modifiers)func \(name)\(generic)(\(paramList.joined(separator: ", ")))"
        if chance(30) { signature += " async"; inAsync = true }
        if chance(30) { signature += " throws"; inThrows = true }
        if chance(35) {
            signature += " -> \(simpleType())"
            returnsValue = true
        }
        if !generic.isEmpty && chance(50) { signature += " where T: Sendable" }
        switch int(10) {
        case 0, 1, 2: docComment()
        case 3: commentLine()
        case 4: blockComment()
        default: break
        }
        open(signature + " {")
        locals = members + params
        statements(int(2, 7), depth: int(1, 3))
        if returnsValue { line("return \(expression())") }
        close()
    }

    mutating func docComment() {
        switch int(3) {
        case 0: line("/// \(commentText()).")
        case 1:
            line("/// \(commentText()).")
            line("///")
            line("/// - Parameters:")
            line("///   - \(varName()): \(commentText()).")
            line("/// - Returns: \(commentText()).")
        default:
            line("/**")
            line(" \(commentText()).")
            line(" ")
            line(" ```swift")
            line(" let \(varName()) = \(typeBase())()")
            line(" ```")
            line(" */")
        }
    }

    // MARK: UIKit

    mutating func viewController(base: String) {
        let name = base + "ViewController"
        let cell = base + "Cell"
        let model = typeBase()
        let useTable = chance(35)
        if chance(20) { docComment() }
        if chance(70) { line("@MainActor") }
        open("\(chance(60) ? "final " : "")class \(name): UIViewController\(chance(30) ? ", UISearchResultsUpdating" : "") {")
        line("// MARK: - Properties")
        blank()
        line("private let columnCount = \(int(2, 4))")
        line("private let spacing: CGFloat = \(int(4, 16))")
        line("private var items: [\(model)] = []")
        line("private let service: \(model)Service")
        var members = ["items", "service", "columnCount", "spacing", "collectionView", "tableView", "title", "view", "navigationItem"]
        members += properties(int(1, 4), uiKit: true)
        blank()
        if useTable {
            open("private lazy var tableView: UITableView = {")
            line("let tableView = UITableView(frame: .zero, style: .\(pick(["plain", "insetGrouped", "grouped"])))")
            line("tableView.register(\(cell).self, forCellReuseIdentifier: \(cell).reuseIdentifier)")
            line("tableView.rowHeight = UITableView.automaticDimension")
            line("tableView.estimatedRowHeight = \(int(44, 120))")
            line("return tableView")
            close("}()")
        } else {
            open("private lazy var collectionView: UICollectionView = {")
            line("let layout = UICollectionViewFlowLayout()")
            line("layout.minimumInteritemSpacing = spacing")
            line("layout.minimumLineSpacing = spacing * \(pick(["1", "1.5", "2"]))")
            line("layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)")
            line("let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)")
            line("collectionView.backgroundColor = .\(pick(Words.colors))")
            line("collectionView.register(\(cell).self, forCellWithReuseIdentifier: \(cell).reuseIdentifier)")
            line("return collectionView")
            close("}()")
        }
        blank()
        line("// MARK: - Lifecycle")
        blank()
        open("init(service: \(model)Service\(chance(40) ? " = .init()" : "")) {")
        line("self.service = service")
        line("super.init(nibName: nil, bundle: nil)")
        close()
        blank()
        line("@available(*, unavailable)")
        open("required init?(coder: NSCoder) {")
        line("fatalError(\"init(coder:) has not been implemented\")")
        close()
        blank()
        open("override func viewDidLoad() {")
        line("super.viewDidLoad()")
        line("title = \(chance(50) ? "\"\(pick(Words.phrases))\"" : "NSLocalizedString(\"\(noun()).title\", comment: \"\")")")
        line("view.backgroundColor = .\(pick(Words.colors))")
        switch int(3) {
        case 0:
            line("navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"\(sfSymbol())\"), style: .plain, target: self, action: #selector(addTapped(_:)))")
        case 1:
            open("navigationItem.rightBarButtonItems = [")
            line("UIBarButtonItem(image: UIImage(systemName: \"\(sfSymbol())\"), style: .plain, target: self, action: #selector(addTapped(_:))),")
            line("UIBarButtonItem(barButtonSystemItem: .\(pick(["edit", "search", "action", "compose"])), target: self, action: #selector(editTapped)),")
            close("]")
        default:
            line("let addItem = UIBarButtonItem(image: UIImage(systemName: \"\(sfSymbol())\"), style: .done, target: self, action: #selector(addTapped(_:)))")
            line("addItem.accessibilityLabel = \"\(pick(Words.phrases))\"")
            line("navigationItem.rightBarButtonItem = addItem")
            line("navigationItem.leftBarButtonItem = editButtonItem")
        }
        if chance(40) { line("navigationController?.navigationBar.prefersLargeTitles = true") }
        let listView = useTable ? "tableView" : "collectionView"
        line("view.addSubview(\(listView))")
        line("\(listView).dataSource = self")
        line("\(listView).delegate = self")
        locals = members
        statements(int(1, 4), depth: 1)
        close()
        blank()
        open("override func viewWillAppear(_ animated: Bool) {")
        line("super.viewWillAppear(animated)")
        open("Task { [weak self] in")
        line("await self?.reload()")
        close()
        close()
        blank()
        open("override func viewDidLayoutSubviews() {")
        line("super.viewDidLayoutSubviews()")
        line("let insets = view.safeAreaInsets")
        line("\(listView).frame = view.bounds.inset(by: UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom + \(int(0, 16)), right: 0))")
        if !useTable {
            line("let available = UIScreen.main.bounds.width - insets.left - insets.right - spacing * CGFloat(columnCount + 1)")
            line("let width = floor(available / CGFloat(columnCount))")
            line("(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: width, height: width * \(pick(["1.0", "1.25", "1.5", "4 / 3"])))")
        } else {
            line("tableView.contentInset.bottom = max(0, \(int(44, 88)) - insets.bottom)")
        }
        close()
        blank()
        open("private func reload() async {")
        open("do {")
        line("items = try await service.fetch\(Words.plural(model))(page: 1)")
        line("\(listView).reloadData()")
        close("} catch {")
        level += 1
        line("show(error)")
        close()
        close()
        blank()
        line("// MARK: - Actions")
        blank()
        open("@objc private func addTapped(_ sender: UIBarButtonItem) {")
        line("let controller = \(typeBase())ViewController(service: service)")
        line("controller.modalPresentationStyle = .\(pick(["pageSheet", "formSheet", "fullScreen"]))")
        open("if let sheet = controller.sheetPresentationController {")
        line("sheet.detents = [.medium(), .large()]")
        line("sheet.prefersGrabberVisible = true")
        close()
        line("present(controller, animated: true)")
        close()
        blank()
        open("@objc private func editTapped() {")
        line("setEditing(!isEditing, animated: true)")
        close()
        for _ in 0..<int(1, 4) {
            blank()
            method(members: members, inClass: true)
        }
        close()
        blank()
        // Data source and delegate.
        if useTable {
            open("extension \(name): UITableViewDataSource, UITableViewDelegate {")
            open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
            line("items.count")
            close()
            blank()
            open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
            line("let cell = tableView.dequeueReusableCell(withIdentifier: \(cell).reuseIdentifier, for: indexPath)")
            line("var content = cell.defaultContentConfiguration()")
            line("content.text = items[indexPath.row].title")
            line("content.secondaryText = \"\\(indexPath.row + 1) of \\(items.count)\"")
            line("content.image = UIImage(systemName: \"\(sfSymbol())\")")
            line("cell.contentConfiguration = content")
            line("return cell")
            close()
            blank()
            open("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {")
            line("tableView.deselectRow(at: indexPath, animated: true)")
            line("let item = items[indexPath.row]")
            line("navigationController?.pushViewController(\(typeBase())ViewController(item: item), animated: true)")
            close()
            close()
        } else {
            open("extension \(name): UICollectionViewDataSource {")
            open("func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {")
            line("items.count")
            close()
            blank()
            open("func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {")
            open("guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \(cell).reuseIdentifier, for: indexPath) as? \(cell) else {")
            line("return UICollectionViewCell()")
            close()
            line("cell.configure(with: items[indexPath.item])")
            line("return cell")
            close()
            close()
            blank()
            open("extension \(name): UICollectionViewDelegate {")
            open("func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {")
            line("guard items.indices.contains(indexPath.item) else { return }")
            line("let item = items[indexPath.item]")
            line("logger.info(\"Selected \\(item.id, privacy: .public) at \\(indexPath.item)\")")
            close()
            close()
        }
    }

    mutating func uiView(base: String) {
        let name = base + pick(["View", "Cell", "HeaderView", "BadgeView", "CardView"])
        let isCell = name.hasSuffix("Cell")
        if chance(30) { docComment() }
        open("final class \(name): \(isCell ? "UICollectionViewCell" : "UIView") {")
        if isCell {
            line("static let reuseIdentifier = \"\(name)\"")
        }
        line("private let titleLabel = UILabel()")
        line("private let subtitleLabel = UILabel()")
        open("private let imageView: UIImageView = {")
        line("let imageView = UIImageView()")
        line("imageView.contentMode = .scaleAspectFill")
        line("imageView.clipsToBounds = true")
        line("imageView.layer.cornerRadius = \(int(4, 16))")
        line("return imageView")
        close("}()")
        var members = ["titleLabel", "subtitleLabel", "imageView", "bounds", "frame", "layer"]
        members += properties(int(1, 3), uiKit: true)
        blank()
        open("var \(varName()): String? {")
        line("didSet { titleLabel.text = oldValue == nil ? \"\(pick(Words.phrases))\" : \(stringLiteral()) }")
        close()
        blank()
        open("override init(frame: CGRect) {")
        line("super.init(frame: frame)")
        let container = isCell ? "contentView" : "self"
        line("[titleLabel, subtitleLabel, imageView].forEach { \(container).addSubview($0) }")
        line("titleLabel.font = .preferredFont(forTextStyle: .\(pick(["headline", "body", "title3", "subheadline"])))")
        line("subtitleLabel.textColor = .\(pick(Words.colors))")
        line("subtitleLabel.numberOfLines = \(int(0, 3))")
        close()
        blank()
        open("required init?(coder: NSCoder) {")
        line("fatalError(\"init(coder:) has not been implemented\")")
        close()
        blank()
        open("override func layoutSubviews() {")
        line("super.layoutSubviews()")
        line("let inset: CGFloat = \(int(8, 20))")
        line("let bounds = \(isCell ? "contentView.bounds" : "self.bounds.inset(by: safeAreaInsets)")")
        line("let side = bounds.height - inset * 2")
        line("imageView.frame = CGRect(x: inset, y: inset, width: side, height: side)")
        line("let textX = imageView.frame.maxX + \(int(8, 16))")
        line("let textWidth = max(0, bounds.width - textX - inset)")
        line("titleLabel.frame = CGRect(x: textX, y: inset, width: textWidth, height: \(int(18, 24)))")
        line("subtitleLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 4, width: textWidth, height: bounds.height - titleLabel.frame.maxY - inset * 1.5)")
        line("layer.cornerRadius = min(bounds.width, bounds.height) / \(int(4, 12))")
        close()
        blank()
        open("override var intrinsicContentSize: CGSize {")
        line("CGSize(width: UIView.noIntrinsicMetric, height: \(int(44, 120)))")
        close()
        if isCell {
            blank()
            open("override func prepareForReuse() {")
            line("super.prepareForReuse()")
            line("imageView.image = nil")
            line("titleLabel.text = nil")
            close()
            blank()
            open("func configure(with item: \(typeBase())) {")
            line("titleLabel.text = item.title")
            line("subtitleLabel.text = \(stringLiteral())")
            line("accessibilityLabel = \"\\(item.title), \\(subtitleLabel.text ?? \"\")\"")
            close()
        } else if chance(50) {
            blank()
            open("override func draw(_ rect: CGRect) {")
            line("let path = UIBezierPath(roundedRect: rect.insetBy(dx: \(floatLiteral()), dy: 1), cornerRadius: \(int(4, 20)))")
            line("UIColor.\(pick(Words.colors)).setFill()")
            line("path.fill()")
            open("if let context = UIGraphicsGetCurrentContext() {")
            line("context.setLineWidth(1 / UIScreen.main.scale)")
            line("context.strokePath()")
            close()
            close()
        }
        for _ in 0..<int(0, 2) {
            blank()
            method(members: members, inClass: true)
        }
        close()
    }

    // MARK: SwiftUI

    mutating func swiftUIView(base: String) {
        let name = base + pick(["View", "Screen", "Row", "Card", "List", "Grid"])
        let model = typeBase()
        if chance(25) { line("@available(iOS \(pick(["16.0", "17", "17.0"])), *)") }
        open("struct \(name): View {")
        line("@State private var items: [\(model)] = []")
        line("@State private var isPresented = false")
        line("@State private var query = \"\"")
        if chance(50) { line("@Binding var selection: \(model).ID?") }
        if chance(50) { line("@Environment(\\.dismiss) private var dismiss") }
        if chance(40) { line("@Environment(\\.horizontalSizeClass) private var sizeClass") }
        if chance(40) { line("@StateObject private var model = \(model)ViewModel()") }
        if chance(30) { line("@AppStorage(\"\(pick(Words.keys))\") private var \(varName()) = \(pick(["false", "0", "\"\""]))") }
        line("let columns = Array(repeating: GridItem(.flexible(), spacing: \(int(4, 16))), count: \(int(2, 4)))")
        blank()
        open("var body: some View {")
        locals = ["items", "query", "isPresented", "columns"]
        switch int(3) {
        case 0:
            open("NavigationStack {")
            viewTree(depth: int(2, 4))
            toolbarModifiers()
            close()
        case 1:
            open("GeometryReader { proxy in")
            locals.append("proxy")
            viewTree(depth: int(2, 3))
            line(".frame(width: proxy.size.width, height: proxy.size.height - proxy.safeAreaInsets.bottom)")
            close()
        default:
            viewTree(depth: int(2, 4))
        }
        modifiers(int(1, 4))
        close()
        for _ in 0..<int(0, 2) {
            blank()
            open("private var \(varName())View: some View {")
            viewTree(depth: int(1, 2))
            close()
        }
        if chance(60) {
            blank()
            open("private func \(funcName())(_ item: \(model)) {")
            locals = ["items", "query", "isPresented", "item"]
            statements(int(1, 4), depth: 2)
            close()
        }
        close()
        if chance(50) {
            blank()
            open("#Preview {")
            line("\(name)()")
            close()
        } else if chance(40) {
            blank()
            open("struct \(name)_Previews: PreviewProvider {")
            open("static var previews: some View {")
            line("\(name)()")
            level += 1
            line(".previewLayout(.sizeThatFits)")
            level -= 1
            close()
            close()
        }
    }

    mutating func toolbarModifiers() {
        open(".toolbar {")
        open("ToolbarItem(placement: .\(pick(["topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction"]))) {")
        open("Button {")
        line("isPresented = true")
        close("} label: {")
        level += 1
        line("Image(systemName: \"\(sfSymbol())\")")
        close()
        close()
        if chance(60) {
            open("ToolbarItem(placement: .topBarLeading) {")
            open("Menu {")
            line("Button(\"\(pick(Words.phrases))\", systemImage: \"\(sfSymbol())\") { \(funcName())() }")
            line("Button(\"\(pick(Words.phrases))\", role: .destructive) { items.removeAll() }")
            close("} label: {")
            level += 1
            line("Image(systemName: \"ellipsis.circle\")")
            close()
            close()
        }
        close()
        if chance(50) { line(".navigationTitle(\"\(pick(Words.phrases))\")") }
        if chance(40) { line(".searchable(text: $query, prompt: \"\(pick(Words.phrases))\")") }
        if chance(40) {
            open(".sheet(isPresented: $isPresented) {")
            line("\(typeBase())View()")
            close()
        }
    }

    /// View modifiers: indented under a one-line view, at the level of a closing brace.
    mutating func modifiers(_ count: Int, indented: Bool = false) {
        if indented { level += 1 }
        defer { if indented { level -= 1 } }
        for _ in 0..<count {
            switch int(22) {
            case 0: line(".padding()")
            case 1: line(".padding(.\(pick(["horizontal", "vertical", "top", "bottom"])), \(int(4, 24)))")
            case 2: line(".font(.\(pick(["headline", "body", "caption", "title2", "subheadline", "footnote"])))")
            case 3: line(".foregroundStyle(.\(pick(["secondary", "primary", "tint", "tertiary"])))")
            case 4: line(".frame(maxWidth: .infinity, alignment: .\(pick(["leading", "center", "trailing"])))")
            case 5: line(".background(Color(.\(pick(Words.colors))))")
            case 6: line(".clipShape(RoundedRectangle(cornerRadius: \(int(4, 24)), style: .continuous))")
            case 7:
                open(".onTapGesture {")
                line("\(funcName())()")
                close()
            case 8:
                open(".task {")
                line("await model.\(funcName())()")
                close()
            case 9:
                open(".onAppear {")
                statements(1, depth: 0)
                close()
            case 10: line(".animation(.spring(response: \(floatLiteral()), dampingFraction: 0.\(int(5, 9))), value: items.count)")
            case 11:
                open(".refreshable {")
                line("await model.reload()")
                close()
            case 12: line(".accessibilityLabel(Text(\"\(pick(Words.phrases))\"))")
            case 13:
                open(".overlay(alignment: .topTrailing) {")
                line("Image(systemName: \"\(sfSymbol())\").padding(\(int(2, 8)))")
                close()
            case 14:
                open(".safeAreaInset(edge: .bottom) {")
                line("Button(\"\(pick(Words.phrases))\") { isPresented.toggle() }")
                line(".buttonStyle(.borderedProminent)")
                close()
            case 15: line(".listStyle(.\(pick(["plain", "insetGrouped", "sidebar"])))")
            case 16: line(".opacity(items.isEmpty ? 0.\(int(3, 6)) : 1)")
            case 17: line(".shadow(color: .black.opacity(0.\(int(1, 3))), radius: \(int(2, 12)), x: 0, y: \(int(1, 6)))")
            case 18:
                open(".onChange(of: query) { oldValue, newValue in")
                line("guard oldValue != newValue else { return }")
                line("model.search(newValue)")
                close()
            case 19: line(".tint(.\(pick(["blue", "orange", "pink", "accentColor", "green"])))")
            case 20:
                open(".contextMenu {")
                line("Button(\"\(pick(Words.phrases))\", systemImage: \"\(sfSymbol())\") {}")
                close()
            default: line(".frame(height: \(int(32, 240)))")
            }
        }
    }

    /// One SwiftUI view, with children down to `depth` levels.
    mutating func viewTree(depth: Int) {
        if depth <= 0 {
            leafView()
            if chance(50) { modifiers(int(1, 2), indented: true) }
            return
        }
        switch int(12) {
        case 0, 1:
            open("VStack(alignment: .\(pick(["leading", "center", "trailing"])), spacing: \(int(0, 16))) {")
            for _ in 0..<int(1, 3) { viewTree(depth: depth - 1) }
            close()
        case 2:
            open("HStack\(chance(50) ? "(spacing: \(int(2, 12)))" : "") {")
            viewTree(depth: depth - 1)
            line("Spacer()")
            viewTree(depth: 0)
            close()
        case 3:
            open("ScrollView\(chance(30) ? "(.horizontal, showsIndicators: false)" : "") {")
            open("LazyVGrid(columns: \(chance(60) ? "columns" : "Array(repeating: GridItem(.flexible()), count: \(int(2, 4)))"), spacing: \(int(4, 16))) {")
            open("ForEach(items) { item in")
            locals.append("item")
            viewTree(depth: depth - 1)
            close()
            close()
            line(".padding(.horizontal)")
            close()
        case 4:
            open("List {")
            open("ForEach(items\(chance(40) ? ".filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }" : ""), id: \\.id) { item in")
            locals.append("item")
            viewTree(depth: depth - 1)
            close()
            if chance(50) { line(".onDelete { items.remove(atOffsets: $0) }") }
            close()
        case 5:
            open("GeometryReader { proxy in")
            open("HStack(spacing: 0) {")
            viewTree(depth: depth - 1)
            line(".frame(width: proxy.size.width / \(int(2, 4)))")
            viewTree(depth: 0)
            close()
            close()
        case 6:
            open("ZStack(alignment: .\(pick(["bottomTrailing", "top", "center"]))) {")
            viewTree(depth: depth - 1)
            viewTree(depth: 0)
            close()
        case 7:
            open("Group {")
            open("if items.isEmpty {")
            line("ContentUnavailableView(\"\(pick(Words.phrases))\", systemImage: \"\(sfSymbol())\", description: Text(\"\(commentText())\"))")
            close("} else {")
            level += 1
            viewTree(depth: depth - 1)
            close()
            close()
        case 8:
            open("Form {")
            open("Section(\"\(pick(Words.phrases))\") {")
            viewTree(depth: depth - 1)
            line("Toggle(\"\(pick(Words.phrases))\", isOn: $isPresented)")
            close()
            open("Section {")
            line("TextField(\"\(pick(Words.phrases))\", text: $query)")
            close("} footer: {")
            level += 1
            line("Text(\"\(commentText())\")")
            close()
            close()
        case 9:
            open("Menu {")
            for _ in 0..<int(1, 3) {
                line("Button(\"\(pick(Words.phrases))\") { \(funcName())() }")
            }
            line("Divider()")
            line("Button(\"\(pick(Words.phrases))\", role: .destructive) {}")
            close("} label: {")
            level += 1
            line("Image(systemName: \"ellipsis.circle\")")
            close()
        case 10:
            open("Button {")
            line("\(funcName())()")
            close("} label: {")
            level += 1
            viewTree(depth: depth - 1)
            close()
        default:
            open("Group {")
            open("if #available(iOS 17, *) {")
            viewTree(depth: depth - 1)
            close("} else {")
            level += 1
            leafView()
            close()
            close()
        }
        if chance(50) { modifiers(int(1, 3)) }
    }

    mutating func leafView() {
        switch int(12) {
        case 0: line("Text(\"\(pick(Words.phrases))\")")
        case 1: line("Text(\(stringLiteral()))")
        case 2: line("Image(systemName: \"\(sfSymbol())\")")
        case 3: line("Label(\"\(pick(Words.phrases))\", systemImage: \"\(sfSymbol())\")")
        case 4: line("Text(item.title)")
        case 5:
            open("AsyncImage(url: URL(string: \"https://example.com/\(noun())/\\(items.count).png\")) { image in")
            line("image.resizable().scaledToFill()")
            close("} placeholder: {")
            level += 1
            line("ProgressView()")
            close()
        case 6: line("ProgressView(value: \(floatLiteral()), total: 1)")
        case 7: line("Toggle(\"\(pick(Words.phrases))\", isOn: $isPresented)")
        case 8:
            open("Button(\"\(pick(Words.phrases))\") {")
            line("\(funcName())()")
            close()
        case 9: line("Text(\"\\(items.count) \\(query.isEmpty ? \"items\" : \"results for \\\"\\(query)\\\"\")\")")
        case 10: line("Circle().fill(Color.accentColor).frame(width: \(int(6, 44)), height: \(int(6, 44)))")
        default: line("Text(verbatim: \"\(pick(Words.unicodePhrases))\")")
        }
    }

    // MARK: Models

    mutating func model(base: String) {
        if chance(40) { docComment() }
        let kind = chance(80) ? "struct" : "final class"
        open("\(kind) \(base): \(pick(["Codable, Identifiable, Hashable", "Identifiable, Sendable", "Decodable, Equatable", "Codable, Hashable, Sendable"])) {")
        line("let id: \(pick(["UUID", "Int", "String"]))")
        var names = ["id"]
        var keys: [String] = []
        for _ in 0..<int(3, 8) {
            let name = varName()
            if names.contains(name) { continue }
            names.append(name)
            line("\(chance(60) ? "var" : "let") \(name): \(simpleType())")
            if chance(40) { keys.append(name) }
        }
        blank()
        open("enum CodingKeys: String, CodingKey {")
        line("case \(names.filter { !keys.contains($0) }.joined(separator: ", "))")
        for key in keys {
            line("case \(key) = \"\(snakeCase(key))\"")
        }
        close()
        blank()
        locals = names
        open("var \(varName()): String {")
        line("\(names.count > 2 ? names[1] : "id").description.isEmpty ? \(stringLiteral()) : \(stringLiteral())")
        close()
        if chance(60) {
            blank()
            line("static let preview = \(base)(\(names.prefix(3).map { "\($0): \(literal())" }.joined(separator: ", ")))")
        }
        if chance(50) {
            blank()
            open("func matches(_ query: String) -> Bool {")
            line("guard !query.isEmpty else { return true }")
            line("return \(names.last ?? "id").description.localizedCaseInsensitiveContains(query) || \(names.first ?? "id").description.hasPrefix(query)")
            close()
        }
        for _ in 0..<int(0, 2) {
            blank()
            method(members: names, inClass: kind != "struct", mutatingAllowed: true)
        }
        close()
    }

    func snakeCase(_ name: String) -> String {
        var result = ""
        for ch in name {
            if ch.isUppercase {
                result += "_" + ch.lowercased()
            } else {
                result.append(ch)
            }
        }
        return result
    }

    mutating func errorEnum(base: String) {
        let name = chance(50) ? base + "Error" : base + pick(["Route", "Action", "Event", "State"])
        let isError = name.hasSuffix("Error")
        open("\(chance(30) ? "public " : "")enum \(name): \(isError ? "Error, LocalizedError, Equatable" : "Hashable, Sendable") {")
        line("case \(adjective())")
        line("case \(adjective())(\(pick(["status: Int, body: Data?", "String", "id: UUID", "Int, Int", "URL", "reason: String = \"unknown\""])))")
        line("case \(adjective())(\(typeBase()))")
        line("case \(adjective()), \(adjective())(Error?)")
        if chance(40) { line("indirect case nested(\(name), depth: Int)") }
        blank()
        open("var \(isError ? "errorDescription: String?" : "title: String") {")
        openSwitch("switch self {")
        line("case .\(adjective()):")
        level += 1
        line("return \(stringLiteral())")
        level -= 1
        line("case let .\(adjective())(status, _) where status >= 500:")
        level += 1
        line("return \"Server error \\(status)\"")
        level -= 1
        line("case .\(adjective())(let value):")
        level += 1
        line("return \"\\(value)\"")
        level -= 1
        line("default:")
        level += 1
        line("return \(isError ? "nil" : "\"\"")")
        level -= 1
        closeSwitch()
        close()
        if chance(50) {
            blank()
            open("static func == (lhs: \(name), rhs: \(name)) -> Bool {")
            line("lhs.\(isError ? "errorDescription" : "title") == rhs.\(isError ? "errorDescription" : "title")")
            close()
        }
        close()
    }

    // MARK: Networking

    mutating func service(base: String) {
        let name = base + pick(["Service", "Client", "API", "Repository"])
        let model = base
        if chance(30) { docComment() }
        open("final class \(name)\(chance(50) ? ": @unchecked Sendable" : "") {")
        line("static let shared = \(name)()")
        line("private let session: URLSession")
        line("private let baseURL = URL(string: \"https://api.\(noun()).example.com\")!")
        open("private let decoder: JSONDecoder = {")
        line("let decoder = JSONDecoder()")
        line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
        line("decoder.dateDecodingStrategy = .iso8601")
        line("return decoder")
        close("}()")
        blank()
        open("init(session: URLSession = .shared) {")
        line("self.session = session")
        close()
        blank()
        open("func fetch\(Words.plural(model))(page: Int = 1, limit: Int = \(pick(["20", "50", "100"]))) async throws -> [\(model)] {")
        line("var components = URLComponents(url: baseURL.appendingPathComponent(\"v\(int(1, 3))/\(Words.plural(String(snakeCase(model).dropFirst())))\"), resolvingAgainstBaseURL: false)")
        line("components?.queryItems = [URLQueryItem(name: \"page\", value: \"\\(page)\"), URLQueryItem(name: \"per_page\", value: String(limit))]")
        line("guard let url = components?.url else { throw \(model)Error.invalidURL }")
        line("var request = URLRequest(url: url, timeoutInterval: \(floatLiteral()))")
        line("request.httpMethod = \"GET\"")
        line("request.setValue(\"Bearer \\(token ?? \"\")\", forHTTPHeaderField: \"Authorization\")")
        line("let (data, response) = try await session.data(for: request)")
        open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
        line("throw \(model)Error.http(status: (response as? HTTPURLResponse)?.statusCode ?? -1, body: data)")
        close()
        line("return try decoder.decode(Page<\(model)>.self, from: data).items")
        close()
        blank()
        open("func upload(_ \(noun()): \(model), completion: @escaping (Result<\(model), Error>) -> Void) {")
        line("var request = URLRequest(url: baseURL.appendingPathComponent(\"upload\"))")
        line("request.httpMethod = \"POST\"")
        line("request.httpBody = try? JSONEncoder().encode(\(noun()))")
        open("let task = session.dataTask(with: request) { [decoder] data, response, error in")
        open("if let error {")
        line("DispatchQueue.main.async { completion(.failure(error)) }")
        line("return")
        close()
        open("guard let data, let value = try? decoder.decode(\(model).self, from: data) else {")
        line("DispatchQueue.main.async { completion(.failure(\(model)Error.decoding(\"\\(String(decoding: data ?? Data(), as: UTF8.self).prefix(200))\"))) }")
        line("return")
        close()
        line("DispatchQueue.main.async { completion(.success(value)) }")
        close()
        line("task.resume()")
        close()
        blank()
        line("private var token: String? { UserDefaults.standard.string(forKey: \"\(pick(Words.keys))\") }")
        for _ in 0..<int(0, 2) {
            blank()
            method(members: ["session", "baseURL", "decoder", "token"], inClass: true)
        }
        close()
    }

    // MARK: View models

    mutating func viewModel(base: String) {
        let name = base + pick(["ViewModel", "Store", "Model", "Coordinator"])
        let model = base
        if chance(50) {
            line("@MainActor")
            open("final class \(name): ObservableObject {")
            line("@Published private(set) var items: [\(model)] = []")
            line("@Published var isLoading = false")
            line("@Published var errorMessage: String?")
            line("private var cancellables = Set<AnyCancellable>()")
        } else {
            line("@Observable")
            open("final class \(name) {")
            line("var items: [\(model)] = []")
            line("var isLoading = false")
            line("var errorMessage: String?")
            line("@ObservationIgnored private var searchTask: Task<Void, Never>?")
        }
        line("private let service: \(model)Service")
        var members = ["items", "isLoading", "errorMessage", "service"]
        members += properties(int(0, 3), uiKit: false)
        blank()
        open("init(service: \(model)Service = .shared) {")
        line("self.service = service")
        close()
        blank()
        open("func reload() async {")
        line("isLoading = true")
        line("defer { isLoading = false }")
        open("do {")
        line("items = try await service.fetch\(Words.plural(model))()")
        close("} catch {")
        level += 1
        line("errorMessage = error.localizedDescription")
        close()
        close()
        blank()
        open("func search(_ text: String) {")
        line("let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)")
        line("guard trimmed.count >= \(int(1, 3)) else { return }")
        line("items = items.filter { $0.title.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil }")
        close()
        for _ in 0..<int(1, 3) {
            blank()
            method(members: members, inClass: true)
        }
        close()
    }

    // MARK: Extensions

    mutating func extensionUnit(base: String) {
        switch chance(65) ? (freshVariant(group: 1, count: 7) ?? 7) : 7 {
        case 0:
            open("extension UIColor {")
            open("convenience init(hex: UInt32, alpha: CGFloat = 1) {")
            line("self.init(")
            level += 1
            line("red: CGFloat((hex >> 16) & 0xFF) / 255,")
            line("green: CGFloat((hex >> 8) & 0xFF) / 255,")
            line("blue: CGFloat(hex & 0xFF) / 255,")
            line("alpha: alpha")
            level -= 1
            line(")")
            close()
            blank()
            line("static let \(adjective())\(Noun()) = UIColor(hex: 0x\(hex(int(0x100000, 0xFFFFFF)).uppercased()))")
            line("static let \(adjective())\(Noun()) = UIColor(hex: 0x\(hex(int(0x100000, 0xFFFFFF))), alpha: 0.\(int(1, 9)))")
            close()
        case 1:
            open("extension String {")
            line("var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }")
            blank()
            open("func truncated(to length: Int, trailing: String = \"…\") -> String {")
            line("count > length ? String(prefix(length)) + trailing : self")
            close()
            blank()
            open("var isValidEmail: Bool {")
            line("wholeMatch(of: /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}/) != nil")
            close()
            blank()
            open("var \(adjective())Slug: String {")
            line("lowercased().replacing(#/[^a-z0-9]+/#, with: \"-\")")
            close()
            close()
        case 2:
            open("extension Collection {")
            open("subscript(safe index: Index) -> Element? {")
            line("indices.contains(index) ? self[index] : nil")
            close()
            close()
            blank()
            open("extension Array where Element: Identifiable {")
            open("subscript(id id: Element.ID) -> Element? {")
            line("first { $0.id == id }")
            close()
            blank()
            open("mutating func upsert(_ element: Element) {")
            open("if let index = firstIndex(where: { $0.id == element.id }) {")
            line("self[index] = element")
            close("} else {")
            level += 1
            line("append(element)")
            close()
            close()
            close()
        case 3:
            open("extension View {")
            open("func cardStyle(cornerRadius: CGFloat = \(int(8, 20)), padding: CGFloat = \(int(8, 16))) -> some View {")
            line("self.padding(padding)")
            level += 1
            line(".background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))")
            line(".shadow(color: .black.opacity(0.1), radius: 4, y: 2)")
            level -= 1
            close()
            blank()
            line("@ViewBuilder")
            open("func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {")
            open("if condition {")
            line("transform(self)")
            close("} else {")
            level += 1
            line("self")
            close()
            close()
            close()
        case 4:
            open("extension Notification.Name {")
            for _ in 0..<int(2, 4) {
                let n = noun()
                line("static let \(n)Did\(pick(["Change", "Update", "Load", "Finish"])) = Notification.Name(\"com.example.\(n).didChange\")")
            }
            close()
        case 5:
            open("extension Date {")
            open("var relativeDescription: String {")
            line("let seconds = Date().timeIntervalSince(self)")
            openSwitch("switch seconds {")
            line("case ..<60: return \"just now\"")
            line("case ..<3_600: return \"\\(Int(seconds / 60)) min ago\"")
            line("case ..<86_400: return \"\\(Int(seconds / 3_600)) h ago\"")
            line("default: return formatted(date: .abbreviated, time: .omitted)")
            closeSwitch()
            close()
            close()
        case 6:
            open("precedencegroup ForwardApplication {")
            line("associativity: left")
            line("higherThan: AssignmentPrecedence")
            close()
            blank()
            line("infix operator |> : ForwardApplication")
            line("infix operator .~ : MultiplicationPrecedence")
            line("infix operator <> : AdditionPrecedence")
            line("prefix operator √")
            line("postfix operator %")
            blank()
            open("public func |> <A, B>(value: A, transform: (A) -> B) -> B {")
            line("transform(value)")
            close()
            blank()
            line("prefix func √ (value: Double) -> Double { value.squareRoot() }")
            line("postfix func % (value: Double) -> Double { value / 100 }")
            blank()
            open("public func <> <A: AnyObject>(f: @escaping (A) -> Void, g: @escaping (A) -> Void) -> (A) -> Void {")
            line("return { f($0); g($0) }")
            close()
            blank()
            line("private let \(varName())Style: (UILabel) -> Void = { $0.font = .preferredFont(forTextStyle: .body) }")
            line("    <> { $0.textColor = .\(pick(Words.colors)) }")
            line("    <> { $0.numberOfLines = \(int(0, 3)) }")
            line("let \(varName())Root = √\(int(1, 99)).\(int(0, 9)) + \(int(1, 99))% |> { $0 * 2 }")
        default:
            open("extension \(base)\(chance(50) ? ": CustomStringConvertible" : "") {")
            open("var description: String {")
            line("\"\(base)(\\(id))\"")
            close()
            for _ in 0..<int(1, 2) {
                blank()
                method(members: ["id", "title", "description"], inClass: false)
            }
            close()
        }
    }

    // MARK: Generics

    mutating func genericUnit(base: String) {
        guard let variant = freshVariant(group: 2, count: 5) else {
            model(base: base)
            return
        }
        switch variant {
        case 0:
            open("struct \(base)Cache<Key: Hashable, Value> {")
            line("private var storage: [Key: (value: Value, expires: Date)] = [:]")
            line("let lifetime: TimeInterval = \(floatLiteral())")
            blank()
            open("subscript(key: Key) -> Value? {")
            open("get {")
            line("guard let entry = storage[key], entry.expires > Date() else { return nil }")
            line("return entry.value")
            close()
            open("set {")
            line("storage[key] = newValue.map { ($0, Date().addingTimeInterval(lifetime)) }")
            close()
            close()
            blank()
            open("func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T] {")
            line("try storage.mapValues { try transform($0.value) }")
            close()
            close()
        case 1:
            open("protocol \(base)Repository: AnyObject {")
            line("associatedtype Item: Identifiable & Sendable")
            line("func all() async throws -> [Item]")
            line("func save(_ item: Item) async throws")
            line("func delete(id: Item.ID) async throws")
            close()
            blank()
            open("final class InMemory\(base)Repository<Item: Identifiable & Sendable>: \(base)Repository where Item.ID: Hashable {")
            line("private var items: [Item.ID: Item] = [:]")
            line("func all() async throws -> [Item] { Array(items.values) }")
            line("func save(_ item: Item) async throws { items[item.id] = item }")
            line("func delete(id: Item.ID) async throws { items[id] = nil }")
            close()
        case 2:
            line("typealias \(base)Completion<T> = (Result<T, Error>) -> Void")
            blank()
            open("func debounce<T>(_ interval: TimeInterval, queue: DispatchQueue = .main, _ action: @escaping (T) -> Void) -> (T) -> Void {")
            line("var workItem: DispatchWorkItem?")
            line("return { value in")
            level += 1
            line("workItem?.cancel()")
            line("let item = DispatchWorkItem { action(value) }")
            line("workItem = item")
            line("queue.asyncAfter(deadline: .now() + interval, execute: item)")
            close()
            close()
            blank()
            line("let \(varName())Matrix: Array<Array<Int>> = [[1, 2], [3, 4]]")
            line("let \(varName())Index: Dictionary<String, Array<Set<Int>>>? = nil")
            line("let \(varName())Pairs: [(key: String, value: Optional<Int>)] = []")
        case 3:
            open("actor \(base)ImageCache {")
            line("static let shared = \(base)ImageCache()")
            line("private var images: [URL: UIImage] = [:]")
            line("private var tasks: [URL: Task<UIImage?, Never>] = [:]")
            blank()
            open("func image(for url: URL) async -> UIImage? {")
            line("if let image = images[url] { return image }")
            line("if let task = tasks[url] { return await task.value }")
            open("let task = Task<UIImage?, Never> {")
            line("guard let (data, _) = try? await URLSession.shared.data(from: url) else { return nil }")
            line("return UIImage(data: data)")
            close()
            line("tasks[url] = task")
            line("let image = await task.value")
            line("images[url] = image")
            line("tasks[url] = nil")
            line("return image")
            close()
            close()
        default:
            open("struct Page<Item: Decodable>: Decodable {")
            line("let items: [Item]")
            line("let nextCursor: String?")
            line("let total: Int")
            close()
            blank()
            line("@propertyWrapper")
            open("struct Clamped<Value: Comparable> {")
            line("private var value: Value")
            line("let range: ClosedRange<Value>")
            open("var wrappedValue: Value {")
            line("get { value }")
            line("set { value = min(max(newValue, range.lowerBound), range.upperBound) }")
            close()
            open("init(wrappedValue: Value, _ range: ClosedRange<Value>) {")
            line("self.range = range")
            line("self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)")
            close()
            close()
        }
        if chance(50) {
            blank()
            open("extension \(base)\(pick(["Cache", "Service", "Store"])) {")
            method(members: ["storage", "items", "lifetime"], inClass: false)
            close()
        }
    }
}
