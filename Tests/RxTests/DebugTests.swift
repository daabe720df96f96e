import Foundation
import XCTest
import Rx
import RxTesting

/// Runs `body` with the standard output sent to a file and returns the lines
/// it printed.
private func printedLines(_ body: () -> Void) -> [String] {
    let path = NSTemporaryDirectory() + "debug-output-\(UUID().uuidString).txt"
    FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard let file = FileHandle(forWritingAtPath: path) else { return [] }
    fflush(stdout)
    let savedStandardOutput = dup(STDOUT_FILENO)
    dup2(file.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(stdout)
    dup2(savedStandardOutput, STDOUT_FILENO)
    close(savedStandardOutput)
    file.closeFile()
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
}

/// Splits `yyyy-MM-dd HH:mm:ss.SSS: rest` into its timestamp and the rest;
/// nil when the timestamp is not in that format.
private func splitTimestamp(_ line: String) -> (timestamp: String, rest: String)? {
    let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
    guard let range = line.range(of: pattern, options: .regularExpression) else { return nil }
    return (String(line[range].dropLast(2)), String(line[range.upperBound...]))
}

final class DebugTests: RxTest {
    func testDebugPrintsSubscriptionEventsAndDisposal() {
        let lines = printedLines {
            _ = Observable.of(0).debug("numbers").subscribe()
        }
        XCTAssertEqual(
            lines.compactMap { splitTimestamp($0)?.rest },
            [
                "numbers -> subscribed",
                "numbers -> Event next(0)",
                "numbers -> Event completed",
                "numbers -> isDisposed"
            ])
        XCTAssertEqual(lines.count, 4)
    }

    func testDebugTimestampIsTheCurrentLocalTime() {
        let before = Date()
        let lines = printedLines { _ = Observable<Int>.empty().debug("t").subscribe() }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        guard let first = lines.first, let timestamp = splitTimestamp(first)?.timestamp,
            let date = formatter.date(from: timestamp)
        else {
            return XCTFail("no timestamp in \(lines)")
        }
        XCTAssertLessThan(abs(date.timeIntervalSince(before)), 5)
    }

    func testDebugDefaultIdentifierIsFileLineAndFunction() {
        var line: UInt = 0
        let lines = printedLines {
            line = #line; _ = Observable<Int>.empty().debug().subscribe()
        }
        let identifier = "DebugTests.swift:\(line) (testDebugDefaultIdentifierIsFileLineAndFunction())"
        XCTAssertEqual(
            lines.compactMap { splitTimestamp($0)?.rest },
            [
                "\(identifier) -> subscribed",
                "\(identifier) -> Event completed",
                "\(identifier) -> isDisposed"
            ])
    }

    func testDebugExplicitFileKeepsOnlyItsLastPathComponent() {
        let lines = printedLines {
            _ = Observable<Int>.empty().debug(file: "/a/b/Some.swift", line: 7, function: "f()").subscribe()
        }
        XCTAssertEqual(lines.compactMap { splitTimestamp($0)?.rest }.first, "Some.swift:7 (f()) -> subscribed")
    }

    func testDebugTrimOutputShortensLongEvents() {
        let long = String(repeating: "x", count: 50) + "END"
        let lines = printedLines {
            _ = Observable.just(long).debug("trim", trimOutput: true).subscribe()
        }
        let expected = "next(" + String(repeating: "x", count: 15) + "..." + String(repeating: "x", count: 16) + "END)"
        XCTAssertEqual(
            lines.compactMap { splitTimestamp($0)?.rest },
            [
                "trim -> subscribed",
                "trim -> Event \(expected)",
                "trim -> Event completed",
                "trim -> isDisposed"
            ])
    }

    func testDebugTrimOutputKeepsEventsOfFortyCharacters() {
        let fortyCharacterEvent = String(repeating: "y", count: 34)  // "next(" + 34 + ")" = 40
        let lines = printedLines {
            _ = Observable.just(fortyCharacterEvent).debug("trim", trimOutput: true).subscribe()
        }
        XCTAssertEqual(lines.compactMap { splitTimestamp($0)?.rest }[1], "trim -> Event next(\(fortyCharacterEvent))")
    }

    func testDebugWithoutTrimOutputPrintsLongEventsWhole() {
        let long = String(repeating: "z", count: 60)
        let lines = printedLines { _ = Observable.just(long).debug("whole").subscribe() }
        XCTAssertEqual(lines.compactMap { splitTimestamp($0)?.rest }[1], "whole -> Event next(\(long))")
    }

    func testDebugPrintsErrors() {
        let lines = printedLines {
            _ = Observable<Int>.error(TestError(3)).debug("failing").subscribe(onError: { _ in })
        }
        XCTAssertEqual(
            lines.compactMap { splitTimestamp($0)?.rest },
            [
                "failing -> subscribed",
                "failing -> Event error(TestError(3))",
                "failing -> isDisposed"
            ])
    }

    func testDebugPrintsDisposalBySubscriberOnce() {
        let lines = printedLines {
            let subscription = Observable<Int>.never().debug("never").subscribe()
            subscription.dispose()
            subscription.dispose()
        }
        XCTAssertEqual(lines.compactMap { splitTimestamp($0)?.rest }, ["never -> subscribed", "never -> isDisposed"])
    }

    func testDebugPassesEventsThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        var res: TestableObserver<Int>!
        let lines = printedLines { res = scheduler.start { xs.debug("pass") } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(lines.count, 5)
    }

    func testDebugEachSubscriptionPrintsItsOwnLines() {
        let lines = printedLines {
            let source = Observable.of(1).debug("twice")
            _ = source.subscribe()
            _ = source.subscribe()
        }
        XCTAssertEqual(lines.filter { $0.hasSuffix("twice -> subscribed") }.count, 2)
        XCTAssertEqual(lines.filter { $0.hasSuffix("twice -> isDisposed") }.count, 2)
    }
}
