import FlyingFox
import Foundation

/// What ``SiteServer`` answers to one request, in this order:
///
/// 1. A Host header that is not the server's own (`127.0.0.1:PORT` or
///    `localhost:PORT`): 421, so a page of another site cannot read the
///    served one through a name it points at 127.0.0.1 (DNS rebinding).
/// 2. `?token=` in the address: the right token is answered with a redirect
///    to the address without it, setting the playground's cookie; a wrong
///    one is refused, 403 (``PlaygroundAccess``).
/// 3. `POST /__playbook/run`: a run of the live playground (see
///    ``runRequest(_:body:)`` in SiteHandler+Run.swift).
/// 4. Any other method than GET and HEAD: 405.
/// 5. The reload script's long poll, or a file of the site; a page requested
///    with the playground's cookie gets the playground's script too.
struct SiteHandler: Sendable {
    let site: ServedSite
    let port: SiteServer.ListeningPort
    let longPoll: Double
    let playground: LivePlayground?
    let access: PlaygroundAccess

    var portNumber: UInt16 { port.value.load(ordering: .sequentiallyConsistent) }

    /// Whether the Host header names this server (a browser always sends one).
    func acceptsHost(_ request: HTTPRequest) -> Bool {
        let hosts = request.headers.values(for: .host)
        guard hosts.count == 1, let host = hosts.first else { return false }
        return ["127.0.0.1:\(portNumber)", "localhost:\(portNumber)"].contains(host.lowercased())
    }

    /// Whether the request presents the playground's cookie with the token.
    func presentsToken(_ request: HTTPRequest) -> Bool {
        request.headers.values(for: .cookie).contains { access.hasCookie($0, port: portNumber) }
    }

    /// The response; `body` reads the request's body (of the length given) when a run asks for one.
    func respond(to request: HTTPRequest, body: (Int) async -> RequestBody.Outcome) async throws -> HTTPResponse {
        guard acceptsHost(request) else {
            return HTTPResponse(statusCode: HTTPStatusCode(421, phrase: "Misdirected Request"), body: Data("unknown host\n".utf8))
        }
        if let presented = request.query.first(where: { $0.name == PlaygroundAccess.parameter }) {
            return tokenResponse(request, presented: presented.value)
        }
        if request.path == ServedSite.runPath {
            return await runRequest(request, body: body)
        }
        guard request.method == .GET || request.method == .HEAD else {
            var headers = HTTPHeaders()
            headers[HTTPHeader("Allow")] = "GET, HEAD"
            return HTTPResponse(statusCode: .methodNotAllowed, headers: headers)
        }
        if request.path == ServedSite.changesPath {
            return try await changes(request)
        }
        let answer = site.response(for: request.path, playground: playground != nil && presentsToken(request))
        let body = request.method == .HEAD ? Data() : Data(answer.body)
        return HTTPResponse(
            statusCode: [200: .ok, 204: .noContent][answer.status] ?? .notFound,
            headers: [.contentType: answer.contentType, .cacheControl: "no-store"], body: body)
    }

    /// The answer to an address that carries a token: a redirect that sets
    /// the cookie (the right token), or 403 (a wrong one). Neither repeats the token.
    private func tokenResponse(_ request: HTTPRequest, presented: String) -> HTTPResponse {
        guard playground != nil, access.matches(presented) else {
            return HTTPResponse(
                statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: Data("this is not the token playbook printed; open the address it printed in its terminal\n".utf8))
        }
        let location = PlaygroundAccess.withoutToken(path: request.path, query: request.query.map { ($0.name, $0.value) })
        var headers: HTTPHeaders = [.location: location, .cacheControl: "no-store", .setCookie: access.setCookie(port: portNumber)]
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        return HTTPResponse(statusCode: HTTPStatusCode(303, phrase: "See Other"), headers: headers)
    }

    /// Waits (bounded) for a version after `since`, then answers with the pages changed after it.
    private func changes(_ request: HTTPRequest) async throws -> HTTPResponse {
        let since = request.query.first { $0.name == "since" }.flatMap { Int($0.value) } ?? 0
        let deadline = Date(timeIntervalSinceNow: longPoll)
        while site.version <= since, Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        let (version, pages) = site.changes(since: since)
        let body = try JSONSerialization.data(withJSONObject: ["version": version, "pages": pages] as [String: Any])
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }
}
