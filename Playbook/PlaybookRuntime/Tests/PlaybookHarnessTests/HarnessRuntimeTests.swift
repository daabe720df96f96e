import Foundation
@testable import PlaybookHarness
import PlaybookWire
import XCTest

final class HarnessArgumentsTests: XCTestCase {
    func testOnlyServeWithAGraceIsAccepted() {
        XCTAssertEqual(HarnessArguments(["harness", "--serve", "2"])?.grace, 2)
        XCTAssertEqual(HarnessArguments(["harness", "--serve", "0.5"])?.grace, 0.5)
        for arguments in [
            ["harness"], ["harness", "--serve"], ["harness", "--child", "2"], ["harness", "--serve", "x"],
            ["harness", "--serve", "-1"], ["harness", "--serve", "inf"], ["harness", "--serve", "nan"],
            ["harness", "--serve", "2", "extra"]
        ] {
            XCTAssertNil(HarnessArguments(arguments), "\(arguments)")
        }
    }
}

final class PlaybookCatchingTests: XCTestCase {
    struct Thrown: Error, CustomStringConvertible { var description: String { "it failed" } }

    func testAReturningExampleGivesNilAndAThrowingOneItsErrorsDescription() throws {
        var ran = false
        XCTAssertNil(playbookCatching { ran = true })
        XCTAssertTrue(ran)
        let failure = try XCTUnwrap(playbookCatching { throw Thrown() })
        defer { free(failure) }
        XCTAssertEqual(String(cString: failure), "it failed")
    }

    func testTheNamesTheGeneratedCodeUsesAreTheRuntimesFunctions() {
        // Example files call these by the names in HarnessNames; the compiler checks the calls here.
        let catching: (() throws -> Void) -> UnsafeMutablePointer<CChar>? = playbookCatching
        let main: ((@Sendable () -> Int64)?, (@Sendable ([String]) -> Void)?) -> Never = playbookHarnessMain
        _ = (catching, main)
        XCTAssertEqual(HarnessNames.catchingFunction, "playbookCatching")
        XCTAssertEqual(HarnessNames.mainFunction, "playbookHarnessMain")
        XCTAssertEqual(HarnessNames.runtimeModule, "PlaybookHarness")
    }
}

final class ChildLimitsTests: XCTestCase {
    func testALimitIsItsValueCappedByTheHardLimitAndCPUGetsASecondMore() {
        let unlimited = UInt64.max
        XCTAssertEqual(ChildLimits.bounds(resource: 2, value: 1 << 30, currentHard: unlimited).soft, 1 << 30)
        XCTAssertEqual(ChildLimits.bounds(resource: 2, value: 1 << 30, currentHard: unlimited).hard, 1 << 30)
        XCTAssertEqual(ChildLimits.bounds(resource: ChildLimits.cpuResource, value: 30, currentHard: unlimited).soft, 30)
        XCTAssertEqual(ChildLimits.bounds(resource: ChildLimits.cpuResource, value: 30, currentHard: unlimited).hard, 31)
        // Never above what the server may set.
        XCTAssertEqual(ChildLimits.bounds(resource: 7, value: 4096, currentHard: 1024).soft, 1024)
        XCTAssertEqual(ChildLimits.bounds(resource: 7, value: 4096, currentHard: 1024).hard, 1024)
        XCTAssertEqual(ChildLimits.bounds(resource: ChildLimits.cpuResource, value: 30, currentHard: 30).soft, 30)
        XCTAssertEqual(ChildLimits.bounds(resource: ChildLimits.cpuResource, value: 30, currentHard: 30).hard, 30)
        // No overflow at the top.
        XCTAssertEqual(ChildLimits.bounds(resource: ChildLimits.cpuResource, value: .max, currentHard: .max).hard, .max)
    }

    func testTheResourcesFollowTheRequestsFieldOrder() {
        XCTAssertEqual(ChildLimits.resources.count, ExampleLimits.fields.count)
        #if os(Linux)
            XCTAssertEqual(
                ChildLimits.resources,
                [
                    Int32(RLIMIT_DATA.rawValue), Int32(RLIMIT_CPU.rawValue), Int32(RLIMIT_FSIZE.rawValue),
                    Int32(RLIMIT_NOFILE.rawValue), Int32(__RLIMIT_NPROC.rawValue)
                ])
        #endif
    }
}

final class LeftoversTests: XCTestCase {
    func testTheParentIsReadAfterTheLastParenthesisOfTheCommand() {
        XCTAssertEqual(Leftovers.parent(inStat: "123 (sleep) S 456 123 123 0 -1"), 456)
        XCTAssertEqual(Leftovers.parent(inStat: "123 (a) b) (c) S 789 1 1"), 789)
        XCTAssertNil(Leftovers.parent(inStat: "123 sleep S 456"))
        XCTAssertNil(Leftovers.parent(inStat: "123 (x) S"))
        XCTAssertNil(Leftovers.parent(inStat: ""))
    }

    func testAChildOfThisProcessIsFound() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["10"]
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        XCTAssertTrue(Leftovers.childrenOfThisProcess().contains(process.processIdentifier))
    }
}

final class ExampleFolderTests: XCTestCase {
    func testAFolderIsMadeUnderTMPDIRAndRemovedWithItsContentsButNotWhatLinksPointAt() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "folder-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let outside = base.appending(path: "outside.txt")
        try Data("keep".utf8).write(to: outside)

        let folder = try XCTUnwrap(ExampleFolder.make(environment: ["TMPDIR": base.path]))
        XCTAssertTrue(folder.hasPrefix(base.path + "/playbook-example-"), folder)
        XCTAssertEqual(ExampleFolder.entries(of: folder), [])
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/a/b/file"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/link", withDestinationPath: base.path)
        try FileManager.default.createSymbolicLink(atPath: folder + "/file-link", withDestinationPath: outside.path)

        ExampleFolder.remove(folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "keep")
        ExampleFolder.remove(nil)
        ExampleFolder.removeTree(folder)  // already gone: nothing to do
    }

    func testAnEmptyTMPDIRMeansTmp() throws {
        let folder = try XCTUnwrap(ExampleFolder.make(environment: ["TMPDIR": ""]))
        defer { ExampleFolder.remove(folder) }
        XCTAssertTrue(folder.hasPrefix("/tmp/playbook-example-"), folder)
    }
}

final class ExampleChildTests: XCTestCase {
    func testTheWaitEndsWhenTheCountIsBackAndReportsTheExcessOtherwise() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var value: Int64 = 5
            func read() -> Int64 { lock.withLock { value } }
            func set(_ new: Int64) { lock.withLock { value = new } }
        }
        let counter = Counter()
        let child = ExampleChild(grace: 5, liveResources: { counter.read() })
        // Back to the baseline from the run loop, as scheduled work does.
        counter.set(7)
        RunLoop.main.perform { counter.set(5) }
        XCTAssertNil(child.waitForScheduledWork(baseline: 5))

        // Still above after the grace period: the excess.
        counter.set(8)
        XCTAssertEqual(ExampleChild(grace: 0.05, liveResources: { counter.read() }).waitForScheduledWork(baseline: 5), 3)
        // Without a counter there is nothing to report.
        XCTAssertNil(ExampleChild(grace: 0.05, liveResources: nil).waitForScheduledWork(baseline: nil))
    }
}

final class ExampleServerRequestTests: XCTestCase {
    /// Sends `line` with `descriptors` count of fresh pipe write ends to an in-process server's
    /// request handling; returns its answer and whether every passed descriptor was closed.
    private func answer(to line: String, descriptors count: Int) throws -> (String?, Bool) {
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        var passed: [Int32] = []
        var readEnds: [Int32] = []
        for _ in 0..<count {
            var pipeEnds: [Int32] = [-1, -1]
            XCTAssertEqual(pipe(&pipeEnds), 0)
            readEnds.append(pipeEnds[0])
            passed.append(pipeEnds[1])
        }
        defer { readEnds.forEach { _ = close($0) } }
        let server = ExampleServer(control: ends[0], child: ExampleChild(grace: 0, liveResources: nil))
        server.handle(line, passed: passed, signals: -1, parent: getppid())
        // Every write end is closed: reading each pipe sees its end at once.
        let closed = readEnds.allSatisfy { readEnd in
            var byte: UInt8 = 0
            return read(readEnd, &byte, 1) == 0
        }
        var buffer = LineBuffer()
        guard let received = DescriptorPassing.receive(on: ends[1]) else { return (nil, closed) }
        buffer.append(received.bytes)
        return (buffer.nextLine(), closed)
    }

    func testAMalformedRequestIsRefusedWithWhatIsWrongAndItsDescriptorsClosed() throws {
        let (reply, closed) = try answer(to: "example 1 2", descriptors: 3)
        XCTAssertEqual(reply, "error the request has 2 limits, not 5")
        XCTAssertTrue(closed)
        XCTAssertEqual(
            try answer(to: "../etc 0 0 0 0 0", descriptors: 3).0,
            "error the request names ../etc, which is not a symbol (letters, digits and _ only)")
    }

    func testARequestWithoutItsThreeDescriptorsIsRefused() throws {
        let refusal = "error the request did not carry three descriptors (stdout, stderr, the waiting pipe)"
        let (reply, closed) = try answer(to: "example 0 0 0 0 0", descriptors: 2)
        XCTAssertEqual(reply, refusal)
        XCTAssertTrue(closed)
        XCTAssertEqual(try answer(to: "example 0 0 0 0 0", descriptors: 4).0, refusal)
    }
}
