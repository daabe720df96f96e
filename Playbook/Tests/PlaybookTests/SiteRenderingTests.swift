import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The rendered HTML of the fixture chapters (Fixtures/Golden), pinned by
/// golden files in Fixtures/Golden/Expected. Re-record with
/// `PLAYBOOK_RECORD_GOLDEN=1 swift test --filter SiteRenderingTests`.
final class SiteRenderingTests: XCTestCase {
    private func renderedGoldenSite(verdicts: ((SitePlan) -> [ExampleVerdict])? = nil) throws -> (SitePlan, [String: String]) {
        let plan = SitePlan(sources: try SiteFixtures.sources("Golden"))
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let timelines = try MarbleTimelineFile.load(SiteFixtures.directory.appending(path: "Golden/marble-timelines.json").path, plan: plan)
        let files = try SiteFixtures.builder(plan, verdicts: verdicts?(plan), timelines: timelines).render()
        return (plan, Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }))
    }

    func testGoldenPages() throws {
        let (_, files) = try renderedGoldenSite()
        XCTAssertEqual(
            files.keys.sorted(),
            [
                "404.html", "Docs/01-basics.html", "Docs/02-sharing.html", "Docs/03-marbles.html", "_source/Docs/01-basics.md",
                "_source/Docs/02-sharing.md", "_source/Docs/03-marbles.md", "assets/favicon.svg", "assets/marble.js",
                "assets/playbook.css",
                "assets/playbook.js", "assets/search-index.js", "assets/theme.js", "index.html", "print.html", "search.html"
            ])
        for name in [
            "Docs/01-basics.html", "Docs/02-sharing.html", "Docs/03-marbles.html", "index.html", "404.html", "print.html",
            "search.html", "assets/search-index.js"
        ] {
            try SiteFixtures.assertGolden(files[name] ?? "", "Golden/Expected/" + name)
        }
    }

    func testEverythingIsEscaped() throws {
        let (_, files) = try renderedGoldenSite()
        let page = try XCTUnwrap(files["Docs/01-basics.html"])
        // The example's code and its output show the markup as text.
        XCTAssertTrue(page.contains("<samp>&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; more</samp>"), page)
        XCTAssertTrue(page.contains("&lt;b&gt;not bold&lt;/b&gt;"))
        for (name, html) in files where name.hasSuffix(".html") {
            XCTAssertFalse(html.contains("<script>"), "\(name) has an inline script element")
            XCTAssertFalse(html.contains("<b>"), "\(name) passed raw HTML through")
            // The search index is no script of the page: playbook.js loads it when the reader searches.
            XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 3, "\(name): only the three asset scripts")
        }
        let sharing = try XCTUnwrap(files["Docs/02-sharing.html"])
        XCTAssertTrue(sharing.contains("href=\"https://example.com/?a=1&amp;b=2\""))
        XCTAssertTrue(sharing.contains("plain text block &lt;kept&gt; as text"))
        XCTAssertEqual(HTML.attribute("\"'<&>"), "&quot;&#39;&lt;&amp;&gt;")
    }

    func testVerifiedMarkAndWhatEachKindShows() throws {
        let (_, files) = try renderedGoldenSite()
        let page = try XCTUnwrap(files["Docs/01-basics.html"])
        XCTAssertEqual(page.components(separatedBy: "✓ Verified").count - 1, 2)
        XCTAssertTrue(page.contains("Swift 6.3.1 · <time datetime=\"2026-01-02\">2026-01-02</time>"))
        XCTAssertTrue(page.contains("<details class=\"setup\" id=\"example-1\">"), "setup code is folded")
        XCTAssertTrue(page.contains("✓ Compiles"))
        XCTAssertTrue(page.contains("✓ Does not compile, as intended"))
        XCTAssertTrue(page.contains("<span class=\"reason\">needs UIKit, which Linux does not have</span>"))
        XCTAssertTrue(page.contains("<code>playbook run Docs/01-basics.md --example 2</code>"))
        XCTAssertTrue(page.contains("<code>playbook run Docs/01-basics.md</code>"))
        XCTAssertTrue(page.contains("<button class=\"copy\""))
        XCTAssertTrue(page.contains("<span class=\"k\">let</span>"), "code is highlighted")
        // The output and compiler blocks are shown in their example, not again on their own.
        XCTAssertEqual(page.components(separatedBy: "cannot convert value of type").count - 1, 1)
    }

    func testFailingExamplesAreMarkedFailingNeverVerified() throws {
        let (_, files) = try renderedGoldenSite { plan in
            SiteFixtures.passingVerdicts(plan).map { verdict in
                guard verdict.example.number == 2, verdict.example.location.path.hasSuffix("01-basics.md") else { return verdict }
                let outcome = ExampleOutcome.ran(ProcessResult(termination: .exited(0), stdout: "1\n2\n", stderr: "", duration: 0.1))
                return VerdictJudge().verdict(for: verdict.example, outcome: outcome)
            }
        }
        let page = try XCTUnwrap(files["Docs/01-basics.html"])
        let figure = try XCTUnwrap(page.components(separatedBy: "<figure").first { $0.contains("id=\"example-2\"") })
        XCTAssertTrue(figure.contains("✗ Failing"))
        XCTAssertFalse(figure.contains("Verified"))
        XCTAssertTrue(figure.contains("Expected output"))
        XCTAssertTrue(figure.contains("Actually printed"))
        XCTAssertTrue(figure.contains("output differs from the expected block"))
        XCTAssertTrue(page.contains("<strong class=\"failing\">1 failing</strong>"))
    }

    func testNavigation() throws {
        let (plan, files) = try renderedGoldenSite()
        XCTAssertEqual(plan.pages.map(\.title), ["Basics of Observable", "Sharing a subscription", "Marble diagrams"])
        let first = try XCTUnwrap(files["Docs/01-basics.html"])
        XCTAssertTrue(
            first.contains(
                "<a href=\"01-basics.html\" aria-current=\"page\"><span class=\"number\">1.</span> <span>Basics of Observable</span></a>"))
        XCTAssertTrue(
            first.contains("<a href=\"02-sharing.html\"><span class=\"number\">2.</span> <span>Sharing a subscription</span></a>"))
        XCTAssertTrue(first.contains("rel=\"next\" href=\"02-sharing.html\""))
        XCTAssertFalse(first.contains("rel=\"prev\""))
        XCTAssertTrue(first.contains("<a href=\"02-sharing.html#replay-policies\">replay section</a>"))
        // Table of contents and unique, stable anchors.
        XCTAssertEqual(
            plan.pages[0].headings.map(\.slug),
            [
                "basics-of-observable", "setting-up", "printing-events", "escaping", "a-compile-error-on-purpose", "escaping-1"
            ])
        XCTAssertTrue(first.contains("<li class=\"level-3\"><a href=\"#a-compile-error-on-purpose\">A compile error, on purpose</a></li>"))
        let second = try XCTUnwrap(files["Docs/02-sharing.html"])
        XCTAssertTrue(second.contains("rel=\"prev\" href=\"01-basics.html\""))
        // The print-all page links within itself.
        let print = try XCTUnwrap(files["print.html"])
        XCTAssertTrue(print.contains("<a href=\"#Docs-02-sharing--replay-policies\">replay section</a>"))
        XCTAssertTrue(print.contains("<section class=\"print-page\" id=\"Docs-02-sharing\">"))
    }

    func testTablesRenderAsTables() throws {
        let (_, files) = try renderedGoldenSite()
        let page = try XCTUnwrap(files["Docs/02-sharing.html"])
        XCTAssertTrue(page.contains("<th class=\"align-center\">replays</th>"))
        XCTAssertTrue(page.contains("<td><code>share(replay: 1)</code></td><td class=\"align-center\">the latest <em>one</em></td>"))
        XCTAssertTrue(
            page.contains(
                "<td class=\"align-center\">nothing | none</td><td class=\"align-right\">by <a href=\"#replay-policies\"><code>connect()</code></a></td>"
            ))
        XCTAssertEqual(MarkdownTable.cells("| `a|b` | c \\| d |"), ["`a|b`", "c | d"])
        // A code span opened by a run of backticks closes only at a run as long (the manual's ```` ```swift ```` cells).
        XCTAssertEqual(MarkdownTable.cells("| a ```` ```swift ```` block | b |"), ["a ```` ```swift ```` block", "b"])
        XCTAssertEqual(MarkdownTable.cells("| ``a`|`b`` | c |"), ["``a`|`b``", "c"])
        XCTAssertEqual(MarkdownTable.cells("| a ` b | c |"), ["a ` b", "c"], "a backtick that opens nothing is text")
        XCTAssertNil(MarkdownTable(lines: ["a | b", "not a delimiter"]))
    }

    func testVerdictsMatchWhateverSpellingOfThePathWasVerified() throws {
        let source = "# A\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n"
        let plan = SitePlan(sources: [("./Docs/01-a.md", source)])
        XCTAssertEqual(plan.pages.map(\.sourcePath), ["Docs/01-a.md"])
        // What Verification judged, from the path as the user typed it.
        let verified = try XCTUnwrap(ChapterExtractor().extract(source: source, path: "./Docs/01-a.md").examples.first)
        let verdict = VerdictJudge().verdict(
            for: verified, outcome: .ran(ProcessResult(termination: .exited(0), stdout: "1\n", stderr: "", duration: 0)))
        let page = try XCTUnwrap(try SiteFixtures.builder(plan, verdicts: [verdict]).render().first { $0.path == "Docs/01-a.html" })
            .contents
        XCTAssertTrue(page.contains("✓ Verified"))
        XCTAssertTrue(page.contains("<code>playbook run Docs/01-a.md --example 1</code>"))
    }

    func testMarbleTimelinesAreDrawnBelowTheirExamples() throws {
        let (plan, files) = try renderedGoldenSite()
        let page = try XCTUnwrap(files["Docs/03-marbles.html"])
        XCTAssertTrue(page.contains("<div class=\"marble\"><div class=\"marble-scroll\"><svg class=\"marble-diagram\""))
        XCTAssertTrue(page.contains("map { $0 * 10 }: 10 at frame 21, 20 at frame 24, 30 at frame 27, completed at frame 30"))
        let file = FileManager.default.temporaryDirectory.appending(path: "timelines-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"Docs/01-basics.md#2": {"lines": []}}"#.utf8).write(to: file)
        XCTAssertThrowsError(try MarbleTimelineFile.load(file.path, plan: plan)) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "names Docs/01-basics.md#2, which is not a marble example of the site (marble examples: Docs/03-marbles.md#1)"),
                "\(error)")
        }
    }

    func testIndexPageOfTheDocsIsTheFrontPage() throws {
        let plan = SitePlan(
            sources: [
                ("Docs/01-start.md", "# Start\n\nSee [home](index.md).\n"),
                ("Docs/index.md", "# Welcome\n\nHello.\n"),
                ("Playgrounds/map.md", "# map\n\n[start](../Docs/01-start.md)\n")
            ], sections: SiteFixtures.rxSections)
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        XCTAssertEqual(plan.pages.map(\.outputPath), ["index.html", "Docs/01-start.html", "Playgrounds/map.html"])
        XCTAssertEqual(plan.pages.map(\.section), ["Guide", "Guide", "Operators"])
        let files = Dictionary(try SiteFixtures.builder(plan).render().map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        XCTAssertTrue(try XCTUnwrap(files["Docs/01-start.html"]).contains("<a href=\"../index.html\">home</a>"))
        XCTAssertTrue(try XCTUnwrap(files["Playgrounds/map.html"]).contains("<a href=\"../Docs/01-start.html\">start</a>"))
        XCTAssertTrue(try XCTUnwrap(files["index.html"]).contains("<link rel=\"stylesheet\" href=\"assets/playbook.css\">"))
    }

    func testSearchIndexHasHeadingsProseAndCodeNames() throws {
        let plan = SitePlan(sources: try SiteFixtures.sources("Golden"))
        let entries = SearchIndex(pages: plan.pages).entries
        let escaping = try XCTUnwrap(entries.first { $0.u == "Docs/01-basics.html#escaping-1" })
        XCTAssertEqual(escaping.h, "Escaping")
        XCTAssertTrue(escaping.k.contains("flatMapLatest"))
        XCTAssertTrue(escaping.x.contains("A second heading with the same text"))
        XCTAssertTrue(entries.contains { $0.u == "Docs/02-sharing.html" && $0.t == "Sharing a subscription" })
    }

    func testHighlighterUsesSwiftSyntaxClassification() {
        let html = SwiftHighlighter().highlight("let x: Int = 42 // the answer\nprint(\"<a>\", label: x)")
        XCTAssertEqual(
            html,
            "<span class=\"k\">let</span> x: <span class=\"t\">Int</span> = <span class=\"n\">42</span> <span class=\"c\">// the answer</span>\nprint(<span class=\"s\">\"&lt;a&gt;\"</span>, <span class=\"l\">label</span>: x)"
        )
    }
}
