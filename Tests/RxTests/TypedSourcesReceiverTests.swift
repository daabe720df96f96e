import XCTest
import Rx

/// combineLatest's and zip's observers of their sources are `Receiver`s
/// subscribed as such (a subject's receiver path; a producer builds its sink
/// for them): the subscriptions they make are disposed when the operator is
/// disposed or ends, and `Resources.total` does not count them.
final class TypedSourcesReceiverTests: RxTest {
    func testDisposingCombineLatestUnsubscribesEverySource() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        var results: [Int] = []
        let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
            $0 + $1 + $2 + $3
        }
        .subscribe(onNext: { results.append($0) })
        XCTAssertTrue(subjects.allSatisfy(\.hasObservers))
        for (index, subject) in subjects.enumerated() { subject.onNext(index) }
        subjects[0].onNext(10)
        subscription.dispose()
        XCTAssertFalse(subjects.contains(where: \.hasObservers))
        XCTAssertEqual(results, [6, 16])
    }

    func testZipEndingUnsubscribesTheOtherSources() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        var events: [Event<Int>] = []
        let subscription = Observable.zip(subjects[0], subjects[1], subjects[2]) { $0 + $1 + $2 }
            .subscribe { events.append($0) }
        subjects[1].onNext(1)
        subjects[0].onCompleted()
        subjects[2].onCompleted()
        XCTAssertTrue(events.isEmpty, "a source completing does not end zip by itself")
        XCTAssertTrue(subjects[1].hasObservers)
        // An element arrives while every other source is done and holds
        // none: it is kept, and zip of 2 to 8 sources waits for its source.
        subjects[1].onNext(2)
        XCTAssertTrue(events.isEmpty)
        XCTAssertTrue(subjects[1].hasObservers)
        subjects[1].onCompleted()
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.isCompleted ?? false)
        subscription.dispose()
    }

    func testZipFailingUnsubscribesTheOtherSources() {
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        var events: [Event<Int>] = []
        let subscription = Observable.zip(subjects[0], subjects[1], subjects[2]) { $0 + $1 + $2 }
            .subscribe { events.append($0) }
        subjects[1].onNext(1)
        subjects[2].onCompleted()
        subjects[0].onError(testError)
        XCTAssertEqual(events.count, 1)
        XCTAssertNotNil(events.first?.error)
        XCTAssertFalse(subjects[1].hasObservers)
        subscription.dispose()
    }

    func testAnErrorUnsubscribesTheOtherSource() {
        let first = PublishSubject<Int>(), second = PublishSubject<String>()
        var events: [Event<String>] = []
        let subscription = Observable.combineLatest(first, second) { "\($0)\($1)" }.subscribe { events.append($0) }
        first.onNext(1)
        second.onNext("a")
        first.onError(testError)
        XCTAssertEqual(events.map(\.element), ["1a", nil])
        XCTAssertFalse(second.hasObservers)
        subscription.dispose()
    }

    func testProducerAndSubjectSources() {
        let subject = PublishSubject<Int>()
        var results: [String] = []
        let subscription = Observable.combineLatest(
            Observable.of(1, 2), subject.map { $0 * 10 }, Observable.just("x")
        ) { "\($0)-\($1)-\($2)" }
        .subscribe(onNext: { results.append($0) })
        subject.onNext(3)
        subject.onNext(4)
        subscription.dispose()
        XCTAssertEqual(results, ["2-30-x", "2-40-x"])
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            do {
                let subjects = (0..<4).map { _ in PublishSubject<Int>() }
                let combined = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
                    $0 + $1 + $2 + $3
                }
                .subscribe()
                let zipped = Observable.zip(subjects[0], subjects[1]) { $0 + $1 }.subscribe()
                for subject in subjects { subject.onNext(1) }
                combined.dispose()
                zipped.dispose()
            }
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}
