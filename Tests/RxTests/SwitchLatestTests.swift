import Foundation
import XCTest
import Rx
import RxTesting

/// switchLatest and flatMapLatest.
final class SwitchLatestTests: RxTest {
    // MARK: switchLatest

    func testSwitchLatestForwardsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(500)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestWaitsForLatestInnerAfterOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(80)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(230)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 290)])
    }

    func testSwitchLatestIgnoresEventsOfReplacedHotInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .error(240, testError)])
        let ys2 = scheduler.createHotObservable([.next(225, 3), .next(245, 4), .completed(250)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testSwitchLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(230, testError)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestInnerCompletingDoesNotCompleteWhileOuterRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testSwitchLatestDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])

        let res = scheduler.start(disposed: 240) { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testSwitchLatestOfEmptyOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Observable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testSwitchLatestOfNeverOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>]())
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: flatMapLatest

    func testFlatMapLatestSwitchesToNewProjection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        var inners: [TestableObservable<Int>] = []

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([
                    .next(10, value), .next(20, value * 10), .next(40, value * 100), .completed(50)
                ])
                inners.append(inner)
                return inner
            }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .next(280, 200), .completed(300)
            ])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 290)]])
    }

    func testFlatMapLatestSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(50, 6), .completed(60)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 5), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.error(15, testError, Int.self)])

        let res = scheduler.start { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.error(225, testError)])
    }

    func testFlatMapLatestDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 5), .next(50, 6), .completed(60)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 5), .next(235, 5)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testFlatMapLatestReentrantSwitchFromObserver() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var received: [String] = []
        let subscription = source.flatMapLatest { inners[$0] }
            .subscribe(onNext: { value in
                received.append(value)
                // Switching from inside a delivery of the first inner: its later
                // elements must no longer arrive.
                if value == "a1" { source.onNext(1) }
            })
        source.onNext(0)
        inners[0].onNext("a1")
        inners[0].onNext("a2")
        inners[1].onNext("b1")
        subscription.dispose()
        XCTAssertEqual(received, ["a1", "b1"])
    }
}
