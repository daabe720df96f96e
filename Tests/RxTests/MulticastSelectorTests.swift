import XCTest
import Rx
import RxTesting

/// multicast(_:selector:): a subject per subscription, the selector's
/// result subscribed first, then the connection.
final class MulticastSelectorTests: RxTest {
    private func standardSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4),
            .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)
        ])
    }

    func testSelectorSeesTheSourceTwiceThroughOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { ys in Observable.zip(ys, ys) { $0 + $1 } })
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14), .completed(390)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testDisposingEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start(disposed: 300) {
            xs.multicast({ PublishSubject<Int>() }, selector: { ys in ys.map { $0 * 2 } })
        }
        XCTAssertEqual(res.events, [.next(210, 6), .next(240, 8), .next(270, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionMakesItsSubjectAndConnectsAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var subjects = 0
        let shared = xs.multicast(
            { () -> ReplaySubject<Int> in
                subjects += 1
                return ReplaySubject<Int>.create(bufferSize: 1)
            }, selector: { ys in ys.map { $0 + 100 } })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(110, 101), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 101), .completed(220)])
        XCTAssertEqual(subjects, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    func testThrowingSelectorsFailTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let failingSubject = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw testError }, selector: { $0 })
        }
        XCTAssertEqual(failingSubject.events, [.error(200, testError)])
        let failingSelector = TestScheduler(initialClock: 0).start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        XCTAssertEqual(failingSelector.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
