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
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, (index: Int, element: Element), EnumeratedSink<Element>>(
            source: asObservable(), parameters: ())
    }
}

@usableFromInline
final class EnumeratedSink<SourceElement>: ForwardingSink<SourceElement, Receiver<(index: Int, element: SourceElement)>>,
    OneSourceSink
{
    private var index = 0

    @usableFromInline
    init(parameters: Void, observer: Receiver<(index: Int, element: SourceElement)>) {
        super.init(observer: observer)
    }

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
