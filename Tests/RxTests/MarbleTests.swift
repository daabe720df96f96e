import XCTest
import Rx
import RxTesting

final class MarbleTests: XCTestCase {
    // MARK: Grammar

    func testFramesAreTenTicksAndValuesMapThroughTheDictionary() throws {
        let events = try Marble.events("--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(50, 2), .completed(80)])
    }

    func testDigitsConvertByThemselves() throws {
        XCTAssertEqual(try Marble.events("-1-2#", as: Int.self), [.next(10, 1), .next(30, 2), .error(40, MarbleError())])
    }

    func testGroupHappensAtItsOpeningParenthesisAndTakesOneFrame() throws {
        XCTAssertEqual(try Marble.events("-(ab)-|", as: String.self), [.next(10, "a"), .next(10, "b"), .completed(30)])
        XCTAssertEqual(try Marble.events("(a|)", as: String.self), [.next(0, "a"), .completed(0)])
    }

    func testSpacesAreIgnored() throws {
        XCTAssertEqual(try Marble.events("- a - b |", as: String.self), try Marble.events("-a-b|", as: String.self))
    }

    func testSubscriptionPointIsFrameZero() throws {
        XCTAssertEqual(try Marble.events("-a-^-b-|", as: String.self), [.next(-20, "a"), .next(20, "b"), .completed(40)])
        XCTAssertEqual(try Marble.events("-(^a)-|", as: String.self), [.next(0, "a"), .completed(20)])
    }

    func testMalformedStringsSayWhere() {
        let cases: [(String, Int, String)] = [
            ("--(ab", 2, "never closed"),
            ("-a)", 2, "closes no group"),
            ("-(a(b))", 3, "another group"),
            ("-()-", 2, "empty group"),
            ("-(a-b)", 3, "inside a group"),
            ("-a-|-b", 5, "after the sequence ended"),
            ("^-^", 2, "second '^'"),
            ("-x-", 1, "no typed value")
        ]
        for (marbles, offset, reason) in cases {
            XCTAssertThrowsError(try Marble.events(marbles, values: ["a": 1, "b": 2])) { error in
                let syntax = error as! MarbleSyntaxError
                XCTAssertEqual(syntax.offset, offset, marbles)
                XCTAssertTrue(syntax.reason.contains(reason), "\(marbles): \(syntax.reason)")
            }
        }
    }

    // MARK: Printing

    func testPrintsSingleCharacterLabelsAsThemselves() {
        XCTAssertEqual(Marble.diagram([.next(20, 2), .next(50, 4), .completed(80)] as [Recorded<Event<Int>>]), "--2--4--|")
    }

    func testPrintsLongLabelsAsPlaceholdersWithALegend() {
        let events: [Recorded<Event<Int>>] = [.next(10, 10), .next(20, 1), .next(40, 10), .next(40, 200), .completed(40)]
        XCTAssertEqual(Marble.diagram(events), "-a1-(ab|)\na = 10\nb = 200")
    }

    func testPlaceholdersAvoidLettersUsedAsValues() {
        let events: [Recorded<Event<String>>] = [.next(0, "a"), .next(10, "ab"), .error(20, RxError.timeout)]
        XCTAssertEqual(Marble.diagram(events), "ab#\nb = ab\n# = Sequence timeout.")
    }

    func testPrintsEventsBeforeTheSubscriptionPointWithACaret() {
        let events: [Recorded<Marble.Label>] = [
            Recorded(time: -20, value: .next("a")), Recorded(time: 0, value: .next("b")), Recorded(time: 20, value: .completed)
        ]
        XCTAssertEqual(Marble.diagram(events), "a-(^b)-|")
        XCTAssertEqual(try Marble.parse("a-(^b)-|"), events)
    }

    func testEventsBetweenFramesArePrintedInTheirFrame() {
        XCTAssertEqual(Marble.diagram([.next(11, 1), .next(19, 2)] as [Recorded<Event<Int>>]), "-(12)")
    }

    // MARK: Round trip

    /// Random timelines (whole frames, groups, long and odd labels, errors,
    /// events before the subscription point) print and parse back unchanged.
    func testPrintingThenParsingGivesBackTheTimeline() throws {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<2000 {
            let events = Self.randomTimeline(&random)
            let text = Marble.diagram(events)
            XCTAssertEqual(try Marble.parse(text), events, "printed as:\n\(text)")
        }
    }

    /// Random marble strings parse, print and parse again to the same events.
    func testParsingThenPrintingKeepsTheEvents() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<2000 {
            let marbles = Self.randomMarbles(&random)
            let events = try Marble.parse(marbles)
            XCTAssertEqual(try Marble.parse(Marble.diagram(events)), events, marbles)
        }
    }

    static func randomTimeline(_ random: inout SeededRandom) -> [Recorded<Marble.Label>] {
        let labels = [
            "a", "b", "1", "10", "x y", "-", "(", "#", "|", "^", " ", "=", "a = b", "line\nbreak", "back\\slash", "é", "[1, 2]", "error"
        ]
        var events: [Recorded<Marble.Label>] = []
        var frame = random.next(in: -4...2)
        for _ in 0..<random.next(in: 0...12) {
            frame += random.next(in: 0...3)
            events.append(Recorded(time: frame * Marble.ticksPerFrame, value: .next(labels[random.next(in: 0...labels.count - 1)])))
        }
        switch random.next(in: 0...2) {
        case 0: events.append(Recorded(time: (frame + random.next(in: 0...2)) * Marble.ticksPerFrame, value: .completed))
        case 1:
            events.append(
                Recorded(
                    time: (frame + random.next(in: 0...2)) * Marble.ticksPerFrame,
                    value: .error(labels[random.next(in: 0...labels.count - 1)])))
        default: break
        }
        return events
    }

    static func randomMarbles(_ random: inout SeededRandom) -> String {
        var text = ""
        var caret = random.next(in: 0...1) == 0
        for _ in 0..<random.next(in: 0...15) {
            switch random.next(in: 0...9) {
            case 0...3: text += "-"
            case 4...6: text += String("abc123xyz".randomElement(using: &random)!)
            case 7: text += " "
            case 8 where caret: text += "^"; caret = false
            default: text += "(" + String((0..<random.next(in: 1...3)).map { _ in "abc9".randomElement(using: &random)! }) + ")"
            }
        }
        return text + ["", "|", "#", "-|", "(z|)"][random.next(in: 0...4)]
    }

    // MARK: Scenario

    func testScenarioRunsAnOperatorChainAndRecordsTimelines() {
        let scenario = MarbleScenario()
        let numbers = scenario.hot("-0-^-1--2--|", as: Int.self, name: "numbers")
        scenario.result(numbers.map { $0 * 10 }, name: "map")
        XCTAssertEqual(scenario.run(), ["--a--b--|\na = 10\nb = 20"])
        let lines = scenario.lines
        XCTAssertEqual(lines.map(\.name), ["numbers", "map"])
        XCTAssertEqual(
            lines[0].events,
            [
                Recorded(time: -20, value: .next("0")), Recorded(time: 20, value: .next("1")),
                Recorded(time: 50, value: .next("2")), Recorded(time: 80, value: .completed)
            ])
        XCTAssertEqual(lines[0].frames, 9)
        XCTAssertEqual(lines[1].isResult, true)
    }

    func testColdInputsStartAtEachSubscriptionAndTimeOperatorsCountInFrames() {
        let scenario = MarbleScenario()
        let outer = scenario.hot("-a---b|", as: String.self)
        let inner = scenario.cold("-1-2|", as: Int.self)
        scenario.result(outer.flatMap { _ in inner })
        scenario.result(outer.delay(scenario.frames(2), scheduler: scenario.scheduler))
        XCTAssertEqual(scenario.run(), ["--1-2-1-2|", "---a---b|"])
        XCTAssertEqual(inner.subscriptions, [Subscription(10, 50), Subscription(50, 90)])
    }

    func testACancelledInnerLineEndsWhereItsSubscriptionWasDisposed() {
        let scenario = MarbleScenario()
        let queries = scenario.hot("-a---b----|", as: String.self, name: "queries")
        scenario.result(queries.flatMapLatest { name in scenario.cold("-1-2-3|", as: Int.self, name: "inner").map { "\(name)\($0)" } })
        XCTAssertEqual(scenario.run(), ["--a-b-c-d-e|\na = a1\nb = a2\nc = b1\nd = b2\ne = b3"])
        let lines = scenario.lines
        XCTAssertEqual(lines.map(\.name), ["queries", "inner #1", "inner #2", "result"])
        // The first inner was disposed at frame 5, when b arrived: its 3 and its completion never happened.
        XCTAssertEqual(lines[1].events, [Recorded(time: 20, value: .next("1")), Recorded(time: 40, value: .next("2"))])
        XCTAssertEqual(lines[1].subscriptions, [Subscription(10, 50)])
        XCTAssertEqual(lines[2].events.last, Recorded(time: 110, value: .completed))
        XCTAssertEqual(lines[2].subscriptions, [Subscription(50, 110)])
        XCTAssertEqual(lines[0].subscriptions, [Subscription(0, 100)], "the outer subscription ends at the outer completion")
        // Each inner was subscribed while the outer value that started it was being delivered.
        XCTAssertEqual(lines[1].subscriptionCause, .init(line: 0, event: 0))
        XCTAssertEqual(lines[2].subscriptionCause, .init(line: 0, event: 1))
        // Each output value came from an inner value; the completion from the last inner's.
        XCTAssertEqual(
            lines[3].causes,
            [
                .init(line: 1, event: 0), .init(line: 1, event: 1), .init(line: 2, event: 0), .init(line: 2, event: 1),
                .init(line: 2, event: 2), .init(line: 2, event: 3)
            ])
    }

    func testResultsOfTheSameNameAreNumbered() {
        let scenario = MarbleScenario()
        let source = scenario.hot("-1-2|", as: Int.self, name: "source")
        scenario.result(source, name: "counted", until: 2)
        scenario.result(source, name: "counted")
        _ = scenario.run()
        XCTAssertEqual(scenario.lines.map(\.name), ["source", "counted #1", "counted #2"])
    }

    func testAnOutputSentByATimerHasNoCause() {
        let scenario = MarbleScenario()
        let numbers = scenario.hot("-1-2|", as: Int.self, name: "numbers")
        scenario.result(numbers.delay(scenario.frames(1), scheduler: scenario.scheduler))
        scenario.result(numbers.map { $0 + 1 })
        XCTAssertEqual(scenario.run(), ["--1-2|", "-2-3|"])
        XCTAssertEqual(scenario.lines[1].causes, [nil, nil, nil], "delay's events, its completion too, come from its timer")
        XCTAssertEqual(scenario.lines[2].causes, [.init(line: 0, event: 0), .init(line: 0, event: 1), .init(line: 0, event: 2)])
    }

    func testResultsStopAtTheirLastFrame() {
        let scenario = MarbleScenario()
        scenario.result(Observable<Int>.interval(scenario.frames(2), scheduler: scenario.scheduler), until: 7)
        XCTAssertEqual(scenario.run(), ["--0-1-2"])
    }
}

/// SplitMix64: a small generator whose sequence depends only on its seed,
/// so a failing case can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
