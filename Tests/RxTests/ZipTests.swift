import XCTest
import Rx
import RxTesting

/// zip: arities 2 to 8 with and without a result selector, and the
/// collection forms.
final class ZipTests: RxTest {
    // MARK: two sources

    func testZipPairsElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .next(235, 30), .next(245, 40), .completed(260)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .next(230, 22), .next(240, 33), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testZipBuffersAnElementThatCanNeverBePairedUntilEverySourceHasCompleted() {
        // xs completes at 220 with 1 still buffered: that alone does not end the zip.
        // ys's 20 at 240 finds xs done and empty: it is buffered, and the zip
        // completes when ys does, at 300 (RxSwift 6.10's zip of 2 to 8 sources;
        // the collection form completes at 240: ZipArityCompletionTests).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .completed(260)])

        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(215, "1a"), .next(225, "2b"), .completed(260)])
    }

    func testZipNeverWithEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.completed(210, Int.self)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZipEmptyWithEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testZipError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .error(225, testError)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testZipSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])

        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(215, 11), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testZipDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])

        let res = scheduler.start(disposed: 225) { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testZipOfSynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(200, "1a"), .next(200, "2b"), .completed(200)])
    }

    func testElementQueuesAFastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .next(240, 30), .completed(250)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 22), .next(240, 33), .completed(250)])
    }

    func testZipReentrantObserver() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.zip(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 {
                a.onNext(2)
                b.onNext(2)
            }
        })
        a.onNext(1)
        b.onNext(1)
        subscription.dispose()
        a.onNext(3)
        b.onNext(3)
        XCTAssertEqual(received, [11, 22])
    }

    // MARK: arities 3 to 8

    /// Source i emits i at 200 + 10 i and i + 100 at 300 + i, then completes at
    /// 400 + i: two results, at the last source's times.
    private func assertArity(
        _ count: Int, _ make: @escaping ([TestableObservable<Int>]) -> Observable<Int>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...count).map { index in
            scheduler.createHotObservable([
                .next(200 + index * 10, index), .next(300 + index, index + 100),
                .completed(400 + index)
            ])
        }
        let res = scheduler.start { make(xs) }
        let sum = (1...count).reduce(0, +)
        XCTAssertEqual(
            res.events,
            [
                .next(200 + count * 10, sum), .next(300 + count, sum + 100 * count), .completed(400 + count)
            ], file: file, line: line)
        for (index, source) in xs.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 401 + index)], file: file, line: line)
        }
    }

    func testZipArity3() {
        assertArity(3) { s in Observable.zip(s[0], s[1], s[2]) { $0 + $1 + $2 } }
        assertArity(3) { s in Observable.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 } }
    }

    func testZipArity4() {
        assertArity(4) { s in Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } }
        assertArity(4) { s in Observable.zip(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 } }
    }

    func testZipArity5() {
        assertArity(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } }
        assertArity(5) { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 } }
    }

    func testZipArity6() {
        assertArity(6) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
        assertArity(6) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
        }
    }

    func testZipArity7() {
        assertArity(7) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }
        }
        assertArity(7) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }
        }
    }

    func testZipArity8() {
        assertArity(8) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        assertArity(8) { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
    }

    func testZipArity3KeepsArgumentOrderAndTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, "a"), .next(215, "b")])
        let b = scheduler.createHotObservable([.next(220, 1), .next(225, 2)])
        let c = scheduler.createHotObservable([.next(230, true), .next(240, false)])

        let res = scheduler.start { Observable.zip(a, b, c) { "\($0)\($1)\($2)" } }

        XCTAssertEqual(res.events, [.next(230, "a1true"), .next(240, "b2false")])
    }

    // MARK: collection

    func testZipCollectionWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(260)])

        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(215, 11), .next(230, 22), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testZipCollectionOfArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(260)])

        let res = scheduler.start { Observable.zip([xs, ys]) }

        XCTAssertEqual(res.events, [.next(215, [1, 10]), .next(230, [2, 20]), .completed(260)])
    }

    func testZipEmptyCollectionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testZipCollectionCompletesWhenUnpairable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])

        let res = scheduler.start { Observable.zip([xs, ys]) }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipCollectionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let zs = scheduler.createHotObservable([.next(215, 3)])

        let res = scheduler.start { Observable.zip([xs, ys, zs]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testZipCollectionSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start { Observable.zip([xs, ys]) { _ -> Int in throw testError } }

        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func testZipCollectionDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(260)])

        let res = scheduler.start(disposed: 225) { Observable.zip([xs, ys]) }

        XCTAssertEqual(res.events, [.next(215, [1, 10])])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }
}
