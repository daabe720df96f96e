extension ObservableType {
    /// Emits `elements` first, then the source's events.
    ///
    /// The prefix is emitted synchronously when the result is subscribed,
    /// before the source is subscribed.
    ///
    /// - Parameter elements: The elements to emit first, in order.
    /// - Returns: `elements` followed by the source.
    ///
    /// ```swift
    /// _ = Observable.of(3, 4).startWith(1, 2).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// // 4
    /// ```
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        StartWithProducer(source: asObservable(), elements: elements, sinkType: StartWithSink<Element>.self)
    }
}

@usableFromInline
final class StartWithSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    @usableFromInline
    override required init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) { forwardNext(element) }
}

@usableFromInline
final class StartWithProducer<Element>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]
    /// `StartWithSink<Element>.self`, found where `startWith` was applied.
    private let sinkType: StartWithSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, elements: [Element], sinkType: StartWithSink<Element>.Type) {
        self.source = source
        self.elements = elements
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        for element in elements {
            sink.forwardNext(element)
        }
        return source.subscribeReceiver(consume sink)
    }
}
