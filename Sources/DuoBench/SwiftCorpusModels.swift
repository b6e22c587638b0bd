// SwiftCorpus: models, errors, network services and view models (see SwiftCorpus.swift).

extension CorpusGenerator {
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
}
