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
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    )
        -> Observable<Result>
    {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Result, ReduceSink<Element, Accumulate, Result>>(
            source: asObservable(), parameters: .init(seed: seed, accumulator: accumulator, mapResult: mapResult))
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
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
final class ReduceSink<SourceElement, Accumulate, Result>: ForwardingSink<SourceElement, Receiver<Result>>,
    OneSourceSink
{
    /// In a struct, not a tuple (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let seed: Accumulate
        let accumulator: (Accumulate, SourceElement) throws -> Accumulate
        let mapResult: (Accumulate) throws -> Result

        @usableFromInline
        init(
            seed: Accumulate, accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate,
            mapResult: @escaping (Accumulate) throws -> Result
        ) {
            self.seed = seed
            self.accumulator = accumulator
            self.mapResult = mapResult
        }
    }

    private let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result
    @exclusivity(unchecked) private var accumulated: Accumulate

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Result>) {
        self.accumulator = parameters.accumulator
        self.mapResult = parameters.mapResult
        self.accumulated = parameters.seed
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        do {
            accumulated = try accumulator(accumulated, element)
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func receiveCompleted() {
        let result: Result
        do {
            result = try mapResult(accumulated)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(result)
        forwardCompletedAndDispose()
    }
}
