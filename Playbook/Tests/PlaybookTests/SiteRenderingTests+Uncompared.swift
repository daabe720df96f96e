import XCTest
@testable import Playbook
@testable import PlaybookRx

extension SiteRenderingTests {
    func testANoCompareExampleShowsItsOutputAsNotCompared() throws {
        let markdown = "# Dice\n\n```swift no-compare\nprint(4)\n```\n\n```output\n6\n```\n\n```swift no-compare\nprint(5)\n```\n"
        let plan = SitePlan(sources: [("Docs/dice.md", markdown)])
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let verdicts = plan.pages.flatMap(\.chapter.examples).map { example in
            VerdictJudge().verdict(
                for: example,
                outcome: .ran(
                    ProcessResult(
                        termination: .exited(0), stdout: example.number == 1 ? "4\n" : "5\n", stderr: "", duration: 0.01)))
        }
        let files = try SiteFixtures.builder(plan, verdicts: verdicts).render()
        let page = try XCTUnwrap(files.first { $0.path == "Docs/dice.html" }?.contents)
        XCTAssertEqual(page.components(separatedBy: "✓ Runs</span>").count - 1, 2, page)
        XCTAssertFalse(page.contains("✓ Verified"), page)
        // The sample block when there is one, else what it printed.
        XCTAssertTrue(page.contains("Sample output <span class=\"muted\">(not compared)</span></div><pre><samp>6</samp></pre>"), page)
        XCTAssertTrue(page.contains("Printed in this run <span class=\"muted\">(not compared)</span></div><pre><samp>5</samp></pre>"), page)
    }
}
