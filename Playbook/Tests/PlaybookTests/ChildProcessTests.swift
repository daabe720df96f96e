import XCTest
@testable import Playbook
@testable import PlaybookRx

final class ChildProcessTests: XCTestCase {
    private func shell(_ script: String, deadline: Double? = 5, limit: Int? = nil) throws -> ProcessResult {
        try ChildProcess(program: "/bin/sh", arguments: ["-c", script], deadline: deadline, outputLimit: limit).run()
    }

    func testCapturesStdoutStderrAndExitStatus() throws {
        let result = try shell("echo out; echo err >&2; exit 3")
        XCTAssertEqual(result.termination, .exited(3))
        XCTAssertEqual(result.stdout, "out\n")
        XCTAssertEqual(result.stderr, "err\n")
    }

    #if os(Linux)
        /// A descriptor opened without close-on-exec (as a library may open
        /// one, FlyingFox's sockets among them) is not inherited.
        func testAChildInheritsOnlyItsStandardStreams() throws {
            let inheritable = open("/dev/null", O_RDONLY)
            XCTAssertGreaterThan(inheritable, 2)
            defer { close(inheritable) }
            XCTAssertEqual(fcntl(inheritable, F_GETFD) & FD_CLOEXEC, 0)
            let result = try shell("ls /proc/self/fd")
            XCTAssertEqual(result.termination, .exited(0))
            let open = result.stdout.split(separator: "\n").compactMap { Int32($0) }
            XCTAssertFalse(open.contains(inheritable), "descriptor \(inheritable) was inherited: \(open)")
            // 0, 1, 2 and the descriptor ls opens to list the folder.
            XCTAssertLessThanOrEqual(open.count, 4, "\(open)")
        }
    #endif

    func testReportsTheSignalThatEndedTheProcess() throws {
        XCTAssertEqual(try shell("kill -SEGV $$").termination, .signaled(11))
    }

    func testKillsAProcessAtItsDeadline() throws {
        let result = try shell("echo started; sleep 30", deadline: 0.3)
        XCTAssertEqual(result.termination, .timedOut(seconds: 0.3))
        XCTAssertEqual(result.stdout, "started\n")
        XCTAssertLessThan(result.duration, 5)
    }

    func testKillsAProcessThatFloodsItsOutput() throws {
        let result = try shell("yes flood", limit: 100_000)
        XCTAssertEqual(result.termination, .floodedOutput(limit: 100_000))
        XCTAssertTrue(result.stdout.hasPrefix("flood\nflood\n"))
    }

    func testReadsMoreThanAPipeHoldsWithoutBlocking() throws {
        let result = try shell("head -c 300000 /dev/zero | tr '\\0' x")
        XCTAssertEqual(result.termination, .exited(0))
        XCTAssertEqual(result.stdout.count, 300_000)
    }

    func testPassesEnvironmentAndStreamsOutput() throws {
        var chunks: [UInt8] = []
        let process = ChildProcess(program: "/bin/sh", arguments: ["-c", "echo $PLAYBOOK_PROBE"], environment: ["PLAYBOOK_PROBE": "seen"])
        let result = try process.run { stream, bytes in if stream == .stdout { chunks += bytes } }
        XCTAssertEqual(result.stdout, "seen\n")
        XCTAssertEqual(String(decoding: chunks, as: UTF8.self), "seen\n")
    }

    func testMissingProgramIsASpawnError() {
        XCTAssertThrowsError(try ChildProcess(program: "/nonexistent/program", arguments: []).run())
    }
}
