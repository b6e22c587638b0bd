import FixIts
import Foundation
import JSONRPC

/// Pull diagnostics (`textDocument/diagnostic`).
extension LanguageServer {
    func pullDiagnostics(_ params: JSONValue, cancellation: CancellationToken, reply: ReplyHandle) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            reply(.failure(.invalidParams("textDocument.uri is required")))
            return
        }
        guard documents[uri] != nil else {
            // Not open: lint what is on disk, if anything.
            reply(.success(closedDocumentReport(uri: uri)))
            return
        }
        cancellation.onCancel { reply(.failure(.requestCancelled())) }
        let previous = params["previousResultId"]?.stringValue
        withCurrentResult(uri, reply: reply) { [capabilities] result in
            guard !reply.hasReplied else { return }
            if previous == result.snapshot.resultID {
                reply(.success(.object(["kind": "unchanged", "resultId": .string(result.snapshot.resultID)])))
            } else {
                reply(.success(.object([
                    "kind": "full",
                    "resultId": .string(result.snapshot.resultID),
                    "items": .array(result.diagnostics.map { result.snapshot.diagnostic($0, capabilities) }),
                ])))
            }
        }
    }

    private func closedDocumentReport(uri: String) -> JSONValue {
        let path = Document.path(of: uri)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .object(["kind": "full", "items": .array([])])
        }
        let document = Document(uri: uri, version: 0, text: [UInt8](data))
        let snapshot = DocumentSnapshot(document, configuration: configuration(for: document), generation: generation,
                                        excluded: isExcluded(document))
        return .object(["kind": "full", "items": .array(snapshot.lint().map { snapshot.diagnostic($0, capabilities) })])
    }
}
