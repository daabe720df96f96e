import XCTest
import Rx
import RxTesting

/// Driver and Signal under virtual time (`SharingScheduler.mock`) and on the
/// real main thread with the main run loop pumping.
final class DriverTests: RxTest {
    /// Pumps the main run loop until `condition` holds or a second passes.
    func pumpMainRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
    }

    func testTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testSharingSchedulerDefaultsToMainAndMockRestores() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testAsDriverOnErrorJustReturnDeliversTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, testError)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            // `asObservable()` of the test observable ends its subscription
            // when the error arrives; the fallback goes out a tick later.
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAsDriverOnErrorDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.of(8, 9)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 8), .next(233, 9), .completed(234)])
        }
    }

    func testAsDriverOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(5))])
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in Driver.just((error as? TestError)?.code ?? 0) })
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 5), .completed(232)])
        }
    }

    func testAsDriverCompletionAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(241)])
            let scheduler2 = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler2) {
                let ys = scheduler2.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
                let disposed = scheduler2.start(disposed: 250) { ys.asDriver(onErrorJustReturn: -1) }
                XCTAssertEqual(disposed.events, [.next(211, 1)])
                XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
            }
        }
    }

    func testDriverReplaysLatestElementToLateSubscriberAndSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.drive(early) }
            scheduler.scheduleAt(250) { _ = driver.drive(late) }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .completed(301)])
            XCTAssertEqual(late.events, [.next(250, 2), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testSignalDoesNotReplayToLateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = signal.emit(to: early) }
            scheduler.scheduleAt(250) { _ = signal.emit(to: late) }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(211, 1), .next(261, 2), .completed(301)])
            XCTAssertEqual(late.events, [.next(261, 2), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testAsSignalErrorForms() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: 0) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, 0), .completed(231)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.error(230, testError, Int.self)])
            let res = scheduler2.start { xs.asSignal(onErrorSignalWith: Signal.just(4)) }
            XCTAssertEqual(res.events, [.next(232, 4), .completed(232)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let xs = scheduler3.createHotObservable([.error(230, testError, Int.self)])
            let res = scheduler3.start { xs.asSignal(onErrorRecover: { _ in Signal.empty() }) }
            XCTAssertEqual(res.events, [.completed(232)])
        }
    }

    func testDriverCreationOperatorsRunOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.just(1) }.events, [.next(201, 1), .completed(201)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(scheduler2.start { Driver.of(1, 2) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            XCTAssertEqual(scheduler3.start { Driver<Int>.empty() }.events, [.completed(201)])
            XCTAssertEqual(TestScheduler(initialClock: 0).start { Driver<Int>.never() }.events, [])
        }
        let scheduler4 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler4) {
            XCTAssertEqual(
                scheduler4.start { Driver<Int>.interval(.seconds(100)) }.events,
                [
                    .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4),
                    .next(800, 5), .next(900, 6)
                ])
        }
        let scheduler5 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler5) {
            XCTAssertEqual(scheduler5.start { Driver.from(optional: Optional(3)) }.events, [.next(201, 3), .completed(202)])
        }
        let scheduler6 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler6) {
            XCTAssertEqual(scheduler6.start { Driver<Int>.from(optional: nil) }.events, [.completed(201)])
        }
    }

    func testDriverOperatorsShareAndForward() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0)
                    .distinctUntilChanged()
                    .filter { $0 != 3 }
                    .map { $0 * 10 }
                    .scan(0, accumulator: +)
                    .startWith(-1)
            }
            XCTAssertEqual(res.events, [.next(200, -1), .next(211, 10), .next(221, 30), .completed(301)])
        }
    }

    func testDriverDebounceAndDelayUseTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(20)) }
            XCTAssertEqual(res.events, [.next(236, 2), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler2.start { xs.asDriver(onErrorJustReturn: 0).delay(.seconds(20)) }
            XCTAssertEqual(res.events, [.next(231, 1), .completed(321)])
        }
    }

    func testDriveOnMainThreadFromBackgroundSourceWithRunLoopPumping() {
        let subject = PublishSubject<Int>()
        let lock = NSLock()
        var received: [(value: Int, onMain: Bool)] = []
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            lock.withLock { received.append((value, Thread.isMainThread)) }
        })
        DispatchQueue.global().async {
            subject.onNext(1)
            subject.onNext(2)
            subject.onError(testError)
        }
        pumpMainRunLoop(until: { lock.withLock { received.count == 3 } })
        subscription.dispose()
        let snapshot = lock.withLock { received }
        XCTAssertEqual(snapshot.map(\.value), [1, 2, -1])
        XCTAssertEqual(snapshot.map(\.onMain), [true, true, true])
    }

    func testEmitOnMainThreadFromBackgroundRelay() {
        let relay = PublishRelay<String>()
        var received: [String] = []
        var onMain: [Bool] = []
        let subscription = relay.asSignal().emit(onNext: { value in
            received.append(value)
            onMain.append(Thread.isMainThread)
        })
        DispatchQueue.global().async { relay.accept("tap") }
        pumpMainRunLoop(until: { !received.isEmpty })
        subscription.dispose()
        XCTAssertEqual(received, ["tap"])
        XCTAssertEqual(onMain, [true])
    }

    func testBehaviorRelayAsDriverStartsWithCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }

    func testSharedSequenceAsInfallibleAndCreateUnsafe() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { Driver<Int>.createUnsafe(source: xs).asInfallible() }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        }
    }

    func testAsSharedSequenceWithExplicitStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 9)
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 9), .completed(221)])
        }
    }

    func testDriverDeferredAndFromSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var calls = 0
            let res = scheduler.start {
                Driver<Int>.deferred {
                    calls += 1; return Driver.from([calls, 5])
                }
            }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 5), .completed(203)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let res = scheduler2.start { Signal.from(1...2) }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
    }

    func testSignalFallbackOnMainThreadFromBackgroundError() {
        let subject = PublishSubject<String>()
        let lock = NSLock()
        var received: [(value: String, onMain: Bool)] = []
        var completedOnMain: Bool?
        let subscription = subject.asSignal(onErrorJustReturn: "fallback").emit(
            onNext: { value in lock.withLock { received.append((value, Thread.isMainThread)) } },
            onCompleted: { lock.withLock { completedOnMain = Thread.isMainThread } })
        DispatchQueue.global().async {
            subject.onNext("a")
            subject.onError(testError)
        }
        pumpMainRunLoop(until: { lock.withLock { completedOnMain != nil } })
        subscription.dispose()
        let snapshot = lock.withLock { received }
        XCTAssertEqual(snapshot.map(\.value), ["a", "fallback"])
        XCTAssertEqual(snapshot.map(\.onMain), [true, true])
        XCTAssertEqual(lock.withLock { completedOnMain }, true)
    }

    func testDriverSharesOneSubscriptionOnTheMainThread() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        var first: [Int] = []
        var second: [Int] = []
        let a = driver.drive(onNext: { first.append($0) })
        let b = driver.drive(onNext: { second.append($0) })
        pumpMainRunLoop(until: { !first.isEmpty && !second.isEmpty })
        a.dispose()
        b.dispose()
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1])
    }
}
