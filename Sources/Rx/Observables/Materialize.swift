extension ObservableType {
    /// Turns each of the source's events into an element: `next`, `error`
    /// and `completed` all become `next` events carrying the original event,
    /// and the result completes after the source's terminal event.
    ///
    /// - Returns: An observable of the source's events; it never fails.
    ///
    /// ```swift
    /// _ = Observable.of(1).materialize().subscribe(onNext: { print($0) })
    /// // next(1)
    /// // completed
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        MaterializeProducer(source: asObservable())
    }
}

private final class MaterializeSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>
where Observer.Element == Event<SourceElement> {
    override func _receiveNext(_ element: SourceElement) { forwardNext(.next(element)) }

    override func receiveError(_ error: Swift.Error) {
        forwardNext(.error(error))
        forwardCompletedAndDispose()
    }

    override func receiveCompleted() {
        forwardNext(.completed)
        forwardCompletedAndDispose()
    }
}

private final class MaterializeProducer<SourceElement>: Producer<Event<SourceElement>> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Event<SourceElement> {
        let sink = MaterializeSink<SourceElement, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
