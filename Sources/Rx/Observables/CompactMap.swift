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
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Result, CompactMapSink<Element, Result>>(
            source: asObservable(), parameters: .init(transform))
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Result>: ForwardingSink<SourceElement, Receiver<Result>>, OneSourceSink {
    @usableFromInline typealias Transform = (SourceElement) throws -> Result?

    /// The transform, in a struct (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let transform: Transform

        @usableFromInline
        init(_ transform: @escaping Transform) { self.transform = transform }
    }

    private let transform: Transform

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Result>) {
        self.transform = parameters.transform
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        let mapped: Result?
        do {
            mapped = try transform(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if let mapped { forwardNext(mapped) }
    }
}
