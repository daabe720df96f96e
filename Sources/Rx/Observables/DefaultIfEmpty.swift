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

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let defaultElement: Element
    private var isEmpty = true

    init(defaultElement: Element, observer: Observer, cancel: Cancelable) {
        self.defaultElement = defaultElement
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty { forwardNext(defaultElement) }
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class DefaultIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
