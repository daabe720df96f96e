#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `SiteServer` in process, over real HTTP on 127.0.0.1: it serves the
/// `ServedSite`, holds the reload script's long poll until a rebuild, and a
/// port already taken is an error at once, not a hang.
final class SiteServerTests: XCTestCase {
    private let page = (path: "Docs/intro.html", contents: "<html><head></head><body>intro</body></html>")

    /// A GET with a bounded wait: the status and body, or nil on a connection error.
    private func get(_ url: URL, timeout: Double = 20) -> (status: Int, body: String)? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: (Int, String)?
        let task = URLSession.shared.dataTask(with: url) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                answer = (response.statusCode, String(decoding: data ?? Data(), as: UTF8.self))
            }
            done.signal()
        }
        task.resume()
        guard done.wait(timeout: .now() + timeout) == .success else {
            task.cancel()
            return nil
        }
        return answer
    }

    func testItServesTheSiteAndAnswersTheLongPollWhenARebuildComes() throws {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        site.update(files: [page], assets: [])
        let server = try SiteServer(site: site, port: 0, longPoll: 5)
        let root = try server.start()
        defer { server.stop() }
        XCTAssertEqual(root.host, "127.0.0.1")

        let served = try XCTUnwrap(get(root.appending(path: "Docs/intro.html")))
        XCTAssertEqual(served.status, 200)
        XCTAssertTrue(served.body.contains("data-version=\"1\""), served.body)
        XCTAssertEqual(get(root.appending(path: "Docs/missing.html"))?.status, 404)

        // Nothing new: the poll waits, and a rebuild during the wait answers it.
        let start = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            site.update(files: [(path: "Docs/intro.html", contents: "<html><head></head><body>edited</body></html>")], assets: [])
        }
        let changes = try XCTUnwrap(get(try XCTUnwrap(URL(string: root.absoluteString + "__playbook/changes?since=1"))))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.4, "it waited for the rebuild")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(changes.body.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 2)
        XCTAssertEqual(json["pages"] as? [String], ["/Docs/intro.html"])
    }

    func testAPortAlreadyTakenIsAnErrorNotAHang() throws {
        let first = try SiteServer(site: ServedSite(assetRoot: FileManager.default.temporaryDirectory), port: 0)
        let root = try first.start()
        defer { first.stop() }
        let port = try XCTUnwrap(root.port)
        let start = Date()
        let second = try SiteServer(site: ServedSite(assetRoot: FileManager.default.temporaryDirectory), port: UInt16(port))
        XCTAssertThrowsError(try second.start())
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "the failure is reported at once")
    }

    func testStopClosesThePort() throws {
        let server = try SiteServer(site: ServedSite(assetRoot: FileManager.default.temporaryDirectory), port: 0)
        let root = try server.start()
        XCTAssertNotNil(get(root))
        server.stop()
        XCTAssertNil(get(root, timeout: 5), "nothing answers once stopped")
    }
}

/// The server's sockets stay out of every process playbook starts while it
/// serves (`ChildProcess` closes all but what it hands over), although
/// FlyingFox opens them without close-on-exec. Descriptors are compared by
/// what they are (the kernel's `socket:[inode]`), not by number: the test
/// process may have inherited descriptors of its own (3 under `make -j` or a
/// CI runner), and the child's numbers say nothing of what they hold.
final class InheritedDescriptorsTests: XCTestCase {
    /// What each open descriptor of the process is (`socket:[123]`, a path), by number.
    private func openFiles(of pid: String) -> [Int32: String] {
        let folder = "/proc/\(pid)/fd"
        var files: [Int32: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let number = Int32(name), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)
            else { continue }
            files[number] = target
        }
        return files
    }

    func testAProcessStartedWhileServingInheritsNoneOfTheServersDescriptors() throws {
        let before = openFiles(of: "self")
        let server = try SiteServer(site: ServedSite(assetRoot: FileManager.default.temporaryDirectory), port: 0)
        _ = try server.start()
        defer { server.stop() }
        let opened = openFiles(of: "self").filter { number, target in before[number] != target }
        let inheritable = opened.filter { number, _ in fcntl(number, F_GETFD) >= 0 && fcntl(number, F_GETFD) & FD_CLOEXEC == 0 }
        XCTAssertTrue(
            inheritable.values.contains { $0.hasPrefix("socket:") }, "FlyingFox's listening socket is inheritable as opened: \(opened)")
        let child = try ChildProcess.spawn(
            program: "/bin/sleep", arguments: ["30"], environment: [:], descriptors: [:], closing: [], ownProcessGroup: true)
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        let held = Set(openFiles(of: "\(child)").values)
        XCTAssertFalse(held.isEmpty, "the child's descriptors could not be read")
        XCTAssertEqual(held.intersection(inheritable.values), [], "the child holds the server's \(inheritable)")
    }
}
