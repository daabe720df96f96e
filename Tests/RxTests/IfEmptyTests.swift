import XCTest
import Rx
import RxTesting

final class IfEmptyTests: RxTest {
    func testIfEmptyDefaultEmitsTheDefaultForAnEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultNonEmptySourceIsUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    }

    func testIfEmptyDefaultError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func testIfEmptySwitchToSubscribesToTheOtherWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 240)])
    }

    func testIfEmptySwitchToAnEmptyOtherCompletesOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 220)])
    }

    func testIfEmptySwitchToNonEmptySourceNeverSubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testIfEmptySwitchToSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testIfEmptySwitchToOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .error(20, testError1)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0), .error(230, testError1)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testIfEmptySwitchToDisposedWhileOnTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 0), .next(50, 1)])
        let res = scheduler.start(disposed: 240) { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 0)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 240)])
    }
}
