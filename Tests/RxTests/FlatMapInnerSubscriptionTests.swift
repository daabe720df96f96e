import Foundation
import Synchronization
import XCTest
import Rx

/// How flatMap keeps and disposes the subscriptions of its inner observables,
/// in particular those that complete while they are being subscribed (which
/// never enter its disposable group) and those that complete on another
/// thread while `subscribe` is still returning.
final class FlatMapInnerSubscriptionTests: RxTest {
    private final class Counter: @unchecked Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .acquiring) }
        func increment() { count.add(1, ordering: .acquiringAndReleasing) }
    }

    /// An observable that emits `element`, completes, and counts the disposals
    /// of its subscriptions.
    private func synchronousInner(_ element: Int, disposals: Counter) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create { disposals.increment() }
        }
    }

    func testInnersCompletingWhileSubscribedAreDisposedAtOnce() {
        let disposals = Counter()
        var received: [Int] = []
        var completed = 0
        _ = Observable.of(1, 2, 3)
            .flatMap { self.synchronousInner($0, disposals: disposals) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(completed, 1)
        XCTAssertEqual(disposals.value, 3)
    }

    func testInnerFailingWhileSubscribedStopsEverything() {
        let disposals = Counter()
        var received: [Int] = []
        var errors = 0
        _ = Observable.of(1, 2, 3)
            .flatMap { value -> Observable<Int> in
                if value == 2 { return Observable.error(testError) }
                return self.synchronousInner(value, disposals: disposals)
            }
            .subscribe(onNext: { received.append($0) }, onError: { _ in errors += 1 })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(errors, 1)
        XCTAssertEqual(disposals.value, 1)
    }

    func testDisposingFromAnInnerElementDisposesThatInner() {
        let disposals = Counter()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject
            .flatMap { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    // Still active when its subscribe returns.
                    return Disposables.create { disposals.increment() }
                }
            }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
        subject.onNext(1)
        XCTAssertEqual(disposals.value, 0)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(disposals.value, 2)
    }

    func testInnersCompletingOnOtherThreadsAreEachDisposedOnce() {
        let count = 2_000
        let disposals = Counter()
        let delivered = Counter()
        let done = expectation(description: "completed")
        let subscription = Observable.range(start: 0, count: count)
            .flatMap { value in
                Observable<Int>.create { observer in
                    // Completes before, during or after subscribe returns.
                    DispatchQueue.global().async {
                        observer.onNext(value)
                        observer.onCompleted()
                    }
                    return Disposables.create { disposals.increment() }
                }
            }
            .subscribe(onNext: { _ in delivered.increment() }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 20)
        XCTAssertEqual(delivered.value, count)
        let deadline = Date().addingTimeInterval(5)
        while disposals.value < count && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(disposals.value, count)
        subscription.dispose()
    }
}
