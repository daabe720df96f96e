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
}
