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
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    )
        -> Observable<Accumulate>
    {
        ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
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
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        ScanProducer(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

private final class ScanSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer> {
    typealias Accumulate = Observer.Element
    typealias Accumulator = (inout Accumulate, SourceElement) throws -> Void

    private let accumulator: Accumulator
    private var accumulated: Accumulate

    init(seed: Accumulate, accumulator: @escaping Accumulator, observer: Observer) {
        self.accumulated = seed
        self.accumulator = accumulator
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

private final class ScanProducer<SourceElement, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, SourceElement) throws -> Void

    private let source: Observable<SourceElement>
    private let seed: Accumulate
    private let accumulator: Accumulator

    init(source: Observable<SourceElement>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Accumulate {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
