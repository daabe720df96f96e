import Foundation
import XCTest
import Rx

/// Releasing the last reference to an observer or an element runs its
/// `deinit`, which is foreign code: subjects and `share` let go of what they
/// drop (an unsubscribed observer, every observer when disposed, an element a
/// newer one replaces or pushes out of the buffer) after releasing their lock
/// (Sources/Rx/LOCKS.md).
///
/// Each test drops a `ReleaseProbe`, whose `deinit` calls back into the same
/// subject from another thread and waits for that call. Released under the
/// subject's lock, the call cannot get the lock and the wait times out.
final class DeadlockReleaseTests: RxTest {
    /// How long a probe's deinit waits for its call back. Calls take
    /// microseconds; a timeout means the lock was held.
    private static let callBackTimeout = 3.0

    /// Records each probe's outcome: `true` when the call back finished.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Bool] = []
        func record(_ finished: Bool) {
            lock.lock()
            recorded.append(finished)
            lock.unlock()
        }
        var all: [Bool] {
            lock.lock()
            defer { lock.unlock() }
            return recorded
        }
    }

    /// Calls `callBack` from a new thread when released, and records whether
    /// that call finished within the timeout.
    private final class ReleaseProbe: @unchecked Sendable {
        let outcomes: Outcomes
        let callBack: @Sendable () -> Void
        init(_ outcomes: Outcomes, callBack: @escaping @Sendable () -> Void) {
            self.outcomes = outcomes
            self.callBack = callBack
        }
        deinit {
            let finished = DispatchSemaphore(value: 0)
            let callBack = self.callBack
            Thread {
                callBack()
                finished.signal()
            }.start()
            outcomes.record(finished.wait(timeout: .now() + DeadlockReleaseTests.callBackTimeout) == .success)
        }
    }

    /// Subscribes an observer holding a probe, lets `release` drop it, and
    /// asserts that the probe was released and its call back finished.
    private func assertReleasesObserverOutsideLock<Element>(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ observable: Observable<Element>, callBack: @escaping @Sendable () -> Void,
        release: (Disposable) -> Void
    ) {
        let outcomes = Outcomes()
        var probe: ReleaseProbe? = ReleaseProbe(outcomes, callBack: callBack)
        let subscription = observable.subscribe(onNext: { [probe] _ in _ = probe })
        probe = nil
        release(subscription)
        XCTAssertEqual(
            outcomes.all, [true], "\(description): the observer was not released outside the lock",
            file: file, line: line)
    }

    func testSubjectsReleaseAnUnsubscribedObserverOutsideTheirLock() {
        let publish = PublishSubject<Int>()
        assertReleasesObserverOutsideLock(
            "PublishSubject", publish.asObservable(),
            callBack: { publish.onNext(0) },
            release: { $0.dispose() }
        )
        let behavior = BehaviorSubject(value: 0)
        assertReleasesObserverOutsideLock(
            "BehaviorSubject", behavior.asObservable(),
            callBack: { behavior.onNext(1) },
            release: { $0.dispose() }
        )
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        assertReleasesObserverOutsideLock(
            "ReplaySubject", replay.asObservable(),
            callBack: { replay.onNext(1) },
            release: { $0.dispose() }
        )
        let unbounded = ReplaySubject<Int>.createUnbounded()
        assertReleasesObserverOutsideLock(
            "unbounded ReplaySubject", unbounded.asObservable(),
            callBack: { unbounded.onNext(1) },
            release: { $0.dispose() }
        )
        let async = AsyncSubject<Int>()
        assertReleasesObserverOutsideLock(
            "AsyncSubject", async.asObservable(),
            callBack: { async.onNext(1) },
            release: { $0.dispose() }
        )
    }

    func testDisposedSubjectsReleaseTheirObserversOutsideTheirLock() {
        let publish = PublishSubject<Int>()
        assertReleasesObserverOutsideLock(
            "PublishSubject", publish.asObservable(),
            callBack: { _ = publish.hasObservers },
            release: { _ in publish.dispose() }
        )
        let behavior = BehaviorSubject(value: 0)
        assertReleasesObserverOutsideLock(
            "BehaviorSubject", behavior.asObservable(),
            callBack: { _ = behavior.hasObservers },
            release: { _ in behavior.dispose() }
        )
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        assertReleasesObserverOutsideLock(
            "ReplaySubject", replay.asObservable(),
            callBack: { _ = replay.hasObservers },
            release: { _ in replay.dispose() }
        )
    }

    func testShareReleasesAnUnsubscribedObserverOutsideItsLock() {
        for (replay, scope) in [(0, SubjectLifetimeScope.whileConnected), (1, .whileConnected), (1, .forever)] {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: replay, scope: scope)
            let first = shared.subscribe()
            // The call back subscribes and disposes: it takes the share's lock.
            assertReleasesObserverOutsideLock(
                "share(replay: \(replay), scope: \(scope))", shared,
                callBack: { shared.subscribe().dispose() },
                release: { $0.dispose() }
            )
            first.dispose()
        }
    }

    /// An element held only by the subject; dropping it releases the probe.
    private final class Held: @unchecked Sendable {
        let probe: ReleaseProbe
        init(_ probe: ReleaseProbe) { self.probe = probe }
    }

    /// Sends a probe-holding element into `subject`, then `replace` makes the
    /// subject drop it.
    private func assertReleasesElementOutsideLock(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        send: (Held) -> Void, callBack: @escaping @Sendable () -> Void, replace: () -> Void
    ) {
        let outcomes = Outcomes()
        send(Held(ReleaseProbe(outcomes, callBack: callBack)))
        replace()
        XCTAssertEqual(
            outcomes.all, [true], "\(description): the element was not released outside the lock",
            file: file, line: line)
    }

    func testSubjectsReleaseAReplacedElementOutsideTheirLock() {
        let behavior = BehaviorSubject<Held?>(value: nil)
        assertReleasesElementOutsideLock(
            "BehaviorSubject.onNext", send: { behavior.onNext($0) },
            callBack: { _ = try? behavior.value() },
            replace: { behavior.onNext(nil) }
        )
        let replay = ReplaySubject<Held?>.create(bufferSize: 1)
        assertReleasesElementOutsideLock(
            "ReplaySubject(bufferSize: 1).onNext", send: { replay.onNext($0) },
            callBack: { replay.onNext(nil) },
            replace: { replay.onNext(nil) }
        )
        let replayTwo = ReplaySubject<Held?>.create(bufferSize: 2)
        assertReleasesElementOutsideLock(
            "ReplaySubject(bufferSize: 2).onNext", send: { replayTwo.onNext($0) },
            callBack: { replayTwo.onNext(nil) },
            replace: {
                replayTwo.onNext(nil)
                replayTwo.onNext(nil)
            }
        )
        let async = AsyncSubject<Held?>()
        assertReleasesElementOutsideLock(
            "AsyncSubject.onNext", send: { async.onNext($0) },
            callBack: { async.onNext(nil) },
            replace: { async.onNext(nil) }
        )
        let disposedReplay = ReplaySubject<Held?>.createUnbounded()
        assertReleasesElementOutsideLock(
            "ReplaySubject.dispose", send: { disposedReplay.onNext($0) },
            callBack: { _ = disposedReplay.hasObservers },
            replace: { disposedReplay.dispose() }
        )
        let relay = BehaviorRelay<Held?>(value: nil)
        assertReleasesElementOutsideLock(
            "BehaviorRelay.accept", send: { relay.accept($0) },
            callBack: { _ = relay.value },
            replace: { relay.accept(nil) }
        )
    }

    func testShareReleasesAReplacedElementOutsideItsLock() {
        let source = PublishSubject<Held?>()
        let shared = source.share(replay: 1, scope: .whileConnected)
        let subscription = shared.subscribe()
        assertReleasesElementOutsideLock(
            "share(replay: 1).onNext", send: { source.onNext($0) },
            callBack: { shared.subscribe().dispose() },
            replace: { source.onNext(nil) }
        )
        subscription.dispose()
    }
}
