import XCTest
@testable import Playbook
@testable import PlaybookRx

final class MarkdownDocumentTests: XCTestCase {
    func testCodeBlocksCarryTheirLineAndColumnAndInfo() {
        let document = MarkdownDocument(source: "# Title\n\nText.\n\n```swift setup\nlet a = 1\n```\n\n> ```output\n> 1\n> ```\n")
        var blocks: [MarkdownNode] = []
        document.root.walk { if $0.kind == .codeBlock { blocks.append($0) } }
        XCTAssertEqual(blocks.count, 2)
        XCTAssertEqual(blocks[0].fenceInfo, "swift setup")
        XCTAssertEqual(blocks[0].literal, "let a = 1\n")
        XCTAssertEqual(blocks[0].startLine, 5)
        XCTAssertEqual(blocks[0].endLine, 7)
        XCTAssertEqual(blocks[1].startLine, 9)
        XCTAssertEqual(blocks[1].startColumn, 3)
        XCTAssertEqual(blocks[1].literal, "1\n")
    }

    func testTreeKeepsHeadingsParagraphsAndInlines() {
        let document = MarkdownDocument(source: "## Two *words*\n\nSee [it](https://example.com).\n")
        XCTAssertEqual(document.root.kind, .document)
        XCTAssertEqual(document.root.children.map(\.kind), [.heading, .paragraph])
        XCTAssertEqual(document.root.children[0].headingLevel, 2)
        XCTAssertEqual(document.root.children[0].children.map(\.kind), [.text, .emphasis])
        let link = document.root.children[1].children.first { $0.kind == .link }
        XCTAssertEqual(link?.url, "https://example.com")
        XCTAssertEqual(document.lines.count, 4)
    }

    func testFencedBlocksSkipIndentedCodeAndSpotUnclosedFences() {
        let document = MarkdownDocument(source: "    indented code\n\n~~~~swift\nprint(1)\n~~~~\n\n```output\n1\n")
        let blocks = FencedBlock.all(in: document)
        XCTAssertEqual(blocks.map(\.info), ["swift", "output"])
        XCTAssertEqual(blocks.map(\.isClosed), [true, false])
        XCTAssertEqual(blocks[0].content, FencedContent(firstLine: 4, lastLine: 4, linePrefix: "", fence: "~~~~"))
    }
}
