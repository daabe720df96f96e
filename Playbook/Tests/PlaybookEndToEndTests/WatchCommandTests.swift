#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The built `playbook watch` on a temporary chapter: an edit's verdict is
/// printed within 3 s once the first run is done, bad input is reported and
/// watching goes on, and SIGINT or SIGTERM end it with 130 or 143 with no
/// process left (``ProcessTreeCheck``).
///
/// The runs use EndToEndTests' work folder (.build/playbook-tests), so the
/// libraries are built once.
final class WatchCommandTests: XCTestCase {
    private let workDirectory = Fixtures.toolRoot.appending(path: ".build/playbook-tests")
    private var folder: URL!
    private var pid: pid_t = 0
    private var status: Int32?
    private var marker = ""

    private var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Docs"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        if pid > 0, isRunning {
            kill(pid, SIGKILL)
            while isRunning { usleep(10_000) }
        }
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private var stdout: String { (try? String(contentsOf: folder.appending(path: "stdout"), encoding: .utf8)) ?? "" }
    private var stderr: String { (try? String(contentsOf: folder.appending(path: "stderr"), encoding: .utf8)) ?? "" }

    /// Whether the run still runs (reaps it once it ended).
    private var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        return false
    }

    private func startWatch(_ arguments: [String], environment: [String: String] = [:]) throws {
        marker = ProcessTreeCheck.makeMarker()
        let output = open(folder.appending(path: "stdout").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        let errors = open(folder.appending(path: "stderr").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(output); close(errors) }
        pid = try ChildProcess.spawn(
            program: executable.path,
            arguments: ["watch"] + arguments + ["--package-path", Fixtures.packageRoot.path, "--work-path", workDirectory.path],
            environment: environment.merging([ProcessTreeCheck.markerVariable: marker]) { $1 }, descriptors: [output: 1, errors: 2],
            closing: [],
            ownProcessGroup: false)
    }

    /// Waits at most `seconds` until `text` occurs `count` times in the output; the seconds it took, or nil.
    private func waitFor(_ text: String, count: Int = 1, in stream: KeyPath<WatchCommandTests, String> = \.stdout, within seconds: Double)
        -> Double?
    {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds, isRunning {
            if self[keyPath: stream].components(separatedBy: text).count - 1 >= count { return Date().timeIntervalSince(start) }
            usleep(20_000)
        }
        return self[keyPath: stream].components(separatedBy: text).count - 1 >= count ? Date().timeIntervalSince(start) : nil
    }

    /// Saves as an editor does: a temporary file renamed over the chapter.
    private func save(_ text: String, to chapter: String) throws {
        let temporary = folder.appending(path: "Docs/.\(UUID().uuidString).tmp")
        try Data(text.utf8).write(to: temporary)
        XCTAssertEqual(rename(temporary.path, chapter), 0)
    }

    private func chapterText(printing printed: String, expecting expected: String) -> String {
        "# Watched\n\nAn example:\n\n```swift\nprint(\"\(printed)\")\n```\n\n```output\n\(expected)\n```\n"
    }

    private func endWith(_ signal: Int32, status expected: Int32, file: StaticString = #filePath, line: UInt = #line) {
        kill(pid, signal)
        let end = Date(timeIntervalSinceNow: 2)
        while isRunning, Date() < end { usleep(10_000) }
        XCTAssertEqual(isRunning ? nil : status, expected, "signal \(signal): " + stderr, file: file, line: line)
        let left = ProcessTreeCheck.waitUntilNoneRemain(root: pid, marker: marker, within: 2)
        XCTAssertEqual(left.map(\.description), [], "processes of the run remain", file: file, line: line)
        for process in left { kill(process.pid, SIGKILL) }
    }

    func testAnEditIsVerifiedWithinThreeSecondsBadInputIsReportedAndSIGINTEndsIt() throws {
        let chapter = folder.appending(path: "Docs/watched.md").path
        try save(chapterText(printing: "watched", expecting: "watched"), to: chapter)
        try startWatch([folder.appending(path: "Docs").path, "--jobs", "2"])
        // The first run may build the libraries and the harness.
        XCTAssertNotNil(waitFor("1 passed, 0 failed, 0 skipped", within: 900), stdout + stderr)
        XCTAssertNotNil(waitFor("watching 1 chapter for changes", in: \.stderr, within: 5), stderr)

        // An edit of the expected block: its verdict comes within 3 s.
        try save(chapterText(printing: "watched", expecting: "not what it prints"), to: chapter)
        let failed = waitFor("0 passed, 1 failed, 0 skipped", within: 3)
        XCTAssertNotNil(failed, "no verdict within 3 s of the edit: " + stdout + stderr)
        XCTAssertTrue(stdout.contains("\(chapter):9:1: error: output differs from the expected block"), stdout)
        XCTAssertTrue(stdout.contains("    -not what it prints\n    +watched"), stdout)
        print("watch: the edit's verdict came \(String(format: "%.2f", failed ?? -1)) s after the save")

        // Written in place this time, and fixed: passes again.
        try Data(chapterText(printing: "watched", expecting: "watched").utf8).write(to: URL(fileURLWithPath: chapter))
        XCTAssertNotNil(waitFor("1 passed, 0 failed, 0 skipped", count: 2, within: 3), stdout + stderr)

        // A chapter that is not UTF-8 is an error at its line; watching goes on.
        let bad = folder.appending(path: "Docs/bad.md")
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: bad)
        XCTAssertNotNil(waitFor("\(bad.path):1:3: error: not valid UTF-8", within: 3), stdout + stderr)
        // A fence error in it, then it goes away.
        try save("# Bad\n\n```swift frobnicate\nprint(1)\n```\n", to: bad.path)
        XCTAssertNotNil(waitFor("\(bad.path):3:", within: 3), stdout + stderr)
        // New code in the other chapter: compiled and run (never cached: the
        // text is new), and its report is of that chapter alone, not of bad.md.
        let token = UUID().uuidString
        try save(chapterText(printing: token, expecting: token), to: chapter)
        XCTAssertNotNil(waitFor("1 passed, 0 failed, 0 skipped", count: 3, within: 600), stdout + stderr)
        XCTAssertFalse(stdout.hasSuffix("1 passed, 1 failed, 0 skipped\n"), stdout)
        try FileManager.default.removeItem(at: bad)
        let summaries = stdout.components(separatedBy: " skipped\n").count
        XCTAssertNotNil(waitFor("\(bad.path) was removed", in: \.stderr, within: 3), stderr)
        XCTAssertNotNil(waitFor("watching 1 chapter for changes", count: 4, in: \.stderr, within: 3), stderr)
        XCTAssertEqual(stdout.components(separatedBy: " skipped\n").count, summaries, "a removal verifies nothing: " + stdout)
        XCTAssertTrue(isRunning, stderr)

        endWith(SIGINT, status: 130)
        XCTAssertTrue(stderr.contains("playbook: interrupted by SIGINT"), stderr)
    }

    func testServingAnswersOnLoopbackAndSIGTERMClosesIt() throws {
        let chapter = folder.appending(path: "Docs/prose.md").path
        try save("# Prose\n\nNo example here.\n", to: chapter)
        try startWatch([chapter, "--serve", "--port", "0"])
        XCTAssertNotNil(waitFor("watching 1 chapter for changes", in: \.stderr, within: 120), stderr)
        // The site renders on its own thread after the run; until then every
        // page is the "verifying the chapters" one.
        XCTAssertNotNil(waitFor("the site was rebuilt", in: \.stderr, within: 60), stderr)
        let line = stderr.split(separator: "\n").first { $0.hasPrefix("playbook: serving the site at http://127.0.0.1:") }
        let address = try XCTUnwrap(line?.split(separator: " ")[5]).description
        let page = try XCTUnwrap(URL(string: address + "Docs/prose.html"))
        let served = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(served.contains("No example here."), served)
        XCTAssertTrue(served.contains("<script src=\"/__playbook/live-reload.js\""), served)

        endWith(SIGTERM, status: 143)
        XCTAssertThrowsError(try String(contentsOf: page, encoding: .utf8), "the server is closed")
    }

    /// An interrupt while a save's examples run (they loop, and one started a
    /// process in a session of its own) stops every one of them.
    func testSIGINTDuringARunTriggeredByASaveStopsItsExamples() throws {
        let report = folder.appending(path: "report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try save("# Prose\n\nNothing to run yet.\n", to: folder.appending(path: "Docs/prose.md").path)
        try startWatch(
            [folder.appending(path: "Docs").path, "--jobs", "2"],
            environment: ["PLAYBOOK_PROCESS_LOOP": "1", "PLAYBOOK_PROCESS_REPORT": report.path])
        XCTAssertNotNil(waitFor("watching 1 chapter for changes", in: \.stderr, within: 120), stderr)
        // Examples no earlier run cached (the cache is keyed on the code).
        let text = try String(contentsOfFile: Fixtures.path("HostileProcesses/process-interrupt.md"), encoding: .utf8)
            .replacingOccurrences(of: "```swift timeout=120\n", with: "```swift timeout=120\n// \(UUID().uuidString)\n")
        try save(text, to: folder.appending(path: "Docs/interrupt.md").path)
        let end = Date(timeIntervalSinceNow: 600)
        func started() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: report.path)) ?? []).filter { $0.hasPrefix("started-") }.count
        }
        while started() < 2, Date() < end, isRunning { usleep(20_000) }
        XCTAssertEqual(started(), 2, "the examples never started: " + stdout + stderr)
        endWith(SIGINT, status: 130)
    }
}
