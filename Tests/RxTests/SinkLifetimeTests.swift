import Foundation
import Rx
import RxTesting
import XCTest

/// A sink is its own subscription: it keeps and disposes its upstream
/// subscription, and a subscriber that is not a sink of Rx holds it through a
/// handle that lets it go once it ends. These tests hold what that must keep
/// from the separate disposer the sinks had before: upstream disposed exactly
/// once, whatever the order of ending and disposing, and no reference cycle
/// through a subscriber that keeps its subscription after the end.
final class SinkLifetimeTests: RxTest {
    /// Keeps its subscription; its observer refers to it, as a view model
    /// that subscribes with a closure capturing `self` does.
    private final class Holder {
        var subscription: Disposable?
        var received: [Int] = []
    }

    func testAHolderKeepingItsSubscriptionIsReleasedWhenTheSourceCompletes() {
        let subject = PublishSubject<Int>()
        weak var released: Holder?
        do {
            let holder = Holder()
            released = holder
            holder.subscription = subject.map { $0 * 2 }.filter { $0 > 0 }
                .subscribe(onNext: { holder.received.append($0) })
            subject.onNext(1)
            XCTAssertEqual(holder.received, [2])
        }
        XCTAssertNotNil(released, "the subject still holds the chain, which holds the holder")
        subject.onCompleted()
        XCTAssertNil(released, "the ended chain still holds the holder through its subscription")
    }

    func testAHolderKeepingItsSubscriptionIsReleasedWhenTheSourceFailsWhileSubscribing() {
        weak var released: Holder?
        do {
            let holder = Holder()
            released = holder
            holder.subscription = Observable<Int>.error(testError).map { $0 }
                .subscribe(onError: { _ in holder.received.append(-1) })
            XCTAssertEqual(holder.received, [-1])
        }
        XCTAssertNil(released)
    }

    /// flatMap and flatMapLatest hold their source's (and flatMapLatest its
    /// inner's) sink directly: ending sources must still let everything go.
    func testAHolderOfAFlatMapOrFlatMapLatestIsReleasedWhenItsSourcesEnd() {
        for latest in [false, true] {
            let outer = PublishSubject<Observable<Int>>()
            let inner = PublishSubject<Int>()
            weak var released: Holder?
            do {
                let holder = Holder()
                released = holder
                let chain = latest ? outer.map { $0 }.flatMapLatest { $0.map { $0 } } : outer.map { $0 }.flatMap { $0.map { $0 } }
                holder.subscription = chain.subscribe(onNext: { holder.received.append($0) })
                outer.onNext(inner)
                inner.onNext(3)
                XCTAssertEqual(holder.received, [3])
            }
            inner.onCompleted()
            XCTAssertNotNil(released, "latest: \(latest): the outer source is still running")
            outer.onCompleted()
            XCTAssertNil(released, "latest: \(latest): the ended chain still holds the holder")
        }
    }

    /// `share` keeps its source subscription after the source completed (as
    /// RxSwift's does): the source's sinks must not keep the connection.
    func testShareOfAnEndedSourceKeepsNothingAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.start {
            source.observe(on: scheduler).catch { _ in .empty() }.share(scope: .whileConnected)
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(231)])
    }

    func testDisposingTwiceDisposesTheUpstreamOnce() {
        var disposals = 0
        let subscription = Observable<Int>.create { _ in Disposables.create { disposals += 1 } }
            .map { $0 }.filter { _ in true }
            .subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testASourceEndingWhileBeingSubscribedDisposesItsResourceOnce() {
        var disposals = 0
        var completions = 0
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        .map { $0 + 1 }.take(5)
        .subscribe(onCompleted: { completions += 1 })
        XCTAssertEqual(disposals, 1, "disposed when the sink attached the subscription it ended during")
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        XCTAssertEqual(completions, 1)
    }

    func testAnOperatorEndingItselfDisposesItsUpstreamOnceAndDropsLaterElements() {
        var disposals = 0
        var observerOfCreate: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            observerOfCreate = observer
            return Disposables.create { disposals += 1 }
        }
        .take(1)
        .subscribe(onNext: { received.append($0) })
        observerOfCreate?.onNext(1)
        observerOfCreate?.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        observerOfCreate = nil
    }

    /// The source ends on another thread while the subscribing thread is
    /// still attaching the upstream subscription, and the subscriber disposes
    /// at the same time: every resource is disposed exactly once.
    func testEndingAndDisposingOnTwoThreadsDisposeTheUpstreamExactlyOnce() {
        let rounds = 500
        let lock = NSLock()
        var disposalsPerRound = [Int](repeating: 0, count: rounds)
        let finished = DispatchGroup()
        for round in 0..<rounds {
            finished.enter()
            let start = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    start.wait()
                    observer.onNext(round)
                    observer.onCompleted()
                    finished.leave()
                }
                return Disposables.create {
                    lock.lock()
                    disposalsPerRound[round] += 1
                    lock.unlock()
                }
            }
            .map { $0 }.filter { _ in true }
            .subscribe()
            start.signal()
            subscription.dispose()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "the sources' threads did not finish")
        lock.lock()
        let wrong = disposalsPerRound.enumerated().filter { $0.element != 1 }
        lock.unlock()
        XCTAssertTrue(wrong.isEmpty, "rounds whose resource was not disposed exactly once: \(wrong.prefix(5))")
    }
}
