import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// "chapter N", "the Playgrounds page on X" and operator code spans link
/// themselves; one that leads nowhere fails the build at its line and column.
final class SiteGuideReferenceTests: XCTestCase {
    /// A small site: two guide chapters, a Playgrounds page, and an operator index.
    private func sources(chapterOne: String) -> [(path: String, text: String)] {
        [
            ("Docs/01-first.md", chapterOne),
            ("Docs/02-second.md", "# Second\n\nBack to chapter 1.\n"),
            (
                "Playgrounds/05-transforming.md",
                "# Transforming\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n\n```swift\nprint(2)\n```\n\n```output\n2\n```\n"
            ),
            ("Playgrounds/11-schedulers-and-time.md", "# Schedulers and time\n\nNothing here uses `flatMapLatest`.\n"),
            (
                "Playgrounds/13-operator-index.md",
                "# Operator index\n\n- [`flatMapLatest`](05-transforming.md#example-2)\n- [`share`](05-transforming.md#example-1)\n- [`error`](05-transforming.md#example-2)\n- *observeOn*: now [`observe(on:)`](05-transforming.md#example-1)\n"
            )
        ]
    }

    private func page(_ plan: SitePlan, _ path: String) throws -> String {
        let files = try SiteFixtures.builder(plan).render()
        return try XCTUnwrap(files.first { $0.path == path }?.contents, "no \(path)")
    }

    func testChapterPlaygroundsAndOperatorReferencesLink() throws {
        let plan = SitePlan(
            sources: sources(
                chapterOne:
                    "# First\n\nAs chapter 2 shows, and Chapter\n2 again; see the Playgrounds page on\nschedulers. Use `flatMapLatest`, `.share(replay: 1)` and `observeOn`, not `map`. An `error` event; `Observable.error(e)` fails.\n\n```swift\nlet x = 1 // chapter 42 in code is not a reference\n```\n"
            ), sections: SiteFixtures.rxSections, flavour: RxFlavour())
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let html = try page(plan, "Docs/01-first.html")
        XCTAssertTrue(html.contains("As <a class=\"ref\" href=\"02-second.html\">chapter 2</a> shows"), html)
        XCTAssertTrue(html.contains("<a class=\"ref\" href=\"02-second.html\">Chapter\n2</a> again"), html)
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/11-schedulers-and-time.html\">Playgrounds page on\nschedulers</a>"), html)
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/05-transforming.html#example-2\"><code>flatMapLatest</code></a>"), html)
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/05-transforming.html#example-1\"><code>.share(replay: 1)</code></a>"),
            html)
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/05-transforming.html#example-1\"><code>observeOn</code></a>"), html)
        XCTAssertTrue(html.contains("<code>map</code>"), "a name the index does not list stays plain")
        XCTAssertTrue(html.contains("An <code>error</code> event"), "bare, error is the event")
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/05-transforming.html#example-2\"><code>Observable.error(e)</code></a>"),
            html)
        XCTAssertFalse(html.contains("chapter 42</a>"), "code blocks are never touched")
    }

    func testNoReferenceLinksToItsOwnPageOrInsideHeadingsAndLinks() throws {
        let plan = SitePlan(
            sources: sources(
                chapterOne: "# First, not chapter 2\n\nThis is chapter 1. See [chapter 2 and `flatMapLatest`](02-second.md).\n"))
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let first = try page(plan, "Docs/01-first.html")
        XCTAssertFalse(first.contains("class=\"ref\""), first)
        // The operator index page itself, and a Playgrounds page naming an operator shown on it, link no operator to themselves.
        XCTAssertFalse(try page(plan, "Playgrounds/13-operator-index.html").contains("class=\"ref\""))
        XCTAssertTrue(try page(plan, "Playgrounds/11-schedulers-and-time.html").contains("class=\"ref\""), "another page's example links")
    }

    func testReferenceToNothingFailsAtItsLineAndColumn() {
        let plan = SitePlan(
            sources: sources(
                chapterOne:
                    "# First\n\nRead chapter 2, then\nwhat chapter 42 says, and the Playgrounds page on\nmonads. `flatMapLatst` is a typo, not a reference.\n"
            ), sections: SiteFixtures.rxSections, flavour: RxFlavour())
        XCTAssertEqual(
            plan.diagnostics.map(\.headline),
            [
                "Docs/01-first.md:4:6: error: 'chapter 42' names no chapter (the guide's chapters are 1–2); fix the number or reword it",
                "Docs/01-first.md:4:31: error: 'Playgrounds page on monads': no Playgrounds page has 'monads' in its title; name one of 'Transforming', 'Schedulers and time'"
            ])
    }

    /// The guide as it is: every reference resolves, and the old spellings lead to the new ones.
    func testTheGuideReferencesResolve() throws {
        let root = Fixtures.packageRoot
        var sources: [(path: String, text: String)] = []
        for folder in ["Docs", "Playgrounds"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path).filter {
                $0.hasSuffix(".md")
            }.sorted()
            for name in names {
                sources.append(("\(folder)/\(name)", try String(contentsOf: root.appending(path: "\(folder)/\(name)"), encoding: .utf8)))
            }
        }
        let plan = SitePlan(sources: sources, sections: SiteFixtures.rxSections, flavour: RxFlavour())
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let html = try page(plan, "Docs/02-disposing.html")
        XCTAssertTrue(
            html.contains("<a class=\"ref\" href=\"../Playgrounds/11-schedulers-and-time.html#example-11\"><code>observeOn</code></a>"))
    }
}
