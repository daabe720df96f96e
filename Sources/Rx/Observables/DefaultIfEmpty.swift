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
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Element, DefaultIfEmptySink<Element>>(source: asObservable(), parameters: `default`)
    }
}

@usableFromInline
final class DefaultIfEmptySink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    private let defaultElement: Element
    private var isEmpty = true

    @usableFromInline
    init(parameters defaultElement: Element, observer: Receiver<Element>) {
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
