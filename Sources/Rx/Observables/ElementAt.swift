extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes.
    ///
    /// If the source completes before reaching `index`, the result fails
    /// with `RxError.argumentOutOfRange`. A negative index is a programming
    /// error.
    ///
    /// - Parameter index: The position of the element to emit.
    /// - Returns: An observable with the element at `index`.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "c").element(at: 1).subscribe { print($0) }
    /// // next(b)
    /// // completed
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        ElementAtProducer(source: asObservable(), index: index)
    }

    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

private final class ElementAtSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private var remaining: Int

    init(index: Int, observer: Observer) {
        self.remaining = index
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        if remaining == 0 {
            forwardNext(element)
            forwardCompletedAndDispose()
            return
        }
        remaining -= 1
    }

    override func receiveCompleted() {
        forwardErrorAndDispose(RxError.argumentOutOfRange)
    }
}

private final class ElementAtProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        if index < 0 { rxFatalError("index can't be negative") }
        self.source = source
        self.index = index
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ElementAtSink(index: index, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
