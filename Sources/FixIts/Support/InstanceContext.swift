/// Where a piece of code runs relative to the type around it: which type,
/// and how (or whether) it can reach the instance's members, as a fix that
/// writes `view.bounds` or `traitCollection` must know.
struct InstanceContext {
    enum SelfAccess: Equatable {
        /// Members can be written bare: `traitCollection`.
        case implicit
        /// Inside a closure: members need `self.`.
        case explicit
        /// No instance: a static member, a stored property's initializer, a `[weak self]` closure.
        case unavailable
    }

    var role: TypeRole
    var selfAccess: SelfAccess
    /// The enclosing type's declaration (nil at file level).
    var type: TypeDeclaration?
    /// The innermost enclosing function or accessor name.
    var functionName: String?
    /// Inside a closure that may run later or on another thread (`DispatchQueue.global().async`, a
    /// publisher's `sink`, a completion handler): UIKit state read there may not be the main thread's, and
    /// a fix that adds `self.` there adds a strong capture. Closures that run in place on the calling
    /// thread (`map`, `forEach`, `UIView.animate`, `DispatchQueue.main.async`) do not count.
    var inDeferredClosure = false

    /// Closures that run in place, on the thread that calls them.
    static let inPlaceClosures: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "contains", "allSatisfy", "min", "max",
        "animate", "performWithoutAnimation", "performBatchUpdates", "animateKeyframes", "addKeyframe", "transition", "image",
        "withAnimation", "withTransaction", "lazy",
    ]

    /// Code index and file the context was read at: a member's name may be hidden there.
    private let index: Int
    private let file: SourceFile
    /// Where the function, accessor or closure around `index` that is a member of the type starts.
    private let memberStart: Int

    /// `member` as this context must write it (`view.bounds`, `self.view.bounds`), or nil; nil too where a
    /// parameter or local of the member's first name hides it and it would be written bare (`func present(from
    /// view: UIView, …)`): the code around means that one by the name, so a rewrite to the instance's is not
    /// certain. (Written `self.…` in a closure, it names the instance's whatever hides it.)
    func reference(_ member: String) -> String? {
        if selfAccess == .implicit, isHidden(String(decoding: member.utf8.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self)) { return nil }
        switch selfAccess {
        case .implicit: return member
        case .explicit: return "self." + member
        case .unavailable: return nil
        }
    }

    /// Whether a parameter or local named `name` hides the member at `index`: declared (`from view: UIView`,
    /// `let view`, `{ view in`) between the enclosing member's start and `index`, in the header or the block of
    /// a scope around `index`. (Not the binding table's lookup: it walks out to the file's other items when the
    /// name is not local, which most are not, at every candidate fix.)
    private func isHidden(_ name: String) -> Bool {
        var chain: ScopeChain?
        // The nearest mentions first, and only so many: a declaration that hides the member is near the read or
        // in a header around it, and a long function may mention `view` a hundred thousand times.
        for occurrence in file.names.of(name, within: memberStart ..< index).reversed().prefix(256) {
            guard file.kind(occurrence + 1) == .colon || file.isWord(occurrence + 1, "in") || file.isWord(occurrence - 1, oneOf: ["let", "var"]),
                  let parent = file.brackets.parent(of: occurrence) else { continue }
            if chain == nil { chain = file.scopes.chain(containing: index, in: file) }
            let declaresHere = chain!.contains { scope in
                if case .type = scope.kind { return false }
                return parent == scope.open || (scope.headerStart ..< scope.open).contains(parent)
            }
            if declaresHere { return true }
        }
        return false
    }

    init(at index: Int, in file: SourceFile) {
        var access = SelfAccess.unavailable
        var sawInstanceBody = false
        var sawClosure = false
        var weak = false
        var functionName: String?
        var type: TypeDeclaration?
        var inDeferredClosure = false
        var current = file.scopes.innermost(containing: index, in: file)
        var memberStart = index
        while let scopeIndex = current {
            let scope = file.scopes[scopeIndex]
            if case .type = scope.kind {} else { memberStart = min(memberStart, scope.headerStart) }
            switch scope.kind {
            case .closure(let closure):
                sawClosure = true
                // A lazy stored property's `{ … }()` runs with `self` available.
                if closure.capturesSelfWeakly { weak = true }
                if !InstanceContext.runsInPlace(closure, openedAt: scope.open, in: file) { inDeferredClosure = true }
            case .function(let function):
                if functionName == nil { functionName = function.name }
                if !sawInstanceBody { sawInstanceBody = !function.isStatic; if function.isStatic { weak = true } }
            case .accessor(let accessor):
                if functionName == nil { functionName = accessor.name }
                if !sawInstanceBody { sawInstanceBody = !accessor.isStatic; if accessor.isStatic { weak = true } }
            case .controlFlow:
                break
            case .type(let declaration):
                type = declaration
                if !sawInstanceBody {
                    // Directly in the type body: a property's initializer.
                    // Only a `lazy` one may use `self`.
                    sawInstanceBody = InstanceContext.isLazyPropertyInitializer(index, typeScope: scope, in: file)
                }
                current = nil
                continue
            }
            current = scope.parent
        }
        if type != nil, sawInstanceBody, !weak {
            access = sawClosure ? .explicit : .implicit
        }
        self.inDeferredClosure = inDeferredClosure
        self.role = type.map { TypeRoles.role(of: $0, in: file) } ?? .other
        self.selfAccess = access
        self.type = type
        self.functionName = functionName
        self.index = index
        self.file = file
        self.memberStart = memberStart
    }

    /// Set-up code that runs before the view is in a window: an initializer, `awakeFromNib`, `loadView`, a
    /// method of the type that one of them calls (also through up to two helpers between), or a stored or lazy
    /// property's initializer. There the trait collection is not yet the window's (a view's is predicted, a
    /// controller's has no parent) and reading a controller's `view` loads it early.
    /// `alsoIn`: other methods to count as set-up (`viewDidLoad`), with the methods they call.
    func runsInSetUp(at index: Int, in file: SourceFile, alsoIn more: Set<String> = []) -> Bool {
        guard let function = functionName else { return type != nil }
        func isSetUp(_ name: String) -> Bool { InstanceContext.setUpMethods.contains(name) || more.contains(name) }
        if isSetUp(function) { return true }
        guard let typeBlock = file.enclosingTypeBlock(index) else { return false }
        // Through a few helpers (`init` → `setUpSubviews()` → `logoHeight()`), each of the type: in its block,
        // else in its declaration or any extension of it in the file.
        if reachedFromSetUp(function, through: [typeBlock], in: file, isSetUp: isSetUp) { return true }
        guard case .type(let declaration) = typeBlock.kind else { return false }
        let typeBlocks = file.typeBlocks(named: declaration.name)
        return typeBlocks.count > 1 && file.withoutAsking { reachedFromSetUp(function, through: typeBlocks, in: file, isSetUp: isSetUp) }
    }

    /// Whether a set-up method calls `function`, itself or through up to two helpers between, all in `blocks`.
    private func reachedFromSetUp(_ function: String, through typeBlocks: [Scope], in file: SourceFile, isSetUp: (String) -> Bool) -> Bool {
        var asked: Set<String> = [function]
        var callers = [function]
        for _ in 0 ..< 3 {
            var next: [String] = []
            for callee in callers {
                for caller in typeBlocks.flatMap({ file.callers(of: callee, inTypeAt: $0) }).compactMap({ $0 }) where asked.insert(caller).inserted {
                    if isSetUp(caller) { return true }
                    next.append(caller)
                }
            }
            if next.isEmpty { return false }
            callers = next
        }
        return false
    }

    private static let setUpMethods: Set<String> = ["init", "awakeFromNib", "loadView"]

    /// `items.map { … }`, `UIView.animate { … }`, `DispatchQueue.main.async { … }`, a stored property's
    /// `{ … }()`: run where they are written, on the calling (main) thread.
    static func runsInPlace(_ closure: Closure, openedAt open: Int, in file: SourceFile) -> Bool {
        if let close = file.brackets.partner(of: open), file.kind(close + 1) == .leftParen, file.kind(close + 2) == .rightParen { return true }
        guard let callee = closure.callee else { return false }
        if callee == "async" || callee == "asyncAfter", let name = file.calleeIndex(ofClosureAt: open) {
            return file.isWord(name - 2, "main")
        }
        return inPlaceClosures.contains(callee)
    }

    /// Whether `index` is inside the initializer of a `lazy var` declared in
    /// the type body opened at `typeScope`.
    private static func isLazyPropertyInitializer(_ index: Int, typeScope: Scope, in file: SourceFile) -> Bool {
        // Climb to the token at the type body's level, then back to the member's keyword.
        var member = index
        while let parent = file.brackets.parent(of: member), parent != typeScope.open { member = parent }
        var i = member
        while i > typeScope.open {
            if file.brackets.parent(of: i) == typeScope.open {
                if file.kind(i) == .rightBrace || file.kind(i) == .semicolon { return false }
                if file.isWord(i, "var") || file.isWord(i, "let") {
                    var j = i - 1
                    while j > typeScope.open, file.kind(j) == .identifier || file.kind(j) == .keyword {
                        if file.isWord(j, "lazy") { return true }
                        j -= 1
                    }
                    return false
                }
            }
            i -= 1
        }
        return false
    }
}
