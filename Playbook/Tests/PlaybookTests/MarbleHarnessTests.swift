import XCTest
@testable import Playbook
@testable import PlaybookRx

final class MarbleHarnessTests: XCTestCase {
    func testInputsAndResultsAreNamedWithoutMovingLines() {
        let code = """
            let numbers = hot("--1--2--|")
            let letters = cold("-a|", as: String.self).asObservable()
            let named = hot("-1|", name: "mine")
            result(numbers.map {
                $0 * 2
            })
            result(Observable.merge(numbers.asObservable(), letters), until: 5)
            """
        let named = MarbleHarness.namingInputs(code)
        XCTAssertEqual(
            named,
            """
            let numbers = hot("--1--2--|", name: "numbers")
            let letters = cold("-a|", as: String.self, name: "letters").asObservable()
            let named = hot("-1|", name: "mine")
            result(numbers.map {
                $0 * 2
            }, name: "map { $0 * 2 }")
            result(Observable.merge(numbers.asObservable(), letters), until: 5, name: "Observable.merge(numbers.asObservable(), letters)")
            """)
    }

    func testInputsMadeWithoutAVariableAreNamedByTheirCode() {
        let code = """
            let queries = hot("-a-b|", as: String.self)
            result(queries.flatMapLatest { name in cold("-1-2|",   as: Int.self).map { "\\(name)\\($0)" } })
            """
        let named = MarbleHarness.namingInputs(code)
        XCTAssertTrue(named.contains(#"cold("-1-2|",   as: Int.self, name: "cold(\"-1-2|\", as: Int.self)")"#), named)
        XCTAssertFalse(named.contains("input"))
        XCTAssertTrue(
            named.contains(#"name: "flatMapLatest { name in cold(\"-1-2|\", as: Int.self).map"#),
            "the result is named by its code as written: \(named)")
    }

    func testMarbleExamplesImportRxAndFinishTheScenario() {
        var example = Example(
            id: "ex_m_1", number: 1, kind: .marble, code: "let x = hot(\"-1|\")\nresult(x)\n",
            location: SourceLocation(path: "m.md", line: 3), codeFirstLine: 4)
        var text = ExampleSource(example: example).text
        XCTAssertTrue(text.contains("import RxSwift\nimport RxTest\nimport PlaybookMarbles\n"), text)
        XCTAssertTrue(text.contains("    marbleExampleFinish()\n}"))
        XCTAssertTrue(text.contains("hot(\"-1|\", name: \"x\")"))
        example.kind = .run
        text = ExampleSource(example: example).text
        XCTAssertFalse(text.contains("marbleExampleFinish"))
        XCTAssertFalse(text.contains("name: \"x\""))
    }

    func testTimelinesAreReadFromStderrAndLeftOutOfFailureNotes() throws {
        let example = Example(
            id: "ex_m_1", number: 1, kind: .marble, code: "", location: SourceLocation(path: "m.md", line: 3),
            codeFirstLine: 4,
            expected: ExpectedOutput(
                text: "-2|\n", matcher: .exact, location: SourceLocation(path: "m.md", line: 8),
                content: FencedContent(firstLine: 9, lastLine: 9)))
        let json = #"{"end":20,"lines":[{"events":[{"label":"1","time":10}],"isResult":true,"name":"result"}]}"#
        let result = ProcessResult(
            termination: .exited(0), stdout: "-1|\n",
            stderr: "warning\n" + MarbleTimeline.marker + json + "\n", duration: 0)
        let verdict = VerdictJudge().verdict(for: example, outcome: .ran(result))
        XCTAssertEqual(verdict.status, .failed)
        XCTAssertFalse(verdict.diagnostic!.notes.contains { $0.contains("playbook-marble-timeline") })
        XCTAssertEqual(MarbleTimelines.json(in: [verdict]), ["ex_m_1": json])

        struct Timeline: Decodable { struct Line: Decodable { var name: String; var isResult: Bool }; var lines: [Line]; var end: Int? }
        let decoded = MarbleTimelines.decode([verdict], as: Timeline.self)
        XCTAssertEqual(decoded["ex_m_1"]?.lines.first?.name, "result")

        let directory = FileManager.default.temporaryDirectory.appending(path: "timelines-\(UUID().uuidString)")
        try MarbleTimelines.write([verdict], to: directory)
        let written = try String(contentsOf: directory.appending(path: MarbleTimelines.fileName), encoding: .utf8)
        XCTAssertEqual(written, "{\n  \"ex_m_1\": \(json)\n}\n")
        try? FileManager.default.removeItem(at: directory)
    }
}
