import XCTest
@testable import Playbook
@testable import PlaybookRx

extension SiteRenderingTests {
    /// An example skipped where its `skip-if` condition holds is "not run
    /// here" in its chapter's summary, as a `skip="reason"` one is, and never
    /// counted as failing (the manual's fence grammar chapter has one).
    func testAnExampleSkippedByItsConditionIsNotRunHereNotFailing() throws {
        let markdown = """
            # Platforms

            ```swift
            print(1)
            ```

            ```output
            1
            ```

            ```swift skip-if=os(Linux)
            print(2)
            ```

            ```output
            2
            ```

            """
        let plan = SitePlan(sources: [("Docs/platforms.md", markdown)])
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
        let verdicts = plan.pages.flatMap(\.chapter.examples).map { example in
            VerdictJudge().verdict(
                for: example,
                outcome: example.number == 1
                    ? .ran(ProcessResult(termination: .exited(0), stdout: "1\n", stderr: "", duration: 0.01))
                    : .skipped(reason: "skip-if=os(Linux) holds here (Linux)"))
        }
        XCTAssertEqual(verdicts.map(\.status), [.passed, .skipped])
        let files = try SiteFixtures.builder(plan, verdicts: verdicts).render()
        let page = try XCTUnwrap(files.first { $0.path == "Docs/platforms.html" }?.contents)
        XCTAssertTrue(page.contains("<p class=\"chapter-meta\">1 example verified, 1 not run here · "), page)
        XCTAssertFalse(page.contains("failing"), page)
    }
}
