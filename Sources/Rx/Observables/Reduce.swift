extension ObservableType {
    /// Accumulates all elements and, when the source completes, emits the
    /// result of `mapResult` applied to the final value, then completes.
    ///
    /// Nothing is emitted before the source completes; an empty source yields
    /// `mapResult(seed)`. If `accumulator` or `mapResult` throws, the result
    /// fails with that error and the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current value with an element.
    ///   - mapResult: Transforms the final value into the emitted result.
    /// - Returns: An observable with a single element, the result.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3)
    ///     .reduce(0, accumulator: +, mapResult: { "sum: \($0)" })
    ///     .subscribe(onNext: { print($0) })
    /// // sum: 6
    /// ```
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    )
        -> Observable<Result>
    {
        ReduceProducer(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Accumulates all elements and, when the source completes, emits the
    /// final value, then completes.
    ///
    /// Nothing is emitted before the source completes; an empty source yields
    /// `seed`. If `accumulator` throws, the result fails with that error and
    /// the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current value with an element.
    /// - Returns: An observable with a single element, the final value.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // 6
    /// ```
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        ReduceProducer(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class ReduceSink<SourceElement, Accumulate, Observer: ObserverType>: ForwardingSink<SourceElement, Observer> {
    typealias Parent = ReduceProducer<SourceElement, Accumulate, Observer.Element>

    private let parent: Parent
    @exclusivity(unchecked) private var accumulated: Accumulate

    init(parent: Parent, observer: Observer) {
        self.parent = parent
        self.accumulated = parent.seed
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        do {
            accumulated = try parent.accumulator(accumulated, element)
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func receiveCompleted() {
        let result: Observer.Element
        do {
            result = try parent.mapResult(accumulated)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(result)
        forwardCompletedAndDispose()
    }
}

private final class ReduceProducer<SourceElement, Accumulate, Result>: Producer<Result> {
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<SourceElement>, seed: Accumulate,
        accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Result {
        let sink = ReduceSink(parent: self, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
