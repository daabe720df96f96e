import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Links and images that could run script reach the site inert, with a warning at their line.
final class SiteUnsafeURLTests: XCTestCase {
    func testSchemesAreReadAsBrowsersReadThem() {
        for url in [
            "javascript:alert(1)", "JaVaScRiPt:alert(1)", " \u{1}javascript:alert(1)", "java\tscript:alert(1)",
            "java\nscript:x", "vbscript:msgbox", "data:text/html,<script>alert(1)</script>", "DATA:text/html;base64,AAAA"
        ] {
            XCTAssertNotNil(UnsafeURL.scheme(of: url, image: false), url.debugDescription)
            XCTAssertNotNil(UnsafeURL.scheme(of: url, image: true), url.debugDescription)
        }
        XCTAssertNil(UnsafeURL.scheme(of: "data:image/png;base64,iVBORw0KGgo=", image: true))
        XCTAssertNotNil(UnsafeURL.scheme(of: "data:image/png;base64,iVBORw0KGgo=", image: false))
        XCTAssertNotNil(UnsafeURL.scheme(of: "data:image/svg+xml,<svg onload=alert(1)>", image: true))
        XCTAssertNotNil(UnsafeURL.scheme(of: "Data:Image/SVG+xml;base64,AAAA", image: true))
        for url in ["https://example.com", "page.md#javascript:", "mailto:a@b.c", "#javascript", "java%73cript:alert(1)"] {
            XCTAssertNil(UnsafeURL.scheme(of: url, image: false), url)
        }
    }

    func testTheSiteShowsThemWithoutTheirURLAndWarnsAtTheirLine() throws {
        let markdown = """
            # Links

            A [plain](javascript:alert(1)) link, an [entity](&#106;avascript:alert(2)) one,
            an autolink <JAVASCRIPT:alert(3)> and ![pixel](data:image/png;base64,iVBORw0KGgo=).

            ![svg](data:image/svg+xml;base64,PHN2Zz4=) and [data](data:text/html,x) and [vb](vbscript:x).

            <a href="javascript:alert(4)">raw</a> <script>alert(5)</script>

            <img src=x onerror=alert(6)>

            """
        let plan = SitePlan(sources: [(path: "Docs/links.md", text: markdown)])
        XCTAssertEqual(plan.diagnostics, [])
        XCTAssertEqual(plan.warnings.map(\.location.line), [3, 3, 4, 6, 6, 6])
        XCTAssertEqual(
            plan.warnings.first?.headline,
            "Docs/links.md:3:3: warning: link with a javascript: URL could run script; the site shows it without its URL")
        XCTAssertTrue(plan.warnings.allSatisfy { $0.severity == .warning && $0.location.path == "Docs/links.md" })
        let files = try SiteFixtures.builder(plan, verdicts: []).render()
        let page = try XCTUnwrap(files.first { $0.path == "Docs/links.html" }?.contents)
        // No tag of the page carries a script URL or an event handler.
        let live = try NSRegularExpression(
            pattern: #"<[a-z]+[^<>]*\s(href|src)\s*=\s*"?\s*(javascript|vbscript|data:(?!image/png))|<[a-z]+[^<>]*\son[a-z]+\s*=|<script>"#,
            options: [.caseInsensitive])
        let found = live.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { String(page[Range($0.range, in: page)!]) }
        XCTAssertEqual(found, [], page)
        XCTAssertTrue(page.contains("src=\"data:image/png;base64,iVBORw0KGgo=\""), page)
        XCTAssertTrue(page.contains("<span class=\"unsafe-link\">plain</span>"), page)
        // Raw HTML is shown as text.
        XCTAssertTrue(page.contains("&lt;script&gt;alert(5)&lt;/script&gt;"), page)
    }
}
