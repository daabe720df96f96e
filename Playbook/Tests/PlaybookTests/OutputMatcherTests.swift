import XCTest
@testable import Playbook
@testable import PlaybookRx

final class OutputMatcherTests: XCTestCase {
    let matcher = OutputMatcher()

    func testExactMatchIgnoresTrailingSpacesAndEmptyLines() {
        XCTAssertTrue(matcher.matches(actual: "a  \nb\n\n", expected: "a\nb\n", matcher: .exact))
        XCTAssertFalse(matcher.matches(actual: "a\nb\n", expected: "b\na\n", matcher: .exact))
        XCTAssertFalse(matcher.matches(actual: "a\n", expected: "a\nb\n", matcher: .exact))
        XCTAssertFalse(matcher.matches(actual: " a\n", expected: "a\n", matcher: .exact))
    }

    func testUnorderedMatchNeedsTheSameLinesInAnyOrder() {
        XCTAssertTrue(matcher.matches(actual: "c\na\nb\n", expected: "a\nb\nc\n", matcher: .unordered))
        XCTAssertFalse(matcher.matches(actual: "a\na\nb\n", expected: "a\nb\nb\n", matcher: .unordered))
        XCTAssertFalse(matcher.matches(actual: "a\nb\nc\n", expected: "a\nb\n", matcher: .unordered))
        XCTAssertTrue(matcher.matches(actual: "a\nb\nc\n", expected: "c\n...\n", matcher: .unordered))
        XCTAssertTrue(matcher.matches(actual: "x 1\nlit\n", expected: "x ...\nlit\n", matcher: .unordered))
    }

    func testInLineWildcardMatchesAnyRunOfCharacters() {
        XCTAssertTrue(OutputMatcher.line("2026-11-22T10:00:00Z: probe -> subscribed", matches: "2026-...: probe -> subscribed"))
        XCTAssertTrue(OutputMatcher.line("ab", matches: "a...b"))
        XCTAssertTrue(OutputMatcher.line("a-x-b-y-c", matches: "a...b...c"))
        XCTAssertFalse(OutputMatcher.line("aXc", matches: "a...b"))
        XCTAssertFalse(OutputMatcher.line("abc", matches: "abc...abc"))
        XCTAssertFalse(OutputMatcher.line("2025-01-01: probe", matches: "2026-...: probe"))
    }

    func testWholeLineWildcardMatchesAnyNumberOfLines() {
        XCTAssertTrue(matcher.matches(actual: "start\nend\n", expected: "start\n...\nend\n", matcher: .exact))
        XCTAssertTrue(matcher.matches(actual: "start\n1\n2\n3\nend\n", expected: "start\n...\nend\n", matcher: .exact))
        XCTAssertTrue(matcher.matches(actual: "a\nb\n", expected: "...\n", matcher: .exact))
        XCTAssertFalse(matcher.matches(actual: "start\n1\nfinish\n", expected: "start\n...\nend\n", matcher: .exact))
        XCTAssertTrue(matcher.matches(actual: "x\n1\ny\n2\nz\n", expected: "x\n...\ny\n...\nz\n", matcher: .exact))
    }

    /// Lines end at LF, CRLF or CR, and lose the spaces and tabs that trail
    /// them (as characters: a space that a combining mark follows is not a
    /// space), and the empty lines at the end: the same lines as the way
    /// they were first made (both sides reversed), for text made of the
    /// pieces that matter, its line ends read as `--update` reads them.
    func testLinesLoseWhatTrailsThemCharacterByCharacter() {
        func reference(_ text: String) -> [String] {
            var lines = SourceLines.normalizingLineEndings(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
            }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
        XCTAssertEqual(OutputMatcher.lines("a  \t\n b \r\n\n\n"), ["a", " b"])
        XCTAssertEqual(OutputMatcher.lines("10%\r20%\r\ndone\r"), ["10%", "20%", "done"])
        XCTAssertEqual(OutputMatcher.lines("x \u{301}\ny\r"), ["x \u{301}", "y"])
        let pieces = ["a", "é", " ", "\t", "\r", "\n", "\r\n", "\u{301}", "🇫🇷", "..."]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(OutputMatcher.lines(text), reference(text), text.debugDescription)
        }
    }

    /// Output printed with CRLF line ends matches the expected block's lines
    /// (before, the whole output was one line and never matched, even the
    /// block `--update` wrote from it).
    func testOutputPrintedWithCRLFMatchesItsLines() {
        XCTAssertTrue(matcher.matches(actual: "x\r\ny\r\n", expected: "x\ny\n", matcher: .exact))
        XCTAssertTrue(matcher.matches(actual: "x\r\ny\r\n", expected: "y\nx\n", matcher: .unordered))
        XCTAssertFalse(matcher.matches(actual: "x\r\ny\r\n", expected: "x y\n", matcher: .exact))
    }

    /// An example's own types print with the harness's module name; the
    /// output is compared without it (see ``PrintedTypeNames``).
    func testTheHarnessModuleNameIsNotPartOfTheOutput() {
        XCTAssertEqual(
            PrintedTypeNames.removed(
                from: "completion: failure(harness.(unknown context at $55d567ce36d8).IllegalValueError())\n[harness.Point(x: 1)]\n"),
            "completion: failure(IllegalValueError())\n[Point(x: 1)]\n")
        XCTAssertEqual(
            PrintedTypeNames.removed(from: "myharness.Point\nharness.swift\nsee harness. Then\nharness.(unknown context at $zz).A"),
            "myharness.Point\nharness.swift\nsee harness. Then\nharness.(unknown context at $zz).A")
        let example = Fixtures.extract("```swift\nprint([Point(x: 1)])\n```\n\n```output\n[Point(x: 1)]\n```\n").examples[0]
        let printed = "[harness.(unknown context at $5f).Point(x: 1)]\n"
        let result = ProcessResult(termination: .exited(0), stdout: printed, stderr: "", duration: 0)
        XCTAssertEqual(VerdictJudge().verdict(for: example, outcome: .ran(result)).status, .passed)
        let other = ProcessResult(termination: .exited(0), stdout: "[harness.Point(x: 2)]\n", stderr: "", duration: 0)
        XCTAssertEqual(VerdictJudge().verdict(for: example, outcome: .ran(other)).replacementOutput, "[Point(x: 2)]\n")
    }
}
