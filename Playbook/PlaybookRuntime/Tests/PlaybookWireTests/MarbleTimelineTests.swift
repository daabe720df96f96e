import Foundation
import PlaybookWire
import XCTest

final class MarbleTimelineTests: XCTestCase {
    let timeline = MarbleTimeline(
        lines: [
            .init(name: "numbers", events: [.init(time: -10, label: "0"), .init(time: 20, label: "1")], completion: 80),
            .init(name: "map { $0 * 2 }", events: [.init(time: 20, label: "2")], error: .init(time: 50, label: "timeout"), isResult: true)
        ], end: 110)

    func testTheLineIsTheMarkerAndSortedJSONThatReadsBack() throws {
        let line = timeline.line
        XCTAssertEqual(
            line,
            "playbook-marble-timeline: "
                + #"{"end":110,"lines":[{"completion":80,"events":[{"label":"0","time":-10},{"label":"1","time":20}],"isResult":false,"name":"numbers"},"#
                + #"{"error":{"label":"timeout","time":50},"events":[{"label":"2","time":20}],"isResult":true,"name":"map { $0 * 2 }"}]}"#)
        let json = try XCTUnwrap(MarbleTimeline.json(inLine: Substring(line)))
        XCTAssertEqual(MarbleTimeline(json: json), timeline)
    }

    func testEventsAndIsResultMayBeLeftOutAndEndMayBeAbsent() {
        let decoded = MarbleTimeline(json: #"{"lines":[{"name":"a"},{"name":"b","completion":30,"isResult":true}]}"#)
        XCTAssertEqual(
            decoded, MarbleTimeline(lines: [.init(name: "a", events: []), .init(name: "b", events: [], completion: 30, isResult: true)]))
        XCTAssertEqual(
            MarbleTimeline(lines: [.init(name: "a", events: [])]).line,
            #"playbook-marble-timeline: {"lines":[{"events":[],"isResult":false,"name":"a"}]}"#)
    }

    func testOtherLinesAndMalformedJSONAreNotTimelines() {
        XCTAssertNil(MarbleTimeline.json(inLine: "warning: something"))
        XCTAssertNil(MarbleTimeline.json(inLine: " playbook-marble-timeline: {}"))
        for json in [
            "", "{", "[]", #"{"lines":[{"events":[]}]}"#, #"{"lines":[{"name":"a","events":[{"time":"x","label":"1"}]}]}"#,
            #"{"lines":[{"name":3}]}"#
        ] {
            XCTAssertNil(MarbleTimeline(json: json), json)
        }
    }
}
