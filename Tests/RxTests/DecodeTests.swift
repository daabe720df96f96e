import Foundation
import XCTest
import Rx
import RxTesting

private struct Point: Codable, Equatable {
    let x: Int
    let y: Int
}

private func json(_ text: String) -> Data { Data(text.utf8) }

/// A decoder that only counts and then lets `JSONDecoder` do the work: any
/// `DataDecoder` is accepted, not only Foundation's.
private final class CountingDecoder: DataDecoder {
    private(set) var calls = 0
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        calls += 1
        return try JSONDecoder().decode(type, from: data)
    }
}

private struct FailingDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        throw testError
    }
}

final class DecodeTests: RxTest {
    func testDecodeJSONElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, json(#"{"x": 0, "y": 0}"#)),
            .next(210, json(#"{"x": 1, "y": 2}"#)),
            .next(220, json(#"{"x": 3, "y": 4}"#)),
            .completed(300)
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDecodePropertyListElements() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let first = try encoder.encode(Point(x: 5, y: 6))
        encoder.outputFormat = .xml
        let second = try encoder.encode([Point(x: 7, y: 8)])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, first), .completed(250)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: PropertyListDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 5, y: 6)), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, second), .completed(20)])
        let res2 = scheduler2.start { ys.decode(type: [Point].self, decoder: PropertyListDecoder()) }
        XCTAssertEqual(res2.events, [.next(210, [Point(x: 7, y: 8)]), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testDecodeInvalidDataFailsWithTheDecodingErrorAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x": 1, "y": 2}"#)),
            .next(220, json(#"{"x": "one"}"#)),
            .next(230, json(#"{"x": 3, "y": 4}"#)),
            .completed(300)
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, Recorded.next(210, Point(x: 1, y: 2)))
        let last = res.events.last
        XCTAssertEqual(last?.time, 220)
        guard case .error(let error)? = last?.value else { return XCTFail("expected an error, got \(String(describing: last))") }
        XCTAssertTrue(error is DecodingError, "\(error)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDecodeThrowingDecoderFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("{}")), .completed(300)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: FailingDecoder()) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDecodeWithACustomDataDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let decoder = CountingDecoder()
        let xs = scheduler.createHotObservable([.next(210, json("[1, 2]")), .next(220, json("[3]")), .completed(230)])
        let res = scheduler.start { xs.decode(type: [Int].self, decoder: decoder) }
        XCTAssertEqual(res.events, [.next(210, [1, 2]), .next(220, [3]), .completed(230)])
        XCTAssertEqual(decoder.calls, 2)
    }

    func testDecodeSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x": 1, "y": 2}"#)), .error(240, testError)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDecodeDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x": 1, "y": 2}"#)), .next(260, json(#"{"x": 3, "y": 4}"#)), .completed(300)
        ])
        let res = scheduler.start(disposed: 250) { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodeEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Data>>.completed(250)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
