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

private final class DematerializeSink<Wrapped: EventConvertible, Observer: ObserverType>: ForwardingSink<Wrapped, Observer>
where Observer.Element == Wrapped.Element {
    override func _receiveNext(_ wrapped: Wrapped) {
        let inner = wrapped.event
        forwardOn(inner)
        if inner.isStopEvent { dispose() }
    }
}

private final class DematerializeProducer<Wrapped: EventConvertible>: Producer<Wrapped.Element> {
    private let source: Observable<Wrapped>

    init(source: Observable<Wrapped>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Wrapped.Element {
        let sink = DematerializeSink<Wrapped, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
