extension ObservableType {
    /// Collects all elements into an array and emits it when the source
    /// completes, then completes.
    ///
    /// An empty source yields `[]`; an error is passed on and no array is
    /// emitted.
    ///
    /// - Returns: A `Single` of every element of the source, in order.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print($0) })
    /// // [1, 2, 3]
    /// ```
    @inlinable
    public func toArray() -> Single<[Element]> {
        // Inlinable, as `map` is: the sink's type is found here.
        Single(raw: OneSourceProducer<Element, [Element], ToArraySink<Element>>(source: asObservable(), parameters: ()))
    }
}

@usableFromInline
final class ToArraySink<SourceElement>: ForwardingSink<SourceElement, Receiver<[SourceElement]>>, OneSourceSink {
    private let elements = ElementQueue<SourceElement>()

    @usableFromInline
    init(parameters: Void, observer: Receiver<[SourceElement]>) {
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) { elements.append(element) }

    override func receiveCompleted() {
        forwardNext(elements.removeAllIntoArray())
        forwardCompletedAndDispose()
    }
}
