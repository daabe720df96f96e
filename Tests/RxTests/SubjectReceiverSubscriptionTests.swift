import XCTest
import Rx

/// An operator's sink subscribed to a PublishSubject (map's, switchLatest's
/// inner observer) takes the subject's receiver path
/// (`ObserverList.insert(receiver:)`): the same events, stops and
/// unsubscriptions as any other observer.
final class SubjectReceiverSubscriptionTests: RxTest {
    private func record(_ source: Observable<Int>) -> (events: () -> [Event<Int>], subscription: Disposable) {
        var events: [Event<Int>] = []
        let subscription = source.map { $0 * 10 }.subscribe { events.append($0) }
        return ({ events }, subscription)
    }

    func testElementsAndCompletionThroughMap() {
        let subject = PublishSubject<Int>()
        let (events, subscription) = record(subject.asObservable())
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(events().map(\.element), [10, 20, nil])
        XCTAssertTrue(events().last?.isCompleted ?? false)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testErrorThroughMap() {
        let subject = PublishSubject<Int>()
        let (events, subscription) = record(subject.asObservable())
        subject.onNext(1)
        subject.onError(testError)
        XCTAssertEqual(events().count, 2)
        XCTAssertEqual(events().last?.error as NSError?, testError)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testDisposingRemovesTheReceiver() {
        let subject = PublishSubject<Int>()
        let first = record(subject.asObservable())
        let second = record(subject.asObservable())
        subject.onNext(1)
        first.subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(first.events().map(\.element), [10])
        XCTAssertEqual(second.events().map(\.element), [10, 20])
        second.subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAStoppedSubjectSendsItsStopEvent() {
        let completed = PublishSubject<Int>()
        completed.onCompleted()
        XCTAssertTrue(record(completed.asObservable()).events().first?.isCompleted ?? false)

        let failed = PublishSubject<Int>()
        failed.onError(testError)
        XCTAssertEqual(record(failed.asObservable()).events().first?.error as NSError?, testError)

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        let events = record(disposed.asObservable()).events()
        XCTAssertEqual(events.count, 1)
        guard case .error(RxError.disposed)? = events.first else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
    }

    func testAReceiverDisposedWhileTheSubjectDispatches() {
        // The first subscriber disposes the second during a dispatch: the
        // second gets nothing more, the first keeps receiving.
        let subject = PublishSubject<Int>()
        var firstReceived: [Int] = []
        var secondReceived: [Int] = []
        var second: Disposable?
        let first = subject.map { $0 }.subscribe(onNext: { value in
            firstReceived.append(value)
            if value == 2 { second?.dispose() }
        })
        second = subject.map { $0 }.subscribe(onNext: { secondReceived.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        first.dispose()
        XCTAssertEqual(firstReceived, [1, 2, 3])
        XCTAssertEqual(secondReceived, [1])
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            do {
                let subject = PublishSubject<Int>()
                let (_, subscription) = record(subject.asObservable())
                subject.onNext(1)
                subscription.dispose()
            }
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}
