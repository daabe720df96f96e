extension ObservableType {
    /// Drops elements while they satisfy `predicate`, then emits the first
    /// one that does not and every element after it.
    ///
    /// The predicate is not called again once an element has passed. If it
    /// throws, the result fails with that error.
    ///
    /// - Parameter predicate: Tells whether an element is still dropped.
    /// - Returns: The source from its first element failing `predicate` on.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // 3
    /// // 1
    /// ```
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Element, SkipWhileSink<Element>>(source: asObservable(), parameters: .init(predicate))
    }

    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

@usableFromInline
final class SkipWhileSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    /// The predicate, in a struct (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let predicate: (Element) throws -> Bool

        @usableFromInline
        init(_ predicate: @escaping (Element) throws -> Bool) { self.predicate = predicate }
    }

    private let predicate: (Element) throws -> Bool
    private var passing = false

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Element>) {
        self.predicate = parameters.predicate
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                forwardErrorAndDispose(error)
                return
            }
        }
        if passing { forwardNext(element) }
    }
}
