/// Common SF Symbols and the bar-item titles they stand for, both ways: the
/// title an icon-only item should carry (DUO303) and the symbol a text-only
/// item should gain (DUO304). A fix is offered only for names listed here.
enum SymbolTitles {
    /// Symbol → title. Variants (`.fill`, `.circle`, `.square`) fall back to
    /// their base symbol in `title(forSymbol:)`.
    static let titleBySymbol: [String: String] = [
        "square.and.arrow.up": "Share",
        "square.and.arrow.up.on.square": "Share",
        "trash": "Delete",
        "plus": "Add",
        "minus": "Remove",
        "square.and.pencil": "Compose",
        "magnifyingglass": "Search",
        "gear": "Settings",
        "gearshape": "Settings",
        "gearshape.2": "Settings",
        "pencil": "Edit",
        "xmark": "Close",
        "checkmark": "Done",
        "checkmark.circle": "Select",
        "arrow.clockwise": "Refresh",
        "heart": "Favorite",
        "star": "Favorite",
        "bookmark": "Bookmark",
        "folder": "Move",
        "printer": "Print",
        "line.3.horizontal.decrease": "Filter",
        "arrow.up.arrow.down": "Sort",
        "info.circle": "Info",
        "person.crop.circle": "Account",
        "person.circle": "Account",
        "person": "Profile",
        "bell": "Notifications",
        "bell.badge": "Notifications",
        "square.and.arrow.down": "Save",
        "arrow.down.circle": "Download",
        "icloud.and.arrow.up": "Upload",
        "arrow.uturn.backward": "Undo",
        "arrow.uturn.forward": "Redo",
        "doc.on.doc": "Copy",
        "doc.on.clipboard": "Paste",
        "scissors": "Cut",
        "plus.square.on.square": "Duplicate",
        "paperplane": "Send",
        "arrowshape.turn.up.left": "Reply",
        "arrowshape.turn.up.right": "Forward",
        "archivebox": "Archive",
        "flag": "Flag",
        "tag": "Tag",
        "pin": "Pin",
        "lock": "Lock",
        "lock.open": "Unlock",
        "play": "Play",
        "pause": "Pause",
        "stop": "Stop",
        "shuffle": "Shuffle",
        "repeat": "Repeat",
        "camera": "Camera",
        "photo": "Photos",
        "map": "Map",
        "calendar": "Calendar",
        "clock": "History",
        "questionmark.circle": "Help",
        "arrow.triangle.2.circlepath": "Sync",
        "rectangle.portrait.and.arrow.right": "Sign Out",
        "phone": "Call",
        "envelope": "Mail",
        "message": "Message",
        "bubble.left": "Comment",
        "crop": "Crop",
        "rotate.right": "Rotate",
        "slider.horizontal.3": "Adjust",
        "speaker.slash": "Mute",
        "house": "Home",
        "cart": "Cart",
        "square.grid.2x2": "Grid",
        "list.bullet": "List",
        "qrcode.viewfinder": "Scan",
        "doc.text.magnifyingglass": "Find",
        "books.vertical": "Library",
        "person.badge.plus": "Invite",
        "folder.badge.plus": "New Folder",
        "doc.badge.plus": "New Document",
        "calendar.badge.plus": "New Event",
        "link": "Link",
        "location": "Location",
        "hand.thumbsup": "Like",
        "wand.and.stars": "Enhance",
    ]

    /// Title → symbol (matched ignoring case and a trailing ellipsis).
    static let symbolByTitle: [String: String] = [
        "edit": "pencil",
        "rename": "pencil",
        "share": "square.and.arrow.up",
        "export": "square.and.arrow.up",
        "delete": "trash",
        "remove": "minus.circle",
        "add": "plus",
        "new": "plus",
        "compose": "square.and.pencil",
        "new message": "square.and.pencil",
        "new note": "square.and.pencil",
        "search": "magnifyingglass",
        "settings": "gearshape",
        "preferences": "gearshape",
        "close": "xmark",
        "refresh": "arrow.clockwise",
        "reload": "arrow.clockwise",
        "favorite": "star",
        "like": "heart",
        "bookmark": "bookmark",
        "move": "folder",
        "print": "printer",
        "filter": "line.3.horizontal.decrease",
        "sort": "arrow.up.arrow.down",
        "info": "info.circle",
        "details": "info.circle",
        "account": "person.crop.circle",
        "profile": "person.crop.circle",
        "notifications": "bell",
        "save": "square.and.arrow.down",
        "import": "square.and.arrow.down",
        "download": "arrow.down.circle",
        "upload": "icloud.and.arrow.up",
        "undo": "arrow.uturn.backward",
        "redo": "arrow.uturn.forward",
        "copy": "doc.on.doc",
        "paste": "doc.on.clipboard",
        "cut": "scissors",
        "duplicate": "plus.square.on.square",
        "send": "paperplane",
        "reply": "arrowshape.turn.up.left",
        "forward": "arrowshape.turn.up.right",
        "archive": "archivebox",
        "flag": "flag",
        "tag": "tag",
        "pin": "pin",
        "lock": "lock",
        "unlock": "lock.open",
        "play": "play",
        "pause": "pause",
        "stop": "stop",
        "shuffle": "shuffle",
        "repeat": "repeat",
        "record": "record.circle",
        "camera": "camera",
        "photos": "photo",
        "map": "map",
        "calendar": "calendar",
        "history": "clock",
        "help": "questionmark.circle",
        "sync": "arrow.triangle.2.circlepath",
        "sign out": "rectangle.portrait.and.arrow.right",
        "log out": "rectangle.portrait.and.arrow.right",
        "call": "phone",
        "mail": "envelope",
        "message": "message",
        "comment": "bubble.left",
        "crop": "crop",
        "rotate": "rotate.right",
        "adjust": "slider.horizontal.3",
        "mute": "speaker.slash",
        "home": "house",
        "cart": "cart",
        "grid": "square.grid.2x2",
        "list": "list.bullet",
        "next": "chevron.forward",
        "previous": "chevron.backward",
        "scan": "qrcode.viewfinder",
        "find": "doc.text.magnifyingglass",
        "library": "books.vertical",
        "invite": "person.badge.plus",
        "new folder": "folder.badge.plus",
        "new document": "doc.badge.plus",
        "new event": "calendar.badge.plus",
        "link": "link",
        "location": "location",
    ]

    private static let variantSuffixes = [".fill", ".circle", ".square"]

    /// The title for a symbol: exact, else with its `.fill` / `.circle` /
    /// `.square` variant suffixes removed (`plus.circle.fill` → Add).
    static func title(forSymbol symbol: String) -> String? {
        var name = symbol
        while true {
            if let title = titleBySymbol[name] { return title }
            guard let suffix = variantSuffixes.first(where: { name.hasSuffix($0) }) else { return nil }
            name.removeLast(suffix.count)
        }
    }

    /// The symbol for a title: `Edit`, `edit`, `Share…` and `Share...` all give their symbol.
    static func symbol(forTitle title: String) -> String? {
        var key = title.lowercased()
        for ellipsis in ["…", "..."] where key.hasSuffix(ellipsis) { key.removeLast(ellipsis.count) }
        return symbolByTitle[key]
    }

    /// Titles whose text is the meaning: never given a symbol. Done, Cancel,
    /// Select and OK, also as apps hard-code them in German, French, Spanish,
    /// Italian, Portuguese, Japanese, Chinese and Korean.
    ///
    /// A localization key is read by its words (`"action.done"`, `"common_cancel"`,
    /// `"saveButtonTitle"`), and an empty title is no text at all (an empty
    /// back item hides the back button's title).
    static func isMeaningfulText(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || meaningfulTitles.contains(trimmed.lowercased()) { return true }
        guard !trimmed.contains(" "), trimmed.contains(where: { $0 == "." || $0 == "_" || $0 == "-" }) || trimmed.first?.isLowercase == true else {
            return false
        }
        let parts = trimmed.split(whereSeparator: { $0 == "." || $0 == "-" }).flatMap { NameWords.split(String($0)) }
        return parts.contains(where: meaningfulTitles.contains)
    }

    private static let meaningfulTitles: Set<String> = [
        "done", "cancel", "select", "ok", "save",
        "fertig", "abbrechen", "auswählen", "speichern",
        "terminé", "annuler", "sélectionner", "enregistrer",
        "listo", "hecho", "cancelar", "seleccionar", "guardar",
        "fine", "annulla", "seleziona", "salva",
        "concluído", "selecionar", "salvar",
        "完了", "キャンセル", "選択", "保存",
        "完成", "取消", "选择",
        "완료", "취소", "선택", "저장",
    ]

    /// The ellipsis family belongs to DUO301 (system overflow).
    static func isEllipsis(_ symbol: String) -> Bool {
        symbol == "ellipsis" || symbol.hasPrefix("ellipsis.")
    }
}
