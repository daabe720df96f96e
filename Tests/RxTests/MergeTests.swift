import XCTest
import Rx
import RxTesting

/// merge() on observables of observables, static merge, merge(maxConcurrent:).
final class MergeTests: RxTest {
    // MARK: merge()

    func testMergeForwardsInnerElementsAndCompletesWithOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 201), .next(15, 202), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(250)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 101), .next(225, 201), .next(230, 102), .next(235, 202), .completed(250)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 240)])
    }

    func testMergeWaitsForInnerAfterOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(215)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
    }

    func testMergeInnerErrorStopsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .error(17, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(300)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 3), .error(237, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 237)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 237)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 237)])
    }

    func testMergeOuterErrorStopsInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(232, testError)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(232, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 232)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 232)])
    }

    func testMergeDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 201), .next(15, 202), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(250)])

        let res = scheduler.start(disposed: 228) { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 101), .next(225, 201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 228)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 228)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 228)])
    }

    func testMergeOfEmptyOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, TestableObservable<Int>.self)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMergeOfNeverOuterNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>]())

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMergeOfSynchronousInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(Observable.of(1, 2), Observable.of(3)).merge() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    // MARK: static merge

    private func twoHotSources(_ scheduler: TestScheduler)
        -> (TestableObservable<Int>, TestableObservable<Int>)
    {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(245, 4), .completed(250)])
        return (xs, ys)
    }

    func testStaticMergeVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = twoHotSources(scheduler)

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = twoHotSources(scheduler)

        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(245, 4), .completed(250)])
    }

    func testStaticMergeCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = twoHotSources(scheduler)
        let sources = ContiguousArray([xs.asObservable(), ys.asObservable()])

        let res = scheduler.start { Observable.merge(sources) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeErrorDisposesOtherSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(225, testError)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testStaticMergeOfSynchronousSourcesInterleaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.merge([Observable.of(1, 2), Observable.of(3)]) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 2), .completed(200)])
    }

    func testConcatOfSynchronousInnersDoesNotInterleave() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(Observable.of(1, 2), Observable.of(3)).merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticMergeDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = twoHotSources(scheduler)

        let res = scheduler.start(disposed: 235) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    func testStaticMergeWithNeverDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), Observable.never()) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: merge(maxConcurrent:)

    func testMergeMaxConcurrentQueuesExtraInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .next(30, 3), .completed(40)])
        let ys3 = scheduler.createColdObservable([.next(5, 4), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .next(220, ys3), .completed(300)])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(235, 4), .next(245, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(215, 255)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(230, 240)])
    }

    func testMergeMaxConcurrentCompletesAfterLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(217)])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 217)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 270)])
    }

    func testMergeMaxConcurrentInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 5), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(225, testError)])

        let res = scheduler.start { xs.merge(maxConcurrent: 3) }

        XCTAssertEqual(res.events, [.next(220, 1), .error(225, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
    }

    func testMergeMaxConcurrentDisposedWhileInnerQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start(disposed: 240) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentOfEmptyOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, TestableObservable<Int>.self)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    // MARK: re-entrancy

    func testMergeObserverSendingIntoSourceIsDeliveredInOrder() {
        let subject = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.merge(subject.asObservable(), other.asObservable())
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
                if value == 2 { other.onNext(3) }
            })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(4)
        XCTAssertEqual(received, [1, 2, 3])
    }
}
