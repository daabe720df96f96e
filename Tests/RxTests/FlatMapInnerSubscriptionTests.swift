import Foundation
import Synchronization
import XCTest
import Rx
import RxTesting

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
        subscription =
            subject
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

    // MARK: inner subjects (the inner observer holds its subscription)

    func testInnerSubjectsLeaveWhenTheyCompleteOrTheMergeIsDisposed() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        var received: [Int] = []
        let subscription = outer.flatMap { inners[$0] }.subscribe(onNext: { received.append($0) })
        outer.onNext(0)
        outer.onNext(1)
        inners[0].onNext(1)
        inners[1].onNext(2)
        #if TRACE_RESOURCES
            let beforeCompletion = Resources.total
        #endif
        inners[0].onCompleted()
        #if TRACE_RESOURCES
            // The completed inner's observer left the group and was freed.
            XCTAssertEqual(Resources.total, beforeCompletion - 1)
        #endif
        XCTAssertFalse(inners[0].hasObservers)
        XCTAssertTrue(inners[1].hasObservers)
        inners[1].onNext(3)
        subscription.dispose()
        XCTAssertFalse(inners[1].hasObservers, "disposing the merge disposes the active inners")
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testNoInnerIsSubscribedOnceTheMergeIsDisposed() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        var subscription: Disposable?
        subscription = outer.flatMap { inners[$0] }.subscribe(onNext: { _ in subscription?.dispose() })
        outer.onNext(0)
        inners[0].onNext(1)
        XCTAssertFalse(inners[0].hasObservers)
        outer.onNext(1)
        XCTAssertFalse(inners[1].hasObservers)
    }

    // MARK: inner just, empty and error (sent without a subscription)

    /// flatMap, and concatMap (merge(maxConcurrent: 1)), which sends an inner
    /// `just`, `empty` or `error` with a place free the same way.
    static let mergingOperators: [(name: String, apply: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>)] = [
        ("flatMap", { $0.flatMap($1) }),
        ("concatMap", { $0.concatMap($1) })
    ]

    func testInnerJustEmptyAndErrorKeepTheirOrderAndTimes() {
        for (name, apply) in Self.mergingOperators {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
            let res = scheduler.start {
                apply(xs.asObservable()) { value -> Observable<Int> in
                    switch value {
                    case 1: return .just(10)
                    case 2: return .empty()
                    case 3: return .just(30)
                    default: return .error(testError)
                    }
                }
            }
            XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .error(240, testError)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], name)
        }
    }

    func testMergeCompletesAfterOuterWhenInnersAreJust() {
        var events: [Event<Int>] = []
        _ = Observable.of(Observable.just(1), Observable.empty(), Observable.just(2))
            .merge()
            .subscribe { events.append($0) }
        XCTAssertEqual(events.map(\.element), [1, 2, nil])
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testFlatMapFirstAdmitsEveryJust() {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0 * 10) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [10, 20, 30])
    }

    func testReentrantSourceElementFromAnInnerJust() {
        for (name, apply) in Self.mergingOperators {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = apply(subject.asObservable()) { Observable.just($0) }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value < 3 { subject.onNext(value + 1) }
                })
            subject.onNext(1)
            XCTAssertEqual(received, [1, 2, 3], name)
            subscription.dispose()
        }
    }

    func testElementsAfterDisposalFromAnInnerJustAreDropped() {
        for (name, apply) in Self.mergingOperators {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            var subscription: Disposable?
            subscription = apply(subject.asObservable()) { Observable.just($0) }
                .subscribe(onNext: { value in
                    received.append(value)
                    subscription?.dispose()
                })
            subject.onNext(1)
            subject.onNext(2)
            XCTAssertEqual(received, [1], name)
            XCTAssertFalse(subject.hasObservers, name)
        }
    }

    // The group of inner subscriptions is made when the first inner
    // observable must be subscribed (inner `just`s never make one).

    func testTheFirstSubscribedInnerAfterInnerJustsIsDisposedWithTheMerge() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.flatMap { value in value < 3 ? Observable.just(value) : inner.asObservable() }
            .subscribe(onNext: { received.append($0) })
        source.onNext(1)
        source.onNext(2)
        XCTAssertFalse(inner.hasObservers)
        source.onNext(3)
        XCTAssertTrue(inner.hasObservers, "subscribed in a group made for it")
        inner.onNext(30)
        source.onNext(1)
        XCTAssertEqual(received, [1, 2, 30, 1])
        subscription.dispose()
        XCTAssertFalse(inner.hasObservers, "disposed with the merge")
        inner.onNext(31)
        XCTAssertEqual(received, [1, 2, 30, 1])
    }

    /// The merge disposed on one thread while its source asks, on another,
    /// for the first inner observable to be subscribed (the group is made
    /// then), released together, the disposal delayed across the other's
    /// path: the inner observable is either never subscribed or subscribed
    /// and unsubscribed, never left subscribed.
    func testDisposalRacingTheFirstInnerSubscriptionLeavesNoInnerSubscribed() {
        for round in 0..<400 {
            let source = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let subscription = source.flatMap { _ in inner.asObservable() }.subscribe()
            XCTAssertTrue(
                runReleasedTogether(delayingSecondBy: round % 40 * 25, { source.onNext(1) }, { subscription.dispose() }),
                "a thread hung")
            XCTAssertFalse(inner.hasObservers, "round \(round): an inner subscription outlived the merge")
        }
    }
}
