import Foundation
import XCTest
import Rx
import RxTesting

/// Driver and Signal fed from background queues: every element, the error
/// fallback and completion arrive on the main thread while the main run loop
/// is pumped; replay (Driver: 1, Signal: none) and relays under `emit(to:)`.
final class DriverSignalDeliveryTests: RxTest {
    /// Pumps the main run loop until `condition` holds, for at most 2 seconds.
    private func pumpMainRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
    }

    /// An observable that emits `elements` on a background queue, then fails
    /// with `error` (or completes when `error` is nil).
    private func backgroundSource(_ elements: [Int], error: Error?) -> Observable<Int> {
        Observable.create { observer in
            DispatchQueue.global().async {
                for element in elements { observer.onNext(element) }
                if let error { observer.onError(error) } else { observer.onCompleted() }
            }
            return Disposables.create()
        }
    }

    func testDriverFromBackgroundErrorDeliversElementsAndFallbackOnMain() {
        var received: [Int] = []
        var offMain = 0
        var completed = false
        let subscription = backgroundSource([1, 2], error: testError)
            .asDriver(onErrorJustReturn: -1)
            .drive(
                onNext: { value in
                    if !Thread.isMainThread { offMain += 1 }
                    received.append(value)
                },
                onCompleted: {
                    if !Thread.isMainThread { offMain += 1 }
                    completed = true
                })
        pumpMainRunLoop(until: { completed })
        XCTAssertEqual(received, [1, 2, -1])
        XCTAssertTrue(completed)
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }

    func testDriverDoesNotDeliverSynchronouslyFromABackgroundQueue() {
        var received: [Int] = []
        let started = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                observer.onNext(7)
                observer.onCompleted()
                started.signal()
            }
            return Disposables.create()
        }
        .asDriver(onErrorJustReturn: -1)
        .drive(onNext: { received.append($0) })
        // The background producer has finished, but the main run loop has not
        // been pumped yet: nothing can have been delivered on main.
        XCTAssertEqual(started.wait(timeout: .now() + 2), .success)
        XCTAssertEqual(received, [])
        pumpMainRunLoop(until: { received == [7] })
        XCTAssertEqual(received, [7])
        subscription.dispose()
    }

    func testAsDriverOnErrorDriveWithFromBackgroundError() {
        var received: [Int] = []
        var offMain = 0
        var completed = false
        let subscription = backgroundSource([1], error: testError)
            .asDriver(onErrorDriveWith: Driver.of(8, 9))
            .drive(
                onNext: { value in
                    if !Thread.isMainThread { offMain += 1 }
                    received.append(value)
                }, onCompleted: { completed = true })
        pumpMainRunLoop(until: { completed })
        XCTAssertEqual(received, [1, 8, 9])
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }

    func testAsDriverOnErrorRecoverReceivesTheBackgroundError() {
        var received: [Int] = []
        var recoveredFrom: [NSError] = []
        var recoveredOnMain: Bool?
        var completed = false
        let subscription = backgroundSource([3], error: testError2)
            .asDriver(onErrorRecover: { error in
                recoveredFrom.append(error as NSError)
                recoveredOnMain = Thread.isMainThread
                return Driver.just((error as NSError).code * 100)
            })
            .drive(onNext: { received.append($0) }, onCompleted: { completed = true })
        pumpMainRunLoop(until: { completed })
        XCTAssertEqual(received, [3, 200])
        XCTAssertEqual(recoveredFrom, [testError2])
        XCTAssertEqual(recoveredOnMain, true)
        subscription.dispose()
    }

    func testDriverReplaysTheLatestElementToALateSubscriberOnMain() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        var early: [Int] = []
        var late: [Int] = []
        let first = driver.drive(onNext: { early.append($0) })
        DispatchQueue.global().async {
            subject.onNext(1); subject.onNext(2)
        }
        pumpMainRunLoop(until: { early == [1, 2] })
        let second = driver.drive(onNext: { late.append($0) })
        XCTAssertEqual(late, [2], "Driver replays exactly the latest element, synchronously")
        DispatchQueue.global().async { subject.onNext(3) }
        pumpMainRunLoop(until: { early.count == 3 && late.count == 2 })
        XCTAssertEqual(early, [1, 2, 3])
        XCTAssertEqual(late, [2, 3])
        first.dispose()
        second.dispose()
    }

    func testSignalDoesNotReplayToALateSubscriberOnMain() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: -1)
        var early: [Int] = []
        var late: [Int] = []
        let first = signal.emit(onNext: { early.append($0) })
        DispatchQueue.global().async {
            subject.onNext(1); subject.onNext(2)
        }
        pumpMainRunLoop(until: { early == [1, 2] })
        let second = signal.emit(onNext: { late.append($0) })
        XCTAssertEqual(late, [])
        DispatchQueue.global().async { subject.onNext(3) }
        pumpMainRunLoop(until: { early.count == 3 && late.count == 1 })
        XCTAssertEqual(early, [1, 2, 3])
        XCTAssertEqual(late, [3])
        first.dispose()
        second.dispose()
    }

    func testEmitToPublishRelayFromBackgroundQueueArrivesOnMain() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        var offMain = 0
        let observation = relay.subscribe(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            received.append(value)
        })
        let emission = backgroundSource([4, 5, 6], error: nil).asSignal(onErrorJustReturn: -1).emit(to: relay)
        pumpMainRunLoop(until: { received.count == 3 })
        XCTAssertEqual(received, [4, 5, 6])
        XCTAssertEqual(offMain, 0)
        emission.dispose()
        observation.dispose()
    }

    func testEmitToSeveralRelaysAtExactVirtualTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
            let first = PublishRelay<Int>()
            let second = PublishRelay<Int>()
            let firstObserver = scheduler.createObserver(Int.self)
            let secondObserver = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            first.subscribe(firstObserver).disposed(by: bag)
            second.subscribe(secondObserver).disposed(by: bag)
            scheduler.scheduleAt(200) { xs.asSignal(onErrorJustReturn: -1).emit(to: first, second).disposed(by: bag) }
            scheduler.start()
            // Relays never complete: the fallback arrives, the completion does not.
            XCTAssertEqual(firstObserver.events, [.next(211, 1), .next(221, 2), .next(231, -1)])
            XCTAssertEqual(secondObserver.events, [.next(211, 1), .next(221, 2), .next(231, -1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testEmitToBehaviorRelayStopsAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let relay = BehaviorRelay<Int>(value: 0)
            var emission: Disposable?
            var valueAt240: Int?
            scheduler.scheduleAt(200) { emission = xs.asSignal(onErrorJustReturn: -1).emit(to: relay) }
            scheduler.scheduleAt(240) { valueAt240 = relay.value }
            scheduler.scheduleAt(250) { emission?.dispose() }
            scheduler.start()
            XCTAssertEqual(valueAt240, 1)
            XCTAssertEqual(relay.value, 1)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }
}
