import FlyingFox
import Foundation

extension SiteHandler {
    /// `POST /__playbook/run` with `{"page": "Docs/x.md", "example": 3, "code": "..."}`:
    /// refused unless everything holds, checked in this order and before a
    /// byte of the body is read:
    ///
    /// - a playground is served, and the method is POST (405 otherwise);
    /// - the request comes from the server's own origin (403);
    /// - it presents the cookie holding the token (403);
    /// - it declares a body of at most ``RequestBody/limit`` bytes (411, 413),
    ///   sent as JSON (415), whole within ``RequestBody/seconds`` (408);
    /// - the body names a served example (400, 404);
    /// - no run of that page is under way (409).
    ///
    /// The answer is the ``LiveAnswer`` as JSON.
    func runRequest(_ request: HTTPRequest, body: (Int) async -> RequestBody.Outcome) async -> HTTPResponse {
        guard let playground else { return Self.json(.notFound, ["error": "this server runs no examples"]) }
        guard request.method == .POST else {
            var headers: HTTPHeaders = [.contentType: "application/json", .cacheControl: "no-store"]
            headers[HTTPHeader("Allow")] = "POST"
            return HTTPResponse(statusCode: .methodNotAllowed, headers: headers, body: Data("{\"error\":\"POST a run\"}".utf8))
        }
        let origins = request.headers.values(for: HTTPHeader("Origin"))
        guard origins.count == 1,
            PlaygroundAccess.isSameOrigin(
                origin: origins.first, fetchSite: request.headers[HTTPHeader("Sec-Fetch-Site")], port: portNumber)
        else {
            return Self.json(.forbidden, ["error": "a run must come from a page of this server"])
        }
        guard presentsToken(request) else {
            return Self.json(
                .forbidden, ["error": "open the address playbook printed in its terminal (it carries the token) to run examples"])
        }
        let length: Int
        switch RequestBody.length(of: request) {
        case .success(let value): length = value
        case .failure(let refusal): return Self.json(refusal.status, ["error": refusal.reason])
        }
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            return Self.json(HTTPStatusCode(415, phrase: "Unsupported Media Type"), ["error": "send the run as application/json"])
        }
        let bytes: [UInt8]
        switch await body(length) {
        case .body(let read): bytes = read
        case .refused(let status, let reason): return Self.json(status, ["error": reason])
        case .gone: return Self.json(.badRequest, ["error": "the body did not arrive"])
        }
        guard let run = try? JSONDecoder().decode(LivePlayground.Request.self, from: Data(bytes)) else {
            return Self.json(.badRequest, ["error": "the body is not {\"page\": ..., \"example\": N, \"code\": ...}"])
        }
        // It compiles and runs: on a thread of its own, not the server's.
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<LivePlayground.Outcome, Never>) in
            Thread.detachNewThread { continuation.resume(returning: playground.run(run)) }
        }
        switch outcome {
        case .busy:
            return Self.json(.conflict, ["error": "this page's last run has not ended yet"])
        case .unknown(let reason):
            return Self.json(.notFound, ["error": reason])
        case .answered(let answer):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = (try? encoder.encode(answer)) ?? Data("{}".utf8)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: data)
        }
    }

    static func json(_ status: HTTPStatusCode, _ object: [String: String]) -> HTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: data)
    }
}
