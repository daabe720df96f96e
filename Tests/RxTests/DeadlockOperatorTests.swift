import Foundation
import XCTest
import Rx

/// Operators with several sources never dispose a subscription while holding
/// their lock (Sources/Rx/LOCKS.md): each test builds the lock-order inversion
/// of `assertDisposesOutsideLock` and fails, instead of hanging, if the
/// operator deadlocks.
final class DeadlockOperatorTests: RxTest {
    func testZipDisposesItsSourcesOutsideItsLock() {
        assertDisposesOutsideLock("zip of 2", trigger: .error(testError)) { first, second in
            Observable.zip(first, second)
        }
        assertDisposesOutsideLock("zip of 3", trigger: .error(testError)) { first, second in
            Observable.zip(first, second, Observable<Int>.never())
        }
        assertDisposesOutsideLock("zip of a collection", trigger: .error(testError)) { first, second in
            Observable.zip([first, second])
        }
    }

    func testCombineLatestDisposesItsSourcesOutsideItsLock() {
        assertDisposesOutsideLock("combineLatest of 2", trigger: .error(testError)) { first, second in
            Observable.combineLatest(first, second)
        }
        assertDisposesOutsideLock("combineLatest of 3", trigger: .error(testError)) { first, second in
            Observable.combineLatest(first, second, Observable<Int>.never())
        }
        assertDisposesOutsideLock("combineLatest of a collection", trigger: .error(testError)) { first, second in
            Observable.combineLatest([first, second])
        }
    }

    func testMergeDisposesItsSourcesOutsideItsLock() {
        assertDisposesOutsideLock("merge", trigger: .error(testError)) { first, second in
            Observable.merge(first, second)
        }
        assertDisposesOutsideLock("merge(maxConcurrent:)", trigger: .error(testError)) { first, second in
            Observable.of(first, second).merge(maxConcurrent: 2)
        }
        assertDisposesOutsideLock("merge of an observable of observables", trigger: .error(testError)) { first, second in
            Observable.of(first, second).merge()
        }
    }

    func testFlatMapDisposesItsInnerSubscriptionsOutsideItsLock() {
        assertDisposesOutsideLock("flatMap", trigger: .error(testError)) { first, second in
            Observable.of(0, 1).flatMap { $0 == 0 ? first : second }
        }
        assertDisposesOutsideLock("flatMap, the outer source fails", trigger: .error(testError)) { first, second in
            first.startWith(0).flatMap { _ in second }
        }
    }

    func testSwitchLatestDisposesOutsideItsLock() {
        // The outer source fails while the inner one sends.
        assertDisposesOutsideLock("flatMapLatest", trigger: .error(testError)) { first, second in
            first.startWith(0).flatMapLatest { _ in second }
        }
    }

    func testWithLatestFromDisposesOutsideItsLock() {
        assertDisposesOutsideLock("withLatestFrom", trigger: .error(testError)) { first, second in
            first.withLatestFrom(second)
        }
    }

    func testAmbDisposesTheLoserOutsideItsLock() {
        assertDisposesOutsideLock("amb", trigger: .error(testError)) { first, second in
            first.amb(second)
        }
    }

    /// The source fails; the sampler sends meanwhile. (The sampler failing
    /// cannot be staged: its subscription is disposed after the source's.)
    func testSampleDisposesOutsideItsLock() {
        assertDisposesOutsideLock("sample, the source fails", trigger: .error(testError)) { first, second in
            first.sample(second)
        }
    }

    func testTakeUntilAndSkipUntilDisposeOutsideTheirLock() {
        assertDisposesOutsideLock("take(until:)", trigger: .error(testError)) { first, second in
            first.take(until: second)
        }
        assertDisposesOutsideLock("skip(until:)", trigger: .error(testError)) { first, second in
            first.skip(until: second)
        }
    }
}
