import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The HTTP server of `playbook watch --serve` (on 127.0.0.1 only): answers
/// GET and HEAD from a ``ServedSite`` and holds the reload script's long
/// poll (`/__playbook/changes?since=N`) until a rebuild makes a newer
/// version or `longPoll` seconds pass, then answers
/// `{"version": V, "pages": ["/Docs/intro.html"]}`. With a
/// ``LivePlayground`` it also runs examples as the reader edited them
/// (`POST /__playbook/run`), for the learner who holds the token only
/// (``PlaygroundAccess``; see ``SiteHandler``).
///
/// A request whose Host header is not this server's own address
/// (`127.0.0.1:PORT` or `localhost:PORT`) is refused with 421, so a page of
/// another site cannot read the served site through a name it points at
/// 127.0.0.1 (DNS rebinding).
///
/// Requests are bounded before anything parses them (``RequestHead``): a
/// request line longer than 8 KiB is answered 414, a head larger than
/// 32 KiB 431, one not sent whole within 10 s 408, each on its own
/// connection, which is then closed; FlyingFox's HTTP server read a line of
/// any length and stopped answering for good after two of 100 KB and 1 MB.
/// The sockets and their event loop are FlyingSocks', the request and
/// response types and the request's path and query reading FlyingFox's;
/// each connection answers one request (`Connection: close`).
public final class SiteServer: Sendable {
    public let site: ServedSite
    /// Seconds the long poll waits for a new version before answering with none.
    let longPoll: Double
    private let port: UInt16
    /// Who may run code on the site (its token is printed with the address).
    public let access: PlaygroundAccess
    private let handler: SiteHandler
    private let running = Mutex<(socket: Socket, task: Task<Void, Never>)?>(nil)
    /// The port listened on, once known (the handler checks Host headers against it).
    private let listeningPort: ListeningPort

    final class ListeningPort: Sendable {
        let value = Atomic<UInt16>(0)
    }

    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system choose one.
    ///   - playground: runs edited examples; nil serves the site only.
    public init(
        site: ServedSite, port: UInt16, longPoll: Double = 10, playground: LivePlayground? = nil,
        access: PlaygroundAccess = PlaygroundAccess()
    ) throws(PlaybookError) {
        self.site = site
        self.longPoll = longPoll
        self.port = port
        self.access = access
        let listeningPort = ListeningPort()
        self.listeningPort = listeningPort
        handler = SiteHandler(site: site, port: listeningPort, longPoll: longPoll, playground: playground, access: access)
    }

    /// Starts listening and returns the site's URL (`http://127.0.0.1:PORT/`);
    /// fails at once if the port cannot be had.
    public func start() throws(PlaybookError) -> URL {
        let socket: Socket
        let bound: UInt16
        do {
            socket = try Socket(domain: AF_INET, type: .stream)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
            guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            bound = port
        } catch {
            throw .toolFailed(command: "listen on 127.0.0.1:\(port)", output: "\(error)")
        }
        listeningPort.value.store(bound, ordering: .sequentiallyConsistent)
        let handler = self.handler
        let task = Task { await Self.serve(socket, handler: handler) }
        running.withLock { $0 = (socket, task) }
        return URL(string: "http://127.0.0.1:\(bound)/")!
    }

    /// Closes the listening socket and every connection.
    public func stop() {
        guard
            let (socket, task) = running.withLock({ running in
                defer { running = nil }; return running
            })
        else { return }
        try? socket.close()
        task.cancel()
        let done = DispatchSemaphore(value: 0)
        Task {
            await task.value
            done.signal()
        }
        _ = done.wait(timeout: .now() + 3)
    }

    /// Accepts connections until the listening socket is closed, each answered in a task of its own.
    private static func serve(_ socket: Socket, handler: SiteHandler) async {
        let pool = HTTPServer.defaultPool()
        do {
            try await pool.prepare()
            let listener = try AsyncSocket(socket: socket, pool: pool)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await pool.run() }
                group.addTask {
                    try await withThrowingDiscardingTaskGroup { connections in
                        for try await connection in listener.sockets {
                            connections.addTask { await answer(connection, handler: handler) }
                        }
                    }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        } catch {
            // The listening socket was closed (stop), or the event loop failed.
        }
    }

    /// Reads one bounded request head, answers it, and closes the connection.
    private static func answer(_ connection: AsyncSocket, handler: SiteHandler) async {
        defer { try? connection.close() }
        let response: HTTPResponse
        switch await RequestHead.read(from: connection) {
        case .request(let request, let rest):
            do {
                response = try await handler.respond(to: request) { length in
                    await RequestBody.read(from: connection, length: length, rest: rest)
                }
            } catch {
                response = HTTPResponse(statusCode: .internalServerError)
            }
        case .refused(let status, let reason):
            response = HTTPResponse(statusCode: status, body: Data((reason + "\n").utf8))
        case .gone:
            return
        }
        guard let bytes = try? await RequestHead.encode(response) else { return }
        try? await connection.write(bytes)
    }
}
