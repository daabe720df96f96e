import XCTest
@testable import Playbook
@testable import PlaybookRx

/// DocC articles on the site: `<doc:>` links lead to the catalog's
/// articles, directive lines are left out, and a doc: link to nothing fails
/// the build at its line like any broken link.
final class SiteDocCTests: XCTestCase {
    private let root = "Lib.docc/Lib.md"
    private let article = "Lib.docc/Articles/Start.md"

    func testDocLinksLeadToTheCatalogsArticlesAndDirectivesAreLeftOut() throws {
        let plan = SitePlan(sources: [
            (
                root,
                "# ``Lib``\n\n@Metadata {\n    @DisplayName(\"Lib\")\n}\n\nBegin with <doc:Start>, then [its setup](doc:Lib/Start#setup).\n"
            ),
            (
                article,
                "# Start here\n\n@Metadata {\n  @PageKind(article)\n}\n\n## Setup\n\n@Row {\n    @Column {\n        Kept text.\n    }\n}\n\nUse ``Lib``.\n"
            )
        ])
        XCTAssertEqual(plan.diagnostics.map(\.headline), [])
        XCTAssertEqual(plan.pages.map(\.chapter.origin.kind), [.doccArticle, .doccArticle])
        let files = Dictionary(try SiteFixtures.builder(plan).render().map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        let rootPage = try XCTUnwrap(files["Lib.docc/Lib.html"])
        XCTAssertTrue(rootPage.contains("Begin with <a href=\"Articles/Start.html\">Start here</a>, then "), rootPage)
        XCTAssertTrue(rootPage.contains("<a href=\"Articles/Start.html#setup\">its setup</a>"), rootPage)
        XCTAssertFalse(rootPage.contains("@Metadata"), rootPage)
        XCTAssertFalse(rootPage.contains("@DisplayName"), rootPage)
        let articlePage = try XCTUnwrap(files["Lib.docc/Articles/Start.html"])
        XCTAssertTrue(articlePage.contains("<p>Kept text.</p>"), articlePage)
        XCTAssertFalse(articlePage.contains("@Row"), articlePage)
        XCTAssertFalse(articlePage.contains("@PageKind"), articlePage)
        XCTAssertTrue(articlePage.contains("Use <code>Lib</code>."), articlePage)
    }

    /// A doc: link that names no article is most often a symbol (DocC's
    /// <doc:ParsableCommand>), which the site has no page for: a warning, and
    /// the name shown as code. A missing heading of an article stays an error.
    func testADocLinkToNoArticleIsShownAsCodeAndAMissingHeadingIsABrokenLink() throws {
        let plan = SitePlan(sources: [(root, "# Lib\n\nSee <doc:Missing> and [this](doc:Start#nowhere).\n"), (article, "# Start\n")])
        XCTAssertEqual(
            plan.diagnostics.map(\.headline),
            ["Lib.docc/Lib.md:3:23: error: link to 'doc:Start#nowhere': Lib.docc/Articles/Start.md has no heading with anchor #nowhere"])
        XCTAssertEqual(
            plan.warnings.map(\.headline),
            [
                "Lib.docc/Lib.md:3:5: warning: link to 'doc:Missing' names no article of this catalog (a symbol, or another catalog's page); the site shows Missing as code"
            ])
        let shown = SitePlan(sources: [(root, "# Lib\n\nSee <doc:Missing>.\n"), (article, "# Start\n")])
        let page = try XCTUnwrap(try SiteFixtures.builder(shown).render().first { $0.path.hasSuffix("Lib.html") }?.contents)
        XCTAssertTrue(page.contains("See <code>Missing</code>."), page)
        // Outside a catalog, doc: is a URL scheme like any other.
        XCTAssertEqual(SitePlan(sources: [("Docs/a.md", "# A\n\n<doc:Missing>\n")]).diagnostics, [])
    }

    func testDirectiveLines() {
        func kept(_ markdown: String) -> String {
            let document = MarkdownDocument(source: markdown)
            let paragraph = document.root.children[0]
            return DocCSyntax.withoutDirectiveLines(paragraph.children).map { $0.kind == .softBreak ? "/" : $0.literal ?? "" }.joined()
        }
        XCTAssertEqual(kept("@Metadata {\n@TechnologyRoot\n@Available(iOS, introduced: \"17.0\")\n}\n"), "")
        XCTAssertEqual(kept("@Row {\n@Column { a }\nb\n}\n"), "@Column { a }/b")
        XCTAssertEqual(kept("Email me @home.\n"), "Email me @home.")
        XCTAssertEqual(kept("@ alone\n"), "@ alone")
        XCTAssertEqual(DocCSyntax.articleReference("doc://com.example.Lib/documentation/Lib/Start")?.name, "Start")
        XCTAssertNil(DocCSyntax.articleReference("https://x.org/doc:Start"))
        XCTAssertEqual(DocCSyntax.catalog(of: "Sources/Lib/Lib.docc/Articles/Start.md"), "Sources/Lib/Lib.docc")
        XCTAssertNil(DocCSyntax.catalog(of: "Docs/Lib.docc"))
    }
}
