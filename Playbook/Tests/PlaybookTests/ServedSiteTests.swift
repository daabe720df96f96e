import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `ServedSite`, what `playbook watch --serve` answers: the rendered site
/// with the reload script inserted into its pages only, the pages that
/// changed per version, and no way out of the site.
final class ServedSiteTests: XCTestCase {
    private let index = (path: "index.html", contents: "<html><head><title>i</title></head><body>index</body></html>")
    private let intro = (path: "Docs/intro.html", contents: "<html><head></head><body>intro</body></html>")
    private let style = (path: "assets/playbook.css", contents: "body {}")

    func testPagesGetTheReloadScriptWithTheirVersionOtherFilesDoNot() {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        site.update(files: [index, intro, style], assets: [])
        let page = site.response(for: "/Docs/intro.html")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.contentType, "text/html; charset=utf-8")
        XCTAssertEqual(
            String(decoding: page.body, as: UTF8.self),
            "<html><head><script src=\"/__playbook/live-reload.js\" data-version=\"1\" defer></script>\n</head><body>intro</body></html>")
        XCTAssertEqual(site.response(for: "/assets/playbook.css").body, Array("body {}".utf8))
        site.update(files: [index, intro, style, (path: "_source/Docs/intro.md", contents: "# Intro\n")], assets: [])
        let source = site.response(for: "/_source/Docs/intro.md")
        XCTAssertEqual([source.contentType], ["text/plain; charset=utf-8"], "a page's source reads in the browser")
        XCTAssertEqual(source.body, Array("# Intro\n".utf8))
        XCTAssertEqual(site.response(for: "/").body, site.response(for: "/index.html").body, "a folder serves its index.html")
        XCTAssertEqual(site.response(for: "/favicon.ico").status, 204, "no icon is no error")
        let script = site.response(for: "/__playbook/live-reload.js")
        XCTAssertEqual(script.status, 200)
        XCTAssertTrue(String(decoding: script.body, as: UTF8.self).contains("/__playbook/changes?since="))
    }

    func testOnlyThePagesWhoseBytesChangedAreReportedAfterTheirVersion() {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        XCTAssertEqual(site.version, 0)
        XCTAssertEqual(site.update(files: [index, intro, style], assets: []), ["/Docs/intro.html", "/index.html"])
        XCTAssertEqual(site.update(files: [index, intro, style], assets: []), [], "the same build again changes nothing")
        XCTAssertEqual(site.version, 1)
        let edited = (path: intro.path, contents: "<html><head></head><body>intro, edited</body></html>")
        XCTAssertEqual(site.update(files: [index, edited, style], assets: []), ["/Docs/intro.html"])
        XCTAssertEqual(site.version, 2)
        XCTAssertEqual(site.changes(since: 1).pages, ["/Docs/intro.html"])
        XCTAssertEqual(site.changes(since: 2).pages, [])
        XCTAssertEqual(site.changes(since: 0).pages, ["/Docs/intro.html", "/index.html"])
        // A page that went away is a change of it too.
        XCTAssertEqual(site.update(files: [index, style], assets: []), ["/Docs/intro.html"])
        XCTAssertEqual(site.response(for: "/Docs/intro.html").status, 404)
    }

    func testNothingOutsideTheSiteOrHiddenIsServed() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "playbook-served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("png".utf8).write(to: root.appending(path: "images/a.png"))
        try Data("secret".utf8).write(to: root.appending(path: "secret.txt"))
        let site = ServedSite(assetRoot: root)
        site.update(
            files: [index, (path: "404.html", contents: "<html><head></head><body>missing</body></html>")], assets: ["images/a.png"])
        XCTAssertEqual(site.response(for: "/images/a.png").body, Array("png".utf8), "an asset the plan lists")
        XCTAssertEqual(site.response(for: "/images/a.png").contentType, "image/png")
        for path in ["/secret.txt", "/../secret.txt", "/images/../secret.txt", "/./index.html", "/.playbook-site", "/index.html\0"] {
            let answer = site.response(for: path)
            XCTAssertEqual(answer.status, 404, path)
            XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains("missing"), "the site's 404 page for \(path)")
        }
    }

    func testBeforeTheFirstBuildEveryPageWaitsForTheSite() {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        let waiting = site.response(for: "/Docs/intro.html")
        XCTAssertEqual(waiting.status, 404)
        XCTAssertTrue(String(decoding: waiting.body, as: UTF8.self).contains("data-version=\"0\""), "it reloads at the first build")
        site.update(files: [index, intro], assets: [])
        XCTAssertTrue(site.changes(since: 0).pages.contains("/Docs/intro.html"))
    }

    /// The site `playbook build` writes holds no trace of the reload script.
    func testABuiltSiteHasNoReloadScript() throws {
        let plan = SitePlan(sources: [(path: "Docs/intro.md", text: "# Intro\n\nText.\n")])
        let builder = SiteBuilder(plan: plan, verdicts: [], toolchain: "Swift 6", date: "2026-01-01")
        let files = try builder.render()
        XCTAssertFalse(files.isEmpty)
        for file in files { XCTAssertFalse(file.contents.contains("__playbook"), file.path) }
        XCTAssertFalse(SiteAssets.copied.contains("live-reload.js"))
    }

    func testTheNotFoundPageReadsItsStylesFromTheRootAtAnyDepth() {
        let site = ServedSite(assetRoot: FileManager.default.temporaryDirectory)
        site.update(
            files: [("404.html", "<html><head>\n<link rel=\"stylesheet\" href=\"assets/playbook.css\"></head><body>no</body></html>")],
            assets: [])
        let answer = site.response(for: "/Docs/deep/er/missing.html")
        XCTAssertEqual(answer.status, 404)
        XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains("<head>\n<base href=\"/\">\n<link rel=\"stylesheet\""))
    }
}
