import XCTest
import Rx
import RxTesting

/// concat (instance, static, on observables of observables) and concatMap.
final class ConcatTests: RxTest {
    // MARK: concat(_ second:)

    func testConcatSubscribesSecondAfterFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testConcatErrorInFirstSkipsSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(30)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatErrorInSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 3), .error(20, testError)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .error(250, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testConcatDisposedDuringSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(30, 4), .completed(40)])

        let res = scheduler.start(disposed: 245) { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 245)])
    }

    func testConcatNeverFirstNeverSubscribesSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(30)])

        let res = scheduler.start { Observable<Int>.never().concat(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatEmptyThenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let ys = scheduler.createColdObservable([.completed(50, Int.self)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.completed(280)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 280)])
    }

    // MARK: static concat

    func testStaticConcatVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { Observable.concat(a.asObservable(), b.asObservable(), c.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }

    func testStaticConcatCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])

        let res = scheduler.start { Observable.concat([a.asObservable(), b.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
    }

    func testStaticConcatLazySequenceIsIteratedOnDemand() {
        let scheduler = TestScheduler(initialClock: 0)
        var made: [Int] = []
        let sources = (1...3).lazy.map { index -> Observable<Int> in
            made.append(index)
            return Observable.just(index)
        }

        let res = scheduler.start { Observable.concat(AnySequence(sources)) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(made, [1, 2, 3])
    }

    func testStaticConcatStopsIteratingAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                made += 1
                return made == 2 ? Observable.error(testError) : Observable.just(made)
            }
        }

        let res = scheduler.start { Observable.concat(sources) }

        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)])
        XCTAssertEqual(made, 2)
    }

    func testStaticConcatOfNothingCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
        let count = 20_000
        var total = 0
        var completed = false
        let sources = (0..<count).map { _ in Observable.just(1) }
        _ = Observable.concat(sources).subscribe(onNext: { total += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(total, count)
        XCTAssertTrue(completed)
    }

    func testStaticConcatDisposedDuringFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start(disposed: 220) { Observable.concat(a.asObservable(), b.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [])
    }

    // MARK: nested concats

    /// A concat among the sources of a concat of the same sequence type is
    /// walked by the outer one (as RxSwift's tail-recursive sink does): its
    /// sources are subscribed in turn, each after the previous completes.
    func testStaticConcatWalksANestedConcatsSourcesInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])

        let res = scheduler.start {
            Observable.concat([
                a.asObservable(), Observable.concat([b.asObservable(), c.asObservable()]), d.asObservable()
            ])
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .next(235, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 240)])
        XCTAssertEqual(d.subscriptions, [Subscription(240, 260)])
    }

    func testStaticConcatNestedErrorEndsEveryLevel() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .error(10, testError)])
        let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])

        let res = scheduler.start {
            Observable.concat([
                a.asObservable(), Observable.concat([b.asObservable(), c.asObservable()]), d.asObservable()
            ])
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .error(230, testError)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(c.subscriptions, [])
        XCTAssertEqual(d.subscriptions, [])
    }

    func testStaticConcatNestedEmptyConcatGoesOnWithTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])

        let res = scheduler.start {
            Observable.concat([a.asObservable(), Observable.concat([Observable<Int>]()), d.asObservable()])
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .completed(240)])
        XCTAssertEqual(d.subscriptions, [Subscription(220, 240)])
    }

    func testStaticConcatDisposedInsideANestedConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])

        let res = scheduler.start(disposed: 213) {
            Observable.concat([Observable.concat([b.asObservable(), c.asObservable()]), d.asObservable()])
        }

        XCTAssertEqual(res.events, [.next(205, 2)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(c.subscriptions, [Subscription(210, 213)])
        XCTAssertEqual(d.subscriptions, [])
    }

    /// The same nested concat twice (a lazy map of a range, as the outer
    /// one): its sequence is iterated afresh, lazily, each time it is reached.
    func testStaticConcatIteratesANestedConcatAfreshEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var made: [String] = []
        let inner = Observable.concat(
            (1..<3).lazy.map { index -> Observable<Int> in
                made.append("inner \(index)")
                return Observable.just(index)
            })
        let outer = (0..<2).lazy.map { index -> Observable<Int> in
            made.append("outer \(index)")
            return inner
        }

        let res = scheduler.start { Observable.concat(outer) }

        XCTAssertEqual(
            res.events, [.next(200, 1), .next(200, 2), .next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(made, ["outer 0", "inner 1", "inner 2", "outer 1", "inner 1", "inner 2"])
    }

    /// 100,000 concats, each nested in the one before (a sequence of unknown
    /// length, so none can be left before it ends): their elements reach the
    /// observer without a frame per level on the call stack.
    func testStaticConcatOfDeeplyNestedGeneratedSequencesDoesNotGrowTheStack() {
        func level(_ index: Int) -> Observable<Int> {
            Observable.concat(
                AnySequence(
                    [0, 1].lazy.map { part -> Observable<Int> in
                        if part == 0 { return .just(index) }
                        return index + 1 == 100_000 ? .empty() : level(index + 1)
                    }))
        }
        var count = 0
        var last = -1
        var completed = false
        _ = level(0).subscribe(
            onNext: {
                count += 1
                last = $0
            }, onCompleted: { completed = true })
        XCTAssertEqual(count, 100_000)
        XCTAssertEqual(last, 99_999)
        XCTAssertTrue(completed)
    }

    // MARK: concat() on observables of observables

    func testConcatOfInnersQueuesThemInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(245, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 250)])
    }

    func testConcatOfInnersOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(225, testError)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(225, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
    }

    // MARK: concatMap

    func testConcatMapRunsProjectionsOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        var inners: [TestableObservable<Int>] = []

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([.next(10, value), .next(20, value * 10), .completed(30)])
                inners.append(inner)
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .completed(300)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 270)]])
    }

    func testConcatMapCompletesAfterQueuedInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])

        let res = scheduler.start { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 7), .next(250, 7), .completed(270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testConcatMapSelectorThrowsEvenWhileQueueing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.error(215, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 215)])
    }

    func testConcatMapInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 7), .error(20, testError)])

        let res = scheduler.start { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 7), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testConcatMapDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])

        let res = scheduler.start(disposed: 245) { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 7)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 245)])
    }

    func testConcatMapOfSynchronousObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)])
    }

    func testConcatReentrantObserverSendsIntoSecond() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = first.concat(second).subscribe(onNext: { value in
            received.append(value)
            if value == 2 { second.onNext(3) }
        })
        first.onNext(1)
        second.onNext(-1)  // not subscribed yet
        first.onCompleted()
        second.onNext(2)
        subscription.dispose()
        second.onNext(4)
        XCTAssertEqual(received, [1, 2, 3])
    }
}
