import XCTest
import Rx
import RxTesting

final class FilterTests: RxTest {
    func testFilterLetsMatchingElementsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterNothingMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.filter { $0 > 10 } }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testFilterPassesSourceErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError), .next(230, 4)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilterThrowingPredicateFailsAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw testError }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFilterDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 4), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.filter { $0 > 0 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilterNeverSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start(disposed: 400) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testFilterPredicateSeesEveryElementOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .next(2, 2), .next(3, 3), .completed(4)])
        var seen: [Int] = []
        let res = scheduler.start {
            xs.filter {
                seen.append($0); return $0 != 2
            }
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(203, 3), .completed(204)])
        XCTAssertEqual(seen, [1, 2, 3])
    }
}
