import XCTest
@testable import Playbook
@testable import PlaybookRx
import PlaybookWire

final class VerdictJudgeTests: XCTestCase {
    private let example = Fixtures.extract("```swift\nprint(1)\n```\n\n```output\n1\n```\n").examples[0]

    private func judge(_ termination: ProcessResult.Termination, stdout: String = "1\n", stderr: String = "") -> ExampleVerdict {
        VerdictJudge().verdict(
            for: example, outcome: .ran(ProcessResult(termination: termination, stdout: stdout, stderr: stderr, duration: 0.01)))
    }

    func testMatchingOutputPasses() {
        XCTAssertEqual(judge(.exited(0)).status, .passed)
    }

    func testDifferentOutputFailsAtTheOutputBlockWithADiff() {
        let verdict = judge(.exited(0), stdout: "2\n")
        XCTAssertEqual(verdict.status, .failed)
        XCTAssertEqual(verdict.diagnostic?.headline, "doc.md:5:1: error: output differs from the expected block")
        XCTAssertEqual(verdict.diagnostic?.notes, ["--- expected", "+++ actual", "@@ -1,1 +1,1 @@", "-1", "+2"])
        XCTAssertEqual(verdict.replacementOutput, "2\n")
    }

    func testCrashNamesTheSignalAndShowsStderrWithoutTheStackTrace() {
        let verdict = judge(.signaled(4), stderr: "Fatal error: Index out of range\nCurrent stack trace:\n0 libswiftCore.so\n")
        XCTAssertEqual(verdict.diagnostic?.headline, "doc.md:1:1: error: example crashed with signal 4 (SIGILL: a Swift runtime trap)")
        XCTAssertEqual(Array(verdict.diagnostic?.notes.suffix(2) ?? []), ["stderr:", "  Fatal error: Index out of range"])
        XCTAssertNil(verdict.replacementOutput)
    }

    func testTrapLocationNamesTheMarkdownFile() {
        let verdict = judge(.signaled(4), stderr: "harness/doc.md:2: Fatal error: boom\n")
        XCTAssertEqual(verdict.diagnostic?.notes.last, "  doc.md:2: Fatal error: boom")
    }

    func testHangFloodLeakThrowAndExitStatusEachSaySo() {
        XCTAssertEqual(
            judge(.timedOut(seconds: 10)).diagnostic?.summary,
            "example did not finish within 10 s and was killed; if it needs longer, write timeout=SECONDS on its fence")
        XCTAssertEqual(judge(.floodedOutput(limit: 1024)).diagnostic?.summary, "example printed more than 1024 bytes and was killed")
        XCTAssertEqual(
            judge(.exited(HarnessExit.leakedStatus), stderr: HarnessExit.leakMarker + "3\n").diagnostic?.summary,
            "example leaks: Resources.total stayed 3 above its starting value after the example ended; dispose every subscription (a DisposeBag, or take/completion)"
        )
        XCTAssertEqual(judge(.exited(HarnessExit.threwStatus)).diagnostic?.summary, "example threw an error that nothing caught")
        XCTAssertEqual(judge(.exited(9)).diagnostic?.summary, "example exited with status 9")
    }

    func testCompileOutcomes() {
        let judge = VerdictJudge()
        XCTAssertEqual(judge.verdict(for: example, outcome: .compiled).status, .passed)
        XCTAssertEqual(judge.verdict(for: example, outcome: .compileFailChecked(.failedAsExpected)).status, .passed)
        XCTAssertEqual(judge.verdict(for: example, outcome: .compileFailChecked(.compiled)).status, .failed)
        XCTAssertEqual(judge.verdict(for: example, outcome: .compileFailChecked(.failedDifferently(diagnostics: "x"))).status, .failed)
        let broken = judge.verdict(for: example, outcome: .doesNotCompile(messages: ["doc.md:2:1: error: nope"]))
        XCTAssertEqual(broken.diagnostic?.notes, ["doc.md:2:1: error: nope"])
        XCTAssertEqual(judge.verdict(for: example, outcome: .skipped(reason: "r")).status, .skipped)
    }
}
