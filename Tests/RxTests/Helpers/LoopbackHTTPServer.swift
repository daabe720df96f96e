import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the `URLSession.rx` tests: it
/// listens on a port the system picks, reads each request's head, and answers
/// with what `handler` returns. It never touches anything but the loopback
/// interface.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request {
        let method: String
        let path: String
        let headers: [String: String]
    }

    enum Reply {
        /// Write these bytes and close the connection.
        case bytes(Data)
        /// Never answer; wait until the client drops the connection.
        case hold
    }

    /// The port the server listens on.
    let port: UInt16
    /// Signalled when a request's head has been read.
    let requestReceived = DispatchSemaphore(value: 0)
    /// Signalled when a client dropped a connection the server was holding.
    let connectionDropped = DispatchSemaphore(value: 0)

    private let listener: Int32
    private let handler: (Request) -> Reply
    private let lock = NSLock()
    private var received: [Request] = []
    private var stopped = false

    init(handler: @escaping (Request) -> Reply) throws {
        self.handler = handler
        (listener, port) = try LoopbackSocket.listen()
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The requests received so far.
    var requests: [Request] { lock.withLock { received } }

    /// Stops listening; connections being served finish on their own.
    ///
    /// Only the accepting thread closes the listening socket, once it has
    /// stopped using it: closing it here could let a new server reuse the
    /// descriptor while this server's thread still accepts on it.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    /// An HTTP response with `status`, `body` and `Connection: close`.
    static func response(
        status: Int, reason: String, body: String,
        contentType: String = "application/json"
    ) -> Reply {
        let bodyData = Data(body.utf8)
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(bodyData.count)\r\nConnection: close\r\n\r\n"
        return .bytes(Data(head.utf8) + bodyData)
    }

    private func acceptConnections() {
        defer { close(listener) }
        while !lock.withLock({ stopped }) {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var head = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator = Data("\r\n\r\n".utf8)
        while head.range(of: terminator) == nil {
            let count = read(client, &chunk, chunk.count)
            if count <= 0 { return }
            head.append(contentsOf: chunk[0..<count])
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ").map(String.init)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(
            method: requestLine.first ?? "", path: requestLine.count > 1 ? requestLine[1] : "",
            headers: headers)
        lock.withLock { received.append(request) }
        requestReceived.signal()
        switch handler(request) {
        case .bytes(let data):
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    #if canImport(Glibc)
                        let written = send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                        let written = send(client, buffer.baseAddress! + offset, buffer.count - offset, 0)
                    #endif
                    if written <= 0 { return }
                    offset += written
                }
            }
        case .hold:
            while read(client, &chunk, chunk.count) > 0 {}
            connectionDropped.signal()
        }
    }
}

/// Listening sockets for the loopback test servers.
enum LoopbackSocket {
    /// A listening TCP socket on 127.0.0.1 and the port the system gave it.
    static func listen() throws -> (fd: Int32, port: UInt16) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #if canImport(Glibc)
            let listening = bound == 0 && Glibc.listen(fd, 16) == 0
        #else
            let listening = bound == 0 && Darwin.listen(fd, 16) == 0
        #endif
        guard listening else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }
}
