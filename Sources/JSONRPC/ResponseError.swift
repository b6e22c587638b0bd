/// Error codes of JSON-RPC 2.0 and of LSP 3.17.
public enum ErrorCode {
    // JSON-RPC 2.0
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603

    // LSP, in JSON-RPC's range reserved for implementations
    public static let serverNotInitialized = -32002
    public static let unknownErrorCode = -32001

    // LSP's own reserved range
    public static let requestFailed = -32803
    public static let serverCancelled = -32802
    public static let contentModified = -32801
    public static let requestCancelled = -32800
}

/// The `error` member of a response.
public struct ResponseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func parseError(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.parseError, message: message)
    }

    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.invalidRequest, message: message)
    }

    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: ErrorCode.methodNotFound, message: "Method not found: \(method)")
    }

    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.invalidParams, message: message)
    }

    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.internalError, message: message)
    }

    public static func serverNotInitialized(_ message: String = "Server not initialized") -> ResponseError {
        ResponseError(code: ErrorCode.serverNotInitialized, message: message)
    }

    public static func requestCancelled(_ message: String = "Request cancelled") -> ResponseError {
        ResponseError(code: ErrorCode.requestCancelled, message: message)
    }

    public static func contentModified(_ message: String = "Content modified") -> ResponseError {
        ResponseError(code: ErrorCode.contentModified, message: message)
    }

    public static func serverCancelled(_ message: String = "Server cancelled the request") -> ResponseError {
        ResponseError(code: ErrorCode.serverCancelled, message: message)
    }

    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.requestFailed, message: message)
    }

    public var jsonValue: JSONValue {
        var object: JSONObject = ["code": .integer(Int64(code)), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    /// Reads an `error` member; nil when it is not a valid one.
    public init?(json: JSONValue) {
        guard let code = json["code"]?.intValue, let message = json["message"]?.stringValue else { return nil }
        self.init(code: code, message: message, data: json["data"])
    }

    public var description: String { "\(message) (\(code))" }
}
