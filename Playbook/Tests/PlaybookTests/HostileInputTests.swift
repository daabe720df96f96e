import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Hostile chapters at the engine: every input ends in a result or an error at its line.
final class HostileInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    func testDeepNestingIsALocatedErrorNotAStackOverflow() {
        let depth = 10_000
        let cases: [(String, String)] = [
            ("block quotes", String(repeating: "> ", count: depth) + "deep\n"),
            ("list items", String(repeating: "- ", count: depth) + "item\n"),
            ("ordered list items", String(repeating: "1. ", count: depth) + "item\n"),
            ("emphasis", String(repeating: "*", count: depth) + "deep" + String(repeating: "*", count: depth) + "\n"),
            ("images", String(repeating: "![", count: depth) + "x" + String(repeating: "](u)", count: depth) + "\n")
        ]
        for (name, body) in cases {
            let chapter = Fixtures.extract("# Deep\n\n" + body)
            XCTAssertEqual(chapter.diagnostics.count, 1, name)
            let headline = chapter.diagnostics.first?.headline ?? ""
            XCTAssertTrue(headline.hasPrefix("doc.md:3:"), "\(name): \(headline)")
            XCTAssertTrue(chapter.examples.isEmpty, name)
            XCTAssertTrue(headline.contains("nests more than 100 levels deep"), "\(name): \(headline)")
            // The site plans the page from the bounded tree without overflowing either.
            let plan = SitePlan(sources: [(path: "doc.md", text: "# Deep\n\n" + body)])
            XCTAssertEqual(plan.pages.count, 1, name)
        }
    }

    func testLookalikePathsGetDistinctIdentifiers() {
        let paths = ["dup-a.md", "dup_a.md", "dup a.md", "a/b.md", "a_b.md", "a_2Fb.md", "é.md", "e\u{301}.md"]
        var ids = Set<String>()
        for path in paths {
            for number in [1, 12] {
                let id = Example.identifier(path: path, number: number)
                XCTAssertTrue(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, id)
                XCTAssertTrue(ids.insert(id).inserted, "\(path)#\(number) repeats \(id)")
            }
        }
        XCTAssertNotEqual(Example.identifier(path: "a_1", number: 2), Example.identifier(path: "a", number: 12))
    }

    func testAFileNamedTwiceOrThroughALinkIsReadOnce() throws {
        let chapter = try write(Array("# A\n".utf8), "docs/a.md")
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "link.md").path, withDestinationPath: chapter)
        let found = try ChapterFiles.find([
            folder.appending(path: "docs").path, chapter, folder.appending(path: "docs/../docs/a.md").path,
            folder.appending(path: "link.md").path
        ])
        XCTAssertEqual(found, [folder.appending(path: "docs").path + "/a.md"])
    }

    func testAChapterThatIsNotUTF8IsAnErrorAtItsByte() throws {
        let path = try write(Array("# T\r\n\r\nab".utf8) + [0xE9] + Array("\n```swift\nprint(1)\n```\n".utf8), "latin1.md")
        let chapter = ChapterFiles.read(path)
        XCTAssertEqual(chapter.examples, [])
        XCTAssertEqual(chapter.diagnostics.map(\.headline), ["\(path):3:3: error: not valid UTF-8 (byte 0xE9); save the file as UTF-8"])
        let truncated = try write(Array("ok\r".utf8) + [0xF0, 0x9F], "cut.md")
        XCTAssertEqual(ChapterFiles.read(truncated).diagnostics.first?.location.line, 2)
    }

    func testAByteOrderMarkIsFine() throws {
        let path = try write(ChapterText.byteOrderMark + Array("```swift\nprint(1)\n```\n\n```output\n1\n```\n".utf8), "bom.md")
        let chapter = ChapterFiles.read(path)
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples.map(\.location.line), [1])
        XCTAssertEqual(chapter.examples.first?.expected?.text, "1\n")
    }

    func testOddButBoundedInputsEndInAResultOrALocatedError() throws {
        XCTAssertEqual(Fixtures.extract("").examples, [])
        XCTAssertEqual(
            Fixtures.extract("```swift\nprint(1)").diagnostics.map(\.headline),
            ["doc.md:1:1: error: code fence is never closed; add a closing ``` line after the block's last line"])
        XCTAssertEqual(Fixtures.extract("text\n\n```output\n1\n```\n").diagnostics.first?.location.line, 3)
        let withNul = Fixtures.extract("# a\u{0}b\n\n```swift\nprint(\"\u{0}\")\n```\n\n```output\nx\n```\n")
        XCTAssertEqual(withNul.diagnostics, [])
        XCTAssertEqual(withNul.examples.map(\.location.line), [3])
        // A 10 MB line and a chapter of more than 50 MB.
        let longLine = String(repeating: "x", count: 10 << 20)
        let long = Fixtures.extract("# L\n\n" + longLine + "\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n")
        XCTAssertEqual(long.examples.map(\.location.line), [5])
        let big = Fixtures.extract(
            "```swift no-run\n" + String(repeating: "let x = 1 // padding padding padding\n", count: 1_500_000)
                + "```\n\n```swift\nprint(2)\n```\n\n```output\n2\n```\n")
        XCTAssertEqual(big.diagnostics, [])
        XCTAssertEqual(big.examples.map(\.location.line), [1, 1_500_004])
    }
}

extension HostileInputTests {
    func testPipesDanglingLinksAndFoldersNamedMdEndInALocatedErrorOrAreSkipped() throws {
        let docs = folder.appending(path: "docs")
        try FileManager.default.createDirectory(at: docs.appending(path: "folder.md"), withIntermediateDirectories: true)
        _ = try write(Array("# Inside\n".utf8), "docs/folder.md/inside.md")
        XCTAssertEqual(mkfifo(docs.appending(path: "pipe.md").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: docs.appending(path: "dangling.md").path, withDestinationPath: "/nonexistent/x.md")
        let found = try ChapterFiles.find([docs.path])
        XCTAssertEqual(found.map { String($0.dropFirst(docs.path.count + 1)) }, ["dangling.md", "folder.md/inside.md", "pipe.md"])
        let chapters = found.map { ChapterFiles.read($0) }
        XCTAssertEqual(
            chapters.map { $0.diagnostics.map(\.headline) },
            [
                ["\(docs.path)/dangling.md:1:1: error: could not read the file: No such file or directory"],
                [],
                ["\(docs.path)/pipe.md:1:1: error: not a regular file; playbook reads only regular markdown files"]
            ])
        // playbook build plans its pages first: the same errors, and the pipe is never opened.
        let plan = SitePlan(documentation: try DocumentationLoader().load([docs.path]))
        XCTAssertEqual(plan.diagnostics.map(\.location.line), [1, 1])
        XCTAssertTrue(
            plan.diagnostics.contains {
                $0.headline.hasSuffix("pipe.md:1:1: error: not a regular file; playbook reads only regular markdown files")
            },
            "\(plan.diagnostics)")
    }
}
