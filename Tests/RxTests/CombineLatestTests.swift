import XCTest
import Rx
import RxTesting

/// combineLatest: arities 2 to 8 with and without a result selector, and the
/// collection forms.
final class CombineLatestTests: RxTest {
    // MARK: two sources

    func testCombineLatestEmitsOnceAllHaveEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 20), .next(240, 40), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 21), .next(230, 23), .next(240, 43), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "3a"), .completed(260)])
    }

    func testCombineLatestNeverWithEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(150, 1), .completed(210)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatestEmptyWithEmptyCompletesWithLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testCombineLatestCompletesWhenOtherIsDoneWithoutValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(230, 3)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestKeepsLastValueOfCompletedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatestErrorOfFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 3), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestErrorOfSecondBeforeAnyValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.error(220, testError, Int.self)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])

        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 20), .next(240, 40), .completed(250)])

        let res = scheduler.start(disposed: 235) { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 21), .next(230, 23)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    func testCombineLatestOfSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest(Observable.of(1, 2), Observable.just(10)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 12), .completed(200)])
    }

    func testCombineLatestOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Int?.none), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, Int?.some(2)), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { x, y in (x ?? -1) + (y ?? -1) } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
    }

    func testCombineLatestReentrantObserver() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 { b.onNext(2) }
        })
        a.onNext(1)
        b.onNext(1)
        a.onNext(3)
        subscription.dispose()
        a.onNext(4)
        XCTAssertEqual(received, [11, 12, 32])
    }

    // MARK: arities 3 to 8

    private func sources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (1...count).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(400 + index)])
        }
    }

    /// Every source emits its index once at 200 + index * 10: the first result
    /// comes when the last one emits.
    private func assertArity(
        _ count: Int, _ make: @escaping ([TestableObservable<Int>]) -> Observable<Int>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, count: count)
        let res = scheduler.start { make(xs) }
        let sum = (1...count).reduce(0, +)
        XCTAssertEqual(res.events, [.next(200 + count * 10, sum), .completed(400 + count)], file: file, line: line)
        for (index, source) in xs.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 401 + index)], file: file, line: line)
        }
    }

    func testCombineLatestArity3() {
        assertArity(3) { s in Observable.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 } }
        assertArity(3) { s in Observable.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 } }
    }

    func testCombineLatestArity4() {
        assertArity(4) { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } }
        assertArity(4) { s in Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 } }
    }

    func testCombineLatestArity5() {
        assertArity(5) { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } }
        assertArity(5) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
        }
    }

    func testCombineLatestArity6() {
        assertArity(6) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
        assertArity(6) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
    }

    func testCombineLatestArity7() {
        assertArity(7) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }
        }
        assertArity(7) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }
        }
    }

    func testCombineLatestArity8() {
        assertArity(8) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        assertArity(8) { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
    }

    func testCombineLatestArity3KeepsArgumentOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, "a")])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, true), .next(240, false)])

        let res = scheduler.start { Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" } }

        XCTAssertEqual(res.events, [.next(230, "a2true"), .next(240, "a2false")])
    }

    func testCombineLatestArity4ErrorOfLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, count: 3)
        let failing = scheduler.createHotObservable([.error(225, testError, Int.self)])

        let res = scheduler.start { Observable.combineLatest(xs[0], xs[1], xs[2], failing) { $0 + $1 + $2 + $3 } }

        XCTAssertEqual(res.events, [.error(225, testError)])
        XCTAssertEqual(xs.map(\.subscriptions), Array(repeating: [Subscription(200, 225)], count: 3))
    }

    // MARK: collection

    func testCombineLatestCollectionWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 20), .completed(250)])

        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 21), .next(230, 23), .completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestCollectionOfArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 20), .completed(250)])

        let res = scheduler.start { Observable.combineLatest([xs, ys]) }

        XCTAssertEqual(res.events, [.next(220, [1, 20]), .next(230, [3, 20]), .completed(260)])
    }

    func testCombineLatestEmptyCollectionEmitsEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testCombineLatestEmptyCollectionSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw testError }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testCombineLatestCollectionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(230, testError)])
        let zs = scheduler.createHotObservable([.next(215, 3)])

        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 6), .error(230, testError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestCollectionDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 20), .completed(250)])

        let res = scheduler.start(disposed: 225) { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 21)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }
}
