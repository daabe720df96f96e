import XCTest
import Rx

/// Subjects and `share` keep each observer as handlers that receive a pointer
/// to the event or element being sent (ObserverList): every observer must
/// get the very value sent, whatever its type (a class, a struct too wide to
/// be passed in registers, an optional), through every way of subscribing
/// (an observer type of one's own, `subscribe(onNext:)`, a sink of an
/// operator), also when an observer sends to the same subject while it is
/// being dispatched to; and once everything is disposed, no value may be
/// left alive or released twice.
final class SubjectElementStorageTests: RxTest {
    /// Counts its live instances.
    private final class Payload {
        nonisolated(unsafe) static var live = 0
        let name: String
        init(_ name: String) {
            self.name = name
            Payload.live += 1
        }
        deinit { Payload.live -= 1 }
    }

    /// Wider than three words, with reference-counted fields.
    private struct Wide: Equatable {
        let label: String
        let payload: Payload
        let numbers: [Int]
        let note: String?
        let extra: (Int, Int, Int)

        static func == (lhs: Wide, rhs: Wide) -> Bool {
            lhs.label == rhs.label && lhs.payload === rhs.payload && lhs.numbers == rhs.numbers
                && lhs.note == rhs.note && lhs.extra == rhs.extra
        }
    }

    private func wide(_ index: Int) -> Wide {
        Wide(
            label: "value \(index)", payload: Payload("payload \(index)"), numbers: Array(0...index),
            note: index.isMultiple(of: 2) ? nil : "odd \(index)", extra: (index, index * 2, index * 3))
    }

    /// An observer written against the public API only (`on`).
    private final class Recorder<Element>: ObserverType {
        var elements: [Element] = []
        var terminal = 0
        func on(_ event: Event<Element>) {
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: terminal += 1
            }
        }
    }

    /// Subscribes three ways: `recorder` directly, `subscribe(onNext:)`, and
    /// through `map`, whose sink subscribes from generic code.
    private func subscribeThreeWays<Element>(
        _ observable: Observable<Element>, recorder: Recorder<Element>, bag: DisposeBag
    ) -> () -> [[Element]] {
        var viaClosure: [Element] = []
        var viaOperator: [Element] = []
        observable.subscribe(recorder).disposed(by: bag)
        observable.subscribe(onNext: { viaClosure.append($0) }).disposed(by: bag)
        observable.map { $0 }.subscribe(onNext: { viaOperator.append($0) }).disposed(by: bag)
        return { [recorder.elements, viaClosure, viaOperator] }
    }

    private func assertEveryObserverGot<Element: Equatable>(
        _ received: [[Element]], _ expected: [Element], _ name: String, line: UInt = #line
    ) {
        XCTAssertEqual(received.count, 3, name, line: line)
        for (index, elements) in received.enumerated() {
            XCTAssertEqual(elements, expected, "\(name), observer \(index)", line: line)
        }
    }

    func testEveryObserverGetsEveryWideValueOfEverySubjectAndNothingLeaks() {
        let start = Payload.live
        do {
            let values = (0..<4).map(wide)
            let publish = PublishSubject<Wide>()
            let behavior = BehaviorSubject<Wide>(value: values[0])
            let replay = ReplaySubject<Wide>.create(bufferSize: 2)
            let source = PublishSubject<Wide>()
            let shared = source.share(replay: 1)
            let bag = DisposeBag()

            let publishRecorder = Recorder<Wide>()
            let publishReceived = subscribeThreeWays(publish.asObservable(), recorder: publishRecorder, bag: bag)
            let behaviorRecorder = Recorder<Wide>()
            let behaviorReceived = subscribeThreeWays(behavior.asObservable(), recorder: behaviorRecorder, bag: bag)
            let sharedRecorder = Recorder<Wide>()
            let sharedReceived = subscribeThreeWays(shared, recorder: sharedRecorder, bag: bag)
            for value in values[1...] {
                publish.onNext(value)
                behavior.onNext(value)
                replay.onNext(value)
                source.onNext(value)
            }
            // Replay subscribers join late: they get the last two, from the buffer.
            let replayRecorder = Recorder<Wide>()
            let replayReceived = subscribeThreeWays(replay.asObservable(), recorder: replayRecorder, bag: bag)
            replay.onNext(values[0])

            assertEveryObserverGot(publishReceived(), Array(values[1...]), "PublishSubject")
            assertEveryObserverGot(behaviorReceived(), values, "BehaviorSubject")
            assertEveryObserverGot(sharedReceived(), Array(values[1...]), "share(replay: 1)")
            assertEveryObserverGot(replayReceived(), [values[2], values[3], values[0]], "ReplaySubject")

            publish.onCompleted()
            behavior.onCompleted()
            replay.onCompleted()
            source.onCompleted()
            for recorder in [publishRecorder, behaviorRecorder, sharedRecorder, replayRecorder] {
                XCTAssertEqual(recorder.terminal, 1)
            }
        }
        XCTAssertEqual(Payload.live, start, "a value sent through a subject was leaked or released twice")
    }

    func testAsyncSubjectSendsItsLastValueToEveryObserverAndReleasesIt() {
        let start = Payload.live
        do {
            let subject = AsyncSubject<Wide>()
            let bag = DisposeBag()
            let recorder = Recorder<Wide>()
            let received = subscribeThreeWays(subject.asObservable(), recorder: recorder, bag: bag)
            let values = (0..<3).map(wide)
            for value in values { subject.onNext(value) }
            XCTAssertEqual(recorder.elements.count, 0)
            subject.onCompleted()
            assertEveryObserverGot(received(), [values[2]], "AsyncSubject")
            XCTAssertEqual(recorder.terminal, 1)
        }
        XCTAssertEqual(Payload.live, start)
    }

    func testOptionalAndClassElementsArriveIntact() {
        let start = Payload.live
        do {
            let optionals = PublishSubject<String?>()
            let objects = PublishSubject<Payload>()
            let bag = DisposeBag()
            let optionalRecorder = Recorder<String?>()
            let optionalReceived = subscribeThreeWays(optionals.asObservable(), recorder: optionalRecorder, bag: bag)
            let objectRecorder = Recorder<Payload>()
            let objectReceived = subscribeThreeWays(objects.asObservable(), recorder: objectRecorder, bag: bag)
            for value in ["a", nil, "c"] { optionals.onNext(value) }
            let sent = (0..<3).map { Payload("object \($0)") }
            for object in sent { objects.onNext(object) }
            assertEveryObserverGot(optionalReceived(), ["a", nil, "c"], "String?")
            for (index, received) in objectReceived().enumerated() {
                XCTAssertEqual(received.count, sent.count, "observer \(index)")
                for (got, expected) in zip(received, sent) { XCTAssertTrue(got === expected, "observer \(index)") }
            }
        }
        XCTAssertEqual(Payload.live, start)
    }

    /// An observer that sends to the subject it observes while the subject
    /// dispatches to it: the nested dispatch lends its own value, and the
    /// outer one goes on with its own afterwards.
    func testAnObserverSendingToItsSubjectDuringDispatchLeavesEveryValueIntact() {
        let start = Payload.live
        do {
            let subject = PublishSubject<Wide>()
            let values = (0..<3).map(wide)
            var first: [Wide] = []
            var second: [Wide] = []
            let bag = DisposeBag()
            subject.map { $0 }.subscribe(onNext: { value in
                first.append(value)
                if value == values[0] { subject.onNext(values[1]) }
            }).disposed(by: bag)
            subject.subscribe(onNext: { second.append($0) }).disposed(by: bag)
            subject.onNext(values[0])
            subject.onNext(values[2])
            XCTAssertEqual(first, [values[0], values[1], values[2]])
            // The nested send reaches the second observer before the outer
            // dispatch does.
            XCTAssertEqual(second, [values[1], values[0], values[2]])
        }
        XCTAssertEqual(Payload.live, start)
    }
}
