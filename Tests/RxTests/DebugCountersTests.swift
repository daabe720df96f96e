import XCTest
import Rx

#if TRACE_RESOURCES
    /// RxSwift's debug counters besides `Resources.total`.
    final class DebugCountersTests: RxTest {
        func testNumberOfSerialDispatchQueueObservablesCountsLiveObserveOnSerialQueue() {
            let start = Resources.numberOfSerialDispatchQueueObservables
            var onMain: Observable<Int>? = Observable.just(1).observe(on: MainScheduler.instance)
            var onSerial: Observable<Int>? = Observable.just(2)
                .observe(on: SerialDispatchQueueScheduler(qos: .default))
            let onConcurrent = Observable.just(3).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables - start, 2)
            onMain = nil
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables - start, 1)
            onSerial = nil
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables - start, 0)
            _ = (onMain, onSerial, onConcurrent)
        }

        func testMaxTailRecursiveSinkStackSizeStaysOneForLongConcatenationsAndRetries() {
            maxTailRecursiveSinkStackSize = 0
            var count = 0
            _ = Observable.concat((0..<500).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
            XCTAssertEqual(count, 500)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)

            maxTailRecursiveSinkStackSize = 0
            var attempts = 0
            _ = Observable<Int>.deferred {
                attempts += 1
                return .error(testError)
            }
            .retry(300)
            .subscribe(onError: { _ in })
            XCTAssertEqual(attempts, 300)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }
    }
#endif
