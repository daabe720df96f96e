extension ObservableType {
    /// Combines each element with `obj`, which the sequence holds only weakly.
    ///
    /// While `obj` is alive, each element becomes `resultSelector(obj, element)`.
    /// The first element that arrives after `obj` has been deallocated ends
    /// the sequence: the result completes and the source is disposed. Errors
    /// and completion pass through unchanged. Use it to reach `self` in a
    /// subscription without a retain cycle and without `[weak self]`.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along with each element; not retained.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: An observable of the combined values.
    ///
    /// ```swift
    /// final class Counter { var step = 10 }
    /// let counter = Counter()
    /// _ = Observable.of(1, 2)
    ///     .withUnretained(counter) { counter, n in n * counter.step }
    ///     .subscribe { print($0) }
    /// // next(10)
    /// // next(20)
    /// // completed
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretainedProducer(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `obj`, which the sequence holds only weakly.
    ///
    /// While `obj` is alive, each element becomes the tuple `(obj, element)`;
    /// the first element after `obj` is gone completes the sequence.
    ///
    /// - Parameter obj: The object to pair with each element; not retained.
    /// - Returns: An observable of `(obj, element)` tuples.
    ///
    /// ```swift
    /// final class Screen { let title = "Home" }
    /// let screen = Screen()
    /// _ = Observable.of(1, 2)
    ///     .withUnretained(screen)
    ///     .subscribe(onNext: { screen, n in print(screen.title, n) })
    /// // Home 1
    /// // Home 2
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private final class WithUnretainedSink<Object: AnyObject, SourceElement, Observer: ObserverType>:
    ForwardingSink<SourceElement, Observer>
{
    typealias ResultSelector = (Object, SourceElement) -> Observer.Element

    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(object: Object?, resultSelector: @escaping ResultSelector, observer: Observer) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: SourceElement) {
        guard let object else {
            forwardCompletedAndDispose()
            return
        }
        forwardNext(resultSelector(object, element))
    }
}

private final class WithUnretainedProducer<Object: AnyObject, SourceElement, Out>: Producer<Out> {
    typealias ResultSelector = (Object, SourceElement) -> Out

    private let source: Observable<SourceElement>
    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(source: Observable<SourceElement>, object: Object, resultSelector: @escaping ResultSelector) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Out {
        let sink = WithUnretainedSink(object: object, resultSelector: resultSelector, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
