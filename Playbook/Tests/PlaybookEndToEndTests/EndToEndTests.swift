import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import Playbook
@testable import PlaybookRx

/// Drives the engine and the built `playbook` executable on the fixture
/// chapters. Everything that builds the harness is in this one test, in
/// sequence, so that the harness is built in one work folder at a time
/// (`swift test --parallel` runs test methods in separate processes). The
/// work folder (.build/playbook-tests) keeps the built libraries between runs.
final class EndToEndTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests")

    private var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    /// Runs the executable; outside GitHub Actions unless `environment` says otherwise.
    func playbook(_ arguments: [String], environment: [String: String] = ["GITHUB_ACTIONS": ""]) throws -> ProcessResult {
        try ChildProcess(
            program: executable.path,
            arguments: arguments
                + (arguments.first == "--help" ? [] : ["--package-path", Fixtures.packageRoot.path, "--work-path", workDirectory.path]),
            environment: environment, deadline: 900
        ).run()
    }

    func testEngineAndCommandLineOnFixtureChapters() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), "build the playbook product first: \(executable.path)")
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Passing", "Failing"] {
            try FileManager.default.createDirectory(at: folder.appending(path: name), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: folder.appending(path: "Empty"), withIntermediateDirectories: true)
        let passing = folder.appending(path: "Passing/every-fence.md")
        let failing = folder.appending(path: "Failing/failures.md")
        try FileManager.default.copyItem(atPath: UnitFixtures.path("Passing/every-fence.md"), toPath: passing.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("Failing/failures.md"), toPath: failing.path)

        // The engine, directly: every fence kind passes, then comes from the cache.
        // Both chapters are compiled together (only one is selected), so that
        // `playbook run` below links a subset of one whole-module compile.
        var options = VerificationOptions(
            paths: [folder.appending(path: "Failing").path, folder.appending(path: "Passing").path],
            filter: "every-fence", jobs: 2, useCache: false,
            libraryRoot: Fixtures.packageRoot, workDirectory: workDirectory)
        let cold = try Verification(options: options).run()
        XCTAssertEqual(cold.failures.map(\.description), [])
        XCTAssertEqual(cold.summaryLine, "9 passed, 0 failed, 1 skipped")
        options.useCache = true
        let warm = try Verification(options: options).run()
        XCTAssertEqual(warm.summaryLine, "9 passed, 0 failed, 1 skipped")
        XCTAssertEqual(warm.cached, 9)

        // The executable on the failing chapter: each failure at its markdown line.
        // Under GitHub Actions, with a JUnit file beside the text report.
        let junit = folder.appending(path: "junit.xml")
        let failed = try playbook(
            ["test", failing.path, "--jobs", "2", "--junit-path", junit.path], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(failed.termination, .exited(1), failed.stderr)
        // Never silent: each phase says what it does on stderr.
        for phase in ["playbook: compiling ", "playbook: running "] {
            XCTAssertTrue(failed.stderr.split(separator: "\n").contains { $0.hasPrefix(phase) }, "no '\(phase)' line in:\n\(failed.stderr)")
        }
        let lines = failed.stdout.split(separator: "\n").map(String.init)
        let path = failing.path
        for expected in [
            "\(path):3:1: error: example crashed with signal 4 (SIGILL: a Swift runtime trap)",
            "\(path):13:1: error: example did not finish within 1 s and was killed; if it needs longer, write timeout=SECONDS on its fence",
            "\(path):23:1: error: example printed more than 1048576 bytes and was killed",
            "\(path):42:1: error: example does not compile; fix the errors below",
            // On a hidden line (`#- let typo: Int = "not a number"`): the column is the markdown's, marker counted.
            "    \(path):43:20: error: cannot convert value of type 'String' to specified type 'Int'",
            "\(path):55:1: error: output differs from the expected block",
            "    +two",
            "\(path):70:1: error: example crashed with signal 4 (SIGILL: a Swift runtime trap)",
            "      \(path):72: Precondition failed: limit too small"
        ] {
            XCTAssertTrue(lines.contains(expected), "missing line: \(expected)\nin:\n\(failed.stdout)")
        }
        // How many objects a leaked subscription keeps depends on the library.
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\(path):30:1: error: example leaks: Resources.total stayed ") && $0.contains(" above its starting value")
            },
            failed.stdout)
        XCTAssertEqual(lines.last, "1 passed, 7 failed, 0 skipped")
        let annotations = lines.filter { $0.hasPrefix("::error file=") }
        XCTAssertEqual(annotations.count, 7, failed.stdout)
        XCTAssertTrue(
            annotations.contains {
                $0.hasPrefix(
                    "::error file=\(GitHubAnnotations.escapeProperty(path)),line=55,col=1,title=output differs from the expected block::")
                    && $0.contains("%0A+two")
            },
            failed.stdout)
        let failedXML = try XMLDocument(data: Data(contentsOf: junit))
        XCTAssertEqual(failedXML.rootElement()?.attribute(forName: "tests")?.stringValue, "8")
        XCTAssertEqual(failedXML.rootElement()?.attribute(forName: "failures")?.stringValue, "7")
        XCTAssertEqual(try failedXML.nodes(forXPath: "//testcase/failure").count, 7)

        // --update rewrites only the block whose output differs.
        let before = try String(contentsOf: failing, encoding: .utf8)
        let updated = try playbook(["test", failing.path, "--update", "--filter", "#6"])
        XCTAssertEqual(updated.termination, .exited(0), updated.stdout + updated.stderr)
        let after = try String(contentsOf: failing, encoding: .utf8)
        XCTAssertEqual(after, before.replacingOccurrences(of: "one\nthree\n", with: "one\ntwo\n"))
        XCTAssertEqual(try playbook(["test", failing.path, "--filter", "#6"]).stdout, "1 passed, 0 failed, 0 skipped\n")

        // An edited example links beside the older objects of its chapter.
        let edited = after.replacingOccurrences(
            of: "print(\"still runs\")\n```\n\n```output\nstill runs\n", with: "print(\"edited\")\n```\n\n```output\nedited\n")
        XCTAssertNotEqual(edited, after)
        try edited.write(to: failing, atomically: true, encoding: .utf8)
        XCTAssertEqual(try playbook(["test", failing.path, "--filter", "#7"]).stdout, "1 passed, 0 failed, 0 skipped\n")

        try verifyUncomparedExamplesAndJUnitFile(in: folder)
        try verifyDocCommentsAndDocCArticles(in: folder)

        // playbook run streams one example's output.
        let run = try playbook(["run", passing.path, "--example", "2"])
        XCTAssertEqual(run.termination, .exited(0), run.stderr)
        XCTAssertTrue(run.stdout.contains("hello Ada\nhello Grace\n"), run.stdout)

        // Nothing to verify fails unless --allow-empty; usage errors are one line and status 2.
        let empty = try playbook(["test", folder.appending(path: "Empty").path])
        XCTAssertEqual(empty.termination, .exited(1))
        XCTAssertEqual(empty.stdout, "0 passed, 0 failed, 0 skipped\n")
        XCTAssertTrue(empty.stderr.contains("no example was verified"), empty.stderr)
        XCTAssertEqual(try playbook(["test", folder.appending(path: "Empty").path, "--allow-empty"]).termination, .exited(0))
        for arguments in [["test", "--bogus"], ["test", folder.appending(path: "missing").path], ["run", passing.path, "--example", "99"]] {
            let usage = try playbook(arguments)
            XCTAssertEqual(usage.termination, .exited(2), "\(arguments): \(usage.stderr)")
            XCTAssertEqual(usage.stderr.split(separator: "\n").count, 1, "\(arguments): \(usage.stderr)")
        }
        let help = try playbook(["--help"])
        XCTAssertTrue(help.stdout.contains("Example:"), help.stdout)
    }

    /// no-compare, skip-if and placeholders end to end, with --junit-path and
    /// --format github on a chapter that passes.
    private func verifyUncomparedExamplesAndJUnitFile(in folder: URL) throws {
        let chapter = folder.appending(path: "Passing/uncompared.md")
        try FileManager.default.copyItem(atPath: UnitFixtures.path("Passing/uncompared.md"), toPath: chapter.path)
        let junit = folder.appending(path: "uncompared.xml")
        for _ in 0..<2 {  // cold, then from the cache: the placeholders are matched afresh
            let result = try playbook(["test", chapter.path, "--jobs", "2", "--junit-path", junit.path, "--format", "github"])
            XCTAssertEqual(result.termination, .exited(0), result.stdout + result.stderr)
            XCTAssertEqual(result.stdout, "3 passed, 0 failed, 1 skipped\n")
            let document = try XMLDocument(data: Data(contentsOf: junit))
            XCTAssertEqual(document.rootElement()?.attribute(forName: "tests")?.stringValue, "4")
            XCTAssertEqual(document.rootElement()?.attribute(forName: "failures")?.stringValue, "0")
            XCTAssertEqual(document.rootElement()?.attribute(forName: "skipped")?.stringValue, "1")
            let skipped = try document.nodes(forXPath: "//testcase/skipped/@message").first?.stringValue ?? ""
            XCTAssertTrue(skipped.contains("skip-if=os(Linux) holds here (Linux"), skipped)
        }
        // The JUnit file's folder must exist: a usage error, nothing written.
        let missing = folder.appending(path: "no-such-folder/report.xml")
        let usage = try playbook(["test", chapter.path, "--junit-path", missing.path])
        XCTAssertEqual(usage.termination, .exited(2), usage.stderr)
        XCTAssertTrue(usage.stderr.contains("--junit-path"), usage.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }
}
