/// A version check whose answer is the same on every iPhone Duo system: `#available(iOS N, *)` or
/// `#unavailable(iOS N)` with N at most iPhone Duo's first iOS. Read once here for the regions that
/// never run (`CodeRegions`) and the properties that always answer the same (`AvailabilityConstants`).
struct DuoAvailabilityCheck {
    /// The `#available` / `#unavailable` keyword and the `)` that closes its list.
    let keyword: Int
    let close: Int
    /// `#unavailable`: it fails on iPhone Duo; `#available` passes.
    let isUnavailable: Bool

    var passesOnDuo: Bool { !isUnavailable }

    init?(at keyword: Int, in file: SourceFile) {
        guard file.kind(keyword) == .poundKeyword else { return nil }
        let unavailable = file.bytesEqual(keyword, "#unavailable")
        guard unavailable || file.bytesEqual(keyword, "#available"), file.kind(keyword + 1) == .leftParen,
              let close = file.brackets.partner(of: keyword + 1),
              let version = file.availabilityVersion(forIOSIn: keyword + 1 ... close), version <= RunsElsewhere.duoFirstIOS else { return nil }
        self.keyword = keyword
        self.close = close
        isUnavailable = unavailable
    }
}
