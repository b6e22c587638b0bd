import JSONRPC
import XCTest

/// Checks of the messages the server sends against the LSP 3.17
/// specification's types: required fields present, every field known, and
/// of the right type. An unknown field or a wrong type is a failure.
indirect enum Shape: Sendable {
    case string
    case integer
    case uinteger
    case bool
    case null
    case anything
    case literal(String)
    case oneOf([Shape])
    case array(Shape)
    /// Keys are fixed field names, except `*`, which stands for any key (a map).
    case object(required: [String: Shape], optional: [String: Shape])

    static func object(_ required: [String: Shape], optional: [String: Shape] = [:]) -> Shape {
        .object(required: required, optional: optional)
    }

    func problems(_ value: JSONValue, at path: String) -> [String] {
        switch self {
        case .anything: return []
        case .string: return value.stringValue != nil ? [] : ["\(path): expected a string, got \(value.serializedString())"]
        case .integer: return value.int64Value != nil ? [] : ["\(path): expected an integer"]
        case .uinteger: return (value.int64Value ?? -1) >= 0 ? [] : ["\(path): expected a non-negative integer"]
        case .bool: return value.boolValue != nil ? [] : ["\(path): expected a boolean"]
        case .null: return value.isNull ? [] : ["\(path): expected null"]
        case .literal(let text): return value.stringValue == text ? [] : ["\(path): expected \"\(text)\""]
        case .oneOf(let shapes):
            let attempts = shapes.map { $0.problems(value, at: path) }
            return attempts.contains { $0.isEmpty } ? [] : ["\(path): matches none of the allowed shapes: \(attempts.map { $0.first ?? "" })"]
        case .array(let element):
            guard let items = value.arrayValue else { return ["\(path): expected an array"] }
            return items.enumerated().flatMap { element.problems($1, at: "\(path)[\($0)]") }
        case .object(let required, let optional):
            guard let object = value.objectValue else { return ["\(path): expected an object"] }
            var result: [String] = []
            for (key, shape) in required where key != "*" {
                guard let member = object[key] else {
                    result.append("\(path): missing required field \"\(key)\"")
                    continue
                }
                result += shape.problems(member, at: "\(path).\(key)")
            }
            for (key, member) in object where required[key] == nil {
                if let shape = optional[key] ?? optional["*"] {
                    result += shape.problems(member, at: "\(path).\(key)")
                } else {
                    result.append("\(path): unknown field \"\(key)\"")
                }
            }
            return result
        }
    }
}

/// The LSP 3.17 types duo-lsp sends.
enum LSP {
    static let position = Shape.object(["line": .uinteger, "character": .uinteger])
    static let range = Shape.object(["start": position, "end": position])
    static let textEdit = Shape.object(["range": range, "newText": .string])
    static let diagnostic = Shape.object(
        ["range": range, "message": .string],
        optional: [
            "severity": .integer, "code": .oneOf([.string, .integer]), "codeDescription": .object(["href": .string]),
            "source": .string, "tags": .array(.integer), "relatedInformation": .array(.anything), "data": .anything,
        ]
    )
    static let workspaceEdit = Shape.object([:], optional: [
        "changes": .object([:], optional: ["*": .array(textEdit)]),
        "documentChanges": .array(.object([
            "textDocument": .object(["uri": .string, "version": .oneOf([.integer, .null])]),
            "edits": .array(textEdit),
        ])),
    ])
    static let codeAction = Shape.object(["title": .string], optional: [
        "kind": .string, "diagnostics": .array(diagnostic), "isPreferred": .bool, "edit": workspaceEdit,
        "command": .object(["title": .string, "command": .string], optional: ["arguments": .array(.anything)]),
        "disabled": .object(["reason": .string]), "data": .anything,
    ])
    static let hover = Shape.object(["contents": .object(["kind": .oneOf([.literal("markdown"), .literal("plaintext")]), "value": .string])],
                                    optional: ["range": range])
    static let fullReport = Shape.object(["kind": .literal("full"), "items": .array(diagnostic)], optional: ["resultId": .string, "relatedDocuments": .anything])
    static let unchangedReport = Shape.object(["kind": .literal("unchanged"), "resultId": .string], optional: ["relatedDocuments": .anything])
    static let workspaceReport = Shape.oneOf([
        .object(["kind": .literal("full"), "uri": .string, "version": .oneOf([.integer, .null]), "items": .array(diagnostic)], optional: ["resultId": .string]),
        .object(["kind": .literal("unchanged"), "uri": .string, "version": .oneOf([.integer, .null]), "resultId": .string]),
    ])
    static let initializeResult = Shape.object(["capabilities": .object([:], optional: [
        "positionEncoding": .oneOf([.literal("utf-8"), .literal("utf-16"), .literal("utf-32")]),
        "textDocumentSync": .object([:], optional: ["openClose": .bool, "change": .integer, "save": .object([:], optional: ["includeText": .bool])]),
        "diagnosticProvider": .object(["interFileDependencies": .bool, "workspaceDiagnostics": .bool], optional: ["identifier": .string]),
        "codeActionProvider": .object([:], optional: ["codeActionKinds": .array(.string), "resolveProvider": .bool]),
        "hoverProvider": .bool,
        "executeCommandProvider": .object(["commands": .array(.string)]),
    ])], optional: ["serverInfo": .object(["name": .string], optional: ["version": .string])])
    static let responseError = Shape.object(["code": .integer, "message": .string], optional: ["data": .anything])

    /// Shape of a response's `result` for each request method the client sent.
    static func result(for method: String) -> Shape? {
        switch method {
        case "initialize": return initializeResult
        case "shutdown": return .null
        case "textDocument/codeAction": return .oneOf([.array(codeAction), .null])
        case "textDocument/hover": return .oneOf([hover, .null])
        case "textDocument/diagnostic": return .oneOf([fullReport, unchangedReport])
        case "workspace/executeCommand": return .anything
        case "workspace/diagnostic": return .object(["items": .array(workspaceReport)])
        default: return nil
        }
    }

    static let notifications: [String: Shape] = [
        "textDocument/publishDiagnostics": .object(["uri": .string, "diagnostics": .array(diagnostic)], optional: ["version": .integer]),
        "window/logMessage": .object(["type": .integer, "message": .string]),
        "window/showMessage": .object(["type": .integer, "message": .string]),
        "$/progress": .object(["token": .oneOf([.integer, .string]), "value": .oneOf([
            .object(["items": .array(workspaceReport)]),
            .object(["kind": .literal("begin"), "title": .string], optional: ["cancellable": .bool, "message": .string, "percentage": .uinteger]),
            .object(["kind": .literal("report")], optional: ["cancellable": .bool, "message": .string, "percentage": .uinteger]),
            .object(["kind": .literal("end")], optional: ["message": .string]),
        ])]),
    ]

    static let serverRequests: [String: Shape] = [
        "workspace/applyEdit": .object(["edit": workspaceEdit], optional: ["label": .string]),
        "workspace/diagnostic/refresh": .null,
        "window/workDoneProgress/create": .object(["token": .oneOf([.integer, .string])]),
        "client/registerCapability": .object(["registrations": .array(.object(["id": .string, "method": .string], optional: ["registerOptions": .anything]))]),
    ]

    /// Every problem in the messages a session received, given the methods of the requests it sent.
    static func validate(_ messages: [JSONValue], requests: [Int64: String]) -> [String] {
        var problems: [String] = []
        for message in messages {
            guard message["jsonrpc"]?.stringValue == "2.0" else {
                problems.append("message without jsonrpc 2.0: \(message.serializedString())")
                continue
            }
            if let method = message["method"]?.stringValue {
                if message["id"] != nil {
                    guard let shape = serverRequests[method] else { problems.append("unexpected server request \(method)"); continue }
                    problems += shape.problems(message["params"] ?? .null, at: method)
                } else {
                    guard let shape = notifications[method] else { problems.append("unexpected notification \(method)"); continue }
                    problems += shape.problems(message["params"] ?? .null, at: method)
                }
            } else if let error = message["error"] {
                problems += responseError.problems(error, at: "error")
                if message["result"] != nil { problems.append("response with both result and error") }
            } else {
                let id = message["id"]?.int64Value ?? -1
                guard let method = requests[id], let shape = result(for: method) else { continue }
                problems += shape.problems(message["result"] ?? .null, at: "\(method) result")
            }
        }
        return problems
    }
}
