// SwiftCorpus: SwiftUI views, their modifiers and toolbars (see SwiftCorpus.swift).

extension CorpusGenerator {
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
}
