import FlyingFox
import Foundation
import Synchronization

/// The HTTP server of `playbook watch --serve` (FlyingFox, on 127.0.0.1
/// only): answers GET and HEAD from a ``ServedSite`` and holds the reload
/// script's long poll (`/__playbook/changes?since=N`) until a rebuild makes
/// a newer version or `longPoll` seconds pass, then answers
/// `{"version": V, "pages": ["/Docs/intro.html"]}`.
///
/// A request whose Host header is not this server's own address
/// (`127.0.0.1:PORT` or `localhost:PORT`) is refused with 421, so a page of
/// another site cannot read the served site through a name it points at
/// 127.0.0.1 (DNS rebinding).
public final class SiteServer: Sendable {
    public let site: ServedSite
    /// Seconds the long poll waits for a new version before answering with none.
    let longPoll: Double
    private let server: HTTPServer
    private let task = Mutex<Task<Void, Never>?>(nil)
    /// The port listened on, once known (the handler checks Host headers against it).
    private let listeningPort: ListeningPort

    private final class ListeningPort: Sendable {
        let value = Atomic<UInt16>(0)
    }

    /// - Parameter port: the port to listen on; 0 lets the system choose one.
    public init(site: ServedSite, port: UInt16, longPoll: Double = 10) throws(PlaybookError) {
        self.site = site
        self.longPoll = longPoll
        let address: sockaddr_in
        do { address = try .inet(ip4: "127.0.0.1", port: port) } catch {
            throw .toolFailed(command: "listen on 127.0.0.1:\(port)", output: "\(error)")
        }
        let listeningPort = ListeningPort()
        self.listeningPort = listeningPort
        // Requests are answered within the long poll plus a margin.
        server = HTTPServer(
            address: address, timeout: longPoll + 20, logger: .disabled,
            handler: Handler(site: site, port: listeningPort, longPoll: longPoll))
    }

    /// Starts listening and returns the site's URL (`http://127.0.0.1:PORT/`)
    /// once the server accepts connections; fails if the port cannot be had.
    public func start() throws(PlaybookError) -> URL {
        let server = self.server
        let listeningPort = self.listeningPort
        let started = DispatchSemaphore(value: 0)
        // The first of: the port listened on, or why the server did not listen.
        let outcome = Mutex<(port: UInt16?, failure: String?)?>(nil)
        let settle: @Sendable (UInt16?, String?) -> Void = { port, failure in
            let first = outcome.withLock { outcome in
                guard outcome == nil else { return false }
                if let port { listeningPort.value.store(port, ordering: .sequentiallyConsistent) }
                outcome = (port, failure)
                return true
            }
            if first { started.signal() }
        }
        let running = Task {
            do {
                try await server.run()
                settle(nil, "the server stopped")
            } catch {
                // The port is taken, or not one this user may listen on.
                settle(nil, "\(error)")
            }
        }
        task.withLock { $0 = running }
        Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                if case .ip4(_, let port)? = await server.listeningAddress { settle(port, nil) } else { settle(nil, "no IPv4 address") }
            } catch {
                settle(nil, "it did not listen within 10 s")
            }
        }
        started.wait()
        guard let port = outcome.withLock({ $0?.port }) else {
            throw .toolFailed(command: "listen on 127.0.0.1", output: outcome.withLock { $0?.failure } ?? "no address")
        }
        return URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Closes the listening socket and every connection.
    public func stop() {
        let server = self.server
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.stop(timeout: 1)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 3)
        task.withLock { $0?.cancel() }
    }

    private struct Handler: HTTPHandler {
        let site: ServedSite
        let port: ListeningPort
        let longPoll: Double

        /// Whether the Host header names this server (a browser always sends one).
        func acceptsHost(_ host: String?) -> Bool {
            guard let host else { return false }
            let port = port.value.load(ordering: .sequentiallyConsistent)
            return ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased())
        }

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard acceptsHost(request.headers[.host]) else {
                return HTTPResponse(statusCode: HTTPStatusCode(421, phrase: "Misdirected Request"), body: Data("unknown host\n".utf8))
            }
            guard request.method == .GET || request.method == .HEAD else {
                var headers = HTTPHeaders()
                headers[HTTPHeader("Allow")] = "GET, HEAD"
                return HTTPResponse(statusCode: .methodNotAllowed, headers: headers)
            }
            if request.path == ServedSite.changesPath {
                return try await changes(request)
            }
            let answer = site.response(for: request.path)
            let body = request.method == .HEAD ? Data() : Data(answer.body)
            return HTTPResponse(
                statusCode: [200: .ok, 204: .noContent][answer.status] ?? .notFound,
                headers: [.contentType: answer.contentType, .cacheControl: "no-store"], body: body)
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
}
