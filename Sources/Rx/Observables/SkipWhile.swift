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
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(source: asObservable(), predicate: predicate)
    }

    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private final class SkipWhileSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let predicate: (Element) throws -> Bool
    private var passing = false

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
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

private final class SkipWhileProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
