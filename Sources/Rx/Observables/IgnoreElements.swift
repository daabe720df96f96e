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
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsProducer(source: asObservable())
    }
}

private final class IgnoreElementsSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>
where Observer.Element == Never {
    override func _receiveNext(_ element: SourceElement) {}
}

private final class IgnoreElementsProducer<SourceElement>: Producer<Never> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Never {
        let sink = IgnoreElementsSink<SourceElement, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
