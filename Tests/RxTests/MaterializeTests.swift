import XCTest
import Rx
import RxTesting

final class MaterializeTests: RxTest {
    func testMaterializeTurnsEventsIntoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events,
            [
                .next(210, Event.next(1)), .next(220, Event.next(2)), .next(250, Event<Int>.completed), .completed(250)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeTurnsTheErrorIntoAnElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(230, Event<Int>.error(testError)), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterializeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

final class DematerializeTests: RxTest {
    func testDematerializeReplaysTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event.next(2)), .next(230, Event<Int>.completed), .completed(250)
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializeInnerErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(220, Event<Int>.error(testError))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeOuterErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(220, testError1)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError1)])
    }

    func testMaterializeThenDematerializeIsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
    }
}

final class EnumeratedTests: RxTest {
    func testEnumeratedPairsElementsWithIndices() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
    }

    func testEnumeratedCountsFromZeroForEachSubscription() {
        let indexed = Observable.of("x", "y").enumerated().map { $0.index }
        var first: [Int] = []
        var second: [Int] = []
        _ = indexed.subscribe(onNext: { first.append($0) })
        _ = indexed.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [0, 1])
        XCTAssertEqual(second, [0, 1])
    }

    func testEnumeratedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
