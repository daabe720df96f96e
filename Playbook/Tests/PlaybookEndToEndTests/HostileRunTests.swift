import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The built `playbook` executable on hostile chapters: the exit status, the
/// message at its `path:line`, no process of the run left behind, and no byte
/// changed outside the expected blocks. Files whose line ends or encoding
/// matter are written here byte for byte (git could normalise them).
/// The run that compiles uses EndToEndTests' work folder, so the libraries
/// are built once.
final class HostileRunTests: XCTestCase {
    let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests")
    var folder: URL!

    var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    override func setUpWithError() throws {
        ProcessTreeCheck.becomeSubreaper()
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-hostile-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs playbook and checks that nothing it started is still running.
    func playbook(
        _ arguments: [String], package: Bool = true, environment: [String: String] = [:], file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> ProcessResult {
        let extra = package ? ["--package-path", Fixtures.packageRoot.path, "--work-path", workDirectory.path] : []
        let result = try ChildProcess(program: executable.path, arguments: arguments + extra, environment: environment, deadline: 900)
            .run()
        XCTAssertEqual(
            ProcessTreeCheck.leftovers(), [], "processes of `playbook \(arguments.joined(separator: " "))` remain", file: file, line: line)
        return result
    }

    @discardableResult
    func write(_ text: String, _ name: String) throws -> URL {
        try write(Array(text.utf8), name)
    }

    @discardableResult
    func write(_ bytes: [UInt8], _ name: String) throws -> URL {
        let url = folder.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// Every file under the folder and its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            var isDirectory: ObjCBool = false
            let path = folder.appending(path: relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    func testRunsThatVerifyNothingFailUnlessAllowed() throws {
        let empty = folder.appending(path: "Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let chapter = try write("# A\n\n```swift setup\nlet a = 1\n```\n\n```swift\nprint(a)\n```\n\n```output\n1\n```\n", "a.md")
        let broken = try write("# B\n\n```swift bogus\nprint(1)\n```\n\n```output\n1\n```\n", "Broken/b.md")
        let before = try snapshot()

        let none = try playbook(["test", empty.path])
        XCTAssertEqual(none.termination, .exited(1), none.stderr)
        XCTAssertTrue(
            none.stderr.contains("playbook: error: no example was verified: no markdown chapter (.md) in \(empty.path)"), none.stderr)
        XCTAssertEqual(try playbook(["test", empty.path, "--allow-empty"]).termination, .exited(0))

        let filtered = try playbook(["test", chapter.path, "--filter", "nothing-has-this-name"])
        XCTAssertEqual(filtered.termination, .exited(1), filtered.stderr)
        XCTAssertTrue(filtered.stderr.contains("--filter 'nothing-has-this-name' matches no example of 1 chapter"), filtered.stderr)

        let setup = try playbook(["run", chapter.path, "--example", "1"])
        XCTAssertEqual(setup.termination, .exited(1), setup.stderr)
        XCTAssertTrue(setup.stderr.contains("example 1 (\(chapter.path):3:1) is a setup block"), setup.stderr)

        let grammar = try playbook(["test", broken.path])
        XCTAssertEqual(grammar.termination, .exited(1), grammar.stderr)
        XCTAssertTrue(grammar.stdout.contains("\(broken.path):3:1: error: unknown attribute 'bogus'"), grammar.stdout)
        XCTAssertTrue(grammar.stdout.hasSuffix("0 passed, 1 failed, 0 skipped\n"), grammar.stdout)

        let site = folder.appending(path: "site")
        let build = try playbook(["build", empty.path, "--output", site.path])
        XCTAssertEqual(build.termination, .exited(1), build.stderr)
        XCTAssertTrue(build.stderr.contains("no example was verified"), build.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.path), "a site was written from nothing verified")
        XCTAssertEqual(try snapshot(), before)
    }

    func testUnreadableAndTooDeepChaptersAreLocatedErrors() throws {
        let latin = try write(Array("# T\r\n\r\ncaf".utf8) + [0xE9] + Array("\r\n".utf8), "latin1.md")
        let deep = try write("# Deep\n\n" + String(repeating: "> ", count: 10_000) + "x\n", "deep.md")
        let before = try snapshot()
        let result = try playbook(["test", latin.path, deep.path])
        XCTAssertEqual(result.termination, .exited(1), result.stderr)
        XCTAssertTrue(result.stdout.contains("\(latin.path):3:4: error: not valid UTF-8 (byte 0xE9)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(deep.path):3:"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("0 passed, 2 failed, 0 skipped\n"), result.stdout)
        XCTAssertEqual(try snapshot(), before)
    }

    func testOperatorsRefusesWithoutACatalogueAndWritesNothing() throws {
        try write("stale\n", "pages/\(OperatorPages.decisionTreeFile)")
        let before = try snapshot()
        let result = try playbook(
            [
                "operators", folder.path, "--source", folder.appending(path: "Sources/Rx/Observables").path,
                "--output", folder.appending(path: "pages").path
            ], package: false)
        XCTAssertEqual(result.termination, .exited(2), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "no operator catalogue at \(folder.appending(path: "Sources/Rx/Observables").path): there is no such folder"), result.stderr
        )
        XCTAssertEqual(try snapshot(), before)
    }

    /// One compiling run: CRLF and CR chapters, look-alike names, a chapter
    /// named twice and through a link, a chapter that is not UTF-8 beside
    /// them; then --update on a CR chapter whose block sits in a block quote.
    func testLineEndsLookalikeNamesAndUpdateInOneRun() throws {
        let passing = { (value: String) in "```swift\nprint(\"\(value)\")\n```\n\n```output\n\(value)\n```\n" }
        try write(("# CRLF\n\nText.\n\n" + passing("crlf")).replacingOccurrences(of: "\n", with: "\r\n"), "Run/crlf.md")
        let cr = try write(
            "# CR\r\r> ```swift\r> print(\"one\")\r> print(\"```\")\r> ```\r>\r> ```output\r> zero\r> ```\r\rafter", "Run/cr.md")
        for name in ["dup-a", "dup_a", "dup a"] { try write("# \(name)\n\n" + passing(name), "Run/\(name).md") }
        try write(Array("# L\n\n".utf8) + [0xE9] + Array("\n".utf8), "Run/latin1.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "link.md").path,
            withDestinationPath: folder.appending(path: "Run/crlf.md").path)
        let run = folder.appending(path: "Run")
        let before = try snapshot()

        let first = try playbook([
            "test", run.path, run.appending(path: "crlf.md").path, folder.appending(path: "link.md").path, "--jobs", "2"
        ])
        XCTAssertEqual(first.termination, .exited(1), first.stdout + first.stderr)
        XCTAssertTrue(first.stdout.contains("\(run.path)/cr.md:8:3: error: output differs from the expected block"), first.stdout)
        XCTAssertTrue(first.stdout.contains("\(run.path)/latin1.md:3:1: error: not valid UTF-8 (byte 0xE9)"), first.stdout)
        XCTAssertTrue(first.stdout.hasSuffix("4 passed, 2 failed, 0 skipped\n"), first.stdout)
        XCTAssertEqual(try snapshot(), before)

        let updated = try playbook(["test", run.path, "--update"])
        XCTAssertEqual(updated.termination, .exited(1), "the chapter that is not UTF-8 still fails: " + updated.stderr)
        XCTAssertTrue(updated.stderr.contains("updated the expected output of 1 example in 1 file"), updated.stderr)
        let expected = "# CR\r\r> ```swift\r> print(\"one\")\r> print(\"```\")\r> ```\r>\r> ````output\r> one\r> ```\r> ````\r\rafter"
        XCTAssertEqual(try String(contentsOf: cr, encoding: .utf8), expected)
        var after = try snapshot()
        after["Run/cr.md"] = before["Run/cr.md"]
        XCTAssertEqual(after, before, "only cr.md changed")

        let again = try playbook(["test", run.path])
        XCTAssertTrue(again.stdout.hasSuffix("5 passed, 1 failed, 0 skipped\n"), again.stdout)
    }
}

/// The leftover check itself sees an orphan a child left running.
final class ProcessTreeCheckTests: XCTestCase {
    func testAnOrphanedGrandchildIsSeen() throws {
        XCTAssertTrue(ProcessTreeCheck.becomeSubreaper(), "could not become a child subreaper")
        let result = try ChildProcess(program: "/bin/sh", arguments: ["-c", "sleep 30 >/dev/null 2>&1 & echo $!"], deadline: 10).run()
        let pid = try XCTUnwrap(pid_t(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        XCTAssertTrue(ProcessTreeCheck.leftovers().contains { $0.hasPrefix("\(pid) (sleep)") }, "\(ProcessTreeCheck.leftovers())")
    }
}

/// The hostile corpus in Fixtures/Hostile (plain LF text; the files whose
/// bytes matter are written by the tests above), run by the executable.
final class HostileFixtureTests: XCTestCase {
    func testEveryChapterOfTheCorpusFailsAtItsLine() throws {
        ProcessTreeCheck.becomeSubreaper()
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-hostile-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.directory.appending(path: "Hostile"), to: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            try Data(contentsOf: folder.appending(path: $0))
        }
        let executable = Fixtures.executable
        let common = [
            "--package-path", Fixtures.packageRoot.path, "--work-path", Fixtures.toolRoot.appending(path: ".build/playbook-tests").path
        ]
        let result = try ChildProcess(program: executable.path, arguments: ["test", folder.path] + common, deadline: 300).run()
        XCTAssertEqual(ProcessTreeCheck.leftovers(), [])
        XCTAssertEqual(result.termination, .exited(1), result.stderr)
        for expected in [
            "\(folder.path)/all-dropped.md:5:1: error: timeout needs a positive number of seconds",
            "\(folder.path)/deep-quotes.md:3:199: error: markdown nests more than 100 levels deep",
            "\(folder.path)/orphan-output.md:3:1: error: output block has no example to belong to",
            "\(folder.path)/unclosed-at-eof.md:3:1: error: code fence is never closed"
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        XCTAssertTrue(result.stdout.hasSuffix("0 passed, 4 failed, 0 skipped\n"), result.stdout)

        let setup = try ChildProcess(
            program: executable.path, arguments: ["run", folder.appending(path: "setup-only.md").path, "--example", "1"] + common,
            deadline: 300
        ).run()
        XCTAssertEqual(ProcessTreeCheck.leftovers(), [])
        XCTAssertEqual(setup.termination, .exited(1), setup.stderr)
        XCTAssertTrue(setup.stderr.contains("\(folder.path)/setup-only.md:3:1) is a setup block"), setup.stderr)

        let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            try Data(contentsOf: folder.appending(path: $0))
        }
        XCTAssertEqual(after, before, "a file of the corpus changed")
    }
}
