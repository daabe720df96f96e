import Foundation
import XCTest
import Rx
import RxTesting

/// How the Swift concurrency bridges behave when the awaiting task is
/// cancelled, as in RxSwift 6.10: `values` of an `Observable` (and of
/// anything convertible to one) ends its iteration by throwing
/// `CancellationError`; `Infallible`/`Driver`/`Signal` `values` (an
/// `AsyncStream`) ends normally; `value` of `Single`, `Maybe` and
/// `Completable` subscribes even in an already-cancelled task, so a source
/// that finishes synchronously returns its result.
final class ConcurrencyCancellationTests: RxTest {
    /// Runs `body` in a task, cancels it after `delay` seconds, and returns
    /// its result; fails the test if it does not finish within 5 seconds.
    private func resultOfCancelledTask<Value: Sendable>(
        after delay: UInt64 = 20_000_000,
        _ body: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, Error>? {
        let task = Task { try await body() }
        try? await Task.sleep(nanoseconds: delay)
        task.cancel()
        let finished = expectation(description: "the cancelled task finished")
        let box = ResultBox<Value>()
        Task {
            box.result = await task.result
            finished.fulfill()
        }
        await fulfillment(of: [finished], timeout: 5)
        return box.result
    }

    func testObservableValuesOfANeverEmittingSourceThrowsCancellationError() async {
        let result = await resultOfCancelledTask { () -> Int in
            var count = 0
            for try await _ in Observable<Int>.never().values { count += 1 }
            return count
        }
        XCTAssertThrowsError(try result?.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
    }

    func testObservableValuesThrowsCancellationErrorAfterTheElementsBeforeIt() async {
        let subject = PublishSubject<Int>()
        let received = ReceivedElements()
        let result = await resultOfCancelledTask { () -> Int in
            for try await element in subject.asObservable().values {
                received.append(element)
            }
            return 0
        }
        XCTAssertThrowsError(try result?.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
        XCTAssertFalse(subject.hasObservers, "cancelling the iteration disposes the subscription")
        _ = received
    }

    func testObservableValuesInAnAlreadyCancelledTaskDeliversASynchronousSource() async {
        let result = await resultOfCancelledTask(after: 0) { () -> [Int] in
            withUnsafeCurrentTask { $0?.cancel() }
            var elements: [Int] = []
            for try await element in Observable.of(1, 2, 3).values { elements.append(element) }
            return elements
        }
        XCTAssertEqual(try result?.get(), [1, 2, 3])
    }

    func testInfallibleAndDriverValuesEndNormallyWhenCancelled() async {
        let infallible = await resultOfCancelledTask { () -> Int in
            for await _ in Infallible<Int>.never().values {}
            return 1
        }
        XCTAssertEqual(try infallible?.get(), 1)
        let signal = await resultOfCancelledTask { () -> Int in
            for await _ in PublishRelay<Int>().asSignal().values {}
            return 2
        }
        XCTAssertEqual(try signal?.get(), 2)
    }

    func testCompletableValueOfASynchronousSourceReturnsInAnAlreadyCancelledTask() async {
        let result = await resultOfCancelledTask(after: 0) { () -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
            return Task.isCancelled
        }
        XCTAssertEqual(try result?.get(), true)
    }

    func testMaybeValueOfASynchronousSourceReturnsInAnAlreadyCancelledTask() async {
        let some = await resultOfCancelledTask(after: 0) { () -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe.just(4).value
        }
        XCTAssertEqual(try some?.get(), 4)
        let none = await resultOfCancelledTask(after: 0) { () -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe<Int>.empty().value
        }
        XCTAssertEqual(try none?.get(), .some(nil))
    }

    func testSingleValueOfASynchronousSourceReturnsInAnAlreadyCancelledTask() async {
        let success = await resultOfCancelledTask(after: 0) { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(9).value
        }
        XCTAssertEqual(try success?.get(), 9)
        let failure = await resultOfCancelledTask(after: 0) { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.error(TestError(3)).value
        }
        XCTAssertThrowsError(try failure?.get()) { XCTAssertEqual($0 as? TestError, TestError(3)) }
    }

    func testPrimitiveValueCancelledWhileWaitingDisposesTheSubscription() async {
        for trait in ["Single", "Maybe", "Completable"] {
            let subject = PublishSubject<Int>()
            let result = await resultOfCancelledTask { () -> Int in
                switch trait {
                case "Single": return try await subject.asSingle().value
                case "Maybe": return try await subject.asMaybe().value ?? -1
                default:
                    try await subject.ignoreElements().asCompletable().value
                    return 0
                }
            }
            XCTAssertThrowsError(try result?.get(), trait) { XCTAssertTrue($0 is CancellationError, "\(trait): \($0)") }
            XCTAssertFalse(subject.hasObservers, "\(trait): cancelling disposes the subscription")
        }
    }
}

/// The result of a task, handed from the task that awaited it.
private final class ResultBox<Value>: @unchecked Sendable {
    var result: Result<Value, Error>?
}

/// Elements received by an iterating task.
private final class ReceivedElements: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Int] = []
    func append(_ element: Int) { lock.lock(); elements.append(element); lock.unlock() }
}
