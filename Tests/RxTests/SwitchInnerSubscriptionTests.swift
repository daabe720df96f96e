import Foundation
import XCTest
import Rx
import RxTesting

/// The inner observer holds its inner subscription itself (no
/// single-assignment disposable): a subscription that returns after its
/// observer was replaced or ended is disposed at once, exactly once.
final class SwitchInnerSubscriptionTests: RxTest {
    /// An inner observable that sends `value` when subscribed (and completes
    /// if `completes`), logging its disposal.
    private func inner(_ value: Int, completes: Bool, log: @escaping (String) -> Void) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            if completes { observer.onCompleted() }
            return Disposables.create { log("disposed \(value)") }
        }
    }

    func testAnInnerThatEndsWhileSubscribedIsDisposedOnceItReturns() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { self.inner($0, completes: true, log: { log.append($0) }) }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        outer.onNext(1)
        outer.onNext(2)
        outer.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed 1", "next 2", "disposed 2", "completed"])
    }

    func testAnInnerReplacedWhileSubscribedIsDisposedOnceItReturns() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { self.inner($0, completes: false, log: { log.append($0) }) }
            .subscribe(onNext: { value in
                log.append("next \(value)")
                // Replaces inner 1 before its subscribe function has returned.
                if value == 1 { outer.onNext(2) }
            })
        outer.onNext(1)
        log.append("switched")
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "disposed 1", "switched", "disposed 2"])
    }

    func testInnersSwitchedFromManyThreadsAreEachDisposedOnce() {
        let disposals = LockedCounter()
        let outer = PublishSubject<Int>()
        let received = LockedCounter()
        let subscription = outer.flatMapLatest { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                return Disposables.create { disposals.increment() }
            }
        }
        .subscribe(onNext: { _ in received.increment() })
        let count = 400
        // The outer subject is sent to from one thread at a time (the Rx
        // contract), but each time from another thread.
        let gate = NSLock()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            gate.lock()
            outer.onNext(index)
            gate.unlock()
        }
        XCTAssertEqual(disposals.value, count - 1, "every replaced inner disposed once")
        subscription.dispose()
        XCTAssertEqual(disposals.value, count)
        XCTAssertEqual(received.value, count)
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            do {
                let outer = PublishSubject<Int>()
                let subscription = outer.flatMapLatest { self.inner($0, completes: $0 % 2 == 0, log: { _ in }) }
                    .subscribe()
                for value in 0..<10 { outer.onNext(value) }
                subscription.dispose()
            }
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}
