extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// Errors and completion pass through unchanged. If `predicate` throws,
    /// the result fails with that error and the source is disposed.
    ///
    /// - Parameter predicate: Tells whether an element is let through.
    /// - Returns: An observable of the elements for which `predicate` is true.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }.subscribe(onNext: { print($0) })
    /// // 2
    /// // 4
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Inlinable for the same reason as `map`.
        FilterProducer(source: asObservable(), predicate: predicate, sinkType: FilterSink<Element>.self)
    }
}

@usableFromInline
final class FilterSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    @usableFromInline typealias Predicate = (Element) throws -> Bool

    private let predicate: Predicate

    @usableFromInline
    required init(predicate: @escaping Predicate, observer: Receiver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if passes { forwardNext(element) }
    }
}

@usableFromInline
final class FilterProducer<Element>: ReceiverProducer<Element> {
    @usableFromInline typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    private let predicate: Predicate
    /// `FilterSink<Element>.self`, found where `filter` was applied.
    private let sinkType: FilterSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, predicate: @escaping Predicate, sinkType: FilterSink<Element>.Type) {
        self.source = source
        self.predicate = predicate
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        source.subscribeReceiver(sinkType.init(predicate: predicate, observer: downstream))
    }
}
