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
            source: asObservable(), parameters: ElementStep { EnumeratedSink.receiveNext($0, in: $1) })
    }
}

@usableFromInline
final class EnumeratedSink<SourceElement>: ForwardingSink<SourceElement, Receiver<(index: Int, element: SourceElement)>>,
    OneSourceSink
{
    /// The element step, compiled where `enumerated` is applied: compiled
    /// here, the pair it sends would be a tuple of a type looked up at run
    /// time on every element.
    @usableFromInline typealias Parameters = ElementStep<SourceElement, EnumeratedSink>

    // Touched only by the source's serialised events.
    @usableFromInline @exclusivity(unchecked) var index = 0
    private let step: Parameters

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<(index: Int, element: SourceElement)>) {
        self.step = parameters
        super.init(observer: observer)
    }

    @inlinable @inline(__always)
    static func receiveNext(_ element: SourceElement, in sink: EnumeratedSink) {
        let current: Int
        do {
            current = try incrementChecked(&sink.index)
        } catch {
            sink.forwardErrorAndDispose(error)
            return
        }
        sink.forwardNext((index: current, element: element))
    }

    override func _receiveNext(_ element: SourceElement) { step.receive(element, self) }
}
