import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The marble diagram SVG, pinned by a golden file (Fixtures/Marble/diagram.svg).
final class SiteMarbleTests: XCTestCase {
    static let timeline = MarbleTimeline(lines: [
        .init(
            name: "source", events: [.init(time: 210, label: "1"), .init(time: 240, label: "2"), .init(time: 270, label: "3")],
            completion: 300),
        .init(
            name: "other", events: [.init(time: 220, label: "a"), .init(time: 220, label: "b")],
            error: .init(time: 280, label: "oops <bad>")),
        .init(
            name: "flatMapLatest", events: [.init(time: 215, label: "1a"), .init(time: 245, label: "\"long value\"")],
            error: .init(time: 280, label: "oops"), isResult: true)
    ])

    func testGoldenDiagram() throws {
        let svg = MarbleDiagram().svg(Self.timeline, title: "flatMapLatest")
        try SiteFixtures.assertGolden(svg + "\n", "Marble/diagram.svg")
    }

    func testDiagramParts() {
        let svg = MarbleDiagram().svg(Self.timeline, title: "flatMapLatest")
        XCTAssertEqual(svg.components(separatedBy: "<g class=\"marble-value").count - 1, 7, "one shape per value")
        XCTAssertEqual(svg.components(separatedBy: "class=\"marble-end\"").count - 1, 1, "one completion bar")
        XCTAssertEqual(svg.components(separatedBy: "<g class=\"marble-error\"").count - 1, 2, "two error crosses")
        XCTAssertEqual(svg.components(separatedBy: "class=\"marble-axis\"").count - 1, 3, "one line per observable")
        XCTAssertTrue(svg.contains("oops &lt;bad&gt;"), "labels are escaped")
        XCTAssertFalse(svg.contains("<bad>"))
        XCTAssertTrue(svg.contains("currentColor"))
        XCTAssertTrue(
            MarbleDiagram().description(Self.timeline).hasPrefix(
                "source: 1 at frame 21, 2 at frame 24, 3 at frame 27, completed at frame 30; other:"))
    }

    func testValuesAtTheSameTimeDoNotOverlap() {
        let timeline = MarbleTimeline(
            lines: [.init(name: "of(1, 2, 3)", events: [1, 2, 3].map { .init(time: 0, label: "\($0)") }, completion: 0)], end: 10)
        let svg = MarbleDiagram().svg(timeline, title: "of")
        let centres = svg.components(separatedBy: "<circle cx=\"").dropFirst().compactMap { Double($0.prefix(while: { $0 != "\"" })) }
        XCTAssertEqual(centres.count, 3)
        for (left, right) in zip(centres, centres.dropFirst()) { XCTAssertGreaterThanOrEqual(right - left, 28) }
    }

    /// flatMapLatest as recorded: the first inner observable was disposed at frame 5, when `b` arrived.
    static let cancelled = MarbleTimeline(
        lines: [
            .init(
                name: "queries", events: [.init(time: 10, label: "a"), .init(time: 50, label: "b")], completion: 100,
                subscriptions: [.init(subscribed: 0, disposed: 100)], marbles: "-a---b----|"),
            .init(
                name: "cold(\"-1-2-3|\") #1", events: [.init(time: 20, label: "1"), .init(time: 40, label: "2")],
                subscriptions: [.init(subscribed: 10, disposed: 50, cause: .init(line: 0, event: 0))], marbles: "--1-2"),
            .init(
                name: "cold(\"-1-2-3|\") #2",
                events: [.init(time: 60, label: "1"), .init(time: 80, label: "2"), .init(time: 100, label: "3")],
                completion: 110, subscriptions: [.init(subscribed: 50, disposed: 110, cause: .init(line: 0, event: 1))],
                marbles: "------1-2-3|"),
            .init(
                name: "flatMapLatest { name in cold(\"-1-2-3|\").map { \"\\(name)\\($0)\" } }",
                events: [
                    .init(time: 20, label: "a1", cause: .init(line: 1, event: 0)),
                    .init(time: 60, label: "b1", cause: .init(line: 2, event: 0))
                ],
                completion: 110, isResult: true, subscriptions: [.init(subscribed: 0)], completionCause: .init(line: 2, event: nil),
                marbles: "--a---b----|\na = a1\nb = b1")
        ], end: 110)

    func testGoldenCancelledInnerLane() throws {
        let svg = MarbleDiagram().svg(Self.cancelled, title: "flatMapLatest")
        try SiteFixtures.assertGolden(svg + "\n", "Marble/cancelled-inner.svg")
    }

    func testACancelledInnerLaneEndsAtItsDisposal() throws {
        let svg = MarbleDiagram().svg(Self.cancelled, title: "flatMapLatest")
        let lanes: [String] = Array(svg.components(separatedBy: "<g class=\"marble-line").dropFirst())
        XCTAssertEqual(lanes.count, 4)
        let cancelled = lanes[1]
        // Its solid axis runs from the subscription (frame 1) to the disposal (frame 5), at the positions of those times.
        let solid = try XCTUnwrap(Self.segments(cancelled).first { !$0.faint })
        let scale = try XCTUnwrap(Double(Self.attribute("data-scale", in: svg)))
        let left = try XCTUnwrap(Double(Self.attribute("data-left", in: svg)))
        XCTAssertEqual(solid.from, left + 10 * scale, accuracy: 0.1)
        XCTAssertEqual(solid.to, left + 50 * scale, accuracy: 0.1)
        XCTAssertTrue(cancelled.contains("class=\"marble-disposed\""), "the disposal is marked")
        XCTAssertFalse(cancelled.contains("marble-arrow"), "no arrow head: the lane does not go on")
        XCTAssertFalse(cancelled.contains("marble-end"), "it never completed")
        XCTAssertEqual(Array(Self.texts(cancelled).dropFirst()), ["1", "2"])
        // Nothing of it is drawn past its disposal.
        for x in Self.numbers("cx", in: cancelled) { XCTAssertLessThanOrEqual(x, solid.to) }
        XCTAssertTrue(lanes[3].contains("marble-arrow"), "the result is still subscribed at the end")
    }

    func testAHotValueSentWhileNotSubscribedToIsDrawnFaint() {
        let timeline = MarbleTimeline(lines: [
            .init(
                name: "first", events: [.init(time: 10, label: "1"), .init(time: 60, label: "3")],
                subscriptions: [.init(subscribed: 0, disposed: 50)])
        ])
        let svg = MarbleDiagram().svg(timeline, title: "merge")
        XCTAssertTrue(svg.contains("<g class=\"marble-value v0\" data-ref=\"0.0\""), "1 was sent to the subscription")
        XCTAssertTrue(svg.contains("<g class=\"marble-value v1 unobserved\" data-ref=\"0.1\""), svg)
        XCTAssertTrue(svg.contains("3 at frame 6, while not subscribed to"))
    }

    func testNoLabelIsClipped() throws {
        let longName = "flatMapLatest { query in search(query).catchAndReturn([]).map { results in results.count } }"
        let longLabel = "\"a value longer than any pill was\""
        let timeline = MarbleTimeline(lines: [
            .init(
                name: "a very long input name that goes on and on",
                events: [.init(time: 0, label: longLabel), .init(time: 10, label: "[1, 2, 3]")]),
            .init(
                name: longName, events: [.init(time: 10, label: longLabel), .init(time: 20, label: longLabel)], completion: 20,
                isResult: true)
        ])
        let svg = MarbleDiagram().svg(timeline, title: "long")
        let viewBox = Self.attribute("viewBox", in: svg).split(separator: " ").compactMap { Double($0) }
        let width = try XCTUnwrap(viewBox.count == 4 ? viewBox[2] : nil)
        let texts = Self.texts(svg)
        // Every label is whole, and the names' rows put together are the names.
        XCTAssertEqual(texts.filter { $0 == longLabel }.count, 3)
        XCTAssertTrue(texts.contains("[1, 2, 3]"))
        XCTAssertFalse(svg.contains("…"))
        let nameRows = svg.components(separatedBy: "<text class=\"marble-name\"").dropFirst().map { Self.texts("<text" + $0).first ?? "" }
        XCTAssertEqual(nameRows.joined(separator: " "), "a very long input name that goes on and on " + longName)
        // Every row and every pill fits inside the drawing, and every pill holds its whole label.
        for row in nameRows { XCTAssertLessThanOrEqual(12 + Double(row.count) * MarbleDiagram.characterWidth, width, row) }
        let rects = svg.components(separatedBy: "<rect ").dropFirst()
        XCTAssertEqual(rects.count, 4)
        for rect in rects {
            let x = try XCTUnwrap(Self.numbers("x", in: "<rect " + rect).first)
            let rectWidth = try XCTUnwrap(Self.numbers("width", in: "<rect " + rect).first)
            let label = try XCTUnwrap(Self.texts(String(rect)).first)
            XCTAssertGreaterThanOrEqual(x, 0)
            XCTAssertLessThanOrEqual(x + rectWidth, width)
            XCTAssertGreaterThanOrEqual(rectWidth, Double(label.count) * MarbleDiagram.characterWidth, label)
        }
        // Pills on one lane do not overlap.
        let resultLane = try XCTUnwrap(svg.components(separatedBy: "<g class=\"marble-line result").last)
        let spans = resultLane.components(separatedBy: "<rect ").dropFirst().compactMap { rect -> (Double, Double)? in
            guard let x = Self.numbers("x", in: "<rect " + rect).first, let w = Self.numbers("width", in: "<rect " + rect).first else {
                return nil
            }
            return (x, x + w)
        }
        XCTAssertEqual(spans.count, 2)
        XCTAssertLessThanOrEqual(spans[0].1, spans[1].0)
    }

    func testTheTextAlternativeIsEachLinesMarbleString() {
        let diagram = MarbleDiagram()
        XCTAssertEqual(
            diagram.textLines(Self.cancelled),
            [
                "queries: -a---b----| (subscription ^---------!)",
                "cold(\"-1-2-3|\") #1: --1-2 (subscription -^---!)",
                "cold(\"-1-2-3|\") #2: ------1-2-3| (subscription -----^-----!)",
                "flatMapLatest { name in cold(\"-1-2-3|\").map { \"\\(name)\\($0)\" } }: --a---b----|, a = a1, b = b1 (subscription ^)"
            ])
        let svg = diagram.svg(Self.cancelled, title: "flatMapLatest")
        XCTAssertTrue(svg.contains("aria-label=\"flatMapLatest. queries: -a---b----| (subscription ^---------!); cold("), svg)
    }

    static func attribute(_ name: String, in text: String) -> String {
        guard let range = text.range(of: " \(name)=\"") else { return "" }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }

    static func numbers(_ name: String, in text: String) -> [Double] {
        text.components(separatedBy: " \(name)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    /// The contents of every `<text>` element, unescaped.
    static func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { part in
            guard let start = part.firstIndex(of: ">"), let end = part.range(of: "</text>") else { return nil }
            return String(part[part.index(after: start)..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(
                    of: "&amp;", with: "&")
        }
    }

    /// The axis segments of a lane: where each starts and ends, and whether it is the faint unsubscribed part.
    static func segments(_ lane: String) -> [(from: Double, to: Double, faint: Bool)] {
        lane.components(separatedBy: "<line class=\"marble-axis").dropFirst().compactMap { part in
            guard let from = numbers("x1", in: part).first, let to = numbers("x2", in: part).first else { return nil }
            return (from, to, part.hasPrefix(" unsubscribed"))
        }
    }

    func testTheDiagramIsDrawnBelowAMarbleExample() throws {
        let plan = SitePlan(sources: [("Playgrounds/map.md", "# map\n\n```swift marble\nprint(1)\n```\n\n```output\n1\n```\n")])
        let example = try XCTUnwrap(plan.pages.first?.chapter.examples.first)
        var builder = SiteFixtures.builder(plan)
        builder.timelines = [example.id: Self.timeline]
        let page = try XCTUnwrap(try builder.render().first { $0.path == "Playgrounds/map.html" }).contents
        XCTAssertTrue(page.contains("<div class=\"marble\"><div class=\"marble-scroll\"><svg class=\"marble-diagram\""))
    }
}
