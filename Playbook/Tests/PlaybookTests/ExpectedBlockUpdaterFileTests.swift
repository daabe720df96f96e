import XCTest
@testable import Playbook
@testable import PlaybookRx

/// --update on files: through links, keeping modes, refusing a file edited
/// during the run, reading every block back.
final class ExpectedBlockUpdaterFileTests: XCTestCase {
    private var folder: URL!
    private let markdown = "> # T\r\n>\r\n> ```swift\r\n> print(1)\r\n> ```\r\n>\r\n> ```output\r\n> wrong\r\n> ```\r\n"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-update-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func failingVerdict(_ chapter: Chapter, printing output: String) -> ExampleVerdict {
        let outcome = ExampleOutcome.ran(ProcessResult(termination: .exited(0), stdout: output, stderr: "", duration: 0))
        return VerdictJudge().verdict(for: chapter.examples[0], outcome: outcome)
    }

    func testWritesThroughASymbolicLinkKeepingTheModeAndTheQuote() throws {
        let target = folder.appending(path: "real.md")
        try Data(markdown.utf8).write(to: target)
        XCTAssertEqual(chmod(target.path, 0o640), 0)
        let link = folder.appending(path: "link.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let chapter = ChapterFiles.read(link.path)
        let result = ExpectedBlockUpdater().update([failingVerdict(chapter, printing: "1\n\n```\n")], chapters: [chapter])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.updated, 1)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path, "the link stays a link")
        XCTAssertEqual(
            try String(contentsOf: target, encoding: .utf8),
            "> # T\r\n>\r\n> ```swift\r\n> print(1)\r\n> ```\r\n>\r\n> ````output\r\n> 1\r\n>\r\n> ```\r\n> ````\r\n")
        var status = stat()
        XCTAssertEqual(stat(target.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["link.md", "real.md"])
    }

    func testRefusesAFileEditedDuringTheRun() throws {
        let file = folder.appending(path: "doc.md")
        try Data(markdown.utf8).write(to: file)
        let chapter = ChapterFiles.read(file.path)
        let edited = "<!-- added meanwhile -->\n" + markdown
        try Data(edited.utf8).write(to: file)
        let result = ExpectedBlockUpdater().update([failingVerdict(chapter, printing: "1\n")], chapters: [chapter])
        XCTAssertEqual(result.updated, 0)
        XCTAssertEqual(
            result.problems.map(\.headline),
            [
                "\(file.path):1:1: error: the file changed while playbook ran, so its expected blocks were not updated; run playbook test --update again"
            ])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), edited)
    }

    func testAnOutputNoBlockCanHoldIsRefusedAndNothingIsWritten() throws {
        let file = folder.appending(path: "doc.md")
        try Data(markdown.utf8).write(to: file)
        let chapter = ChapterFiles.read(file.path)
        let result = ExpectedBlockUpdater().update([failingVerdict(chapter, printing: "a\rb\n")], chapters: [chapter])
        XCTAssertEqual(result.updated, 0)
        XCTAssertEqual(result.problems.map(\.location), [SourceLocation(path: file.path, line: 7, column: 3)])
        XCTAssertTrue(result.problems.first?.summary.hasPrefix("output not written: line 1 holds the control character \\u{D}") ?? false)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), markdown)
    }
}
