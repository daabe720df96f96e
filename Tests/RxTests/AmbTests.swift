import Foundation
import XCTest
import Rx
import RxTesting

/// amb, instance and static.
final class AmbTests: RxTest {
    func testAmbLeftWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbRightWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(240)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testAmbErrorFirstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbEmptyFirstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ys = scheduler.createHotObservable([.completed(215, Int.self)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testAmbNeverAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAmbDisposedBeforeEitherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ys = scheduler.createHotObservable([.next(230, 2)])

        let res = scheduler.start(disposed: 215) { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testStaticAmbMiddleWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let b = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(260)])
        let c = scheduler.createHotObservable([.next(220, 4), .completed(240)])

        let res = scheduler.start { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 210)])
    }

    /// As RxSwift: the first event of the winner unsubscribes the other
    /// sources, then goes downstream.
    func testTheLosersAreUnsubscribedBeforeTheWinnersFirstEvent() {
        for (name, make) in [
            ("amb", { (a: Observable<Int>, b: Observable<Int>) in a.amb(b) }),
            ("amb of a collection", { (a: Observable<Int>, b: Observable<Int>) in Observable.amb([a, b]) })
        ] {
            var log: [String] = []
            let winner = PublishSubject<Int>(), loser = PublishSubject<Int>()
            let subscription = make(
                winner.asObservable(), loser.do(onDispose: { log.append("loser disposed") })
            ).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            winner.onNext(1)
            winner.onNext(2)
            winner.onCompleted()
            XCTAssertEqual(log, ["loser disposed", "next 1", "next 2", "completed"], name)
            subscription.dispose()
        }
    }

    /// The winner's events go downstream without amb holding a lock: an
    /// observer that waits, on the winner's element, for another thread that
    /// sends into the losing source does not wait for ever.
    func testTheWinnersEventsAreForwardedWithoutALock() {
        let winner = PublishSubject<Int>(), loser = PublishSubject<Int>()
        var waited: [DispatchTimeoutResult] = []
        let subscription = winner.amb(loser).subscribe(onNext: { value in
            let sent = DispatchSemaphore(value: 0)
            Thread {
                loser.onNext(-value)
                sent.signal()
            }.start()
            waited.append(sent.wait(timeout: .now() + 10))
        })
        winner.onNext(1)
        winner.onNext(2)
        XCTAssertEqual(waited, [.success, .success])
        subscription.dispose()
    }

    func testStaticAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }
}
