import XCTest
import Rx
import RxTesting

/// flatMap and flatMapFirst.
final class FlatMapTests: RxTest {
    // MARK: flatMap

    func testFlatMapMergesProjectedObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        var inners: [TestableObservable<Int>] = []

        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([
                    .next(10, value * 10), .next(25, value * 100), .completed(30)
                ])
                inners.append(inner)
                return inner
            }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 10), .next(230, 20), .next(235, 100), .next(245, 200), .completed(300)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(220, 250)]])
    }

    func testFlatMapCompletesAfterLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(40)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .next(50, 8), .completed(60)])

        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(215, 7), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .error(15, testError)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 7), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 225)])
    }

    func testFlatMapSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(5, 7), .next(40, 8), .completed(50)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 7), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 7), .next(40, 8), .completed(50)])

        let res = scheduler.start(disposed: 240) { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 7), .next(225, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(220, 240)])
    }

    func testFlatMapOfEmptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testFlatMapWithNeverInnerNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.flatMap { _ in Observable<Int>.never() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapOfSynchronousObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)])
    }

    func testFlatMapReentrantSubjectFeedback() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.flatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
    }

    // MARK: flatMapFirst

    func testFlatMapFirstIgnoresElementsWhileActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(245, 3), .next(260, 4), .completed(300)
        ])
        var projected: [Int] = []

        let res = scheduler.start {
            xs.flatMapFirst { value -> Observable<Int> in
                projected.append(value)
                return scheduler.createColdObservable([.next(5, value * 10), .completed(30)]).asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .next(250, 30), .completed(300)])
        XCTAssertEqual(projected, [1, 3])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapFirstCompletesAfterActiveInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(30)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapFirstSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw testError } }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapFirstSelectorNotCalledWhileActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 5), .completed(100)])

        // The throwing element arrives while ys is active, so it is never projected.
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(215, 5), .completed(310)])
    }

    func testFlatMapFirstInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.error(20, testError, Int.self)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapFirstDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 5), .next(50, 6), .completed(60)])

        let res = scheduler.start(disposed: 230) { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }
}
