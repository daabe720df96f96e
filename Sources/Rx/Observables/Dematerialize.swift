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
        OneSourceProducer<Element, Element.Element, DematerializeSink<Element>>(
            source: asObservable(), parameters: ElementStep { DematerializeSink.receiveNext($0, in: $1) })
    }
}

@usableFromInline
final class DematerializeSink<Wrapped: EventConvertible>: ForwardingSink<Wrapped, Receiver<Wrapped.Element>>,
    OneSourceSink
{
    /// The element step, compiled where `dematerialize` is applied: compiled
    /// here, the wrapped `Event` would be of a type, and reached through a
    /// conformance, looked up at run time on every element.
    @usableFromInline typealias Parameters = ElementStep<Wrapped, DematerializeSink>

    private let step: Parameters

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Wrapped.Element>) {
        self.step = parameters
        super.init(observer: observer)
    }

    @inlinable @inline(__always)
    static func receiveNext(_ wrapped: Wrapped, in sink: DematerializeSink) {
        switch wrapped.event {
        case .next(let element): sink.forwardNext(element)
        case .error(let error): sink.forwardErrorAndDispose(error)
        case .completed: sink.forwardCompletedAndDispose()
        }
    }

    override func _receiveNext(_ wrapped: Wrapped) { step.receive(wrapped, self) }
}
