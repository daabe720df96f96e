#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The built `playbook` executable on the hostile process fixtures
/// (Fixtures/HostileProcesses/process-*.md): what an example starts dies with it, limits
/// are reported as limits, an interrupt stops everything and leaves a valid
/// cache, and two runs on one work folder take turns. Every test checks, through
/// /proc, that no process of the run is left (``ProcessTreeCheck``).
///
/// The runs share EndToEndTests' work folder (.build/playbook-tests), so the
/// libraries are built once; its lock makes the runs take turns.
final class ProcessSafetyTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests")

    private var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    /// A started playbook run whose output goes to files. Started with
    /// posix_spawn and reaped with waitpid: Foundation's Process reports an
    /// end only when every holder of a descriptor it gave the child closed
    /// it, which a process left behind never does.
    final class Run {
        let pid: pid_t
        let marker: String
        let folder: URL
        private(set) var status: Int32?

        init(pid: pid_t, marker: String, folder: URL) {
            self.pid = pid
            self.marker = marker
            self.folder = folder
        }

        /// Whether it still runs (reaps it once it ended).
        var isRunning: Bool {
            guard status == nil else { return false }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
            status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            return false
        }
        var stdout: String { (try? String(contentsOf: folder.appending(path: "stdout"), encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOf: folder.appending(path: "stderr"), encoding: .utf8)) ?? "" }
        /// Where the fixture examples report (PLAYBOOK_PROCESS_REPORT).
        var report: URL { folder.appending(path: "report") }
    }

    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    private func start(_ arguments: [String], environment: [String: String] = [:], workPath: URL? = nil) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "report"), withIntermediateDirectories: true)
        folders.append(folder)
        let marker = ProcessTreeCheck.makeMarker()
        var variables = environment
        variables[ProcessTreeCheck.markerVariable] = marker
        variables["PLAYBOOK_PROCESS_REPORT"] = folder.appending(path: "report").path
        let output = open(folder.appending(path: "stdout").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        let errors = open(folder.appending(path: "stderr").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(output); close(errors) }
        let pid = try ChildProcess.spawn(
            program: executable.path,
            arguments: arguments + ["--package-path", Fixtures.packageRoot.path, "--work-path", (workPath ?? workDirectory).path],
            environment: variables, descriptors: [output: 1, errors: 2], closing: [], ownProcessGroup: false)
        return Run(pid: pid, marker: marker, folder: folder)
    }

    /// Waits at most `seconds` for the run to end; its exit status, or nil (then it is killed).
    private func wait(_ run: Run, within seconds: Double) -> Int32? {
        let end = Date(timeIntervalSinceNow: seconds)
        while run.isRunning, Date() < end { usleep(10_000) }
        guard !run.isRunning else {
            kill(run.pid, SIGKILL)
            while run.isRunning { usleep(10_000) }
            return nil
        }
        return run.status
    }

    private func assertNothingRemains(of run: Run, within seconds: Double = 2, file: StaticString = #filePath, line: UInt = #line) {
        let left = ProcessTreeCheck.waitUntilNoneRemain(root: run.pid, marker: run.marker, within: seconds)
        XCTAssertEqual(left.map(\.description), [], "processes of the run remain", file: file, line: line)
        for process in left { kill(process.pid, SIGKILL) }
    }

    /// Waits (bounded) until `count` examples of process-interrupt.md said they started looping.
    private func waitForLoopingExamples(_ run: Run, count: Int) -> Bool {
        let end = Date(timeIntervalSinceNow: 300)
        while Date() < end, run.isRunning {
            let started = (try? FileManager.default.contentsOfDirectory(atPath: run.report.path))?.filter { $0.hasPrefix("started-") }
            if (started?.count ?? 0) >= count { return true }
            usleep(20_000)
        }
        return false
    }

    func testWhatAnExampleStartsEndsWithItAndItsFolderIsRemoved() throws {
        let chapter = Fixtures.path("HostileProcesses/process-descendants.md")
        // Playbook runs in this process's folder; a copy left by an older playbook is no evidence.
        try? FileManager.default.removeItem(atPath: "written-by-the-example.txt")
        let run = try start(["test", chapter, "--jobs", "2", "--no-cache"])
        XCTAssertEqual(wait(run, within: 600), 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("\(chapter):25:1: error: example did not finish within 1 s and was killed"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("2 passed, 1 failed, 0 skipped\n"), run.stdout)
        assertNothingRemains(of: run)
        let folder = try String(contentsOf: run.report.appending(path: "working-folder"), encoding: .utf8)
        XCTAssertTrue(folder.contains("playbook-example-"), folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "the example's folder \(folder) was not removed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "written-by-the-example.txt"), "the example wrote into playbook's folder")
    }

    func testAnExampleMayWaitForALockItsMainThreadHolds() throws {
        // Without the child correcting the runtime's cached thread ids
        // (CPlaybookHarness), this example hangs every time.
        let chapter = Fixtures.path("HostileProcesses/process-forked-locks.md")
        let run = try start(["test", chapter, "--no-cache"])
        XCTAssertEqual(wait(run, within: 600), 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), run.stdout)
        assertNothingRemains(of: run)
    }

    func testResourceLimitsAreReportedAsSuch() throws {
        let chapter = Fixtures.path("HostileProcesses/process-limits.md")
        let run = try start(["test", chapter, "--jobs", "2"])
        XCTAssertEqual(wait(run, within: 600), 1, run.stdout + run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for expected in [
            "\(chapter):5:1: error: example exceeded its memory limit of 256 MiB and was stopped; if it needs more, write memory=VALUE on its fence or pass --memory",
            "\(chapter):17:1: error: example exceeded its CPU time limit of 1 s and was stopped; if it needs more, write cpu=VALUE on its fence or pass --cpu",
            "\(chapter):27:1: error: example exceeded its file size limit of 1 MiB and was stopped; if it needs more, write file-size=VALUE on its fence or pass --file-size",
            "\(chapter):41:1: error: example exceeded its memory limit of 2 GiB and was stopped; if it needs more, write memory=VALUE on its fence or pass --memory"
        ] {
            XCTAssertTrue(lines.contains(expected), "missing line: \(expected)\nin:\n\(run.stdout)")
        }
        XCTAssertEqual(lines.last, "0 passed, 4 failed, 0 skipped")
        assertNothingRemains(of: run)
    }

    func testALimitWrittenWrongIsAGrammarError() throws {
        let chapter = Fixtures.extract("```swift memory=lots\nprint(1)\n```\n\n```output\n1\n```\n")
        XCTAssertEqual(
            chapter.diagnostics.map(\.description),
            [
                "doc.md:1:1: error: memory needs a positive size; write memory=512M (a size in bytes, K, M or G)"
            ])
        let limited = Fixtures.extract("```swift cpu=3 memory=1G\nprint(1)\n```\n\n```output\n1\n```\n")
        XCTAssertEqual(limited.examples.first?.limits, [.cpu: 3, .memory: 1 << 30])
    }

    func testLimitValuesAreReadAndCheckedOnTheCommandLineToo() throws {
        XCTAssertEqual(ResourceLimits.parse("512M", as: .memory), 512 << 20)
        XCTAssertEqual(ResourceLimits.parse("2g", as: .fileSize), 2 << 30)
        XCTAssertEqual(ResourceLimits.parse("4096", as: .memory), 4096)
        XCTAssertEqual(ResourceLimits.parse("10", as: .cpu), 10)
        for wrong in ["0", "-1", "1.5G", "", "G", "99999999999999999999G"] {
            XCTAssertNil(ResourceLimits.parse(wrong, as: .memory), wrong)
        }
        XCTAssertNil(ResourceLimits.parse("10K", as: .cpu), "a count takes no unit")
        let run = try start(["test", Fixtures.path("HostileProcesses/process-limits.md"), "--memory", "lots"])
        XCTAssertEqual(wait(run, within: 60), 2, run.stderr)
        XCTAssertEqual(run.stderr, "playbook: error: --memory needs a positive size such as 512M or 2G, got lots (see playbook --help)\n")
    }

    /// A copy of process-interrupt.md whose examples no earlier run cached
    /// (a unique comment in each; the cache is keyed on the code).
    private func uncachedInterruptChapter() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        let text = try String(contentsOfFile: Fixtures.path("HostileProcesses/process-interrupt.md"), encoding: .utf8)
            .replacingOccurrences(of: "```swift timeout=120\n", with: "```swift timeout=120\n// \(UUID().uuidString)\n")
        let chapter = folder.appending(path: "process-interrupt.md")
        try text.write(to: chapter, atomically: true, encoding: .utf8)
        return chapter.path
    }

    /// A TMPDIR of the test's own for one run, to see what the run leaves in it.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-process-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    /// The harness servers' folders (and their examples' folders) left in `folder`.
    private func harnessFolders(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("playbook-") }
    }

    func testInterruptsStopEveryProcessAndCacheNothingOfTheInterruptedExamples() throws {
        let chapter = try uncachedInterruptChapter()
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            let temporary = try temporaryFolder()
            let run = try start(
                ["test", chapter, "--jobs", "2", "--no-cache"], environment: ["PLAYBOOK_PROCESS_LOOP": "1", "TMPDIR": temporary.path])
            XCTAssertTrue(waitForLoopingExamples(run, count: 2), "the examples never started: \(run.stdout) \(run.stderr)")
            kill(run.pid, signal)
            XCTAssertEqual(wait(run, within: 2), status, "signal \(signal): " + run.stderr)
            XCTAssertTrue(run.stderr.contains("playbook: interrupted by "), run.stderr)
            assertNothingRemains(of: run)
            XCTAssertEqual(harnessFolders(in: temporary), [], "signal \(signal): folders of the harness servers remain")
        }
        // The next run finds no result of the interrupted examples, runs them, and they pass.
        let next = try start(["test", chapter, "--format", "json"])
        XCTAssertEqual(wait(next, within: 600), 0, next.stdout + next.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(report?["passed"] as? Int, 2, next.stdout)
        XCTAssertEqual(report?["cached"] as? Int, 0, next.stdout)
        assertNothingRemains(of: next)
        // And the cache it wrote is valid: the run after it takes both from it.
        let cached = try start(["test", chapter, "--format", "json"])
        XCTAssertEqual(wait(cached, within: 600), 0, cached.stdout + cached.stderr)
        let cachedReport = try JSONSerialization.jsonObject(with: Data(cached.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(cachedReport?["cached"] as? Int, 2, cached.stdout)
    }

    func testAnInterruptWhileBuildingStopsTheCompilers() throws {
        // A fresh work folder, so SwiftPM builds the libraries; it runs each
        // compiler in a process group of its own. The signal comes once Rx compiles.
        let work = FileManager.default.temporaryDirectory.appending(path: "playbook-process-work-\(UUID().uuidString)")
        folders.append(work)
        let run = try start(["test", Fixtures.path("HostileProcesses/process-interrupt.md")], workPath: work)
        let end = Date(timeIntervalSinceNow: 120)
        while run.isRunning, Date() < end,
            !ProcessTreeCheck.remaining(root: run.pid, marker: run.marker).contains(where: { $0.commandLine.contains("-module-name Rx ") })
        {
            usleep(5000)
        }
        XCTAssertTrue(run.isRunning, "the build ended before a compiler was seen: \(run.stderr)")
        kill(run.pid, SIGTERM)
        XCTAssertEqual(wait(run, within: 2), 143, run.stderr)
        assertNothingRemains(of: run)
        // SwiftPM keeps its lock files for a package in the temporary folder, named after its path.
        let named = work.path.replacingOccurrences(of: "/", with: "_")
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(named) {
            try? FileManager.default.removeItem(at: temporary.appending(path: name))
        }
    }

    func testAKilledRunLeavesNoProcessBehind() throws {
        let chapter = Fixtures.path("HostileProcesses/process-interrupt.md")
        let temporary = try temporaryFolder()
        let run = try start(
            ["test", chapter, "--jobs", "2", "--no-cache"], environment: ["PLAYBOOK_PROCESS_LOOP": "1", "TMPDIR": temporary.path])
        XCTAssertTrue(waitForLoopingExamples(run, count: 2), "the examples never started: \(run.stdout) \(run.stderr)")
        kill(run.pid, SIGKILL)
        XCTAssertEqual(wait(run, within: 2), 128 + SIGKILL)
        // The harness servers notice that playbook's end of their socket closed,
        // and remove their folders, which playbook, killed, cannot.
        assertNothingRemains(of: run)
        XCTAssertEqual(harnessFolders(in: temporary), [], "folders of the harness servers remain")
    }

    func testASecondRunOnTheWorkFolderWaitsForTheFirst() throws {
        let chapter = Fixtures.path("HostileProcesses/process-interrupt.md")
        let first = try start(["test", chapter, "--jobs", "2", "--no-cache"], environment: ["PLAYBOOK_PROCESS_LOOP": "1"])
        XCTAssertTrue(waitForLoopingExamples(first, count: 2), "the examples never started: \(first.stdout) \(first.stderr)")
        let second = try start(["test", chapter, "--no-cache"])
        let message =
            "playbook: waiting for another playbook run on \(workDirectory.path) to finish (pid \(first.pid)); use --work-path to run beside it"
        let end = Date(timeIntervalSinceNow: 10)
        while !second.stderr.contains(message), Date() < end { usleep(20_000) }
        XCTAssertTrue(second.stderr.contains(message), second.stderr)
        XCTAssertTrue(second.isRunning, "the second run did not wait: \(second.stdout)")
        kill(first.pid, SIGTERM)
        XCTAssertEqual(wait(first, within: 2), 143, first.stderr)
        XCTAssertEqual(wait(second, within: 600), 0, second.stdout + second.stderr)
        XCTAssertTrue(second.stdout.hasSuffix("2 passed, 0 failed, 0 skipped\n"), second.stdout)
        assertNothingRemains(of: first)
        assertNothingRemains(of: second)
    }
}
