import XCTest
import Rx
import RxTesting

final class TraitConcurrencyTests: RxTest {
    func testSingleValue() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(TestError(7)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(7))
        }
    }

    func testSingleValueFromBackgroundScheduler() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let value = try await Single<Int>.timer(.milliseconds(5), scheduler: scheduler).map { $0 + 1 }.value
        XCTAssertEqual(value, 1)
    }

    func testMaybeValue() async throws {
        let some = try await Maybe.just("a").value
        let none = try await Maybe<String>.empty().value
        XCTAssertEqual(some, "a")
        XCTAssertNil(none)
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError(2)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(2))
        }
    }

    func testCancellingTheAwaitingTaskDisposesAndThrows() async {
        let disposed = expectation(description: "disposed")
        let never = Single<Int>.never().do(onDispose: { disposed.fulfill() })
        let task = Task { try await never.value }
        try? await Task.sleep(nanoseconds: 20_000_000)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        await fulfillment(of: [disposed], timeout: 2)
    }

    func testSingleCreateFromAsyncWork() async throws {
        let single = Single<Int>.create { () async throws -> Int in
            try await Task.sleep(nanoseconds: 1_000_000)
            return 5
        }
        let value = try await single.value
        XCTAssertEqual(value, 5)
        let detached = try await Single<Int>.create(detached: true, priority: .low) { 6 }.value
        XCTAssertEqual(detached, 6)
    }

    func testSingleCreateFromThrowingAsyncWork() async {
        let single = Single<Int>.create { () async throws -> Int in throw TestError(3) }
        do {
            _ = try await single.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(3))
        }
    }

    func testSingleCreateDisposalCancelsTheTask() async {
        let cancelled = expectation(description: "task cancelled")
        let single = Single<Int>.create { () async throws -> Int in
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return 1
        }
        let subscription = single.subscribe(
            onSuccess: { _ in XCTFail("must not succeed") },
            onFailure: { _ in })
        try? await Task.sleep(nanoseconds: 10_000_000)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 2)
    }

    func testObservableValuesYieldsElementsAndFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testObservableValuesThrowsTheError() async {
        var collected: [Int] = []
        do {
            for try await value in Observable<Int>.create({ observer in
                observer.onNext(1)
                observer.onError(TestError(8))
                return Disposables.create()
            }).values {
                collected.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(8))
        }
        XCTAssertEqual(collected, [1])
    }

    func testObservableValuesBreakingDisposesSubscription() async throws {
        let disposed = expectation(description: "disposed")
        let subject = PublishSubject<Int>()
        let source = subject.do(onDispose: { disposed.fulfill() })
        let producer = Task.detached {
            for value in 1...1000 {
                try await Task.sleep(nanoseconds: 1_000_000)
                subject.onNext(value)
            }
        }
        var first: Int?
        for try await value in source.values {
            first = value
            break
        }
        XCTAssertNotNil(first)
        await fulfillment(of: [disposed], timeout: 2)
        producer.cancel()
    }

    func testSingleValuesStream() async throws {
        var collected: [Int] = []
        for try await value in Single.just(9).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [9])
    }

    func testAsyncSequenceAsObservable() throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let values = try stream.asObservable().toBlocking(timeout: 2).toArray()
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testAsyncSequenceAsObservableForwardsError() {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(4))
        }
        switch stream.asObservable(priority: .high).toBlocking(timeout: 2).materialize() {
        case .completed:
            XCTFail("expected an error")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(error as? TestError, TestError(4))
        }
    }

    func testAsyncSequenceAsObservableDisposalCancelsIteration() async {
        let finished = expectation(description: "iteration ended")
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in finished.fulfill() }
            continuation.yield(1)
        }
        var received: [Int] = []
        let lock = NSLock()
        let subscription = stream.asObservable().subscribe(onNext: { value in
            lock.lock(); received.append(value); lock.unlock()
        })
        try? await Task.sleep(nanoseconds: 20_000_000)
        subscription.dispose()
        await fulfillment(of: [finished], timeout: 2)
        XCTAssertEqual(lock.withLock { received }, [1])
    }

    func testInfallibleValuesBreakingDisposesSubscription() async {
        let disposed = expectation(description: "disposed")
        let relay = BehaviorRelay(value: 1)
        let source = relay.asInfallible().do(onDispose: { disposed.fulfill() })
        var first: Int?
        for await value in source.values {
            first = value
            break
        }
        XCTAssertEqual(first, 1)
        await fulfillment(of: [disposed], timeout: 2)
    }

    func testMaybeValueFailure() async {
        do {
            _ = try await Maybe<Int>.error(TestError(5)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(5))
        }
    }

    func testValueOfSingleCompletingOnAnotherThread() async throws {
        let single = Single<String>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { observer(.success("late")) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, "late")
    }
}
