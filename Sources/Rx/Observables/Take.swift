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
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        if count == 0 { return .empty() }
        if count < 0 { rxFatalError("count can't be negative") }
        return OneSourceProducer<Element, Element, TakeCountSink<Element>>(source: asObservable(), parameters: count)
    }
}

@usableFromInline
final class TakeCountSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    private var remaining: Int

    @usableFromInline
    init(parameters count: Int, observer: Receiver<Element>) {
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
