import Foundation
import XCTest
import Rx

/// Runs deadlock scenarios so that a deadlock fails the test instead of
/// hanging the run: the scenario runs on a thread of its own and the test
/// waits for it with a deadline. On timeout the test fails and returns; the
/// stuck threads are left behind (they do not keep the process from exiting)
/// and the leak check of `RxTest` is turned off, since the stuck subscriptions
/// can never be released.
extension RxTest {
    /// How long a scenario may take before it counts as deadlocked. Every
    /// scenario finishes in milliseconds when nothing deadlocks; the margin is
    /// for a machine busy with other builds.
    static var deadlockTimeout: Double { 20 }

    /// Runs `scenario` on a new thread and fails if it has not returned
    /// within `deadlockTimeout` seconds. Returns whether it finished: after a
    /// deadlock the caller must not touch the objects of the scenario (their
    /// locks are held for ever) and should return.
    @discardableResult
    func assertNoDeadlock(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ scenario: @escaping @Sendable () -> Void
    ) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            scenario()
            finished.signal()
        }
        thread.start()
        if finished.wait(timeout: .now() + RxTest.deadlockTimeout) == .timedOut {
            checksResourceLeaks = false
            XCTFail("deadlock: \(description) did not finish within \(RxTest.deadlockTimeout) s", file: file, line: line)
            return false
        }
        return true
    }
}

/// A lock that belongs to "foreign code": a subscription's disposal or an
/// observer takes it. The scenarios hold it on one thread while that thread
/// calls into an operator, which is exactly what a downstream operator's lock
/// does in a real program.
final class ForeignLock: @unchecked Sendable {
    private let mutex = NSLock()
    func lock() { mutex.lock() }
    func unlock() { mutex.unlock() }
    /// Takes and releases the lock: what the foreign code does with it.
    func pass() {
        mutex.lock()
        mutex.unlock()
    }
}

/// A source whose events the test sends by hand from any thread, and whose
/// subscription's disposal takes a `ForeignLock` (if it has one).
final class ManualSource<Element>: @unchecked Sendable {
    private let guardLock = NSLock()
    private var observer: AnyObserver<Element>?
    private let foreign: ForeignLock?

    init(disposalTakes foreign: ForeignLock?) { self.foreign = foreign }

    var observable: Observable<Element> {
        Observable.create { observer in
            self.guardLock.lock()
            self.observer = observer
            self.guardLock.unlock()
            return Disposables.create {
                self.foreign?.pass()
                // Forget the observer, which holds the subscription's sinks.
                self.guardLock.lock()
                self.observer = nil
                self.guardLock.unlock()
            }
        }
    }

    func send(_ event: Event<Element>) {
        guardLock.lock()
        let current = observer
        guardLock.unlock()
        current?.on(event)
    }
}

/// A count that threads increment; `increment()` returns the new value.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    @discardableResult func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
    var value: Int { lock.withLock { count } }
}

/// A one-shot signal between two threads, with a deadline so that a scenario
/// that goes wrong does not wait forever.
final class ThreadSignal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func fire() { semaphore.signal() }
    @discardableResult func wait(seconds: Double = RxTest.deadlockTimeout) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}

extension RxTest {
    /// The lock-order inversion every operator scenario builds:
    ///
    /// - thread 1 sends `trigger` to `first`; the operator forwards a terminal
    ///   event downstream (the observer signals that it is inside) and then
    ///   disposes its subscriptions, one of which takes the foreign lock;
    /// - thread 2 holds the foreign lock all along and, once thread 1 is inside
    ///   the operator, sends `concurrent` to `second`, which takes the
    ///   operator's lock.
    ///
    /// If the operator disposed while holding its lock, thread 1 would wait for
    /// the foreign lock and thread 2 for the operator's lock, for ever.
    ///
    /// `first`'s subscription must be disposed before `second`'s (a disposed
    /// `create` drops what is sent to it, so thread 2's element would never
    /// reach the operator): pass them in that order.
    func assertDisposesOutsideLock<Result>(
        _ description: String, file: StaticString = #filePath, line: UInt = #line,
        trigger: Event<Int>, concurrent: Event<Int> = .next(1),
        operator makeOperator: @escaping @Sendable (Observable<Int>, Observable<Int>) -> Observable<Result>
    ) {
        assertNoDeadlock(description, file: file, line: line) {
            let foreign = ForeignLock()
            let first = ManualSource<Int>(disposalTakes: foreign)
            // Not the foreign lock: thread 2 may end `second`'s subscription
            // itself while holding it.
            let second = ManualSource<Int>(disposalTakes: nil)
            let inside = ThreadSignal()
            let subscription = makeOperator(first.observable, second.observable).subscribe { event in
                if event.isStopEvent { inside.fire() }
            }
            let threadOneDone = ThreadSignal()
            foreign.lock()
            Thread {
                first.send(trigger)
                threadOneDone.fire()
            }.start()
            inside.wait()
            second.send(concurrent)
            foreign.unlock()
            threadOneDone.wait()
            subscription.dispose()
        }
    }
}
