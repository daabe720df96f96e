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

private final class IgnoreElementsSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Never {
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class IgnoreElementsProducer<SourceElement>: Producer<Never> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Never
    {
        let sink = IgnoreElementsSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
