import XCTest
@testable import Playbook

/// The templates of the pages' parts (Site/Resources/templates/): each is
/// there with the slots its renderer fills, and what fills them is escaped
/// where the Swift that held the markup escaped it.
final class SiteTemplatesTests: XCTestCase {
    /// The slots each renderer fills, by template.
    private static let slots: [String: Set<String>] = [
        "example.html": [
            "status", "id", "runnable", "badge", "buttons", "layout", "code", "output", "notes", "marble", "problem", "caption"
        ],
        "example-setup.html": ["id", "lines", "code"],
        "example-broken.html": ["code", "problem"],
        "example-output.html": ["labelClass", "label", "output"],
        "marble-figure.html": ["states", "diagram", "controls", "open", "textID", "text"],
        "marble-cursor-controls.html": [],
        "marble-what-if-controls.html": [],
        "marble-diagram.svg": ["width", "height", "minWidth", "label", "left", "first", "scale", "last", "title", "lines"],
        "marble-line.svg": ["result", "index", "attributes", "lane"],
        "marble-frames.svg": ["x1", "x2", "y", "ticks", "labels", "wordX", "wordY", "word"],
        "marble-value.svg": ["colour", "classes", "ref", "time", "attributes", "title", "shape", "x", "y", "label"],
        "marble-error.svg": ["ref", "time", "cause", "at", "label", "x1", "x2", "y1", "y2"],
        "table.html": ["header", "rows"],
        "generated-index.html": ["siteName", "toolchain", "date", "empty", "sections"],
        "index-section.html": ["id", "section", "pages"],
        "not-found-page.html": [],
        "search-page.html": [],
        "sidebar-section.html": ["section", "pages"],
        "pager.html": ["previous", "next"],
        "toc.html": ["headings"],
        "waiting.html": []
    ]

    func testEveryTemplateIsThereWithTheSlotsItsRendererFills() throws {
        XCTAssertEqual(Set(SiteTemplates.all.keys), Set(Self.slots.keys))
        for (name, template) in SiteTemplates.all {
            XCTAssertEqual(template.slots, Self.slots[name], name)
        }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appending(path: "../../Sources/Playbook/Site/Resources/templates").standardized.path)
        XCTAssertEqual(Set(files), Set(Self.slots.keys), "every file of templates/ is a template of SiteTemplates, and only those")
    }

    func testATemplateIsItsFileWithoutTheLastLineBreakAndFillsValuesAsGiven() {
        XCTAssertEqual(
            SiteTemplates.pager.fill(["previous": "<a>1</a>\n", "next": ""]),
            "<nav class=\"pager\" aria-label=\"Previous and next page\">\n<a>1</a>\n</nav>")
        XCTAssertEqual(PageTemplate("<p>{{x}}</p>\n\n").fill(["x": "<b>&"]), "<p><b>&</p>\n\n")
    }

    func testWhatFillsTheSlotsIsEscaped() throws {
        let plan = SitePlan(sources: [
            (
                path: "Docs/01-one.md",
                text:
                    "# One `<i>` & \"x\"\n\nFirst `<p>` & more.\n\n## A `<b>`\n\nText.\n\n## B & C\n\n| `<u>` | & |\n|---|---|\n| `<s>` | \"q\" |\n"
            ),
            (path: "Docs/02-two.md", text: "# Two `<script>`\n\nText.\n")
        ])
        var builder = SiteBuilder(plan: plan, verdicts: [], toolchain: "Swift <6> & co", date: "2026-01-02", siteName: "Site <&>")
        builder.flavour = PlainFlavour()
        let files = Dictionary(try builder.render().map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let one = try XCTUnwrap(files["Docs/01-one.html"])
        let two = try XCTUnwrap(files["Docs/02-two.html"])
        let index = try XCTUnwrap(files["index.html"])
        // The sidebar's titles and the pager's.
        XCTAssertTrue(one.contains("<span>Two &lt;script&gt;</span>"), one)
        XCTAssertTrue(one.contains("<span class=\"title\">Two &lt;script&gt;</span>"), one)
        XCTAssertTrue(two.contains("<span class=\"title\">One &lt;i&gt; &amp; \"x\"</span>"), two)
        // The table of contents and the table's cells.
        XCTAssertTrue(one.contains(">A &lt;b&gt;</a></li>"), one)
        XCTAssertTrue(one.contains(">B &amp; C</a></li>"), one)
        XCTAssertTrue(one.contains("<th><code>&lt;u&gt;</code></th><th>&amp;</th>"), one)
        XCTAssertTrue(one.contains("<td><code>&lt;s&gt;</code></td><td>\"q\"</td>"), one)
        // The generated index: site name, toolchain, section, titles and summaries.
        XCTAssertTrue(index.contains("<h1 id=\"top\">Site &lt;&amp;&gt;</h1>"), index)
        XCTAssertTrue(index.contains("with Swift &lt;6&gt; &amp; co on 2026-01-02"), index)
        XCTAssertTrue(
            index.contains(
                "<a href=\"Docs/01-one.html\">One &lt;i&gt; &amp; \"x\"</a><span class=\"summary\">First &lt;p&gt; &amp; more.</span>"),
            index)
        for (name, html) in files where name.hasSuffix(".html") {
            for raw in ["<i>", "<b>", "<u>", "<s>", "<p>&", "<script>", "<6>", "<&>"] {
                XCTAssertFalse(html.contains(raw), "\(name) has \(raw) unescaped")
            }
        }
    }

    func testABrokenBlockEscapesItsCodeAndProblem() {
        let renderer = ExampleRenderer(verdicts: [], toolchain: "Swift 6", date: "2026-01-02")
        let html = renderer.renderBroken(code: "<b>&\n", language: "text", problem: "a \"fence\" <here>")
        XCTAssertTrue(html.contains("<code>&lt;b&gt;&amp;</code>"), html)
        XCTAssertTrue(html.contains("<strong>Verification failed:</strong> a \"fence\" &lt;here&gt;</div>\n</figure>\n"), html)
    }
}
