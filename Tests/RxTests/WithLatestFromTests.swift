import XCTest
import Rx
import RxTesting

/// withLatestFrom, with and without a result selector.
final class WithLatestFromTests: RxTest {
    private func sources(_ scheduler: TestScheduler) -> (TestableObservable<Int>, TestableObservable<String>) {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(230, 2), .next(250, 3), .next(265, 4), .completed(270)
        ])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(260)])
        return (xs, ys)
    }

    func testWithLatestFromCombinesWithLatestOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .next(265, "4b"), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testWithLatestFromWithoutSelectorEmitsSecondsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "b"), .next(265, "b"), .completed(270)])
    }

    func testWithLatestFromSecondNeverEmitsDropsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .error(240, testError)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testWithLatestFromSecondError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, testError)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a"), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testWithLatestFromSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> String in
                if x == 3 { throw testError }
                return "\(x)\(y)"
            }
        }

        XCTAssertEqual(res.events, [.next(230, "2a"), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = sources(scheduler)

        let res = scheduler.start(disposed: 235) { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    func testWithLatestFromOptionalNilIsAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, Int?.none)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, Int?.none), .completed(240)])
    }

    func testWithLatestFromSecondSubscribedFirst() {
        // The second source is subscribed before the first, so a synchronous
        // second value is already there when the first source emits.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).withLatestFrom(Observable.just("x")) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(200, "1x"), .next(200, "2x"), .completed(200)])
    }

    func testWithLatestFromReentrantUpdateOfSecond() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        var received: [String] = []
        let subscription = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { value in
            received.append(value)
            if value == "1a" {
                second.onNext("b")
                first.onNext(2)
            }
        })
        first.onNext(0)
        second.onNext("a")
        first.onNext(1)
        subscription.dispose()
        first.onNext(3)
        XCTAssertEqual(received, ["1a", "2b"])
    }
}
