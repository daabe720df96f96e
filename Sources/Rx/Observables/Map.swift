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
        // Inlinable: compiled where the element types are known, the types
        // of the producer and of its sink are found without a lookup at run
        // time (see `Receiver`).
        MapProducer(source: asObservable(), transform: transform, sinkType: MapSink<Element, Result>.self)
    }
}

@usableFromInline
final class MapSink<SourceElement, Result>: ForwardingSink<SourceElement, Receiver<Result>> {
    @usableFromInline typealias Transform = (SourceElement) throws -> Result

    private let transform: Transform

    @usableFromInline
    required init(transform: @escaping Transform, observer: Receiver<Result>) {
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
final class MapProducer<SourceElement, Result>: ReceiverProducer<Result> {
    @usableFromInline typealias Transform = (SourceElement) throws -> Result

    private let source: Observable<SourceElement>
    private let transform: Transform
    /// `MapSink<SourceElement, Result>.self`, found where `map` was applied.
    private let sinkType: MapSink<SourceElement, Result>.Type

    @usableFromInline
    init(source: Observable<SourceElement>, transform: @escaping Transform, sinkType: MapSink<SourceElement, Result>.Type) {
        self.source = source
        self.transform = transform
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Result>) -> SinkBase {
        source.subscribeReceiver(sinkType.init(transform: transform, observer: downstream))
    }
}
