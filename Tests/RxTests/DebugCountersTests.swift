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

        /// RxSwift's `generateSequence`: a concat of a lazily generated
        /// sequence of unknown length whose first observable is `make(start)`
        /// and whose second is the next level's concat, `levels` levels in all
        /// (without end when nil).
        private func generateSequence(
            _ start: Int, levels: Int? = nil, _ make: @escaping (Int) -> Observable<Int>
        ) -> Observable<Int> {
            let all = AnySequence(
                [0, 1].lazy.map { index -> Observable<Int> in
                    if index == 0 { return make(start) }
                    if let levels, start + 1 == levels { return .empty() }
                    return self.generateSequence(start + 1, levels: levels, make)
                })
            return Observable.concat(all)
        }

        /// RxSwift's `generateCollection`: the same chain over a lazy
        /// collection, whose length (2) is known.
        private func generateCollection(_ start: Int, _ make: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
            let all = [0, 1].lazy.map { index -> Observable<Int> in
                index == 0 ? make(start) : self.generateCollection(start + 1, make)
            }
            return Observable.concat(all)
        }

        /// Each level of a generated sequence of unknown length stays below the
        /// next one (it may yield more), as on RxSwift's stack of generators:
        /// the counter reports how deep the chain went.
        func testMaxTailRecursiveSinkStackSizeIsTheDepthOfNestedGeneratedSequences() {
            maxTailRecursiveSinkStackSize = 0
            var elements: [Int] = []
            _ = generateSequence(0, levels: 20) { Observable.just($0) }
                .subscribe(onNext: { elements.append($0) })
            XCTAssertEqual(elements, Array(0..<20))
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 20)
        }

        /// RxSwift's testConcat_TailRecursionSequence: 10,000 levels, without
        /// end, cut by take; the sink walks them on a stack of its own, not
        /// on the call stack.
        func testMaxTailRecursiveSinkStackSizeOfAnEndlessGeneratedSequence() {
            maxTailRecursiveSinkStackSize = 0
            var elements: [Int] = []
            _ = generateSequence(0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
                .take(10_000)
                .subscribe(onNext: { elements.append($0) })
            XCTAssertEqual(elements, Array(0..<10_000))
            XCTAssertGreaterThan(maxTailRecursiveSinkStackSize, 10)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 10_000)
        }

        /// RxSwift's testConcat_TailRecursionCollection: a collection's
        /// iterator leaves the stack as it yields its last observable, so a
        /// chain nested in last place never deepens it.
        func testMaxTailRecursiveSinkStackSizeStaysOneForAChainOfCollections() {
            maxTailRecursiveSinkStackSize = 0
            var elements: [Int] = []
            _ = generateCollection(0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
                .take(10_000)
                .subscribe(onNext: { elements.append($0) })
            XCTAssertEqual(elements, Array(0..<10_000))
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
        }

        /// Concatenations and retries that nest no sequence push nothing on
        /// the stack: the counter is left as it was (RxSwift updates it only
        /// when it pushes a nested sequence).
        func testMaxTailRecursiveSinkStackSizeIsUntouchedByFlatConcatenationsAndRetries() {
            maxTailRecursiveSinkStackSize = 0
            var count = 0
            _ = Observable.concat((0..<500).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
            _ = Observable.concat(AnySequence((0..<500).map { Observable.just($0) }))
                .subscribe(onNext: { _ in count += 1 })
            XCTAssertEqual(count, 1000)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)

            var attempts = 0
            _ = Observable<Int>.deferred {
                attempts += 1
                return .error(testError)
            }
            .retry(300)
            .subscribe(onError: { _ in })
            XCTAssertEqual(attempts, 300)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
        }

        /// A concat nested in another of the same sequence type is walked by
        /// the outer sink: `a.concat(b).concat(c)` is concat([concat([a, b]),
        /// c]), two arrays, two deep; a nested concat of another sequence
        /// type is subscribed as any observable and deepens nothing.
        func testMaxTailRecursiveSinkStackSizeCountsNestedConcatsOfOneSequenceType() {
            maxTailRecursiveSinkStackSize = 0
            var elements: [Int] = []
            _ = Observable.just(1).concat(Observable.just(2)).concat(Observable.just(3))
                .subscribe(onNext: { elements.append($0) })
            XCTAssertEqual(elements, [1, 2, 3])
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)

            maxTailRecursiveSinkStackSize = 0
            _ = Observable.concat(AnySequence([Observable.concat([Observable.just(4), .just(5)]), .just(6)]))
                .subscribe(onNext: { elements.append($0) })
            XCTAssertEqual(elements, [1, 2, 3, 4, 5, 6])
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
        }
    }
#endif
