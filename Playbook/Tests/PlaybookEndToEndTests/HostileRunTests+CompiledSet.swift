import XCTest
@testable import Playbook

/// A run compiles the examples it must run, and links beside them those
/// compiled before: not every example of its chapters. A CI job that restores
/// the result cache into a fresh work folder, or a run with a filter, then
/// compiles what it runs, not the whole documentation.
extension HostileRunTests {
    private var threeExamples: String {
        (1...3).map { index in
            """
            ```swift
            let value\(index) = \(index * 100) + 1
            print("example \(index): \\(value\(index))")
            ```

            ```output
            example \(index): \(index * 100 + 1)
            ```

            """
        }.joined(separator: "\n")
    }

    /// The generated sources of examples of this test's folder, in the shared work folder.
    private func sourcesOfThisTest() throws -> [String] {
        let sources = workDirectory.appending(path: "harness/sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let marker = folder.lastPathComponent.replacingOccurrences(of: "-", with: "_2D")
        return names.filter { $0.contains(marker) }.sorted()
    }

    func testARunCompilesWhatItRunsAndLinksWhatWasCompiledBefore() throws {
        let chapter = try write(threeExamples, "Compiled/three.md")
        let cache = folder.appending(path: "cache")
        let first = try playbook(["test", chapter.path, "--filter", "three.md#2", "--cache-path", cache.path])
        XCTAssertEqual(first.termination, .exited(0), first.stdout + first.stderr)
        XCTAssertTrue(first.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), first.stdout)
        XCTAssertEqual(try sourcesOfThisTest().count, 1, "the filtered run compiled only the example it ran")

        // The second example's result is cached: the others are compiled now, it is not compiled again.
        let whole = try playbook(["test", chapter.path, "--cache-path", cache.path, "--format", "json"])
        XCTAssertEqual(whole.termination, .exited(0), whole.stdout + whole.stderr)
        let report = try ReportDocument.decode(Data(whole.stdout.utf8), from: "stdout")
        XCTAssertEqual(report.summaryLine, "3 passed, 0 failed, 0 skipped")
        XCTAssertEqual(report.cached, 1)
        XCTAssertEqual(try sourcesOfThisTest().count, 3)

        // Nothing cached: the three run from the harness as compiled above (no source is generated again).
        let again = try playbook(["test", chapter.path, "--no-cache", "--cache-path", cache.path])
        XCTAssertEqual(again.termination, .exited(0), again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.hasSuffix("3 passed, 0 failed, 0 skipped\n"), again.stdout)
        XCTAssertFalse(again.stderr.contains("compiling"), again.stderr)
        XCTAssertEqual(try sourcesOfThisTest().count, 3)
    }
}
