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
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // Inlinable: made where the element types are known, the producer's
        // generic type needs no lookup at run time.
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
        // The transform's result goes straight downstream: a local
        // `let mapped` would be a second stack slot of the (unspecialised,
        // generic) `Result` type and a value-witness move into it per element.
        // `forwardNext` does not throw, so only the transform's error is caught.
        do {
            forwardNext(try transform(element))
        } catch {
            forwardErrorAndDispose(error)
        }
    }
}

@usableFromInline
final class MapProducer<SourceElement, Result>: Producer<Result> {
    @usableFromInline typealias Transform = (SourceElement) throws -> Result

    private let source: Observable<SourceElement>
    private let transform: Transform

    @usableFromInline
    init(source: Observable<SourceElement>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer)
        return source.subscribeSink(sink)
    }
}
