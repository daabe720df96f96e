import XCTest
import Rx
import RxTesting

final class ScanTests: RxTest {
    func testScanEmitsEachAccumulatedValueButNotTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)
        ])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 12), .next(220, 15), .next(230, 19), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoMutatesTheState() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.scan(into: [Int]()) { all, value in all.append(value) } }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [1, 2]), .completed(230)])
    }

    func testScanEmptySourceEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testScanPassesSourceErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanThrowingAccumulatorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.scan(0) { accumulated, value in
                if value == 2 { throw testError }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanIntoThrowingAccumulatorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulated, value in
                if value == 1 { throw testError1 }
                accumulated += value
            }
        }
        XCTAssertEqual(res.events, [.error(210, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testScanDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start(disposed: 225) { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testScanEverySubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let sums = xs.scan(0) { $0 + $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = sums.subscribe(first) }
        scheduler.scheduleAt(300) { _ = sums.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 3), .completed(130)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 130), Subscription(300, 330)])
    }

    func testScanIntoWithValueTypeStateIsNotSharedBetweenSubscriptions() {
        let counts = Observable.of("a", "b").scan(into: [String: Int]()) { counts, key in counts[key, default: 0] += 1 }
        var firstRun: [[String: Int]] = []
        var secondRun: [[String: Int]] = []
        _ = counts.subscribe(onNext: { firstRun.append($0) })
        _ = counts.subscribe(onNext: { secondRun.append($0) })
        XCTAssertEqual(firstRun, [["a": 1], ["a": 1, "b": 1]])
        XCTAssertEqual(secondRun, firstRun)
    }
}
