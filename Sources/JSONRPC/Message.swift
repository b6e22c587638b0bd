/// The id of a request: LSP allows an integer or a string.
public enum RequestID: Hashable, Sendable {
    case integer(Int64)
    case string(String)

    public var jsonValue: JSONValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .string(let value): return .string(value)
        }
    }

    /// Reads an id; nil for anything that is not an integer or a string.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let value): self = .integer(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }
}

extension RequestID: CustomStringConvertible {
    public var description: String { jsonValue.serializedString() }
}

extension RequestID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

public struct Request: Sendable {
    public var id: RequestID
    public var method: String
    public var params: JSONValue?

    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}

public struct Notification: Sendable {
    public var method: String
    public var params: JSONValue?

    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }
}

public struct Response: Sendable {
    /// nil only for errors about a message whose id could not be read.
    public var id: RequestID?
    public var result: Result<JSONValue, ResponseError>

    public init(id: RequestID?, result: Result<JSONValue, ResponseError>) {
        self.id = id
        self.result = result
    }
}

public enum Message: Sendable {
    case request(Request)
    case notification(Notification)
    case response(Response)
}

// MARK: Encoding

extension Message {
    public var jsonValue: JSONValue {
        var object = JSONObject(minimumCapacity: 4)
        object["jsonrpc"] = "2.0"
        switch self {
        case .request(let request):
            object["id"] = request.id.jsonValue
            object["method"] = .string(request.method)
            if let params = request.params { object["params"] = params }
        case .notification(let notification):
            object["method"] = .string(notification.method)
            if let params = notification.params { object["params"] = params }
        case .response(let response):
            object["id"] = response.id?.jsonValue ?? .null
            switch response.result {
            case .success(let result): object["result"] = result
            case .failure(let error): object["error"] = error.jsonValue
            }
        }
        return .object(object)
    }

    /// The JSON body, ready for `MessageWriter.frame`; the same bytes as
    /// `jsonValue.serialized()`.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        serialize(into: &output)
        return output
    }

    /// Writes the body straight to `output`: replies are on the hot path and
    /// building a `JSONObject` first only to serialize it showed in profiles.
    public func serialize(into output: inout [UInt8]) {
        JSONSerializer.appendASCII(#"{"jsonrpc":"2.0""#, to: &output)
        switch self {
        case .request(let request):
            JSONSerializer.appendASCII(#","id":"#, to: &output)
            request.id.jsonValue.serialize(into: &output)
            JSONSerializer.appendASCII(#","method":"#, to: &output)
            JSONSerializer.append(request.method, to: &output)
            Self.appendParams(request.params, to: &output)
        case .notification(let notification):
            JSONSerializer.appendASCII(#","method":"#, to: &output)
            JSONSerializer.append(notification.method, to: &output)
            Self.appendParams(notification.params, to: &output)
        case .response(let response):
            JSONSerializer.appendASCII(#","id":"#, to: &output)
            (response.id?.jsonValue ?? .null).serialize(into: &output)
            switch response.result {
            case .success(let result):
                JSONSerializer.appendASCII(#","result":"#, to: &output)
                result.serialize(into: &output)
            case .failure(let error):
                JSONSerializer.appendASCII(#","error":"#, to: &output)
                error.jsonValue.serialize(into: &output)
            }
        }
        output.append(UInt8(ascii: "}"))
    }

    private static func appendParams(_ params: JSONValue?, to output: inout [UInt8]) {
        guard let params else { return }
        JSONSerializer.appendASCII(#","params":"#, to: &output)
        params.serialize(into: &output)
    }
}

// MARK: Decoding

/// A JSON value that is not a valid JSON-RPC message.
public struct InvalidMessage: Error, Sendable, CustomStringConvertible {
    /// The -32600 error to report.
    public var error: ResponseError
    /// The id to answer with, when the message had a readable one.
    public var id: RequestID?
    /// False for malformed responses and notifications: the spec forbids
    /// answering either, and answering a response could make two peers
    /// trade errors forever.
    public var shouldReply: Bool

    public var description: String {
        "\(error.message)" + (id.map { " (id \($0))" } ?? "")
    }
}

extension Message {
    /// Reads a message from its JSON body. JSON-RPC batches (arrays) are
    /// rejected: LSP never sends them.
    public init(json: JSONValue) throws(InvalidMessage) {
        guard case .object(let object) = json else {
            if case .array = json {
                throw InvalidMessage(error: .invalidRequest("Batch requests are not supported"), id: nil, shouldReply: true)
            }
            throw InvalidMessage(error: .invalidRequest("A message must be a JSON object"), id: nil, shouldReply: true)
        }

        let rawID = object["id"]
        let id = rawID.flatMap(RequestID.init(json:))

        if let rawMethod = object["method"] {
            let isNotification = rawID == nil
            func invalid(_ message: String) -> InvalidMessage {
                InvalidMessage(error: .invalidRequest(message), id: id, shouldReply: !isNotification)
            }
            guard case .string(let method) = rawMethod else {
                // Without a usable method we cannot tell a notification from
                // a request, and the spec answers such objects.
                throw InvalidMessage(error: .invalidRequest("\"method\" must be a string"), id: id, shouldReply: true)
            }
            guard object["jsonrpc"] == "2.0" else { throw invalid("\"jsonrpc\" must be \"2.0\"") }
            let params = try Self.params(object["params"], invalid)
            if isNotification {
                self = .notification(Notification(method: method, params: params))
                return
            }
            guard let id else { throw invalid("\"id\" must be an integer or a string") }
            self = .request(Request(id: id, method: method, params: params))
            return
        }

        let result = object["result"]
        let errorValue = object["error"]
        guard result != nil || errorValue != nil else {
            throw InvalidMessage(
                error: .invalidRequest("A message needs \"method\", \"result\" or \"error\""), id: id, shouldReply: true)
        }
        func invalid(_ message: String) -> InvalidMessage {
            InvalidMessage(error: .invalidRequest(message), id: id, shouldReply: false)
        }
        guard object["jsonrpc"] == "2.0" else { throw invalid("\"jsonrpc\" must be \"2.0\"") }
        guard id != nil || rawID == .null else { throw invalid("\"id\" must be an integer, a string or null") }
        switch (result, errorValue) {
        case (let result?, nil):
            guard let id else { throw invalid("A successful response needs an id") }
            self = .response(Response(id: id, result: .success(result)))
        case (nil, let errorValue?):
            guard let error = ResponseError(json: errorValue) else {
                throw invalid("\"error\" must be an object with an integer \"code\" and a string \"message\"")
            }
            self = .response(Response(id: id, result: .failure(error)))
        default:
            throw invalid("A response has either \"result\" or \"error\", not both")
        }
    }

    private static func params(
        _ value: JSONValue?, _ invalid: (String) -> InvalidMessage
    ) throws(InvalidMessage) -> JSONValue? {
        switch value {
        case nil, .null?:
            // Some clients send `"params": null` for parameterless methods.
            return nil
        case .object?, .array?:
            return value
        default:
            throw invalid("\"params\" must be an object or an array")
        }
    }
}
