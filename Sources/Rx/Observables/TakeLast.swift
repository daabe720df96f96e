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
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        if count < 0 { rxFatalError("count can't be negative") }
        return OneSourceProducer<Element, Element, TakeLastSink<Element>>(source: asObservable(), parameters: count)
    }
}

@usableFromInline
final class TakeLastSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    private let count: Int
    private let buffer = ElementQueue<Element>()

    @usableFromInline
    init(parameters count: Int, observer: Receiver<Element>) {
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
