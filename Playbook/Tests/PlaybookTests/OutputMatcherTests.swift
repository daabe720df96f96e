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
}
