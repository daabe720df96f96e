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
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        if index < 0 { rxFatalError("index can't be negative") }
        return OneSourceProducer<Element, Element, ElementAtSink<Element>>(source: asObservable(), parameters: index)
    }

    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

@usableFromInline
final class ElementAtSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    private var remaining: Int

    @usableFromInline
    init(parameters index: Int, observer: Receiver<Element>) {
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
