import XCTest
import Rx
import RxTesting

final class EventTests: RxTest {
    func testDescriptionsMatchRxSwift() {
        XCTAssertEqual(Event.next(1).description, "next(1)")
        XCTAssertEqual(Event<Int>.completed.description, "completed")
        XCTAssertEqual(Event<Int>.error(TestError(3)).description, "error(TestError(3))")
        XCTAssertEqual("\(Event.next("a"))", "next(a)")
    }

    func testAccessors() {
        XCTAssertEqual(Event.next(5).element, 5)
        XCTAssertNil(Event<Int>.completed.element)
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
        XCTAssertTrue(Event<Int>.error(TestError()).isStopEvent)
        XCTAssertFalse(Event.next(1).isStopEvent)
        XCTAssertNotNil(Event<Int>.error(TestError()).error)
        XCTAssertNil(Event.next(1).error)
    }

    func testMapTransformsElementsAndCatchesThrows() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        let failed: Event<Int> = Event.next(1).map { _ in throw testError }
        XCTAssertEqual(failed, .error(testError))
    }

    func testObserverConveniences() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        observer.onNext(1)
        observer.onError(testError)
        observer.onCompleted()
        XCTAssertEqual(received, [.next(1), .error(testError), .completed])
    }

    func testMapObserver() {
        var received: [Event<String>] = []
        let observer = AnyObserver<String> { received.append($0) }
        let ints: AnyObserver<Int> = observer.mapObserver { "#\($0)" }
        ints.onNext(7)
        ints.onCompleted()
        XCTAssertEqual(received, [.next("#7"), .completed])
    }

    func testRxErrorDescriptions() {
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
        XCTAssertEqual(RxError.timeout.description, "Sequence timeout.")
        XCTAssertEqual(RxError.moreThanOneElement.description, "Sequence contains more than one element.")
    }
}
