import XCTest
import Rx

/// A subject's subscribe takes one path when it can subscribe the observer
/// and another (out of line) when it is stopped or disposed; a subscriber
/// that is an operator's sink reaches it from generic, unspecialised code.
/// Every subject, subscribed directly and through `map`, must give a late
/// subscriber what RxSwift gives it, and a live one its elements.
final class SubjectLateSubscriberTests: RxTest {
    private struct Failure: Error, Equatable {}

    /// What `observable` sends a subscriber, directly and through `map`
    /// (whose sink subscribes from generic code), as strings.
    private func received(_ observable: Observable<Int>) -> (direct: [String], throughMap: [String]) {
        func describe(_ event: Event<Int>) -> String {
            switch event {
            case .next(let value): return "\(value)"
            case .error(let error): return error is Failure ? "failure" : "error \(error)"
            case .completed: return "completed"
            }
        }
        var direct: [String] = []
        var throughMap: [String] = []
        let first = observable.subscribe { direct.append(describe($0)) }
        let second = observable.map { $0 }.subscribe { throughMap.append(describe($0)) }
        first.dispose()
        second.dispose()
        return (direct, throughMap)
    }

    private func assertBoth(
        _ observable: Observable<Int>, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let (direct, throughMap) = received(observable)
        XCTAssertEqual(direct, expected, "subscribed directly", file: file, line: line)
        XCTAssertEqual(throughMap, expected, "subscribed through map", file: file, line: line)
    }

    private func isDisposedError(_ strings: [String]) -> Bool {
        strings.count == 1 && strings[0].hasPrefix("error ") && strings[0].contains("disposed")
    }

    func testPublishSubject() {
        let live = PublishSubject<Int>()
        var seen: [Int] = []
        let subscription = live.map { $0 * 2 }.subscribe(onNext: { seen.append($0) })
        live.onNext(1)
        live.onNext(2)
        subscription.dispose()
        XCTAssertEqual(seen, [2, 4])

        let completed = PublishSubject<Int>()
        completed.onNext(1)
        completed.onCompleted()
        assertBoth(completed.asObservable(), ["completed"])

        let failed = PublishSubject<Int>()
        failed.onError(Failure())
        assertBoth(failed.asObservable(), ["failure"])

        let disposed = PublishSubject<Int>()
        disposed.onCompleted()
        disposed.dispose()
        let (direct, throughMap) = received(disposed.asObservable())
        XCTAssertTrue(isDisposedError(direct), "\(direct)")
        XCTAssertTrue(isDisposedError(throughMap), "\(throughMap)")
    }

    func testAsyncSubject() {
        let withElement = AsyncSubject<Int>()
        withElement.onNext(1)
        withElement.onNext(2)
        withElement.onCompleted()
        assertBoth(withElement.asObservable(), ["2", "completed"])

        let empty = AsyncSubject<Int>()
        empty.onCompleted()
        assertBoth(empty.asObservable(), ["completed"])

        let failed = AsyncSubject<Int>()
        failed.onNext(1)
        failed.onError(Failure())
        assertBoth(failed.asObservable(), ["failure"])
    }

    func testBehaviorSubject() {
        let completed = BehaviorSubject(value: 1)
        completed.onNext(2)
        completed.onCompleted()
        assertBoth(completed.asObservable(), ["completed"])

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        let (direct, throughMap) = received(disposed.asObservable())
        XCTAssertTrue(isDisposedError(direct), "\(direct)")
        XCTAssertTrue(isDisposedError(throughMap), "\(throughMap)")
    }

    func testReplaySubject() {
        let completed = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...3 { completed.onNext(value) }
        completed.onCompleted()
        assertBoth(completed.asObservable(), ["2", "3", "completed"])

        let failed = ReplaySubject<Int>.createUnbounded()
        failed.onNext(1)
        failed.onError(Failure())
        assertBoth(failed.asObservable(), ["1", "failure"])
    }
}
