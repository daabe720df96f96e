extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil`
    /// results.
    ///
    /// Errors and completion pass through unchanged. If `transform` throws,
    /// the result fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element; a `nil`
    ///   result is dropped.
    /// - Returns: An observable of the non-`nil` transformed elements.
    ///
    /// ```swift
    /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapProducer(source: asObservable(), transform: transform)
    }
}

private final class CompactMapSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer> {
    typealias Transform = (SourceElement) throws -> Observer.Element?

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        let mapped: Observer.Element?
        do {
            mapped = try transform(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if let mapped { forwardNext(mapped) }
    }
}

private final class CompactMapProducer<SourceElement, Result>: Producer<Result> {
    typealias Transform = (SourceElement) throws -> Result?

    private let source: Observable<SourceElement>
    private let transform: Transform

    init(source: Observable<SourceElement>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Result {
        let sink = CompactMapSink(transform: transform, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
