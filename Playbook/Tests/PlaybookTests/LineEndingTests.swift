import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Chapters with CRLF, CR and mixed line ends: the same examples, at the lines an editor shows.
final class LineEndingTests: XCTestCase {
    private let lines = [
        "# T", "", "```swift", "print(1)", "```", "", "```output", "1", "```", "", "```swift", "print(2)", "```", "", "```output", "2",
        "```", ""
    ]

    func testEveryLineEndingFindsTheSameExamplesAtTheSameLines() {
        for ending in ["\n", "\r\n", "\r"] {
            let chapter = Fixtures.extract(lines.joined(separator: ending))
            XCTAssertEqual(chapter.diagnostics, [], ending.debugDescription)
            XCTAssertEqual(chapter.examples.map(\.location.line), [3, 11], ending.debugDescription)
            XCTAssertEqual(chapter.examples.map(\.code), ["print(1)\n", "print(2)\n"], ending.debugDescription)
            XCTAssertEqual(chapter.examples.compactMap(\.expected?.text), ["1\n", "2\n"], ending.debugDescription)
            XCTAssertEqual(chapter.examples.compactMap(\.expected?.location.line), [7, 15], ending.debugDescription)
        }
    }

    func testOneStrayCRLFShiftsNothing() {
        var text = lines.joined(separator: "\n")
        text = text.replacingOccurrences(of: "# T\n", with: "# T\r\n")
        let chapter = Fixtures.extract(text)
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples.map(\.location.line), [3, 11])
        let unclosed = Fixtures.extract("# T\r\n\n```swift\r\nprint(1)\n")
        XCTAssertEqual(
            unclosed.diagnostics.map(\.headline),
            ["doc.md:3:1: error: code fence is never closed; add a closing ``` line after the block's last line"])
    }

    func testUpdateKeepsEachFilesEndings() {
        for ending in ["\n", "\r\n", "\r"] {
            let text = lines.joined(separator: ending)
            let chapter = Fixtures.extract(text)
            let updated = ExpectedBlockUpdater.replacing([(chapter.examples[1].expected!.content, "two\nlines\n")], in: text)
            XCTAssertEqual(
                updated,
                text.replacingOccurrences(of: "```output\(ending)2\(ending)", with: "```output\(ending)two\(ending)lines\(ending)"),
                ending.debugDescription)
        }
    }
}

extension LineEndingTests {
    func testPlaygroundPagesAreTheSameWhateverTheLineEnds() {
        let text = "# Title\n\nProse line.\n\n" + lines.dropFirst(2).joined(separator: "\n") + "More prose.\n"
        let lf = PlaygroundExporter().page(source: text, path: "doc.md")
        XCTAssertEqual(lf.name, "Title")
        for ending in ["\r\n", "\r"] {
            let page = PlaygroundExporter().page(source: text.replacingOccurrences(of: "\n", with: ending), path: "doc.md")
            XCTAssertEqual(page, lf, ending.debugDescription)
        }
    }
}
