import XCTest
import Rx
import RxTesting

final class InfallibleTests: RxTest {
    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let fallback = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 250)])
    }

    func testAsInfallibleOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(42))])
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in .just((error as? TestError)?.code ?? 0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 42), .completed(230)])
    }

    func testAsInfallibleWithoutErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(240)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testAsInfallibleDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(300, testError)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCreate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testCreateDisposesWorkOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start(disposed: 300) {
            Infallible<Int>.create { observer in
                let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(40), period: .seconds(40)) { state in
                    observer(.next(state))
                    return state + 1
                }
                return Disposables.create(periodic, Disposables.create { disposedAt = scheduler.clock })
            }
        }
        XCTAssertEqual(res.events, [.next(240, 0), .next(280, 1)])
        XCTAssertEqual(disposedAt, 300)
    }

    func testCreationOperators() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.of(1, 2) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.from([3, 4]) }.events,
            [.next(200, 3), .next(200, 4), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.from(5...6) }.events,
            [.next(200, 5), .next(200, 6), .completed(200)])
    }

    func testCreationOnSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Infallible.of(1, 2, scheduler: scheduler2) }.events,
            [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Infallible<Int>.deferred {
                calls += 1
                return .just(calls)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(calls, 1)
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeWithObjectAndEventClosure() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Infallible.just(1).subscribe(
            with: owner, onNext: { $0.log.append("next \($1)") },
            onCompleted: { $0.log.append("completed") })
        _ = Infallible.just(2).subscribe { owner.log.append("\($0)") }
        XCTAssertEqual(owner.log, ["next 1", "completed", "next(2)", "completed"])
    }

    func testMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .filter { $0 != 2 }
                .map { $0 * 10 }
                .compactMap { $0 == 30 ? nil : String($0) }
        }
        XCTAssertEqual(res.events, [.next(210, "10"), .next(240, "40"), .completed(250)])
    }

    func testDistinctUntilChangedForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .completed(250)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let plain = scheduler.start { infallible.distinctUntilChanged() }
        XCTAssertEqual(plain.events, [.next(210, 1), .next(230, 2), .next(240, 12), .completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 11), .next(230, 2), .completed(250)])
        let keyed = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).distinctUntilChanged { $0 % 10 } }
        XCTAssertEqual(keyed.events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    func testScanAndStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).scan(0, accumulator: +).startWith(-2, -1) }
        XCTAssertEqual(res.events, [.next(200, -2), .next(200, -1), .next(210, 1), .next(220, 3), .completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let into = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(into.events, [.next(210, [1]), .next(220, [1, 2]), .completed(250)])
    }

    func testTakeForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let whileRes = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(whileRes.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let stop = scheduler3.createHotObservable([.next(225, ())])
        let untilRes = scheduler3.start { zs.asInfallible(onErrorJustReturn: 0).take(until: stop) }
        XCTAssertEqual(untilRes.events, [.next(210, 1), .next(220, 2), .completed(225)])

        let scheduler4 = TestScheduler(initialClock: 0)
        let ws = scheduler4.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let forRes = scheduler4.start { ws.asInfallible(onErrorJustReturn: 0).take(for: .seconds(25), scheduler: scheduler4) }
        XCTAssertEqual(forRes.events, [.next(210, 1), .next(220, 2), .completed(225)])
    }

    func testShareReplaysToLateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(early) }
        scheduler.scheduleAt(250) { _ = shared.asObservable().subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(250, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDebounceAndThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .next(250, 3), .completed(300)])
    }

    func testDoRunsHandlers() {
        var log: [String] = []
        _ = Infallible.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, onSubscribe: { log.append("onSubscribe") }
        )
        .subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted"])
    }

    func testValuesStream() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testRelaysAsInfallible() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 1)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        var log: [Int] = []
        let bag = DisposeBag()
        publish.asInfallible().subscribe(onNext: { log.append($0) }).disposed(by: bag)
        behavior.asInfallible().subscribe(onNext: { log.append($0) }).disposed(by: bag)
        replay.asInfallible().subscribe(onNext: { log.append($0) }).disposed(by: bag)
        publish.accept(2)
        XCTAssertEqual(log, [1, 5, 2])
    }

    func testSkipWhileAndSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5), .next(230, 2), .completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(250)])
        let start = scheduler2.createHotObservable([.next(215, "go")])
        let until = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).skip(until: start) }
        XCTAssertEqual(until.events, [.next(220, 5), .next(230, 2), .completed(250)])
    }

    func testThrottleAndDebug() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).throttle(.seconds(20), latest: true, scheduler: scheduler).debug()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    }

    func testDistinctUntilChangedComparerAndKeyPath() {
        struct Point { let x: Int; let y: Int }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)),
            .next(230, Point(x: 2, y: 2)), .completed(250)
        ])
        let byX = scheduler.start { xs.asInfallible(onErrorRecover: { _ in .empty() }).distinctUntilChanged(at: \.x).map(\.y) }
        XCTAssertEqual(byX.events, [.next(210, 1), .next(230, 2), .completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .completed(250)])
        let close = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).distinctUntilChanged { abs($0 - $1) <= 1 }
        }
        XCTAssertEqual(close.events, [.next(210, 1), .next(230, 5), .completed(250)])
    }
}
