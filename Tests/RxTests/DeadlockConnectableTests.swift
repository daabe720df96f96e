import Foundation
import XCTest
import Rx

/// `refCount()` never connects (which subscribes to the source, whose events
/// reach every observer) while holding its lock (Sources/Rx/LOCKS.md).
final class DeadlockConnectableTests: RxTest {
    /// Thread 1 is the first observer: refCount connects, the source emits at
    /// once, and thread 1's observer signals, then takes the foreign lock.
    /// Thread 2 holds the foreign lock and, once thread 1 is receiving,
    /// subscribes a second observer, which takes refCount's lock. Connecting
    /// under that lock deadlocks.
    private func assertConnectsOutsideLock(
        _ description: String, _ connectable: ConnectableObservable<Int>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let shared = connectable.refCount()
        assertNoDeadlock(description, file: file, line: line) {
            let foreign = ForeignLock()
            let receiving = ThreadSignal()
            let threadOneDone = ThreadSignal()
            let received = LockedCounter()
            foreign.lock()
            var first: Disposable?
            Thread {
                first = shared.subscribe(onNext: { _ in
                    if received.increment() == 1 { receiving.fire() }
                    foreign.pass()
                })
                threadOneDone.fire()
            }.start()
            receiving.wait()
            let second = shared.subscribe()
            foreign.unlock()
            threadOneDone.wait()
            second.dispose()
            first?.dispose()
        }
    }

    func testRefCountConnectsOutsideItsLock() {
        let emitsOnSubscription = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        assertConnectsOutsideLock("publish().refCount()", emitsOnSubscription.publish())
        assertConnectsOutsideLock("replay(1).refCount()", emitsOnSubscription.replay(1))
        assertConnectsOutsideLock("multicast(PublishSubject).refCount()", emitsOnSubscription.multicast(PublishSubject<Int>()))
    }

    /// The observer count and the connection stay right when observers come
    /// and go from many threads at once: every element reaches the observers
    /// subscribed at the time, and the source is connected again after each
    /// time the count fell to zero.
    func testRefCountUnderConcurrentSubscribeAndDisposeConnectsOncePerEpoch() {
        let connections = LockedCounter()
        let disposals = LockedCounter()
        let source = Observable<Int>.create { _ in
            _ = connections.increment()
            return Disposables.create { _ = disposals.increment() }
        }
        let shared = source.publish().refCount()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                for _ in 0..<500 {
                    let subscription = shared.subscribe()
                    subscription.dispose()
                }
                group.leave()
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + RxTest.deadlockTimeout), .success, "subscribing and disposing did not finish")
        // Every connection made was disposed again: nothing stays connected.
        let made = connections.increment() - 1
        let ended = disposals.increment() - 1
        XCTAssertGreaterThan(made, 0)
        XCTAssertEqual(made, ended, "connections made and disposed differ")
    }
}
