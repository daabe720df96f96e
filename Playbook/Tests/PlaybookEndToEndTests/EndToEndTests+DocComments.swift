import XCTest
@testable import Playbook
@testable import PlaybookRx

extension EndToEndTests {
    /// A folder holding a Swift file's doc comments and a DocC catalog:
    /// their examples run with the others, each failure at its exact line
    /// (and column) in the Swift file or the article, and `--update` rewrites
    /// a doc comment's `//` output lines.
    func verifyDocCommentsAndDocCArticles(in folder: URL) throws {
        let copy = folder.appending(path: "DocComments")
        try FileManager.default.copyItem(
            at: UnitFixtures.directory.appending(path: "DocComments"), to: copy)
        let swift = copy.appending(path: "Sources/Rx/Documented.swift").path
        let article = copy.appending(path: "Fixture.docc/Articles/GettingStarted.md").path

        let result = try playbook(["test", copy.path, "--jobs", "2"])
        XCTAssertEqual(result.termination, .exited(1), result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for expected in [
            "\(article):32:1: error: output differs from the expected block",
            "\(swift):25:5: error: output differs from the expected block",
            "    -3",
            "    +2",
            "\(swift):31:5: error: example does not compile; fix the errors below",
            "    \(swift):32:18: error: cannot convert value of type 'String' to specified type 'Int'"
        ] {
            XCTAssertTrue(lines.contains(expected), "missing line: \(expected)\nin:\n\(result.stdout)")
        }
        XCTAssertEqual(lines.last, "7 passed, 3 failed, 1 skipped")

        let before = try String(contentsOfFile: swift, encoding: .utf8)
        let updated = try playbook(["test", swift, "--update", "--filter", "Documented.swift#3"])
        XCTAssertEqual(updated.termination, .exited(0), updated.stdout + updated.stderr)
        let after = try String(contentsOfFile: swift, encoding: .utf8)
        XCTAssertEqual(after, before.replacingOccurrences(of: "/// print(1 + 1)\n/// // 3\n", with: "/// print(1 + 1)\n/// // 2\n"))
        XCTAssertEqual(try playbook(["test", swift, "--filter", "Documented.swift#3"]).stdout, "1 passed, 0 failed, 0 skipped\n")
    }
}
