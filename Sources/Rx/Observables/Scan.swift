extension ObservableType {
    /// Accumulates the elements, emitting each intermediate result; the
    /// accumulator updates its state in place.
    ///
    /// Every subscription starts again from `seed`, which itself is not
    /// emitted. If `accumulator` throws, the result fails with that error and
    /// the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator state.
    ///   - accumulator: Updates the state with an element.
    /// - Returns: An observable of the successive states.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3)
    ///     .scan(into: [Int]()) { all, element in all.append(element) }
    ///     .subscribe(onNext: { print($0) })
    /// // [1]
    /// // [1, 2]
    /// // [1, 2, 3]
    /// ```
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    )
        -> Observable<Accumulate>
    {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Accumulate, ScanSink<Element, Accumulate>>(
            source: asObservable(), parameters: .init(seed: seed, accumulator: accumulator))
    }

    /// Accumulates the elements, emitting each intermediate result.
    ///
    /// Every subscription starts again from `seed`, which itself is not
    /// emitted. If `accumulator` throws, the result fails with that error and
    /// the source is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current value with an element.
    /// - Returns: An observable of the successive accumulated values.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 6
    /// ```
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        scan(into: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

@usableFromInline
final class ScanSink<SourceElement, Accumulate>: ForwardingSink<SourceElement, Receiver<Accumulate>>, OneSourceSink {
    @usableFromInline typealias Accumulator = (inout Accumulate, SourceElement) throws -> Void

    private let accumulator: Accumulator
    // Only the sink's serialised events touch it.
    @exclusivity(unchecked) private var accumulated: Accumulate

    /// A struct, not a tuple (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let seed: Accumulate
        let accumulator: Accumulator

        @usableFromInline
        init(seed: Accumulate, accumulator: @escaping Accumulator) {
            self.seed = seed
            self.accumulator = accumulator
        }
    }

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Accumulate>) {
        self.accumulated = parameters.seed
        self.accumulator = parameters.accumulator
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(accumulated)
    }
}
