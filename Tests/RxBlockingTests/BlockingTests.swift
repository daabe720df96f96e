import Foundation
import XCTest
import Rx
import RxBlocking

final class BlockingTests: XCTestCase {
    private struct Failure: Error, Equatable { let code: Int }

    func testToArray() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrows() {
        XCTAssertThrowsError(try Observable<Int>.error(Failure(code: 1)).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? Failure, Failure(code: 1))
        }
    }

    func testFirstAndLast() throws {
        XCTAssertEqual(try Observable.of(4, 5, 6).toBlocking().first(), 4)
        XCTAssertEqual(try Observable.of(4, 5, 6).toBlocking().last(), 6)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testFirstDoesNotWaitForCompletion() throws {
        let subject = BehaviorSubject(value: 9)
        XCTAssertEqual(try subject.toBlocking(timeout: 2).first(), 9)
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(1).toBlocking().single(), 1)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleWithPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 })
    }

    func testMaterialize() {
        switch Observable.of(1, 2).toBlocking().materialize() {
        case .completed(let elements): XCTAssertEqual(elements, [1, 2])
        case .failed: XCTFail("expected completion")
        }
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(Failure(code: 2))
            return Disposables.create()
        }
        switch failing.toBlocking().materialize() {
        case .completed: XCTFail("expected failure")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(error as? Failure, Failure(code: 2))
        }
    }

    func testTimeoutThrows() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) { error in
            guard case RxError.timeout = error else { return XCTFail("\(error)") }
        }
    }

    func testTimeoutDisposesSubscription() {
        var disposed = false
        let source = Observable<Int>.create { _ in Disposables.create { disposed = true } }
        _ = try? source.toBlocking(timeout: 0.05).toArray()
        XCTAssertTrue(disposed)
    }

    func testBackgroundProducer() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking")
        let values = try Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .take(3)
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(values, [0, 1, 2])
    }

    func testMainSchedulerDeliveryWhileBlockingOnMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let value = try Observable.just(5)
            .observe(on: MainScheduler.asyncInstance)
            .toBlocking(timeout: 2)
            .first()
        XCTAssertEqual(value, 5)
    }

    func testBlockingOffTheMainThread() {
        let done = expectation(description: "background read")
        DispatchQueue.global().async {
            let values = try? Observable<Int>.timer(.milliseconds(10), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
                .toBlocking(timeout: 2)
                .toArray()
            XCTAssertEqual(values, [0])
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
