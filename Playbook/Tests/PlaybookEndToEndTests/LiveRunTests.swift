import Foundation
import PlaybookWire
import XCTest

@testable import Playbook

/// The live playground's runs go through the harness as every example does:
/// the edited code is compiled against the library with the page's setup
/// code, run in a harness server's child, and its compiler errors name lines
/// of the edited code. Shares MarbleWhatIfTests' work folder (its libraries
/// are built with the marble helpers).
final class LiveRunTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests-what-if")

    private static let chapter = """
        # Live

        ```swift setup
        let base = 10
        ```

        ```swift
        let values = [1, 2, 3].map { $0 + base }
        print(values)
        ```

        ```output
        [11, 12, 13]
        ```

        ```swift marble
        let numbers = hot("-1-2-|")
        result(numbers.map { $0 * base })
        ```

        ```output
        -a-b-|
        a = 10
        b = 20
        ```

        """

    private func examples(timeout: Double = 10) throws -> (LiveRun, plain: Example, marble: Example) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "live-run-\(UUID().uuidString)/Docs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.chapter.write(to: folder.appending(path: "live.md"), atomically: true, encoding: .utf8)
        let options = VerificationOptions(
            paths: [folder.path], jobs: 2, defaultTimeout: timeout, libraryRoot: Fixtures.packageRoot, workDirectory: workDirectory)
        let chapter = try XCTUnwrap(try DocumentationLoader().load(options.paths).chapters.first)
        let plain = try XCTUnwrap(chapter.examples.first { $0.kind == .run })
        let marble = try XCTUnwrap(chapter.examples.first { $0.kind == .marble })
        return (LiveRun(options: options), plain, marble)
    }

    func testAnEditedExampleRunsWithItsPageSetupAndSaysWhetherItMatchesThePage() throws {
        let (live, plain, marble) = try examples()
        let same = live.run(plain, code: plain.code)
        XCTAssertEqual(same.outcome, .ran, same.message ?? "")
        XCTAssertEqual(same.output, "[11, 12, 13]\n")
        XCTAssertEqual(same.matchesPage, true)

        let edited = live.run(plain, code: "let values = [1, 2, 3].map { $0 * base }\r\nprint(values.reversed() as [Int])\r\n")
        XCTAssertEqual(edited.outcome, .ran, edited.message ?? "")
        XCTAssertEqual(edited.output, "[30, 20, 10]\n")
        XCTAssertEqual(edited.matchesPage, false)

        let moved = live.run(marble, code: "let numbers = hot(\"---1-2|\")\nresult(numbers.map { $0 * base })")
        XCTAssertEqual(moved.outcome, .ran, moved.message ?? "")
        XCTAssertEqual(moved.output, "---a-b|\na = 10\nb = 20\n")
        let timeline = try XCTUnwrap(moved.timeline)
        XCTAssertEqual(timeline.lines.first?.source, "---1-2|", "the run's own timeline, drawn as the new diagram")
        XCTAssertEqual(timeline.lines.last?.events.map(\.time), [30, 50])
    }

    func testCompilerErrorsAreAtLinesOfTheEditedCode() throws {
        let (live, plain, _) = try examples()
        let broken = live.run(plain, code: "let values = [1, 2, 3]\n\nprint(values.mapp { $0 })\nlet x: Int = \"three\"\n")
        XCTAssertEqual(broken.outcome, .doesNotCompile)
        let errors = broken.errors.filter { $0.severity == "error" }
        XCTAssertEqual(errors.map(\.line), [3, 4], "\(broken.errors)")
        XCTAssertEqual(errors.first?.column, 14)
        XCTAssertTrue(errors.first?.message.contains("has no member 'mapp'") ?? false, "\(errors)")
        XCTAssertFalse(broken.errors.contains { $0.message.contains(LiveRun.editedFile) }, "no file name in the messages")
    }

    func testAFailingRunSaysHowItEnded() throws {
        let (live, plain, _) = try examples(timeout: 2)
        let crashed = live.run(plain, code: "let values: [Int] = []\nprint(values[base])\n")
        XCTAssertEqual(crashed.outcome, .failed)
        XCTAssertTrue(crashed.message?.contains("crashed") ?? false, crashed.message ?? "")
        let hung = live.run(plain, code: "while true {}\n")
        XCTAssertEqual(hung.outcome, .failed)
        XCTAssertTrue(hung.message?.contains("did not finish within 2 s") ?? false, hung.message ?? "")
    }
}
