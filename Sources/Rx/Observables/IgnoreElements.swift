extension ObservableType {
    /// Drops every element and passes on only the terminal event.
    ///
    /// As in RxSwift 6, the result is an `Observable<Never>`: it can only
    /// complete or fail.
    ///
    /// - Returns: An observable with the source's completion or error.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).ignoreElements().subscribe { print($0) }
    /// // completed
    /// ```
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Never, IgnoreElementsSink<Element>>(source: asObservable(), parameters: ())
    }
}

@usableFromInline
final class IgnoreElementsSink<SourceElement>: ForwardingSink<SourceElement, Receiver<Never>>, OneSourceSink {
    @usableFromInline
    init(parameters: Void, observer: Receiver<Never>) {
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {}
}
