extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    ///
    /// - Returns: An observable of `(index, element)` tuples.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b").enumerated().subscribe(onNext: { print($0.index, $0.element) })
    /// // 0 a
    /// // 1 b
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        EnumeratedProducer(source: asObservable())
    }
}

private final class EnumeratedSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>
where Observer.Element == (index: Int, element: SourceElement) {
    private var index = 0

    override func _receiveNext(_ element: SourceElement) {
        let current: Int
        do {
            current = try incrementChecked(&index)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext((index: current, element: element))
    }
}

private final class EnumeratedProducer<SourceElement>: Producer<(index: Int, element: SourceElement)> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase
    where Observer.Element == (index: Int, element: SourceElement) {
        let sink = EnumeratedSink<SourceElement, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
