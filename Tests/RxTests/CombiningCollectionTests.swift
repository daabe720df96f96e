import XCTest
import Rx

/// combineLatest and zip of a collection: any number of sources (more than
/// an `Int` has bits), and arrays handed to the selector that stay as they
/// were when the selector keeps them.
final class CombiningCollectionTests: RxTest {
    func testCombineLatestOfManySourcesWaitsForEveryOneAndCompletesWithTheLast() {
        let subjects = (0..<100).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        var completed = false
        let subscription = Observable.combineLatest(subjects) { $0.reduce(0, +) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        for (index, subject) in subjects.enumerated() { subject.onNext(index) }
        XCTAssertEqual(received, [4950], "one result, once the hundredth source has emitted")
        subjects[70].onNext(1070)
        XCTAssertEqual(received, [4950, 5950])
        for subject in subjects.dropLast() { subject.onCompleted() }
        XCTAssertFalse(completed, "the last source has not completed")
        subjects[99].onNext(0)
        XCTAssertEqual(received, [4950, 5950, 5851])
        subjects[99].onCompleted()
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testZipOfManySourcesPairsInOrderAndCompletesWhenNothingCanBePaired() {
        let subjects = (0..<70).map { _ in PublishSubject<Int>() }
        var received: [[Int]] = []
        var completed = false
        let subscription = Observable.zip(subjects)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        for subject in subjects.dropLast() {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        XCTAssertEqual(received, [])
        subjects[69].onNext(1)
        XCTAssertEqual(received, [Array(repeating: 1, count: 70)])
        XCTAssertFalse(completed)
        subjects[69].onNext(2)
        XCTAssertEqual(received.last, Array(repeating: 2, count: 70))
        XCTAssertFalse(completed, "every other source is done but the zip has nothing buffered that could end it")
        subjects[69].onNext(3)
        XCTAssertTrue(completed, "3 can never be paired")
        subscription.dispose()
    }

    func testCombineLatestArraysKeptByTheSelectorStayAsTheyWere() {
        let first = PublishSubject<String>(), second = PublishSubject<String>()
        var kept: [[String]] = []
        let subscription = Observable.combineLatest([first, second]) { values -> Int in
            kept.append(values)
            return values.count
        }
        .subscribe()
        first.onNext("a")
        second.onNext("b")
        first.onNext("c")
        second.onNext("d")
        XCTAssertEqual(kept, [["a", "b"], ["c", "b"], ["c", "d"]])
        subscription.dispose()
    }

    func testCombineLatestArraysSentDownstreamStayAsTheyWere() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        var received: [[Int]] = []
        let subscription = Observable.combineLatest([first, second]).subscribe(onNext: { received.append($0) })
        first.onNext(1)
        second.onNext(10)
        first.onNext(2)
        first.onNext(3)
        second.onNext(20)
        XCTAssertEqual(received, [[1, 10], [2, 10], [3, 10], [3, 20]])
        subscription.dispose()
    }

    func testZipArraysKeptByTheSelectorOrSentDownstreamStayAsTheyWere() {
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        var kept: [[Int]] = []
        var received: [[Int]] = []
        let subscription = Observable.zip([first, second]) { values -> [Int] in
            if values[0] % 2 == 0 { kept.append(values) }
            return values
        }
        .subscribe(onNext: { received.append($0) })
        for value in 1...4 {
            first.onNext(value)
            second.onNext(value * 10)
        }
        XCTAssertEqual(kept, [[2, 20], [4, 40]])
        XCTAssertEqual(received, [[1, 10], [2, 20], [3, 30], [4, 40]])
        subscription.dispose()
    }

    func testCombineLatestCollectionSelectorErrorEndsTheSequence() {
        struct Refused: Error {}
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        var events: [String] = []
        let subscription = Observable.combineLatest([first, second]) { values -> Int in
            if values[0] == 2 { throw Refused() }
            return values[0] + values[1]
        }
        .subscribe(onNext: { events.append("\($0)") }, onError: { _ in events.append("error") })
        first.onNext(1)
        second.onNext(10)
        first.onNext(2)
        first.onNext(3)
        XCTAssertEqual(events, ["11", "error"])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
        subscription.dispose()
    }
}
