import XCTest

@testable import Rx

/// `RecursiveLock.disposeAfterUnlock(_:)`: what is asked for under the lock
/// runs after the outermost release, in the order asked, once; the first is
/// kept inline and the others in an array, so both must keep that order.
final class RecursiveLockTests: XCTestCase {
    func testDisposalsRunAfterTheOutermostReleaseInOrder() {
        let lock = RecursiveLock.make()
        var log: [String] = []
        lock.performLocked {
            lock.disposeAfterUnlock(Disposables.create { log.append("first") })
            lock.performLocked {
                lock.disposeAfterUnlock(Disposables.create { log.append("second") })
                lock.disposeAfterUnlock(Disposables.create { log.append("third") })
            }
            XCTAssertEqual(log, [], "ran while the lock was still held")
        }
        XCTAssertEqual(log, ["first", "second", "third"])
        // The next hold starts with nothing pending.
        lock.performLocked {}
        XCTAssertEqual(log, ["first", "second", "third"])
    }

    func testADisposalThatTakesTheLockAgainRunsItsOwnAfterIt() {
        let lock = RecursiveLock.make()
        var log: [String] = []
        lock.performLocked {
            lock.disposeAfterUnlock(
                Disposables.create {
                    log.append("outer")
                    lock.performLocked {
                        lock.disposeAfterUnlock(Disposables.create { log.append("inner") })
                        log.append("outer holds the lock")
                    }
                })
            lock.disposeAfterUnlock(Disposables.create { log.append("after outer") })
        }
        XCTAssertEqual(log, ["outer", "outer holds the lock", "inner", "after outer"])
    }

    func testOneDisposalPerHoldRunsEachTime() {
        let lock = RecursiveLock.make()
        var count = 0
        for _ in 0..<100 {
            lock.performLocked { lock.disposeAfterUnlock(Disposables.create { count += 1 }) }
        }
        XCTAssertEqual(count, 100)
    }

    // Contention: threads that find the lock held spin, then sleep in the
    // parking lot until the holder's release wakes them. A lost wake-up hangs
    // the test; a lock that lets two threads in loses increments (and the
    // thread sanitizer reports the unguarded counter).

    func testThreadsTakingTheLockAtOnceEachGetItAlone() {
        let lock = RecursiveLock.make()
        assertOneHolderAtATime { body in lock.performLocked(body) }
    }

    func testADisposalAskedForUnderContentionRunsOnItsOwnThreadAfterRelease() {
        let lock = RecursiveLock.make()
        let counter = UnguardedCounter()
        let threads = 4
        let rounds = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                let holder = Thread.current
                lock.performLocked {
                    lock.disposeAfterUnlock(
                        Disposables.create {
                            XCTAssertTrue(Thread.current === holder)
                            // Runs after the release: the lock is free to take.
                            lock.performLocked { counter.value += 1 }
                        })
                }
            }
        }
        XCTAssertEqual(counter.value, threads * rounds)
    }

    func testAPlainLockLetsOneThreadInAtATime() {
        let owner = PlainLockOwner()
        let threads = 8
        let rounds = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for round in 0..<rounds {
                owner.lock.performLocked {
                    owner.value += 1
                    if round % 2_000 == 0 { usleep(200) }
                }
            }
        }
        XCTAssertEqual(owner.lock.performLocked { owner.value }, threads * rounds)
    }
}

/// A sink that is its own lock (merge's, switch's) runs the same disposals
/// after unlocking and lets one thread in at a time.
final class LockingSinkTests: XCTestCase {
    private func makeSink() -> LockingForwardingSink<Int, AnyObserver<Int>> {
        LockingForwardingSink(observer: AnyObserver { _ in })
    }

    func testDisposalsRunAfterTheOutermostReleaseInOrder() {
        let sink = makeSink()
        var log: [String] = []
        sink.performLocked {
            sink.disposeAfterUnlock(Disposables.create { log.append("first") })
            sink.performLocked {
                sink.disposeAfterUnlock(Disposables.create { log.append("second") })
                sink.disposeAfterUnlock(
                    Disposables.create {
                        log.append("third")
                        // Taken again from a disposal: free, and its own
                        // disposal runs after it.
                        sink.performLocked { sink.disposeAfterUnlock(Disposables.create { log.append("fourth") }) }
                    })
            }
            XCTAssertEqual(log, [], "ran while the lock was still held")
        }
        XCTAssertEqual(log, ["first", "second", "third", "fourth"])
    }

    func testAThrowingActionReleasesTheLock() {
        let sink = makeSink()
        var ran = false
        XCTAssertThrowsError(
            try sink.performLocked {
                sink.disposeAfterUnlock(Disposables.create { ran = true })
                throw CancellationError()
            })
        XCTAssertTrue(ran, "the disposal asked for before the throw did not run")
        let taken = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            sink.performLocked {}
            taken.signal()
        }
        XCTAssertEqual(taken.wait(timeout: .now() + 5), .success, "the lock stayed held after the throw")
    }

    func testThreadsTakingTheSinkAtOnceEachGetItAlone() {
        let sink = makeSink()
        assertOneHolderAtATime { body in sink.performLocked(body) }
    }
}

/// Takes a lock through `performLocked` from 8 threads, 20,000 times each,
/// again inside each hold (recursion, not a deadlock), and now and then long
/// enough for the others to park: fails if two threads hold it at once or an
/// increment is lost.
private func assertOneHolderAtATime(
    file: StaticString = #filePath, line: UInt = #line, _ performLocked: @escaping (() -> Void) -> Void
) {
    let counter = UnguardedCounter()
    let threads = 8
    let rounds = 20_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for round in 0..<rounds {
            performLocked {
                XCTAssertFalse(counter.inside, "two threads hold the lock at once", file: file, line: line)
                counter.inside = true
                performLocked { counter.value += 1 }
                if round % 2_000 == 0 { usleep(200) }
                counter.inside = false
            }
        }
    }
    XCTAssertEqual(counter.value, threads * rounds, file: file, line: line)
}

/// State guarded by the lock under test alone.
private final class UnguardedCounter: @unchecked Sendable {
    var value = 0
    var inside = false
}

private final class PlainLockOwner: @unchecked Sendable {
    let lock = PlainLock()
    var value = 0
}
