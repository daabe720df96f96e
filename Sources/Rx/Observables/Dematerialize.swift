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
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Element.Element, DematerializeSink<Element>>(source: asObservable(), parameters: ())
    }
}

@usableFromInline
final class DematerializeSink<Wrapped: EventConvertible>: ForwardingSink<Wrapped, Receiver<Wrapped.Element>>,
    OneSourceSink
{
    @usableFromInline
    init(parameters: Void, observer: Receiver<Wrapped.Element>) {
        super.init(observer: observer)
    }

    override func _receiveNext(_ wrapped: Wrapped) {
        let inner = wrapped.event
        forwardOn(inner)
        if inner.isStopEvent { dispose() }
    }
}
