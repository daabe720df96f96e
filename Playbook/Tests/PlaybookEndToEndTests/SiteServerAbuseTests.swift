#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `SiteServer` under requests no browser sends: heads too large are refused
/// (414, 431) and the server goes on answering.
final class SiteServerAbuseTests: XCTestCase {
    /// A socket connected to 127.0.0.1:`port` (-1 if it could not be).
    static func connected(port: UInt16) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Sends `request` on a fresh connection to 127.0.0.1:`port` and reads
    /// the answer until the server closes or `timeout` seconds pass without a
    /// byte; the answer's text (empty if none came).
    static func exchange(_ request: [UInt8], port: UInt16, timeout: Double = 20) -> String {
        let descriptor = connected(port: port)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer and close before it read everything.
            if count <= 0 { break }
            sent += count
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += buffer[..<count]
            if answer.count > 1 << 20 { break }
        }
        return String(decoding: answer, as: UTF8.self)
    }

    private func request(_ target: String, port: UInt16, headers: String = "") -> [UInt8] {
        Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)Connection: close\r\n\r\n".utf8)
    }

    func testHugeRequestsAreRefusedAndTheServerGoesOnAnswering() throws {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        site.update(files: [(path: "Docs/intro.html", contents: "<html><head></head><body>intro</body></html>")], assets: [])
        let server = try SiteServer(site: site, port: 0, longPoll: 1)
        let root = try server.start()
        defer { server.stop() }
        let port = try XCTUnwrap(root.port.map { UInt16($0) })
        XCTAssertTrue(Self.exchange(request("/Docs/intro.html", port: port), port: port).hasPrefix("HTTP/1.1 200"))

        for size in [100 << 10, 1 << 20, 4 << 20] {
            let long = "/Docs/" + String(repeating: "a", count: size)
            let answer = Self.exchange(request(long, port: port), port: port)
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 414"), "URL of \(size) bytes: \(answer.prefix(200))")
        }
        let bigHeader = "X-Filler: " + String(repeating: "b", count: 1 << 20) + "\r\n"
        XCTAssertTrue(
            Self.exchange(request("/Docs/intro.html", port: port, headers: bigHeader), port: port).hasPrefix("HTTP/1.1 431"))
        let manyHeaders = (0..<10_000).map { "X-\($0): v\r\n" }.joined()
        XCTAssertTrue(
            Self.exchange(request("/Docs/intro.html", port: port, headers: manyHeaders), port: port).hasPrefix("HTTP/1.1 431"))

        // Clients that connect and send nothing hold no one else up.
        let idle = (0..<100).map { _ in Self.connected(port: port) }
        defer { idle.forEach { _ = close($0) } }
        XCTAssertTrue(idle.allSatisfy { $0 >= 0 })
        // Still serving, at once, for every later request.
        for _ in 0..<20 {
            let answer = Self.exchange(request("/Docs/intro.html", port: port), port: port, timeout: 10)
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer.prefix(200) + "")
            XCTAssertTrue(answer.contains("intro"), answer)
        }
    }
}
