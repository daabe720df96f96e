extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// Errors and completion pass through unchanged. If `transform` throws,
    /// the result fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: An observable of the transformed elements.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// // 30
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapProducer(source: asObservable(), transform: transform)
    }
}

private final class MapSink<SourceElement, Result, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>
where Observer.Element == Result {
    typealias Transform = (SourceElement) throws -> Result

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        let mapped: Result
        do {
            mapped = try transform(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(mapped)
    }
}

private final class MapProducer<SourceElement, Result>: Producer<Result> {
    typealias Transform = (SourceElement) throws -> Result

    private let source: Observable<SourceElement>
    private let transform: Transform

    init(source: Observable<SourceElement>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer)
        return sink.run(source)
    }
}
