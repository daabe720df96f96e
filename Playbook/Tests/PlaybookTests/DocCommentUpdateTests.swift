import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `--update` on a Swift file: a doc comment's `//` output lines are
/// rewritten and read back; an output that would end a `/** */` comment is
/// not written.
final class DocCommentUpdateTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-doc-update-\(UUID().uuidString)/Sources/M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
    }

    private func verdict(_ example: Example, printing output: String) -> ExampleVerdict {
        VerdictJudge().verdict(
            for: example, outcome: .ran(ProcessResult(termination: .exited(0), stdout: output, stderr: "", duration: 0)))
    }

    func testTheCommentLinesAreRewrittenAndAnOutputThatWouldEndABlockCommentIsNot() throws {
        let file = folder.appending(path: "F.swift")
        let source = """
            /// ```swift
            /// print("x")
            /// // y
            /// ```
            func a() {}

            /**
             ```swift
             print("a *" + "/ b")
             ```
             */
            func b() {}

            """
        try Data(source.utf8).write(to: file)
        let chapter = ChapterFiles.read(file.path)
        XCTAssertEqual(chapter.examples.count, 2)
        let result = ExpectedBlockUpdater().update(
            [verdict(chapter.examples[0], printing: "x\n"), verdict(chapter.examples[1], printing: "a */ b\n")], chapters: [chapter])
        XCTAssertEqual(result.updated, 1)
        XCTAssertEqual(
            result.problems.map(\.headline),
            [
                "\(file.path):10:2: error: output not written: it holds */, which would end the doc comment it goes into; write its // lines by hand"
            ])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source.replacingOccurrences(of: "/// // y\n", with: "/// // x\n"))
    }
}
