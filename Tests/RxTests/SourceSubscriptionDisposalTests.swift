import Foundation
import Synchronization
import XCTest
import Rx
import RxTesting

/// When merge's and switch's sinks (flatMap, flatMapFirst, merge,
/// flatMapLatest, switchLatest) dispose the subscription to their source:
/// once, as soon as the source completes while inner observables still
/// send, also when it completes while being subscribed, and with the sink
/// otherwise. The source's subscription is the sink's upstream one
/// (`SinkBase.disposeUpstream()`), not a single-assignment disposable.
final class SourceSubscriptionDisposalTests: RxTest {
    private final class Counter: @unchecked Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .acquiring) }
        func increment() { count.add(1, ordering: .acquiringAndReleasing) }
    }

    /// Counts every call of `dispose()`, a second one included (Rx's own
    /// disposables ignore a second call, which would hide one).
    private struct CountingDisposable: Disposable {
        let disposals: Counter
        let then: Disposable?
        func dispose() {
            disposals.increment()
            then?.dispose()
        }
    }

    /// A source that is not a producer: its subscription is disposed only
    /// when Rx disposes it (each call counted in `disposals`). It emits
    /// `elements`, then completes if `completes`, while being subscribed.
    private struct CountingSource<Element>: ObservableType {
        let elements: [Element]
        let completes: Bool
        let disposals: Counter

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
            for element in elements { observer.onNext(element) }
            if completes { observer.onCompleted() }
            return CountingDisposable(disposals: disposals, then: nil)
        }
    }

    /// A subject behind a subscription that counts each call of its
    /// `dispose()`: the subject's own subscription ends when it completes,
    /// this one only when Rx disposes it.
    private struct SubjectSource<Element>: ObservableType {
        let subject = PublishSubject<Element>()
        let disposals: Counter

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
            CountingDisposable(disposals: disposals, then: subject.subscribe(observer))
        }
    }

    /// The operators under test, each applied to a source of inner subjects.
    private func operators() -> [(String, (Observable<PublishSubject<Int>>) -> Observable<Int>)] {
        [
            ("flatMap", { $0.flatMap { $0 } }),
            ("flatMapFirst", { $0.flatMapFirst { $0 } }),
            ("flatMapLatest", { $0.flatMapLatest { $0 } }),
            ("merge", { $0.merge() }),
            ("switchLatest", { $0.switchLatest() })
        ]
    }

    func testSourceCompletingWhileSubscribedIsDisposedAtOnceAndTheInnerGoesOn() {
        for (name, apply) in operators() {
            let disposals = Counter()
            let inner = PublishSubject<Int>()
            let source = CountingSource(elements: [inner], completes: true, disposals: disposals).asObservable()
            var received: [Int] = []
            var completed = 0
            let subscription = apply(source).subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
            XCTAssertEqual(disposals.value, 1, "\(name): the completed source's subscription is disposed when attached")
            inner.onNext(7)
            XCTAssertEqual(received, [7], "\(name): the inner observable still sends")
            XCTAssertEqual(completed, 0, name)
            inner.onCompleted()
            XCTAssertEqual(completed, 1, name)
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, "\(name): disposed once")
        }
    }

    func testSourceCompletingLaterIsDisposedThenAndNotAgain() {
        for (name, apply) in operators() {
            let disposals = Counter()
            let source = SubjectSource<PublishSubject<Int>>(disposals: disposals)
            let outer = source.subject
            let inner = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = apply(source.asObservable()).subscribe(onNext: { received.append($0) })
            outer.onNext(inner)
            inner.onNext(1)
            XCTAssertEqual(disposals.value, 0, name)
            #if TRACE_RESOURCES
                let beforeCompletion = Resources.total
            #endif
            outer.onCompleted()
            XCTAssertEqual(disposals.value, 1, "\(name): disposed when the source completes")
            #if TRACE_RESOURCES
                // The source's sink (asObservable()'s adapter, which disposed
                // itself as it completed) is let go of then, not kept by the
                // merge or switch until it ends, as RxSwift's single-assignment
                // disposable lets go of it.
                XCTAssertLessThan(Resources.total, beforeCompletion, "\(name): the source's sink is released")
            #endif
            inner.onNext(2)
            XCTAssertEqual(received, [1, 2], "\(name): the inner observable still sends")
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, "\(name): not disposed again with the sink")
            inner.onNext(3)
            XCTAssertEqual(received, [1, 2], name)
        }
    }

    func testSourceRunningIsDisposedWithTheSink() {
        for (name, apply) in operators() {
            let disposals = Counter()
            let source = CountingSource(elements: [PublishSubject<Int>()], completes: false, disposals: disposals)
            let subscription = apply(source.asObservable()).subscribe()
            XCTAssertEqual(disposals.value, 0, name)
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, "\(name): disposed with the sink")
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, "\(name): once")
        }
    }

    func testErrorOfTheSourceDisposesItOnce() {
        for (name, apply) in operators() {
            let disposals = Counter()
            let source = SubjectSource<PublishSubject<Int>>(disposals: disposals)
            let outer = source.subject
            var errors = 0
            let subscription = apply(source.asObservable()).subscribe(onError: { _ in errors += 1 })
            outer.onNext(PublishSubject<Int>())
            outer.onError(testError)
            XCTAssertEqual(errors, 1, name)
            XCTAssertEqual(disposals.value, 1, name)
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, "\(name): once")
        }
    }

    /// The source completes on one thread while another disposes the
    /// subscription, released together, the disposing one after a delay
    /// that sweeps across the completion's path: whichever comes first, the
    /// source's subscription is disposed exactly once (under the thread
    /// sanitizer, the two never take it at once).
    func testCompletionRacingDisposalDisposesTheSourceOnce() {
        for (name, apply) in operators() {
            for round in 0..<400 {
                let disposals = Counter()
                let source = SubjectSource<PublishSubject<Int>>(disposals: disposals)
                let outer = source.subject
                let inner = PublishSubject<Int>()
                let subscription = apply(source.asObservable()).subscribe()
                outer.onNext(inner)
                XCTAssertTrue(
                    runReleasedTogether(
                        delayingSecondBy: round % 40 * 25, { outer.onCompleted() }, { subscription.dispose() }),
                    "\(name): a thread hung")
                XCTAssertEqual(disposals.value, 1, "\(name): disposed exactly once")
            }
        }
    }

    /// merge of a collection has no source of observables: disposing it
    /// disposes every inner subscription, once.
    func testMergeOfACollectionDisposesItsSourcesOnce() {
        let disposals = Counter()
        let sources = (0..<3).map { _ in
            CountingSource<Int>(elements: [1], completes: false, disposals: disposals).asObservable()
        }
        var received: [Int] = []
        let subscription = Observable.merge(sources).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 1, 1])
        XCTAssertEqual(disposals.value, 0)
        subscription.dispose()
        XCTAssertEqual(disposals.value, 3)
        subscription.dispose()
        XCTAssertEqual(disposals.value, 3)
    }
}
