import XCTest
@testable import Playbook

/// The marble diagram SVG, pinned by a golden file (SiteFixtures/Marble/diagram.svg).
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
            MarbleDiagram().description(Self.timeline).hasPrefix("source: 1 at 210, 2 at 240, 3 at 270, completed at 300; other:"))
    }

    func testValuesAtTheSameTimeDoNotOverlap() {
        let timeline = MarbleTimeline(
            lines: [.init(name: "of(1, 2, 3)", events: [1, 2, 3].map { .init(time: 0, label: "\($0)") }, completion: 0)], end: 10)
        let svg = MarbleDiagram().svg(timeline, title: "of")
        let centres = svg.components(separatedBy: "<circle cx=\"").dropFirst().compactMap { Double($0.prefix(while: { $0 != "\"" })) }
        XCTAssertEqual(centres.count, 3)
        for (left, right) in zip(centres, centres.dropFirst()) { XCTAssertGreaterThanOrEqual(right - left, 28) }
    }

    func testTheDiagramIsDrawnBelowAMarbleExample() throws {
        let plan = SitePlan(sources: [("Playgrounds/map.md", "# map\n\n```swift marble\nprint(1)\n```\n\n```output\n1\n```\n")])
        let example = try XCTUnwrap(plan.pages.first?.chapter.examples.first)
        var builder = SiteFixtures.builder(plan)
        builder.timelines = [example.id: Self.timeline]
        let page = try XCTUnwrap(try builder.render().first { $0.path == "Playgrounds/map.html" }).contents
        XCTAssertTrue(page.contains("<div class=\"marble\"><svg class=\"marble-diagram\""))
    }
}
