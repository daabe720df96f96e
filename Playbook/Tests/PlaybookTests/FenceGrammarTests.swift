import XCTest
@testable import Playbook
@testable import PlaybookRx

final class FenceGrammarTests: XCTestCase {
    func testEveryFenceKindIsRecognised() throws {
        let chapter = try Fixtures.chapter("Passing/every-fence.md")
        XCTAssertEqual(chapter.diagnostics, [])
        let kinds = chapter.examples.map(\.kind)
        XCTAssertEqual(
            kinds,
            [
                .setup, .run, .run, .run, .run, .run, .run, .noRun,
                .compileFail(diagnostic: "cannot convert value of type 'String' to specified type 'Int'"),
                .skip(reason: "needs UIKit, which Linux lacks"), .marble
            ])
        XCTAssertEqual(chapter.examples.map(\.number), Array(1...11))
        XCTAssertEqual(chapter.examples[4].timeout, 5)
        XCTAssertEqual(chapter.examples[4].expected?.matcher, .unordered)
        XCTAssertEqual(chapter.examples[1].expected?.matcher, .exact)
        XCTAssertEqual(chapter.examples[1].expected?.text, "hello Ada\nhello Grace\n")
        XCTAssertEqual(chapter.examples[1].setup.count, 1)
        XCTAssertEqual(chapter.examples[1].hiddenLines.map(\.index), [0])
        XCTAssertEqual(chapter.examples[0].setup.count, 0)
        XCTAssertEqual(chapter.examples[1].codeFirstLine, 16)
        XCTAssertEqual(chapter.examples[1].location.line, 15)
        XCTAssertNil(chapter.examples[7].expected)
    }

    /// GitHub reads a fence's language without regard to case: attaswift/BigInt's
    /// README fences every example ```Swift (none was found before).
    func testAFenceLanguageIsReadWithoutRegardToCase() throws {
        let markdown = "```Swift\nprint(1)\n```\n\n```Output\n1\n```\n\n```SWIFT no-run\nlet x = 2\n```\n"
        for rules in [ExtractionRules.strict, .lenient] {
            let chapter = ChapterExtractor(rules: rules).extract(source: markdown, path: "README.md")
            XCTAssertEqual(chapter.examples.map(\.kind), [.run, .noRun])
            XCTAssertEqual(chapter.examples.first?.expected?.text, "1\n")
        }
    }

    func testFenceInfoParsesQuotedValuesAndFlags() throws {
        let info = try FenceInfo(parsing: "swift skip=\"needs a = sign\" timeout=3 marble")
        XCTAssertEqual(info.language, "swift")
        XCTAssertEqual(
            info.attributes,
            [
                .init(name: "skip", value: "needs a = sign"), .init(name: "timeout", value: "3"), .init(name: "marble", value: nil)
            ])
        XCTAssertThrowsError(try FenceInfo(parsing: "swift skip=\"open"))
    }

    func testEachGrammarErrorNamesTheLineAndWhatToDo() throws {
        let cases: [(String, [String])] = [
            ("unknown-attribute.md", ["3:1: error: unknown attribute 'fast' on a swift fence; use setup, no-run"]),
            ("example-without-output.md", ["3:1: error: example has no ```output block; add one right after it"]),
            ("output-without-example.md", ["5:1: error: output block has no example to belong to (there is no ```swift example above it)"]),
            ("unterminated-fence.md", ["7:1: error: code fence is never closed; add a closing ``` line"]),
            (
                "skip-without-reason.md",
                [
                    "3:1: error: skip needs a reason; write skip=\"why it cannot run here\"",
                    "7:1: error: skip needs a reason"
                ]
            ),
            (
                "compile-fail-without-compiler.md",
                [
                    "3:1: error: compile-fail example has no ```compiler block",
                    "15:1: error: compiler block has no compile-fail example above it"
                ]
            ),
            (
                "bad-attribute-values.md",
                [
                    "3:1: error: timeout needs a positive number of seconds; write timeout=30",
                    "11:1: error: an example can be only one of setup, no-run, compile-fail, skip and marble",
                    "19:1: error: unknown attribute 'sorted' on an output fence",
                    "23:1: error: timeout applies only to examples that run",
                    "27:1: error: attribute 'setup' takes no value"
                ]
            )
        ]
        for (file, expected) in cases {
            let chapter = try Fixtures.chapter("Grammar/" + file)
            let headlines = chapter.diagnostics.map(\.headline)
            XCTAssertEqual(headlines.count, expected.count, "\(file): \(headlines)")
            for (headline, fragment) in zip(headlines, expected) {
                XCTAssertTrue(
                    headline.hasPrefix(Fixtures.path("Grammar/" + file) + ":" + fragment), "\(headline) should start with …\(fragment)")
            }
        }
    }

    func testOutputBlockAfterTwoExamplesBelongsToTheLastOne() {
        let chapter = Fixtures.extract("```swift no-run\nlet a = 1\n```\n\n```swift\nprint(2)\n```\n\n```output\n2\n```\n")
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples[1].expected?.content, FencedContent(firstLine: 10, lastLine: 10, linePrefix: "", fence: "```"))
    }

    func testSecondOutputBlockIsAnError() {
        let chapter = Fixtures.extract("```swift\nprint(2)\n```\n\n```output\n2\n```\n\n```output\n2\n```\n")
        XCTAssertEqual(
            chapter.diagnostics.map(\.headline),
            [
                "doc.md:9:1: error: output block has no example to belong to (its example already has one); put it right after a ```swift example"
            ])
    }

    func testExampleIdentifiersAreSwiftIdentifiersAndUnique() throws {
        let chapter = try Fixtures.chapter("Passing/every-fence.md")
        let ids = chapter.examples.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertTrue(id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, id) }
    }

    /// Indented code that shows a fence (a grammar listing) is code, not a fence.
    func testIndentedCodeStartingWithBackticksIsNotAFence() {
        let chapter = Fixtures.extract(
            "# Grammar\n\n    ```swift   an example\n    ```output  its output\n\nText.\n\n    ```\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n"
        )
        XCTAssertEqual(chapter.diagnostics.map(\.headline), [])
        XCTAssertEqual(chapter.examples.map(\.location.line), [10])
        XCTAssertEqual(FencedBlock.all(in: chapter.document).map(\.line), [10, 14])
    }
}
