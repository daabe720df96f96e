import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The GitHub Actions annotations of a fixed set of verdicts, pinned by a
/// golden file (Tests/PlaybookTests/Fixtures/Reports/github-annotations.txt);
/// re-record with `PLAYBOOK_RECORD_GOLDEN=1 swift test --filter GitHubAnnotationTests`.
final class GitHubAnnotationTests: XCTestCase {
    /// A passed, a differing, a crashed, a leak-free timeout, a skipped example
    /// and a grammar error, in a chapter whose path holds `,` and `:`, with
    /// output holding `%`, a carriage return and colons.
    private func fixedReport() -> VerificationReport {
        let path = "Docs/a,b:c.md"
        let markdown = """
            ```swift
            print("ok")
            ```

            ```output
            ok
            ```

            ```swift
            print("50% done, a: 1")
            ```

            ```output
            50% done, a: 2
            ```

            ```swift
            fatalError("boom")
            ```

            ```output
            ```

            ```swift timeout=1
            while true {}
            ```

            ```output
            ```

            ```swift skip="needs UIKit"
            import UIKit
            ```

            """
        let chapter = ChapterExtractor().extract(source: markdown, path: path)
        let ran = { (termination: ProcessResult.Termination, stdout: String, stderr: String) in
            ExampleOutcome.ran(ProcessResult(termination: termination, stdout: stdout, stderr: stderr, duration: 0.02))
        }
        let judge = VerdictJudge()
        let verdicts = [
            judge.verdict(for: chapter.examples[0], outcome: ran(.exited(0), "ok\n", "")),
            judge.verdict(for: chapter.examples[1], outcome: ran(.exited(0), "50% done, a: 1\r\n", "")),
            judge.verdict(for: chapter.examples[2], outcome: ran(.signaled(4), "", "Fatal error: boom\n")),
            judge.verdict(for: chapter.examples[3], outcome: ran(.timedOut(seconds: 1), "", "")),
            judge.verdict(for: chapter.examples[4], outcome: .skipped(reason: "needs UIKit"))
        ]
        let grammar = Diagnostic(
            at: SourceLocation(path: path, line: 40, column: 3), "unknown attribute 'x' on a swift fence; use setup, no-run")
        return VerificationReport(chapters: [chapter], verdicts: verdicts, grammarErrors: [grammar], duration: 1)
    }

    func testAnnotationsOfAFixedRunMatchTheGoldenFile() throws {
        let rendered = GitHubAnnotations().render(fixedReport())
        XCTAssertEqual(rendered.split(separator: "\n").count, 4, "one line per failure:\n\(rendered)")
        try SiteFixtures.assertGolden(rendered, "Reports/github-annotations.txt")
    }

    func testEscapingFollowsTheRunnersRules() {
        // A carriage return is shown, not sent: the runner would decode %0D into one (VisibleText).
        XCTAssertEqual(GitHubAnnotations.escapeData("a%b\r\nc:d,e"), "a%25b\\u{D}%0Ac:d,e")
        XCTAssertEqual(GitHubAnnotations.escapeProperty("a%b\r\nc:d,e"), "a%25b\\u{D}%0Ac%3Ad%2Ce")
        XCTAssertEqual(GitHubAnnotations.escapeData("\u{1B}[2J\u{9B}"), "\\u{1B}[2J\\u{9B}")
        let line = GitHubAnnotations().annotation(
            Diagnostic(at: SourceLocation(path: "x.md", line: 3, column: 2), "bad: thing", notes: ["-1", "+2"]))
        XCTAssertEqual(line, "::error file=x.md,line=3,col=2,title=bad%3A thing::bad: thing%0A-1%0A+2")
    }

    func testOnlyGitHubActionsTurnsThemOn() {
        XCTAssertTrue(GitHubAnnotations.isGitHubActions(["GITHUB_ACTIONS": "true"]))
        XCTAssertFalse(GitHubAnnotations.isGitHubActions(["GITHUB_ACTIONS": "false"]))
        XCTAssertFalse(GitHubAnnotations.isGitHubActions([:]))
    }
}
