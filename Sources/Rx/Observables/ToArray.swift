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

private final class ToArraySink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>
where Observer.Element == [SourceElement] {
    /// A typed queue rather than an `Array`: appending to an array in this
    /// unspecialised code looks its generic metadata up on every call.
    private let elements = ElementQueue<SourceElement>()

    override func _receiveNext(_ element: SourceElement) { elements.append(element) }

    override func receiveCompleted() {
        forwardNext(elements.removeAllIntoArray())
        forwardCompletedAndDispose()
    }
}

private final class ToArrayProducer<SourceElement>: Producer<[SourceElement]> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == [SourceElement] {
        let sink = ToArraySink(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
