import XCTest
import Rx

/// Operators hand elements to their observer through
/// `ObserverType._receiveNext`, whose default implementation is
/// `on(.next(element))`: an observer written against RxSwift's API (only
/// `on`) must still receive every event, in order, through every operator
/// and subject that uses the element path.
final class ObserverElementPathTests: RxTest {
    /// An observer as a user writes it: `on` only, plus an unrelated method
    /// whose name resembles Rx's element path, which must never be called.
    private final class RecordingObserver: ObserverType {
        var events: [String] = []
        var unrelatedCalls = 0
        func on(_ event: Event<Int>) {
            switch event {
            case .next(let element): events.append("next \(element)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        func receiveNext(_ element: Int) { unrelatedCalls += 1 }
    }

    private struct ForwardingObserver: ObserverType {
        let record: (Event<Int>) -> Void
        func on(_ event: Event<Int>) { record(event) }
    }

    func testUserObserverReceivesElementsThroughEveryElementPathOperator() {
        let source = Observable.of(1, 2, 3)
        let cases: [(String, Observable<Int>, [String])] = [
            ("map", source.map { $0 * 10 }, ["next 10", "next 20", "next 30", "completed"]),
            ("filter", source.filter { $0 != 2 }, ["next 1", "next 3", "completed"]),
            ("compactMap", source.compactMap { $0 == 2 ? nil : $0 }, ["next 1", "next 3", "completed"]),
            ("take", source.take(2), ["next 1", "next 2", "completed"]),
            ("skip", source.skip(1), ["next 2", "next 3", "completed"]),
            ("scan", source.scan(0, accumulator: +), ["next 1", "next 3", "next 6", "completed"]),
            ("enumerated", source.enumerated().map { $0.index }, ["next 0", "next 1", "next 2", "completed"]),
            ("flatMap", source.flatMap { Observable.just($0 + 1) }, ["next 2", "next 3", "next 4", "completed"]),
            (
                "combineLatest", Observable.combineLatest(source, Observable.just(100)) { $0 + $1 },
                ["next 101", "next 102", "next 103", "completed"]
            ),
            ("share", source.share(replay: 1), ["next 1", "next 2", "next 3", "completed"])
        ]
        for (name, observable, expected) in cases {
            let observer = RecordingObserver()
            observable.subscribe(observer).dispose()
            XCTAssertEqual(observer.events, expected, name)
            XCTAssertEqual(observer.unrelatedCalls, 0, name)
        }
    }

    func testUserObserversReceiveSubjectElements() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let cases: [(String, Observable<Int>, AnyObserver<Int>, [String])] = [
            ("publish", publish.asObservable(), publish.asObserver(), ["next 1", "next 2", "completed"]),
            ("behavior", behavior.asObservable(), behavior.asObserver(), ["next 0", "next 1", "next 2", "completed"]),
            ("replay", replay.asObservable(), replay.asObserver(), ["next 1", "next 2", "completed"])
        ]
        for (name, subject, elements, expected) in cases {
            let observer = RecordingObserver()
            var forwarded: [String] = []
            let first = subject.subscribe(observer)
            let second = subject.map { $0 * 2 }.subscribe(
                ForwardingObserver { event in
                    if case .next(let element) = event { forwarded.append("next \(element)") }
                })
            elements.onNext(1)
            elements.onNext(2)
            elements.onCompleted()
            first.dispose()
            second.dispose()
            XCTAssertEqual(observer.events, expected, name)
            XCTAssertEqual(
                forwarded,
                expected.dropLast().map { event in
                    "next \(Int(event.split(separator: " ")[1])! * 2)"
                }, name)
            XCTAssertEqual(observer.unrelatedCalls, 0, name)
        }
    }
}
