import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `{{name}}` and `{{/regex/}}` placeholders inside expected output.
extension OutputMatcherTests {
    func testNamedPlaceholderMatchesAnyTextOnItsLineOnly() {
        XCTAssertTrue(OutputMatcher.line("took 12 ms", matches: "took {{duration}} ms"))
        XCTAssertTrue(OutputMatcher.line("took  ms", matches: "took {{duration}} ms"))
        XCTAssertTrue(OutputMatcher.line("id 7 at 3", matches: "id {{}} at {{…}}"))
        XCTAssertFalse(OutputMatcher.line("took 12 s", matches: "took {{duration}} ms"))
        // One line, not several: the block below has two lines for one placeholder.
        XCTAssertFalse(matcher.matches(actual: "start\na\nb\nend\n", expected: "start\n{{lines}}\nend\n", matcher: .exact))
        XCTAssertTrue(matcher.matches(actual: "start\na\nend\n", expected: "start\n{{line}}\nend\n", matcher: .exact))
    }

    func testBracesThatAreNoPlaceholderAreLiteral() {
        XCTAssertTrue(OutputMatcher.line("{{a}", matches: "{{a}"))
        XCTAssertFalse(OutputMatcher.line("{{a}", matches: "{{b}"))
        XCTAssertTrue(OutputMatcher.line("[\"k\": {{x}{y}}]", matches: "[\"k\": {{x}{y}}]"))
        XCTAssertFalse(OutputMatcher.line("[\"k\": {{x}{z}}]", matches: "[\"k\": {{x}{y}}]"))
    }

    func testRegularExpressionMatchesPartOfALine() {
        XCTAssertTrue(OutputMatcher.line("id 1a2b3c4d done", matches: "id {{/[0-9a-f]{8}/}} done"))
        XCTAssertFalse(OutputMatcher.line("id 1a2b3c4 done", matches: "id {{/[0-9a-f]{8}/}} done"))
        XCTAssertFalse(OutputMatcher.line("id 1a2b3c4dx done", matches: "id {{/[0-9a-f]{8}/}} done"))
        // Literal text around it is literal, regex characters included.
        XCTAssertTrue(OutputMatcher.line("a.b* (3) \\E x", matches: "a.b* ({{/\\d+/}}) \\E x"))
        XCTAssertFalse(OutputMatcher.line("aXb* (3) \\E x", matches: "a.b* ({{/\\d+/}}) \\E x"))
        // With other wildcards on the line, and alternatives kept inside their group.
        XCTAssertTrue(OutputMatcher.line("t=5ms ok", matches: "t={{/\\d+(ms|s)/}}..."))
        XCTAssertTrue(OutputMatcher.line("x yes", matches: "x {{/yes|no/}}"))
        XCTAssertFalse(OutputMatcher.line("x yesno", matches: "x {{/yes|no/}}"))
        XCTAssertTrue(OutputMatcher.line("v {{/1/}}", matches: "v {{/\\{\\{\\/1\\/\\}\\}/}}"))
    }

    func testRegularExpressionsWorkInAnyOrderToo() {
        XCTAssertTrue(matcher.matches(actual: "b 42\na\n", expected: "a\nb {{/\\d+/}}\n", matcher: .unordered))
        XCTAssertFalse(matcher.matches(actual: "b x\na\n", expected: "a\nb {{/\\d+/}}\n", matcher: .unordered))
    }

    func testUnreadablePlaceholdersAreReportedWithTheirOffset() {
        let problems = OutputMatcher.problems(in: "fine\nid {{/[0-9/}} x\nopen {{/abc\n")
        XCTAssertEqual(problems.map { $0.line }, [1, 2])
        XCTAssertEqual(problems.map { $0.offset }, [3, 5])
        XCTAssertTrue(problems[0].message.hasPrefix("regular expression /[0-9/ does not compile"), problems[0].message)
        XCTAssertTrue(problems[1].message.contains("never closed"), problems[1].message)
        XCTAssertEqual(OutputMatcher.problems(in: "{{name}} ... {{/a+/}}\n").count, 0)
        // A regular expression that does not compile matches nothing, not everything.
        XCTAssertFalse(OutputMatcher.line("id 5 x", matches: "id {{/[0-9/}} x"))
    }
}

extension OutputMatcherTests {
    /// Hostile input: a long line of braces or unclosed placeholders is read,
    /// as literal text, in one pass (a search to the end of the line for each
    /// `{{` would be quadratic, a hang on a multi-megabyte line).
    func testLongLinesOfBracesAreLiteral() {
        let braces = String(repeating: "{{", count: 20_000) + "}"
        XCTAssertTrue(OutputMatcher.line(braces, matches: braces))
        XCTAssertFalse(OutputMatcher.line(braces + "x", matches: braces))
        let unclosed = String(repeating: "{{/a", count: 20_000)
        XCTAssertEqual(OutputMatcher.problems(in: unclosed).count, 1)
    }
}
