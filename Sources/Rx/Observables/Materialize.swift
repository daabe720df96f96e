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
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Event<Element>, MaterializeSink<Element>>(
            source: asObservable(), parameters: ElementStep { $1.forwardNext(.next($0)) })
    }
}

@usableFromInline
final class MaterializeSink<SourceElement>: ForwardingSink<SourceElement, Receiver<Event<SourceElement>>>, OneSourceSink {
    /// The element step, compiled where `materialize` is applied: compiled
    /// here, the `Event` it sends would be of a type looked up at run time on
    /// every element.
    @usableFromInline typealias Parameters = ElementStep<SourceElement, MaterializeSink>

    private let step: Parameters

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Event<SourceElement>>) {
        self.step = parameters
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) { step.receive(element, self) }

    override func receiveError(_ error: Swift.Error) {
        forwardNext(.error(error))
        forwardCompletedAndDispose()
    }

    override func receiveCompleted() {
        forwardNext(.completed)
        forwardCompletedAndDispose()
    }
}
