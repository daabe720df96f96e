import XCTest
import Rx
import RxTesting

final class InfallibleOperatorTests: RxTest {
    func testFlatMapMergesInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMap { value in
                Infallible.just(value * 10, scheduler: scheduler)
            }
        }
        XCTAssertEqual(res.events, [.next(211, 10), .next(221, 20), .completed(300)])
    }

    func testFlatMapLatestSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                Observable<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value }
            }
        }
        XCTAssertEqual(res.events, [.next(235, 2), .completed(300)])
    }

    func testFlatMapFirstAndConcatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
                Observable<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value }
            }
        }
        XCTAssertEqual(first.events, [.next(225, 1), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let concat = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).concatMap { value in
                Observable<Int>.timer(.seconds(15), scheduler: scheduler2).map { _ in value }
            }
        }
        XCTAssertEqual(concat.events, [.next(225, 1), .next(240, 2), .completed(300)])
    }

    func testConcatForms() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Infallible.of(1, 2).concat(Infallible.just(3)) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.concat(Infallible.just(1), .just(2)) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.concat([Infallible.just(1), .just(2)]) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testMergeForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start {
            Infallible.merge(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(260)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.merge([Infallible.just(1), .just(2)]) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(225, "b")])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        XCTAssertEqual(res.events, [.next(230, "2b"), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(230, 2), .completed(300)])
        let ws = scheduler2.createHotObservable([.next(220, "a")])
        let plain = scheduler2.start {
            zs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ws.asInfallible(onErrorJustReturn: ""))
        }
        XCTAssertEqual(plain.events, [.next(230, "a"), .completed(300)])
    }

    func testCombineLatestArities() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 5), .completed(300)])
        let tuple = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just("a"), Infallible.just(true)).map { "\($0)\($1)\($2)" }
        }
        XCTAssertEqual(tuple.events, [.next(200, "1atrue"), .completed(200)])
    }

    func testCombineLatestCollection() {
        let res = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest([Infallible.just(1), Infallible.just(2)])
        }
        XCTAssertEqual(res.events, [.next(200, [1, 2]), .completed(200)])
        let summed = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(summed.events, [.next(200, 3), .completed(200)])
    }

    func testZipArities() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 * 10 + $1 }
        }
        // The unpaired 3 keeps the zip open until every source has completed.
        XCTAssertEqual(res.events, [.next(220, 12), .completed(300)])
        let eight = TestScheduler(initialClock: 0).start {
            Infallible.zip(
                Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4),
                Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)
            ) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }
        }
        XCTAssertEqual(eight.events, [.next(200, 36), .completed(200)])
    }

    func testWithUnretainedCompletesWhenTheObjectIsGone() {
        final class Owner { let id = 7 }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withUnretained(owner!) { owner, value in owner.id * 10 + value }
        }
        XCTAssertEqual(res.events, [.next(210, 71), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertNil(weakOwner)
    }

    func testWithUnretainedTuple() {
        final class Owner {}
        let owner = Owner()
        var pairs: [(Owner, Int)] = []
        _ = Infallible.of(1, 2).withUnretained(owner).subscribe(onNext: { pairs.append($0) })
        XCTAssertEqual(pairs.map(\.1), [1, 2])
        XCTAssertTrue(pairs.allSatisfy { $0.0 === owner })
    }
}
