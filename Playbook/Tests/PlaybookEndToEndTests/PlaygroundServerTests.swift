#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Synchronization
import XCTest
@testable import Playbook

/// The live playground's door (`SiteServer` with a `LivePlayground`, over
/// real HTTP on 127.0.0.1): only a request from the server's own origin that
/// presents the cookie holding the token runs anything, the token is in no
/// response, bodies are bounded, and a page runs one example at a time. The
/// runner is a stand-in that records what it was asked, so each refusal is
/// seen to run nothing.
final class PlaygroundServerTests: XCTestCase {
    private let page = (path: "Docs/intro.html", contents: "<html><head></head><body>intro</body></html>")
    private let token = String(repeating: "ab", count: 32)

    /// What the stand-in runner was asked, and a gate that holds a run of `Docs/slow.md` until opened.
    private final class Recorder: Sendable {
        let asked = Mutex<[String]>([])
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
    }

    private func server(_ recorder: Recorder) throws -> (SiteServer, UInt16) {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        site.update(files: [page], assets: [])
        let playground = LivePlayground { example, code in
            recorder.asked.withLock { $0.append("\(example.location.path)#\(example.number): \(code)") }
            if example.location.path == "Docs/slow.md" {
                recorder.entered.signal()
                recorder.gate.wait()
            }
            return LiveAnswer(outcome: .ran, output: "ran \(code)\n")
        }
        playground.update(
            Documentation(
                paths: ["Docs"],
                chapters: ["Docs/intro.md", "Docs/slow.md"].map { ChapterExtractor().extract(source: Self.chapter, path: $0) }))
        let server = try SiteServer(site: site, port: 0, longPoll: 1, playground: playground, access: PlaygroundAccess(token: token))
        let root = try server.start()
        return (server, UInt16(try XCTUnwrap(root.port)))
    }

    private static let chapter = "# Intro\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n"

    /// A raw request; the answer's status code, headers and body.
    private func send(_ text: String, port: UInt16) -> (status: Int, head: String, body: String) {
        let answer = SiteServerAbuseTests.exchange(Array(text.utf8), port: port)
        let parts = answer.components(separatedBy: "\r\n\r\n")
        let status = Int(answer.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, parts.first ?? "", parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    private func run(
        port: UInt16, origin: String?, cookie: String?, body: String = #"{"page":"Docs/intro.md","example":1,"code":"print(2)"}"#,
        extra: String = "", length: Int? = nil, type: String = "application/json", host: String? = nil
    ) -> (status: Int, head: String, body: String) {
        var head = "POST /__playbook/run HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Type: \(type)\r\n"
        if let origin { head += "Origin: \(origin)\r\n" }
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        head += "Content-Length: \(length ?? body.utf8.count)\r\n\(extra)Connection: close\r\n\r\n"
        return send(head + body, port: port)
    }

    private func cookie(_ port: UInt16) -> String { "playbook-token-\(port)=\(token)" }

    func testTheTokenInTheAddressSetsAnHttpOnlyStrictCookieAndIsDroppedFromIt() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        let get = { (target: String) in
            self.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)
        }

        let redirect = get("/Docs/intro.html?token=\(token)")
        XCTAssertEqual(redirect.status, 303, redirect.head)
        XCTAssertTrue(redirect.head.contains("\r\nLocation: /Docs/intro.html\r\n"), redirect.head)
        let setCookie = try XCTUnwrap(redirect.head.split(separator: "\r\n").first { $0.hasPrefix("Set-Cookie: ") })
        XCTAssertEqual(setCookie, "Set-Cookie: playbook-token-\(port)=\(token); Path=/; HttpOnly; SameSite=Strict")
        XCTAssertFalse(redirect.body.contains(token))
        XCTAssertTrue(get("/?q=map&token=\(token)").head.contains("\r\nLocation: /?q=map\r\n"), "other parameters are kept")
        let elsewhere = get("//evil.example/?token=\(token)").head
        let location = try XCTUnwrap(elsewhere.split(separator: "\r\n").first { $0.hasPrefix("Location: ") })
        XCTAssertTrue(location.hasPrefix("Location: /") && !location.hasPrefix("Location: //"), "never to another host: \(location)")
        XCTAssertEqual(PlaygroundAccess.withoutToken(path: "//evil.example/x", query: []), "/evil.example/x")

        for wrong in [String(token.dropLast()) + "0", "", String(token.prefix(10)), token + "00"] {
            let refused = get("/Docs/intro.html?token=\(wrong)")
            XCTAssertEqual(refused.status, 403, wrong)
            XCTAssertFalse(refused.head.contains("Set-Cookie"), wrong)
        }
    }

    func testARunWithoutTheTokenIsRefusedAndRunsNothing() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        let origin = "http://127.0.0.1:\(port)"
        for cookie in [nil, "playbook-token-\(port)=\(String(token.dropLast()))1", "playbook-token-\(port &+ 1)=\(token)", "token=\(token)"]
        {
            let refused = run(port: port, origin: origin, cookie: cookie)
            XCTAssertEqual(refused.status, 403, cookie ?? "no cookie")
            XCTAssertFalse(refused.body.contains(token))
        }
        XCTAssertEqual(recorder.asked.withLock { $0 }, [], "nothing ran")
        let allowed = run(port: port, origin: origin, cookie: "theme=dark; " + cookie(port))
        XCTAssertEqual(allowed.status, 200, allowed.body)
        XCTAssertEqual(recorder.asked.withLock { $0 }, ["Docs/intro.md#1: print(2)"])
        XCTAssertTrue(allowed.body.contains(#""output":"ran print(2)\n""#), allowed.body)
    }

    func testACrossOriginRunIsRefusedEvenWithTheCookie() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        for origin in [nil, "http://evil.example", "null", "http://127.0.0.1:\(port &+ 1)", "https://127.0.0.1:\(port)"] {
            XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port)).status, 403, origin ?? "no Origin")
        }
        let origin = "http://127.0.0.1:\(port)"
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), extra: "Sec-Fetch-Site: cross-site\r\n").status, 403)
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), extra: "Origin: http://evil.example\r\n").status, 403)
        // DNS rebinding: a name that points at 127.0.0.1 is not this server's.
        XCTAssertEqual(
            run(port: port, origin: "http://evil.example:\(port)", cookie: cookie(port), host: "evil.example:\(port)").status, 421)
        XCTAssertEqual(recorder.asked.withLock { $0 }, [], "nothing ran")
        XCTAssertEqual(run(port: port, origin: "http://localhost:\(port)", cookie: cookie(port), host: "localhost:\(port)").status, 200)
    }

    func testTheTokenIsInNoPageOrResponseAndOnlyItsHolderGetsThePlayground() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        let get = { (target: String, cookie: String?) in
            self.send(
                "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(cookie.map { "Cookie: \($0)\r\n" } ?? "")Connection: close\r\n\r\n",
                port: port)
        }
        var answers: [(String, (status: Int, head: String, body: String))] = []
        for target in [
            "/", "/Docs/intro.html", "/Docs/missing.html", "/a/b/c.html", ServedSite.scriptPath, ServedSite.playgroundScriptPath,
            ServedSite.changesPath + "?since=5", ServedSite.runPath, "/favicon.ico"
        ] {
            for cookie in [nil, cookie(port)] { answers.append((target, get(target, cookie))) }
        }
        answers.append(("run", run(port: port, origin: "http://127.0.0.1:\(port)", cookie: cookie(port))))
        for (target, answer) in answers {
            XCTAssertFalse((answer.head + answer.body).contains(token), "\(target) hands the token out")
        }
        let withCookie = get("/Docs/intro.html", cookie(port)).body
        XCTAssertTrue(withCookie.contains(ServedSite.playgroundScriptPath), withCookie)
        XCTAssertFalse(get("/Docs/intro.html", nil).body.contains(ServedSite.playgroundScriptPath), "no playground without the token")
        XCTAssertEqual(get(ServedSite.runPath, cookie(port)).status, 405, "a run is a POST")
    }

    func testBodiesAreBoundedAndDeclared() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        let origin = "http://127.0.0.1:\(port)"
        // Refused from the head alone: the megabyte is never sent.
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), body: "", length: 1 << 20).status, 413)
        let large = #"{"page":"Docs/intro.md","example":1,"code":""# + String(repeating: "x", count: RequestBody.limit) + #""}"#
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), body: large).status, 413)
        var head = "POST /__playbook/run HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nCookie: \(cookie(port))\r\n"
        head += "Content-Type: application/json\r\n"
        XCTAssertEqual(send(head + "Connection: close\r\n\r\n{}", port: port).status, 411, "no length")
        XCTAssertEqual(send(head + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n", port: port).status, 411)
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), type: "text/plain").status, 415)
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), body: "{not json").status, 400)
        let unknown = run(port: port, origin: origin, cookie: cookie(port), body: #"{"page":"Docs/nope.md","example":1,"code":""}"#)
        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(
            run(port: port, origin: origin, cookie: cookie(port), body: #"{"page":"Docs/intro.md","example":9,"code":""}"#).status, 404)
        XCTAssertEqual(recorder.asked.withLock { $0 }, [], "nothing ran")
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port)).status, 200, "and the server still answers")
    }

    func testAPageRunsOneExampleAtATime() throws {
        let recorder = Recorder()
        let (server, port) = try server(recorder)
        defer { server.stop() }
        let origin = "http://127.0.0.1:\(port)"
        let slow = #"{"page":"Docs/slow.md","example":1,"code":"print(3)"}"#
        nonisolated(unsafe) var first: (status: Int, head: String, body: String)?
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let test = self
        Thread.detachNewThread {
            first = test.run(port: port, origin: origin, cookie: test.cookie(port), body: slow)
            done.signal()
        }
        recorder.entered.wait()
        // The first run of Docs/slow.md is under way: a second is refused, another page runs.
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), body: slow).status, 409)
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port)).status, 200)
        recorder.gate.signal()
        done.wait()
        XCTAssertEqual(first?.status, 200)
        XCTAssertEqual(recorder.asked.withLock { $0 }, ["Docs/slow.md#1: print(3)", "Docs/intro.md#1: print(2)"])
        // Ended: the page runs again.
        recorder.gate.signal()
        XCTAssertEqual(run(port: port, origin: origin, cookie: cookie(port), body: slow).status, 200)
    }
}
