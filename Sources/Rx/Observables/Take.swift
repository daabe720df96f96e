extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the
    /// source.
    ///
    /// `take(0)` completes at once without subscribing to the source. A
    /// negative count is a programming error.
    ///
    /// - Parameter count: The number of elements to let through.
    /// - Returns: An observable of at most `count` elements.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).take(2).subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 { return .empty() }
        return TakeCountProducer(source: asObservable(), count: count)
    }
}

private final class TakeCountSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private var remaining: Int

    init(count: Int, observer: Observer) {
        self.remaining = count
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 { forwardCompletedAndDispose() }
    }
}

private final class TakeCountProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 { rxFatalError("count can't be negative") }
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = TakeCountSink(count: count, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
