extension ObservableType {
    /// Emits `elements` first, then the source's events.
    ///
    /// The prefix is emitted synchronously when the result is subscribed,
    /// before the source is subscribed.
    ///
    /// - Parameter elements: The elements to emit first, in order.
    /// - Returns: `elements` followed by the source.
    ///
    /// ```swift
    /// _ = Observable.of(3, 4).startWith(1, 2).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// // 4
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

private final class StartWithSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    override func _receiveNext(_ element: Element) { forwardNext(element) }
}

private final class StartWithProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = StartWithSink(observer: observer)
        for element in elements {
            sink.forwardNext(element)
        }
        return source.subscribeReceiver(sink)
    }
}
