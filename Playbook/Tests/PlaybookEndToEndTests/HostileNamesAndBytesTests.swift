import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Issue 34 at the engine: names and output reach no generated source and
/// no report unescaped, and fences are closed the way they were opened.
final class HostileNamesAndBytesTests: XCTestCase {
    /// Names that break a line, a comment, a string literal or a terminal.
    static let hostileNames = [
        "two\nlines.md", "cr\rturn.md", "line\u{2028}sep.md", "esc\u{1B}[2J.md", "quote\"back\\slash.md", "end*/comment.md",
        "open/*comment.md", "x:3:1: error: y.md", "nul\u{0}.md", "next\u{85}line.md", "del\u{7F}.md", "bidi\u{202E}txt.md"
    ]

    /// Scalars a terminal acts on (every control but newline) or that
    /// reorder text (bidi controls).
    static func unsafeScalars(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            (scalar.properties.generalCategory == .control && scalar != "\n")
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}"
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// `swiftc -parse` on the text: nil if it parses, else the compiler's output.
    private func parseErrors(_ source: String) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appending(path: "playbook-parse-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(source.utf8).write(to: file)
        let result = try ChildProcess(program: "swiftc", arguments: ["-parse", file.path], deadline: 120).run()
        return result.succeeded ? nil : result.stdout + result.stderr
    }

    func testFencesLeftOpenAreClosedTheWayTheyWereOpened() {
        for (fence, closing) in [("```", "```"), ("````", "````"), ("~~~", "~~~"), ("~~~~~", "~~~~~")] {
            let chapter = Fixtures.extract("# F\n\n\(fence)swift\nprint(1)\n")
            XCTAssertEqual(
                chapter.diagnostics.map(\.headline),
                ["doc.md:3:1: error: code fence is never closed; add a closing \(closing) line after the block's last line"])
        }
    }

    func testGeneratedSourceTakesNoTextUnescaped() throws {
        for name in Self.hostileNames {
            XCTAssertNil(try parseErrors("let text = " + ExampleSource.stringLiteral(name) + "\n"), name.debugDescription)
            let chapter = DocumentationLoader().chapter(source: "# T\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n", path: name)
            let example = try XCTUnwrap(chapter.examples.first, name.debugDescription)
            let source = ExampleSource(example: example).text
            if let errors = try parseErrors(source) { XCTFail("\(name.debugDescription):\n\(source)\n\(errors)") }
            XCTAssertEqual(Self.unsafeScalars(source), [], name.debugDescription)
        }
    }

    func testPlaygroundPagesTakeNoTextUnescaped() throws {
        let markdown =
            "# Title\u{2028}with */ and /*\n\nProse */ with\u{1B}[2J a /* comment.\n\n```text\nend */ here /* open\n```\n\n"
            + "```swift skip=\"needs */ this\"\nlet x = 1\n```\n\n```swift\nprint(\"*/\")\n```\n\n```output\n*/ /*\n```\n"
        for name in Self.hostileNames {
            let page = PlaygroundExporter().page(source: markdown, path: name)
            if let errors = try parseErrors(page.contents.replacingOccurrences(of: "import Rx\nimport RxTesting\n", with: "")) {
                XCTFail("\(name.debugDescription):\n\(page.contents)\n\(errors)")
            }
            XCTAssertEqual(Self.unsafeScalars(page.contents), [], name.debugDescription)
        }
    }

    func testEveryReportFormatShowsControlBytesVisibly() throws {
        for name in Self.hostileNames {
            let location = SourceLocation(path: name, line: 3)
            let hostile = "\u{1B}]0;title\u{07}\u{1B}[2J\rerased\u{9B}31m\u{0}\u{202E}"
            let example = Example(
                id: "ex", number: 1, kind: .run, code: "print(1)", location: location, codeFirstLine: 4,
                expected: ExpectedOutput(
                    text: "x\n", matcher: .exact, location: location, content: FencedContent(firstLine: 8, lastLine: 8)))
            let verdict = ExampleVerdict(
                example: example, status: .failed, diagnostic: Diagnostic(at: location, "output " + hostile, notes: ["-x", "+" + hostile]),
                outcome: .ran(ProcessResult(termination: .exited(0), stdout: hostile, stderr: hostile, duration: 0)), fromCache: false)
            let chapter = Chapter(path: name, examples: [example], diagnostics: [])
            let report = VerificationReport(
                chapters: [chapter], verdicts: [verdict], grammarErrors: [Diagnostic(at: location, hostile)], duration: 0)
            let rendered = [
                TextReport().render(report), try JSONReport().render(report), JUnitReport().render(report),
                GitHubAnnotations().render(report)
            ]
            for (format, text) in zip(["text", "json", "junit", "github"], rendered) {
                XCTAssertEqual(Self.unsafeScalars(text), [], "\(format), \(name.debugDescription):\n\(text)")
            }
            XCTAssertTrue(rendered[0].contains("\\u{1B}]0;title\\u{7}"), rendered[0])
        }
    }

    func testALocationReadsOneWayOnly() {
        XCTAssertEqual(SourceLocation(path: "Docs/a b.md", line: 3, column: 2).description, "Docs/a b.md:3:2")
        XCTAssertEqual(SourceLocation(path: "x:3:1: error: y.md", line: 5).description, "\"x:3:1: error: y.md\":5:1")
        XCTAssertEqual(SourceLocation(path: "a\nb\"c.md", line: 1).description, "\"a\\u{A}b\\\"c.md\":1:1")
    }

    func testInvalidUTF8OutputNeverMatchesTheReplacementCharacter() {
        let location = SourceLocation(path: "doc.md", line: 3)
        let expected = ExpectedOutput(
            text: "\u{FFFD}\n", matcher: .exact, location: location, content: FencedContent(firstLine: 8, lastLine: 8))
        let example = Example(id: "ex", number: 1, kind: .run, code: "", location: location, codeFirstLine: 4, expected: expected)
        let printed = ProcessResult(termination: .exited(0), stdout: [0xE9, 0x0A], stderr: [], duration: 0)
        XCTAssertEqual(printed.stdout, "\u{FFFD}\n")
        let verdict = VerdictJudge().verdict(for: example, outcome: .ran(printed))
        XCTAssertEqual(verdict.status, .failed)
        XCTAssertEqual(verdict.diagnostic?.summary.hasPrefix("output is not valid UTF-8 (byte 0xE9 on line 1)"), true, "\(verdict)")
        XCTAssertNil(verdict.replacementOutput, "--update cannot write it")
        let valid = ProcessResult(termination: .exited(0), stdout: Array("\u{FFFD}\n".utf8), stderr: [], duration: 0)
        XCTAssertEqual(VerdictJudge().verdict(for: example, outcome: .ran(valid)).status, .passed)
    }

    func testUpdateRefusesOutputThatWouldMatchMoreThanWasPrinted() {
        for output in [
            "a ... b\n", "...\n", "took {{t}} ms\n", "{{}}\n", "id {{/[0-9]+/}}\n", "nul\u{0}\n", "esc\u{1B}[2J\n", "cr\rin line\n",
            "del\u{7F}\n", "c1\u{85}\n", "ls\u{2028}\n", "tab\u{0B}\n"
        ] {
            XCTAssertNotNil(ExpectedBlockUpdater.refusal(for: output), output.debugDescription)
        }
        for output in ["a . . b\n", "{{a}\n", "{x}}\n", "{ {a} }\n", "tab\tstop\n", "plain\n\nlines\n", "café ☕️\n", "crlf\r\n"] {
            XCTAssertNil(ExpectedBlockUpdater.refusal(for: output), output.debugDescription)
        }
    }

    func testJUnitKeepsChaptersWhoseNamesDifferOnlyInNormalisationApart() {
        let names = ["caf\u{E9}.md", "cafe\u{301}.md"]
        var verdicts: [ExampleVerdict] = []
        var chapters: [Chapter] = []
        for name in names {
            let location = SourceLocation(path: name, line: 1)
            let example = Example(
                id: Example.identifier(path: name, number: 1), number: 1, kind: .noRun, code: "", location: location, codeFirstLine: 2)
            verdicts.append(ExampleVerdict(example: example, status: .passed, diagnostic: nil, outcome: .compiled, fromCache: false))
            chapters.append(Chapter(path: name, examples: [example], diagnostics: []))
        }
        let xml = JUnitReport().render(VerificationReport(chapters: chapters, verdicts: verdicts, grammarErrors: [], duration: 0))
        XCTAssertEqual(xml.components(separatedBy: "tests=\"1\"").count - 1, 2, xml)
    }
}

extension HostileNamesAndBytesTests {
    func testOutputIsComparedScalarByScalarNotByCanonicalEquivalence() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        for matcher in [ExpectedOutput.Matcher.exact, .unordered] {
            XCTAssertFalse(OutputMatcher().matches(actual: decomposed + "\n", expected: composed + "\n", matcher: matcher))
            XCTAssertTrue(OutputMatcher().matches(actual: composed + "\n", expected: composed + "\n", matcher: matcher))
        }
        for pattern in ["caf\u{E9}...", "...\u{E9}", "c...\u{E9}", "{{x}}f\u{E9}", "{{/caf/}}\u{E9}", "{{/caf\u{E9}/}}"] {
            XCTAssertFalse(OutputMatcher.line(decomposed, matches: pattern), pattern)
            XCTAssertTrue(OutputMatcher.line(composed, matches: pattern), pattern)
        }
    }
}
