import Foundation
import XCTest
@testable import Playbook

/// What a marble figure says beside its drawing, and how it colours values:
/// colours follow identity (the input value a value came from), times are
/// frames, every "what if" state carries every view of its run, and the
/// controls and sizes are in the page as written.
final class SiteMarbleViewsTests: XCTestCase {
    /// flatMapLatest as written, and with b moved from frame 5 to frame 7 (a "what if" state).
    private static func flatMapLatest(bAt frame: Int) -> MarbleTimeline {
        let b = frame * 10
        let lastFirstInner = min(b, 70)
        var firstInner: [MarbleTimeline.Event] = [.init(time: 20, label: "1"), .init(time: 40, label: "2")]
        if lastFirstInner > 60 { firstInner.append(.init(time: 60, label: "3")) }
        let results: [MarbleTimeline.Event] =
            firstInner.enumerated().map {
                .init(time: $0.element.time, label: "a\($0.element.label)", cause: .init(line: 1, event: $0.offset))
            }
            + [.init(time: b + 10, label: "b1", cause: .init(line: 2, event: 0))]
        return MarbleTimeline(
            lines: [
                .init(
                    name: "queries", events: [.init(time: 10, label: "a"), .init(time: b, label: "b")], completion: 100,
                    subscriptions: [.init(subscribed: 0, disposed: 100)], marbles: frame == 5 ? "-a---b----|" : "-a-----b--|", input: 0,
                    source: frame == 5 ? "-a---b----|" : "-a-----b--|"),
                .init(
                    name: "cold #1", events: firstInner,
                    subscriptions: [.init(subscribed: 10, disposed: b, cause: .init(line: 0, event: 0))]),
                .init(
                    name: "cold #2", events: [.init(time: b + 10, label: "1")], completion: b + 20,
                    subscriptions: [.init(subscribed: b, disposed: b + 20, cause: .init(line: 0, event: 1))]),
                .init(
                    name: "flatMapLatest", events: results, completion: b + 20, isResult: true, subscriptions: [.init(subscribed: 0)],
                    marbles: frame == 5 ? "--a-b-c|\na = a1\nb = a2\nc = b1" : "--a-b-c-d|\na = a1\nb = a2\nc = a3\nd = b1")
            ], end: 130)
    }

    /// The colour class of every value, by its data-ref.
    private func colours(_ svg: String) -> [String: String] {
        var found: [String: String] = [:]
        for part in svg.components(separatedBy: "<g class=\"marble-value ").dropFirst() {
            let colour = String(part.prefix { $0 != " " && $0 != "\"" })
            found[SiteMarbleTests.attribute("data-ref", in: part)] = colour
        }
        return found
    }

    func testAValueHasTheColourOfTheInputValueItCameFromNotOfItsLabel() {
        let svg = MarbleDiagram().svg(Self.flatMapLatest(bAt: 5), title: "flatMapLatest")
        let colour = colours(svg)
        XCTAssertEqual(colour["0.0"], "v0", "a, the first input value")
        XCTAssertEqual(colour["0.1"], "v1", "b, the second")
        XCTAssertEqual(
            [colour["1.0"], colour["1.1"], colour["3.0"], colour["3.1"]], ["v0", "v0", "v0", "v0"], "a's inner values and a1, a2")
        XCTAssertEqual([colour["2.0"], colour["3.2"]], ["v1", "v1"], "b's inner value and b1")
        // Alike labels, unrelated values: the inner "1"s of a and of b differ, as they came from a and from b.
        XCTAssertNotEqual(colour["1.0"], colour["2.0"])
    }

    /// switchLatest's what-if states: a lane subscribed twice because of two values (fast, chosen, left, chosen
    /// again) is an inner lane, not an input, so the inputs' colours are those of the state where it is subscribed once.
    func testALaneSubscribedSeveralTimesBecauseOfValuesTakesEachSubscriptionsColour() {
        let timeline = MarbleTimeline(
            lines: [
                .init(
                    name: "fast", events: [.init(time: 10, label: "1"), .init(time: 50, label: "2")],
                    subscriptions: [
                        .init(subscribed: 0, disposed: 20, cause: .init(line: 2, event: 0)),
                        .init(subscribed: 40, cause: .init(line: 2, event: 2))
                    ]),
                .init(
                    name: "slow", events: [.init(time: 30, label: "7")],
                    subscriptions: [.init(subscribed: 20, disposed: 40, cause: .init(line: 2, event: 1))]),
                .init(
                    name: "choice", events: [.init(time: 0, label: "f"), .init(time: 20, label: "s"), .init(time: 40, label: "f")],
                    subscriptions: [.init(subscribed: 0)], input: 0),
                .init(
                    name: "switchLatest()",
                    events: [
                        .init(time: 10, label: "1", cause: .init(line: 0, event: 0)),
                        .init(time: 30, label: "7", cause: .init(line: 1, event: 0)),
                        .init(time: 50, label: "2", cause: .init(line: 0, event: 1))
                    ], isResult: true, subscriptions: [.init(subscribed: 0)])
            ], end: 60)
        let colour = colours(MarbleDiagram().svg(timeline, title: "switchLatest"))
        XCTAssertEqual([colour["2.0"], colour["2.1"], colour["2.2"]], ["v0", "v1", "v2"], "the one input's values")
        XCTAssertEqual([colour["0.0"], colour["0.1"], colour["1.0"]], ["v0", "v2", "v1"], "each by the value that chose its lane then")
        XCTAssertEqual([colour["3.0"], colour["3.1"], colour["3.2"]], ["v0", "v1", "v2"])
    }

    /// Playgrounds/04-combining's switchLatest, as written and with choice's f moved to frame 0, where it is missed:
    /// fast is never subscribed, which alone would make it an input of colours of its own, ahead of choice's.
    private static func switchLatest(fAt time: Int) -> MarbleTimeline {
        let chosen = time > 0
        let fast: [MarbleTimeline.Event] =
            chosen ? [.init(time: 20, label: "1"), .init(time: 40, label: "2")] : (1...4).map { .init(time: $0 * 20 - 10, label: "\($0)") }
        return MarbleTimeline(
            lines: [
                .init(
                    name: "fast", events: fast,
                    subscriptions: chosen ? [.init(subscribed: time, disposed: 60, cause: .init(line: 2, event: 0))] : []),
                .init(
                    name: "slow", events: [.init(time: 80, label: "7")],
                    subscriptions: [.init(subscribed: 60, cause: .init(line: 2, event: 1))]),
                .init(
                    name: "choice", events: [.init(time: time, label: "f"), .init(time: 60, label: "s")],
                    subscriptions: [.init(subscribed: 0)], input: 0),
                .init(
                    name: "switchLatest()",
                    events: (chosen ? [.init(time: 20, label: "1", cause: .init(line: 0, event: 0))] : [])
                        + [.init(time: 80, label: "7", cause: .init(line: 1, event: 0))], isResult: true,
                    subscriptions: [.init(subscribed: 0)])
            ], end: 130)
    }

    func testAWhatIfStateKeepsTheLanesAndColoursOfTheExampleAsWritten() {
        var diagram = MarbleDiagram()
        diagram.range = (0, 130)
        let written = colours(diagram.svg(Self.switchLatest(fAt: 10), title: "t"))
        XCTAssertEqual([written["2.0"], written["2.1"], written["0.0"], written["1.0"]], ["v0", "v1", "v0", "v1"])
        let alone = colours(diagram.svg(Self.switchLatest(fAt: 0), title: "t"))
        XCTAssertEqual(alone["2.0"], "v4", "by itself the state makes fast an input, whose 4 values come first")
        diagram.asWritten = MarbleColours(Self.switchLatest(fAt: 10)).asWritten
        let moved = colours(diagram.svg(Self.switchLatest(fAt: 0), title: "t"))
        XCTAssertEqual([moved["2.0"], moved["2.1"]], ["v0", "v1"], "choice's values keep theirs")
        XCTAssertEqual([moved["0.0"], moved["0.1"], moved["0.2"], moved["0.3"]], ["v0", "v0", "v0", "v0"], "fast is f's, chosen or not")
        XCTAssertEqual([moved["1.0"], moved["3.0"]], ["v1", "v1"], "slow and 7 are s's")
    }

    func testATimersValueTakesTheColourOfTheOneInputValueAlikeElseIsNeutral() {
        let timeline = MarbleTimeline(lines: [
            .init(
                name: "numbers", events: [.init(time: 10, label: "1"), .init(time: 20, label: "2"), .init(time: 30, label: "2")], input: 0),
            .init(
                name: "debounce", events: [.init(time: 30, label: "1"), .init(time: 50, label: "2"), .init(time: 60, label: "7")],
                isResult: true)
        ])
        XCTAssertEqual(
            colours(MarbleDiagram().svg(timeline, title: "debounce")),
            ["0.0": "v0", "0.1": "v1", "0.2": "v2", "1.0": "v0", "1.1": "vn", "1.2": "vn"], "2 printed twice: no telling which")
    }

    func testEveryColourStaysWhereItWasInAWhatIfState() {
        var diagram = MarbleDiagram()
        diagram.range = (0, 130)
        let written = colours(diagram.svg(Self.flatMapLatest(bAt: 5), title: "t"))
        let moved = colours(diagram.svg(Self.flatMapLatest(bAt: 7), title: "t"))
        // The inputs' values and the inner observables' keep theirs (the result's indices shift with the run).
        for (ref, colour) in written where !ref.hasPrefix("3.") { XCTAssertEqual(moved[ref], colour, ref) }
        XCTAssertEqual(moved["3.2"], "v0", "a3, which only the moved run has, is a's")
        XCTAssertEqual(moved["3.3"], "v1", "b1 is still b's")
    }

    func testTimesAreFramesAndTheDiagramHasAnAxisOfFrames() {
        let svg = MarbleDiagram().svg(Self.flatMapLatest(bAt: 5), title: "flatMapLatest")
        XCTAssertTrue(svg.contains("<title>a at frame 1</title>"), svg)
        XCTAssertTrue(svg.contains("<title>completed at frame 7</title>"))
        XCTAssertTrue(svg.contains("<title>subscribed at frame 1</title>"))
        XCTAssertFalse(svg.contains(" at 10<"), "no ticks")
        XCTAssertEqual(MarbleDiagram.at(25), "frame 2.5")
        let axis = String(svg[svg.range(of: "<g class=\"marble-frames\"")!.lowerBound...])
        XCTAssertEqual(SiteMarbleTests.texts(axis).prefix(3), ["0", "1", "2"])
        XCTAssertEqual(SiteMarbleTests.texts(axis).last, "frames")
    }

    func testTheDrawingNeverShrinksBelowValuesOf24Pixels() throws {
        let svg = MarbleDiagram().svg(Self.flatMapLatest(bAt: 5), title: "flatMapLatest")
        let width = try XCTUnwrap(Double(SiteMarbleTests.attribute("viewBox", in: svg).split(separator: " ")[2]))
        let minimum = try XCTUnwrap(Double(SiteMarbleTests.attribute("style", in: svg).filter { $0.isNumber || $0 == "." }))
        // A value is 26 units wide: at the smallest scale it is 24 px or more.
        XCTAssertGreaterThanOrEqual(26 * minimum / width, 24)
        XCTAssertLessThan(26 * minimum / width, 25)
    }

    func testEveryStateCarriesEveryViewOfItsRun() throws {
        let json = MarbleFigure.states(
            base: Self.flatMapLatest(bAt: 5), whatIf: ["0.1.7": Self.flatMapLatest(bAt: 7)], diagram: MarbleDiagram(), title: "t")
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let states = try XCTUnwrap(decoded["states"] as? [String: [String: Any]])
        let moved = try XCTUnwrap(states["0.1.7"])
        XCTAssertEqual(moved["output"] as? String, "--a-b-c-d|\na = a1\nb = a2\nc = a3\nd = b1")
        XCTAssertEqual(moved["sources"] as? [String: String], ["0": "-a-----b--|"])
        let lines = try XCTUnwrap(decoded["lines"] as? [String])
        let text = try XCTUnwrap(moved["text"] as? [Int]).map { lines[$0] }
        XCTAssertEqual(text.first, "queries: -a-----b--| (subscription ^---------!)")
        XCTAssertEqual(text.count, 4)
        XCTAssertEqual(Set(lines).count, lines.count, "each line of the text alternatives once")
        XCTAssertEqual(states["base"]?["sources"] as? [String: String], ["0": "-a---b----|"])
    }

    func testTheControlsAreInThePageAndNotOnPaper() {
        let example = Example(
            id: "ex_1", number: 1, kind: .marble, code: "", location: SourceLocation(path: "Playgrounds/x.md", line: 1), codeFirstLine: 2)
        let timeline = Self.flatMapLatest(bAt: 5)
        let screen = MarbleFigure(timeline: timeline, example: example, anchor: "x", whatIf: ["0.1.7": Self.flatMapLatest(bAt: 7)]).html
        XCTAssertTrue(
            screen.contains("<button type=\"button\" class=\"marble-forward\" aria-label=\"Step forward in time\" disabled>▶</button>"))
        XCTAssertTrue(screen.contains("class=\"marble-restore\" disabled>As written</button>"))
        XCTAssertTrue(screen.contains("<details class=\"marble-text\"><summary>"))
        let paper = MarbleFigure(timeline: timeline, example: example, anchor: "x", whatIf: ["0.1.7": timeline], forPrint: true).html
        XCTAssertFalse(paper.contains("<button"))
        XCTAssertFalse(paper.contains("<template"))
        XCTAssertTrue(paper.contains("<details class=\"marble-text\" open><summary>"))
    }
}
