import Foundation
import XCTest
import Rx

/// Subjects and `share` never replay to a new subscriber while holding their
/// lock (Sources/Rx/LOCKS.md). Each test builds a lock-order inversion that
/// deadlocks if they did, and fails instead of hanging.
final class DeadlockSubjectTests: RxTest {
    /// Thread 1 subscribes to `observable`; the first event it receives (a
    /// replayed one) signals, then takes the foreign lock. Thread 2 holds the
    /// foreign lock and, once thread 1 is receiving, calls `send`, which takes
    /// the subject's lock. Replaying under that lock deadlocks.
    @discardableResult
    private func assertReplaysOutsideLock<Element>(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ observable: Observable<Element>, send: @escaping @Sendable () -> Void
    ) -> Bool {
        assertNoDeadlock(description, file: file, line: line) {
            let foreign = ForeignLock()
            let receiving = ThreadSignal()
            let threadOneDone = ThreadSignal()
            let received = LockedCounter()
            foreign.lock()
            var subscription: Disposable?
            Thread {
                subscription = observable.subscribe { _ in
                    if received.increment() == 1 { receiving.fire() }
                    foreign.pass()
                }
                threadOneDone.fire()
            }.start()
            receiving.wait()
            send()
            foreign.unlock()
            threadOneDone.wait()
            subscription?.dispose()
        }
    }

    func testReplaySubjectReplaysOutsideItsLock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        assertReplaysOutsideLock("ReplaySubject", subject.asObservable()) { subject.onNext(3) }
        let unbounded = ReplaySubject<Int>.createUnbounded()
        unbounded.onNext(1)
        unbounded.onCompleted()
        assertReplaysOutsideLock("completed ReplaySubject", unbounded.asObservable()) { unbounded.onNext(3) }
    }

    func testBehaviorSubjectReplaysOutsideItsLock() {
        let subject = BehaviorSubject(value: 1)
        assertReplaysOutsideLock("BehaviorSubject", subject.asObservable()) { subject.onNext(2) }
    }

    func testStoppedSubjectsSendTheirStopEventOutsideTheirLock() {
        let publish = PublishSubject<Int>()
        publish.onCompleted()
        assertReplaysOutsideLock("completed PublishSubject", publish.asObservable()) { publish.onNext(1) }
        let async = AsyncSubject<Int>()
        async.onNext(1)
        async.onCompleted()
        assertReplaysOutsideLock("completed AsyncSubject", async.asObservable()) { async.onNext(2) }
        let behavior = BehaviorSubject(value: 1)
        behavior.onError(testError)
        assertReplaysOutsideLock("failed BehaviorSubject", behavior.asObservable()) { behavior.onNext(2) }
    }

    func testShareReplayReplaysOutsideItsLock() {
        for (replay, scope) in [(1, SubjectLifetimeScope.whileConnected), (2, .whileConnected), (1, .forever), (3, .forever)] {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: replay, scope: scope)
            let first = shared.subscribe()
            source.onNext(1)
            // After a deadlock the share's lock is held for ever: leave it.
            if !assertReplaysOutsideLock("share(replay: \(replay), scope: \(scope))", shared, send: { source.onNext(2) }) {
                return
            }
            first.dispose()
        }
    }

    /// The scenario: a thousand subscriptions on a concurrent queue,
    /// each replayed the latest element of one shared source and each taking
    /// one element; zip waits for all of them. Replaying or disposing under a
    /// lock deadlocks it about two runs in three.
    func testZipOfSharedReplayOnAConcurrentSchedulerCompletes() {
        for run in 1...10 {
            let finished = assertNoDeadlock("zip of 1,000 shared replays, run \(run)") {
                let source = Observable<Void>.create { observer in
                    observer.onNext(())
                    return Disposables.create()
                }
                .share(replay: 1, scope: .whileConnected)
                let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
                let streams = (0..<1_000).map { _ in
                    Observable.just(()).observe(on: scheduler).flatMap { source }.take(1)
                }
                let completed = ThreadSignal()
                let subscription = Observable.zip(streams).subscribe(onCompleted: { completed.fire() })
                completed.wait()
                subscription.dispose()
            }
            if !finished { return }
        }
    }
}
