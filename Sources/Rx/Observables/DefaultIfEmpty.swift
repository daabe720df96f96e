extension ObservableType {
    /// Emits `default` before completing if the source completes without an
    /// element.
    ///
    /// - Parameter default: The element to emit for an empty source.
    /// - Returns: The source's elements, or `default` alone.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe { print($0) }
    /// // next(0)
    /// // completed
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmptyProducer(source: asObservable(), defaultElement: `default`)
    }
}

private final class DefaultIfEmptySink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let defaultElement: Element
    private var isEmpty = true

    init(defaultElement: Element, observer: Observer) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func receiveCompleted() {
        if isEmpty { forwardNext(defaultElement) }
        forwardCompletedAndDispose()
    }
}

private final class DefaultIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
