import Foundation
import MarbleSupport
import PlaybookWire
import Rx
import RxTesting
import XCTest

final class MarbleSupportTests: XCTestCase {
    override func setUp() {
        super.setUp()
        marbleScenario = MarbleScenario()
    }

    override func tearDown() {
        marbleScenario = nil
        super.tearDown()
    }

    func testTheHelpersBuildTheScenarioAndTheTimelineRecordsIt() {
        let numbers = hot("-1-2|", name: "numbers")
        let letters = cold("--a|", as: String.self, name: "letters")
        result(numbers.map { $0 * 2 }, name: "map")
        result(letters, name: "letters out")
        XCTAssertEqual(marbleScenario.run(), ["-2-4|", "--a|"])

        let timeline = MarbleTimeline(recordedBy: marbleScenario)
        XCTAssertEqual(timeline.lines.map(\.name), ["numbers", "letters", "map", "letters out"])
        XCTAssertEqual(timeline.lines.map(\.isResult), [false, false, true, true])
        XCTAssertEqual(timeline.lines[0].events, [.init(time: 10, label: "1"), .init(time: 30, label: "2")])
        XCTAssertEqual(timeline.lines[0].completion, 40)
        XCTAssertEqual(timeline.lines[2].events.map(\.label), ["2", "4"])
        XCTAssertNil(timeline.lines[2].error)
        XCTAssertEqual(timeline.end, 50, "where the longest marble string ends: -1-2| is 5 frames")
        // The line playbook reads back is the same timeline.
        XCTAssertEqual(MarbleTimeline.json(inLine: Substring(timeline.line)).flatMap { MarbleTimeline(json: $0) }, timeline)
    }

    func testAnErrorIsRecordedWithItsTimeAndLabel() {
        let failing = cold("-1#", name: "failing")
        result(failing.map { $0 + 1 }, name: "plus one")
        _ = marbleScenario.run()
        let line = MarbleTimeline(recordedBy: marbleScenario).lines[1]
        XCTAssertEqual(line.events, [.init(time: 10, label: "2", cause: .init(line: 0, event: 0))])
        XCTAssertEqual(line.error?.cause, .init(line: 0, event: nil), "the error came while the input's error was delivered")
        XCTAssertEqual(line.error?.time, 20)
        XCTAssertNil(line.completion)
    }

    func testTheTimelineCarriesSubscriptionsMarbleStringsAndCauses() {
        let queries = hot("-a---b----|", as: String.self, name: "queries")
        result(queries.flatMapLatest { name in cold("-1-2-3|", name: "inner").map { "\(name)\($0)" } }, name: "latest")
        _ = marbleScenario.run()
        let timeline = MarbleTimeline(recordedBy: marbleScenario)
        XCTAssertEqual(timeline.lines.map(\.name), ["queries", "inner #1", "inner #2", "latest"])
        let cancelled = timeline.lines[1]
        XCTAssertEqual(cancelled.events.map(\.label), ["1", "2"], "what the inner sent before it was disposed")
        XCTAssertNil(cancelled.completion)
        XCTAssertEqual(cancelled.subscriptions, [.init(subscribed: 10, disposed: 50, cause: .init(line: 0, event: 0))])
        XCTAssertEqual(cancelled.marbles, "--1-2")
        let latest = timeline.lines[3]
        XCTAssertEqual(latest.marbles, "--a-b-c-d-e|\na = a1\nb = a2\nc = b1\nd = b2\ne = b3")
        XCTAssertEqual(latest.events.map(\.cause), [0, 1].map { .init(line: 1, event: $0) } + [0, 1, 2].map { .init(line: 2, event: $0) })
        XCTAssertEqual(latest.completionCause, .init(line: 2, event: nil))
        XCTAssertEqual(MarbleTimeline(json: MarbleTimeline.json(inLine: Substring(timeline.line))!), timeline, "the JSON keeps it all")
    }

    func testValuesAndFramesAndUntil() {
        let sizes = hot("-s-l|", values: ["s": 1, "l": 9], name: "sizes")
        result(sizes, until: 2, name: "until 2")
        XCTAssertEqual(marbleScenario.run(), ["-1"])
        XCTAssertTrue(scheduler === marbleScenario.scheduler)
    }

    func testTheNamesPlaybookGeneratesAreTheHelpers() {
        // Playbook's generated code imports this module and calls the finish function by these names.
        let finish: () -> Void = marbleExampleFinish
        _ = finish
        XCTAssertEqual(HarnessNames.marbleFinishFunction, "marbleExampleFinish")
        XCTAssertEqual(HarnessNames.marbleModule, "MarbleSupport")
    }
}
