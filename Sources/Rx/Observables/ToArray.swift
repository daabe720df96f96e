extension ObservableType {
    /// Collects all elements into an array and emits it when the source
    /// completes, then completes.
    ///
    /// An empty source yields `[]`; an error is passed on and no array is
    /// emitted.
    ///
    /// - Returns: A `Single` of every element of the source, in order.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print($0) })
    /// // [1, 2, 3]
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArrayProducer(source: asObservable()))
    }
}

private final class ToArraySink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceElement] {
    private var elements: [SourceElement] = []

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardNext(elements)
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class ToArrayProducer<SourceElement>: Producer<[SourceElement]> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == [SourceElement]
    {
        let sink = ToArraySink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
