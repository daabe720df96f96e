import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import Playbook
@testable import PlaybookRx

final class ReportTests: XCTestCase {
    private func sampleReport() -> VerificationReport {
        let chapter = Fixtures.extract(
            "```swift\nprint(1)\n```\n\n```output\n1\n```\n\n```swift\nprint(2)\n```\n\n```output\n3\n```\n\n```swift skip=\"apple only\"\nx\n```\n"
        )
        let judge = VerdictJudge()
        let ran = { (text: String) in ExampleOutcome.ran(ProcessResult(termination: .exited(0), stdout: text, stderr: "", duration: 0.02)) }
        let verdicts = [
            judge.verdict(for: chapter.examples[0], outcome: ran("1\n")),
            judge.verdict(for: chapter.examples[1], outcome: ran("2\n")),
            judge.verdict(for: chapter.examples[2], outcome: .skipped(reason: "apple only"))
        ]
        let grammar = Diagnostic(at: SourceLocation(path: "doc.md", line: 30), "unknown attribute 'x'")
        return VerificationReport(chapters: [chapter], verdicts: verdicts, grammarErrors: [grammar], duration: 1.5)
    }

    func testTextReportListsFailuresInCompilerFormatAndEndsWithTheCounts() {
        let text = TextReport().render(sampleReport())
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "doc.md:30:1: error: unknown attribute 'x'")
        XCTAssertTrue(lines.contains("doc.md:13:1: error: output differs from the expected block"))
        XCTAssertTrue(lines.contains("    -3"))
        XCTAssertEqual(lines.last, "1 passed, 2 failed, 1 skipped")
    }

    func testJSONReportCarriesCountsAndFailures() throws {
        let json = try JSONReport().render(sampleReport())
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual(object?["passed"] as? Int, 1)
        XCTAssertEqual(object?["failed"] as? Int, 2)
        XCTAssertEqual(object?["skipped"] as? Int, 1)
        let examples = object?["examples"] as? [[String: Any]]
        XCTAssertEqual(examples?.map { $0["status"] as? String }, ["passed", "failed", "skipped"])
        XCTAssertEqual((examples?[1]["failure"] as? [String: Any])?["location"] as? String, "doc.md:13:1")
    }

    func testJUnitReportIsWellFormedXMLWithOneCasePerExample() throws {
        let xml = JUnitReport().render(sampleReport())
        let document = try XMLDocument(data: Data(xml.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "//testcase").count, 4)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase/failure").count, 2)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase/skipped").count, 1)
        XCTAssertEqual(document.rootElement()?.attribute(forName: "failures")?.stringValue, "2")
    }
}

extension ReportTests {
    func testJUnitReportParsesWhateverAnExamplePrinted() throws {
        let chapter = Fixtures.extract("```swift\nprint(1)\n```\n\n```output\n1\n```\n")
        let printed = "\u{1B}[31mred\u{1B}[0m \u{0}\u{7} <&> \"q\"\n"
        let verdict = VerdictJudge().verdict(
            for: chapter.examples[0], outcome: .ran(ProcessResult(termination: .exited(0), stdout: printed, stderr: "", duration: 0.00001)))
        let xml = JUnitReport().render(VerificationReport(chapters: [chapter], verdicts: [verdict], grammarErrors: [], duration: 0.00001))
        let document = try XMLDocument(data: Data(xml.utf8))
        let failure = try XCTUnwrap(try document.nodes(forXPath: "//testcase/failure").first?.stringValue)
        XCTAssertTrue(failure.contains("\\u{1B}[31mred\\u{1B}[0m \\u{0}\\u{7} <&> \"q\""), failure)
        XCTAssertEqual(document.rootElement()?.attribute(forName: "time")?.stringValue, "0.000")
    }
}
