import Foundation
import Rx
import XCTest

/// The disposable that `subscribe(onNext:onError:onCompleted:onDisposed:)`
/// returns, on every kind of source: a producer returns one object that is
/// its sink's handle and the `onDisposed` disposable, other sources a pair of
/// the two. Whichever it is, it behaves as RxSwift's pair does.
final class SubscribeHandlersDisposableTests: XCTestCase {
    /// Sources fed by `subject`, one of each kind: receiver producers (map,
    /// create), a forwarding sink's producer (take), an older sink's producer
    /// (concat), a subject itself, a connectable's refCount (share).
    private func sources(of subject: PublishSubject<Int>) -> [(String, Observable<Int>)] {
        [
            ("map", subject.map { $0 }),
            ("create", Observable.create { observer in subject.subscribe(observer) }),
            ("take", subject.take(100)),
            ("concat", subject.concat(Observable.never())),
            ("subject", subject.asObservable()),
            ("share", subject.share())
        ]
    }

    func testDisposingEndsTheSubscriptionAndRunsOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        for (name, source) in sources(of: subject) {
            var received: [Int] = []
            var disposals = 0
            let subscription = source.subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 })
            subject.onNext(1)
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false, name)
            subscription.dispose()
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, name)
            XCTAssertFalse(subject.hasObservers, "\(name): the source is still subscribed")
            subject.onNext(2)
            subscription.dispose()
            XCTAssertEqual(received, [1], name)
            XCTAssertEqual(disposals, 1, name)
        }
    }

    func testAnEndedSubscriptionRanOnDisposedAndIsNotYetDisposed() {
        for (name, source) in [
            ("of", Observable.of(1, 2)), ("just + map", Observable.just(1).map { $0 + 1 }),
            (
                "create",
                Observable.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
            )
        ] {
            var events: [String] = []
            let subscription = source.subscribe(
                onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") })
            XCTAssertEqual(events.filter { $0 == "disposed" }.count, 1, name)
            XCTAssertEqual(events.suffix(2), ["completed", "disposed"], name)
            // As RxSwift's pair: disposed only once disposed, whether or not
            // the subscription ended.
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false, name)
            subscription.dispose()
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, name)
            XCTAssertEqual(events.filter { $0 == "disposed" }.count, 1, name)
        }
    }

    func testDisposingFromOnNextStopsTheNextElements() {
        let subject = PublishSubject<Int>()
        for (name, source) in sources(of: subject) {
            var received: [Int] = []
            var disposals = 0
            var subscription: Disposable?
            subscription = source.subscribe(
                onNext: { element in
                    received.append(element)
                    subscription?.dispose()
                }, onDisposed: { disposals += 1 })
            subject.onNext(1)
            subject.onNext(2)
            XCTAssertEqual(received, [1], name)
            XCTAssertEqual(disposals, 1, name)
            XCTAssertFalse(subject.hasObservers, name)
        }
    }

    func testDisposingFromTwoThreadsAtOnceDisposesOnce() {
        for round in 0..<200 {
            let sourceDisposals = DisposalCounter(0)
            let handlerDisposals = DisposalCounter(0)
            let source = Observable<Int>.create { _ in
                Disposables.create { sourceDisposals.add(1) }
            }.map { $0 }
            let subscription = source.subscribe(onDisposed: { handlerDisposals.add(1) })
            DispatchQueue.concurrentPerform(iterations: 2) { _ in subscription.dispose() }
            XCTAssertEqual(sourceDisposals.value, 1, "round \(round)")
            XCTAssertEqual(handlerDisposals.value, 1, "round \(round)")
        }
    }

    /// The handler forms of Single, Maybe and Completable: the one event,
    /// then onDisposed, once; disposing later changes nothing but the
    /// disposable's own flag.
    func testTraitHandlerFormsDeliverTheirEventThenOnDisposedOnce() {
        var events: [String] = []
        let forms: [(String, () -> Disposable)] = [
            (
                "Single",
                {
                    Single.just(1).map { $0 + 1 }.subscribe(
                        onSuccess: { events.append("success \($0)") }, onDisposed: { events.append("disposed") })
                }
            ),
            (
                "Single failing",
                {
                    Single<Int>.error(RxError.unknown).subscribe(
                        onFailure: { _ in events.append("failure") }, onDisposed: { events.append("disposed") })
                }
            ),
            (
                "Maybe",
                {
                    Maybe.just(1).subscribe(
                        onSuccess: { events.append("success \($0)") }, onCompleted: { events.append("completed") },
                        onDisposed: { events.append("disposed") })
                }
            ),
            (
                "Maybe empty",
                {
                    Maybe<Int>.empty().subscribe(
                        onSuccess: { events.append("success \($0)") }, onCompleted: { events.append("completed") },
                        onDisposed: { events.append("disposed") })
                }
            ),
            (
                "Completable",
                {
                    Completable.empty().subscribe(
                        onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
                }
            )
        ]
        let expected = [
            ["success 2", "disposed"], ["failure", "disposed"], ["success 1", "disposed"], ["completed", "disposed"],
            ["completed", "disposed"]
        ]
        for ((name, subscribe), expected) in zip(forms, expected) {
            events = []
            let subscription = subscribe()
            XCTAssertEqual(events, expected, name)
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false, name)
            subscription.dispose()
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, name)
            XCTAssertEqual(events, expected, name)
        }
    }

    /// Disposing a trait's subscription before its event unsubscribes the
    /// source and runs onDisposed once; the event never arrives.
    func testDisposingATraitSubscriptionBeforeItsEvent() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscriptions = [
            subject.asSingle().subscribe(
                onSuccess: { events.append("single \($0)") }, onDisposed: { events.append("single disposed") }),
            subject.asMaybe().subscribe(
                onSuccess: { events.append("maybe \($0)") }, onDisposed: { events.append("maybe disposed") }),
            subject.ignoreElements().asCompletable().subscribe(
                onCompleted: { events.append("completable") }, onDisposed: { events.append("completable disposed") })
        ]
        XCTAssertTrue(subject.hasObservers)
        for subscription in subscriptions { subscription.dispose() }
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(events, ["single disposed", "maybe disposed", "completable disposed"])
    }

    /// The observer that create hands its function forwards wherever it is
    /// passed: wrapped again, as `asObserver()`, mapped, and after the end
    /// (when it forwards nothing).
    func testCreatesObserverForwardsWhereverItIsPassed() {
        var kept: AnyObserver<Int>?
        var received: [String] = []
        let subscription = Observable<Int>.create { observer in
            kept = observer
            AnyObserver(observer).onNext(1)
            observer.asObserver().onNext(2)
            observer.mapObserver { (text: String) in text.count }.onNext("abc")
            observer.onCompleted()
            observer.onNext(4)
            return Disposables.create()
        }.subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("completed") })
        kept?.onNext(5)
        kept?.onError(RxError.unknown)
        XCTAssertEqual(received, ["1", "2", "3", "completed"])
        subscription.dispose()
    }
}

/// A counter for the concurrent test.
private final class DisposalCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int

    init(_ count: Int) { self.count = count }

    var value: Int { lock.withLock { count } }

    func add(_ amount: Int) { lock.withLock { count += amount } }
}
