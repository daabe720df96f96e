extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the events themselves: the
    /// inverse of `materialize()`.
    ///
    /// An `error` or `completed` element ends the result with that event; an
    /// error or completion of the source itself is passed on too.
    ///
    /// - Returns: An observable that replays the events it receives as
    ///   elements.
    ///
    /// ```swift
    /// _ = Observable.of(Event.next(1), .completed).dematerialize().subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    public func dematerialize() -> Observable<Element.Element> {
        DematerializeProducer(source: asObservable())
    }
}

private final class DematerializeSink<Wrapped: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Wrapped.Element {
    func on(_ event: Event<Wrapped>) {
        switch event {
        case .next(let wrapped):
            let inner = wrapped.event
            forwardOn(inner)
            if inner.isStopEvent { dispose() }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class DematerializeProducer<Wrapped: EventConvertible>: Producer<Wrapped.Element> {
    private let source: Observable<Wrapped>

    init(source: Observable<Wrapped>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Wrapped.Element
    {
        let sink = DematerializeSink<Wrapped, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
