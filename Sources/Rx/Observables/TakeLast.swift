extension ObservableType {
    /// Emits the last `count` elements when the source completes, then
    /// completes.
    ///
    /// Nothing is emitted before the source completes; an error is passed on
    /// and the buffered elements are dropped. A negative count is a
    /// programming error.
    ///
    /// - Parameter count: The number of elements to keep from the end.
    /// - Returns: The source's last `count` elements.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).takeLast(2).subscribe(onNext: { print($0) })
    /// // 3
    /// // 4
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLastProducer(source: asObservable(), count: count)
    }
}

private final class TakeLastSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let count: Int
    /// The last `count` elements, oldest first: a typed queue rather than an
    /// `Array`, whose edits in this unspecialised code look its generic
    /// metadata up on every call.
    private let buffer = ElementQueue<Element>()

    init(count: Int, observer: Observer) {
        self.count = count
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        guard count > 0 else { return }
        buffer.append(element)
        if buffer.count > count { _ = buffer.dequeue() }
    }

    override func receiveCompleted() {
        while !buffer.isEmpty { forwardNext(buffer.dequeue()) }
        forwardCompletedAndDispose()
    }
}

private final class TakeLastProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 { rxFatalError("count can't be negative") }
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
